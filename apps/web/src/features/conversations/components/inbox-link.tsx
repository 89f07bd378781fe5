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
        {unread > 0 && (
          <span
            data-testid="inbox-badge"
            aria-hidden="true"
            className="absolute -top-2 -right-2.5 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-700 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-card"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </span>
      <span className="sr-only xl:not-sr-only">Mesajlar</span>
      {unread > 0 && <span className="sr-only">{`, ${unread} okunmamış`}</span>}
    </Link>
  );
}
