import { CountBadge } from '@/components/ui/count-badge';
import { MessageCircle } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSessionStore } from '@/lib/session-store';
import { useUnreadCount } from '../api/unread';
import { useConversationsLive } from './use-live';

/** The header's "Mesajlar" link with the total unread count, kept live by the socket. */
export function InboxLink() {
  const signedIn = useSessionStore((s) => s.status === 'authenticated');
  if (!signedIn) return null;
  return <SignedInInboxLink />;
}

function SignedInInboxLink() {
  useConversationsLive();
  const unread = useUnreadCount().data?.unread ?? 0;
  return (
    <Link
      to={paths.inbox.path}
      data-testid="inbox-link"
      className="inline-flex h-10 items-center gap-2 rounded-xl px-2 text-sm font-semibold text-ink hover:bg-surface hover:text-accent-700 md:px-3"
    >
      <span className={unread > 0 ? 'relative mr-1.5' : 'relative'}>
        <MessageCircle aria-hidden="true" className="h-6 w-6 md:h-5 md:w-5" />
        <CountBadge count={unread} testId="inbox-badge" />
      </span>
      <span className="sr-only xl:not-sr-only">Mesajlar</span>
      {unread > 0 && <span className="sr-only">{`, ${unread} okunmamış`}</span>}
    </Link>
  );
}
