import type { Conversation, ConversationSide } from '@carsi/shared';
import { MessagesSquare, Package, WifiOff } from 'lucide-react';
import { Link } from 'react-router';
import { Card, EmptyState, Skeleton } from '@/components/ui';
import { useConversations } from '../api/conversations';
import { chatHref } from '../chat-href';
import { listTime } from './time';

export { chatHref };

/** What a conversation is about, in a few words. */
export function subjectOf(c: Conversation): string {
  if (c.order) return `Sipariş #${c.order.number}`;
  if (c.product) return c.product.title;
  return 'Genel soru';
}

function Thumb({ c }: { c: Conversation }) {
  if (c.product?.image)
    return (
      <img
        src={c.product.image}
        alt=""
        width={56}
        height={56}
        loading="lazy"
        className="h-14 w-14 shrink-0 rounded-lg border border-line bg-white object-contain"
      />
    );
  return (
    <span
      aria-hidden="true"
      className="flex h-14 w-14 shrink-0 items-center justify-center rounded-lg bg-accent-50 text-accent-700"
    >
      {c.order ? <Package className="h-6 w-6" /> : <MessagesSquare className="h-6 w-6" />}
    </span>
  );
}

function Row({ c, showSide }: { c: Conversation; showSide: boolean }) {
  const last = c.last_message;
  const mine = last?.side === c.side;
  return (
    <li>
      <Link
        to={chatHref(c.id)}
        data-testid={`conversation-${c.id}`}
        className="flex items-center gap-3 rounded-xl px-3 py-3 hover:bg-surface focus-visible:bg-surface sm:px-4"
      >
        <Thumb c={c} />
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline justify-between gap-2">
            <p className={`truncate text-ink ${c.unread > 0 ? 'font-bold' : 'font-semibold'}`}>
              {c.other_name}
            </p>
            {last && (
              <time dateTime={last.at} className="shrink-0 text-xs text-ink-muted">
                {listTime(last.at)}
              </time>
            )}
          </div>
          <p className="truncate text-xs text-ink-muted">
            {showSide && c.side === 'satici' && (
              <span className="mr-1 font-semibold text-accent-700">{c.business.name} adına ·</span>
            )}
            {subjectOf(c)}
          </p>
          <div className="mt-0.5 flex items-center justify-between gap-2">
            <p className={`truncate text-sm ${c.unread > 0 ? 'text-ink' : 'text-ink-muted'}`}>
              {last ? `${mine ? 'Siz: ' : ''}${last.text}` : 'Henüz mesaj yok'}
            </p>
            {c.unread > 0 && (
              <span className="inline-flex h-5 min-w-5 shrink-0 items-center justify-center rounded-full bg-accent-700 px-1.5 text-[11px] font-bold text-white">
                {c.unread}
                <span className="sr-only"> okunmamış mesaj</span>
              </span>
            )}
          </div>
        </div>
      </Link>
    </li>
  );
}

/** Conversations newest first: the inbox, or a business's customer messages (`side`). */
export function ConversationList({
  side = null,
  emptyText,
}: {
  side?: ConversationSide | null;
  emptyText: string;
}) {
  const query = useConversations(side);
  if (query.isPending)
    return (
      <Card padding="none" className="space-y-1 p-3" aria-busy="true">
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex items-center gap-3 p-2">
            <Skeleton className="h-14 w-14" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-1/2" />
              <Skeleton className="h-3 w-3/4" />
            </div>
          </div>
        ))}
      </Card>
    );
  if (query.isError)
    return (
      <Card>
        <EmptyState
          level={2}
          icon={<WifiOff className="h-7 w-7" />}
          title="Mesajlar yüklenemedi"
          description="Bağlantınızı kontrol edip sayfayı yenileyin."
        />
      </Card>
    );
  const list = query.data.results;
  if (list.length === 0)
    return (
      <Card>
        <EmptyState
          level={2}
          icon={<MessagesSquare className="h-7 w-7" />}
          title="Henüz mesajınız yok"
          description={emptyText}
        />
      </Card>
    );
  const sides = new Set(list.map((c) => c.side));
  return (
    <Card padding="none">
      <ul className="divide-y divide-line p-1 sm:p-2" aria-label="Konuşmalar">
        {list.map((c) => (
          <Row key={c.id} c={c} showSide={side === null && sides.size > 1} />
        ))}
      </ul>
    </Card>
  );
}
