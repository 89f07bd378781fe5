import { ChatPage as Chat } from '@/features/conversations';

/** /chatUI?conversation=<id>: one conversation, live. */
export function ChatPage() {
  return <Chat />;
}
