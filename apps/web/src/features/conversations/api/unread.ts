import type { ConversationSide, QuestionDeskStatus, UnreadCount } from '@carsi/shared';
import { useQuery } from '@tanstack/react-query';
import { useActiveBusinessStore } from '@/lib/active-business-store';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session-store';

// The header's unread badge is on every page: this module stays free of zod (the shared
// schemas), which conversations.ts uses for everything else.

export const UNREAD_PATH = '/mesaj/api/unread-count/';

export const conversationKeys = {
  all: ['conversations'] as const,
  questions: (b: number | null, status: QuestionDeskStatus, q: string) =>
    ['conversations', 'questions', b, status, q] as const,
  list: (b: number | null, side: ConversationSide | null) =>
    ['conversations', 'list', b, side] as const,
  messages: (b: number | null, id: number) => ['conversations', 'messages', b, id] as const,
  unread: (b: number | null) => ['conversations', 'unread', b] as const,
};

const int = (v: unknown) => (typeof v === 'number' && Number.isInteger(v) ? v : 0);

/** The unread counts, read field by field (a missing field counts as 0). */
export function toUnreadCount(data: unknown): UnreadCount {
  const d = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  return { unread: int(d.unread), as_shopper: int(d.as_shopper), as_business: int(d.as_business) };
}

export function useUnreadCount() {
  const signedIn = useSessionStore((s) => s.status === 'authenticated');
  return useQuery({
    enabled: signedIn,
    queryKey: conversationKeys.unread(useActiveBusinessStore((s) => s.businessId)),
    queryFn: async () => toUnreadCount((await api.get(UNREAD_PATH)).data),
    staleTime: 30_000,
  });
}
