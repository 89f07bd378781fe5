import type { OrderItemEvent } from '@carsi/shared';
import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useId, useState } from 'react';
import { formatDateTime } from '@/lib/format';

const DOT: Partial<Record<OrderItemEvent['status'], string>> = {
  teslim_edildi: 'bg-success',
  iptal_edildi: 'bg-danger',
  iade_reddedildi: 'bg-danger',
};

/**
 * The item's (or parcel's) history, oldest first; the latest step stands out. With
 * `collapseOnMobile`, phones show only the latest step until "Tüm hareketler" opens the rest.
 */
export function EventTimeline({
  events,
  label = 'Sipariş hareketleri',
  className,
  collapseOnMobile = false,
}: {
  events: OrderItemEvent[];
  label?: string;
  className?: string;
  collapseOnMobile?: boolean;
}) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  if (events.length === 0) return null;
  const collapsed = collapseOnMobile && !expanded && events.length > 1;
  return (
    <div className={className}>
      <ol id={listId} aria-label={label} className="relative flex flex-col gap-3">
        {events.map((event, i) => {
          const latest = i === events.length - 1;
          return (
            <li
              key={`${event.status}-${event.created_at}-${i}`}
              className={clsx(
                'relative flex gap-3 pl-0.5',
                collapsed && !latest && 'max-md:hidden',
              )}
            >
              {!latest && (
                <span
                  aria-hidden="true"
                  className="absolute top-4 bottom-[-0.75rem] left-[0.4375rem] w-px bg-ink-subtle/30"
                />
              )}
              <span
                aria-hidden="true"
                className={clsx(
                  'relative mt-1 h-3 w-3 shrink-0 rounded-full',
                  latest ? (DOT[event.status] ?? 'bg-accent-700') : 'bg-ink-subtle/50',
                )}
              />
              <div className="min-w-0 text-sm">
                <p className={clsx(latest ? 'font-semibold text-ink' : 'text-ink-muted')}>
                  {event.label}
                </p>
                <p className="text-xs text-ink-subtle">
                  <time dateTime={event.created_at}>{formatDateTime(event.created_at)}</time>
                </p>
                {event.note && <p className="mt-0.5 text-xs text-ink-muted">{event.note}</p>}
              </div>
            </li>
          );
        })}
      </ol>
      {collapseOnMobile && events.length > 1 && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((v) => !v)}
          className="mt-2 inline-flex items-center gap-1 rounded text-xs font-semibold text-accent-700 hover:underline md:hidden"
        >
          {expanded ? 'Hareketleri gizle' : `Tüm hareketler (${events.length})`}
          <ChevronDown
            aria-hidden="true"
            className={clsx('h-3.5 w-3.5 transition-transform', expanded && 'rotate-180')}
          />
        </button>
      )}
    </div>
  );
}
