import { NOTIFICATION_KIND_LABELS } from '@carsi/shared';
import { clsx } from 'clsx';
import { Bell, Check } from 'lucide-react';
import { useCallback, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { useSessionStore } from '@/lib/session-store';
import { useDismissable } from '@/lib/use-dismissable';
import { notify } from '@/lib/toast';
import { FALLBACK_NOTIFICATION_TEXT } from '../hooks/use-notification-socket';
import { useNotificationsStore } from '../stores/notifications-store';
import type { AppNotification } from '../types';
import { KindIcon } from './kind-icon';
import { formatNotificationTime } from './time';

/** The badge's text: the count, "99+" beyond 99. */
export const badgeText = (count: number) => (count > 99 ? '99+' : String(count));

/** The bell's accessible name, with the number of unread notifications. */
export function bellLabel(count: number): string {
  return count > 0 ? `Bildirimler, ${count} okunmamış` : 'Bildirimler, okunmamış bildirim yok';
}

export const MARK_READ_FAILED = 'Bildirim okundu olarak işaretlenemedi. Lütfen tekrar deneyin.';
export const MARK_ALL_FAILED = 'Bildirimler okundu olarak işaretlenemedi. Lütfen tekrar deneyin.';

export interface NotificationBellProps {
  /** Which edge of the bell the panel lines up with on wider screens. */
  align?: 'left' | 'right';
  className?: string;
}

/**
 * The bell of a signed-in user (shopper or seller): the unread count on a badge, and a panel of
 * the unread notifications (newest first) to open or mark read, with a link to all of them.
 * A disclosure: the button toggles the panel, Esc or leaving it closes it, focus returns to the
 * button. On phones the panel spans the width under the header (its positioned ancestor).
 */
export function NotificationBell({ align = 'right', className }: NotificationBellProps) {
  const signedIn = useSessionStore((s) => s.status === 'authenticated');
  if (!signedIn) return null;
  return <BellMenu align={align} className={className} />;
}

function BellMenu({
  align,
  className,
}: Required<Pick<NotificationBellProps, 'align'>> & {
  className?: string;
}) {
  const notifications = useNotificationsStore((s) => s.notifications);
  const [open, setOpen] = useState(false);
  // Closes after navigating (a notification's link, "Tüm bildirimler") and on a press outside.
  const closeMenu = useCallback(() => setOpen(false), []);
  const [busy, setBusy] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const rootRef = useDismissable<HTMLDivElement>(open, closeMenu);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const panelId = useId();
  const headingId = useId();
  const count = notifications.length;

  /** After a row (or all) disappears, focus stays in the panel instead of falling to the page. */
  const keepFocusInPanel = () => requestAnimationFrame(() => headingRef.current?.focus());

  async function markRead(notification: AppNotification) {
    try {
      await useNotificationsStore.getState().markAsRead(notification.id);
      setAnnouncement('Bildirim okundu olarak işaretlendi.');
      keepFocusInPanel();
    } catch {
      notify.error(MARK_READ_FAILED);
    }
  }

  async function markAll() {
    setBusy(true);
    try {
      await useNotificationsStore.getState().clearAll();
      setAnnouncement('Tüm bildirimler okundu olarak işaretlendi.');
      keepFocusInPanel();
    } catch {
      notify.error(MARK_ALL_FAILED);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div
      ref={rootRef}
      className={clsx('md:relative', className)}
      onKeyDown={(e) => {
        if (e.key === 'Escape' && open) {
          e.preventDefault();
          e.stopPropagation();
          setOpen(false);
          buttonRef.current?.focus();
        }
      }}
      onBlur={(e) => {
        const next = e.relatedTarget as Node | null;
        // null: a click on the panel's own text, or a row that just went away.
        if (next && !e.currentTarget.contains(next)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-label={bellLabel(count)}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        className={clsx(
          'relative inline-flex h-10 w-10 items-center justify-center rounded-xl text-ink hover:bg-surface hover:text-accent-700',
          open && 'bg-surface text-accent-700',
        )}
      >
        <Bell aria-hidden="true" className="h-6 w-6 md:h-5 md:w-5" />
        {count > 0 && (
          <span
            data-testid="notifications-badge"
            aria-hidden="true"
            className="absolute top-0 right-0 inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-700 px-1 text-[11px] leading-none font-bold text-white ring-2 ring-card"
          >
            {badgeText(count)}
          </span>
        )}
      </button>

      <div
        id={panelId}
        hidden={!open}
        role="region"
        aria-labelledby={headingId}
        className={clsx(
          'absolute inset-x-2 top-full z-50 mt-1 overflow-hidden rounded-card border border-line bg-card text-left shadow-xl',
          'md:inset-x-auto md:mt-2 md:w-[24rem]',
          align === 'right' ? 'md:right-0' : 'md:left-0',
        )}
      >
        <div className="flex items-center justify-between gap-3 border-b border-line px-4 py-3">
          <h2
            ref={headingRef}
            id={headingId}
            tabIndex={-1}
            className="text-base font-bold text-ink outline-none"
          >
            Bildirimler
          </h2>
          {count > 0 && (
            <button
              type="button"
              onClick={() => void markAll()}
              disabled={busy}
              aria-busy={busy || undefined}
              className="rounded-lg px-2 py-1 text-sm font-semibold text-accent-700 hover:bg-accent-50 disabled:opacity-60"
            >
              Tümünü okundu işaretle
            </button>
          )}
        </div>

        {count === 0 ? (
          <div className="flex flex-col items-center gap-2 px-6 py-10 text-center">
            <span
              aria-hidden="true"
              className="flex h-12 w-12 items-center justify-center rounded-full bg-accent-50 text-accent-700"
            >
              <Bell className="h-6 w-6" />
            </span>
            <p className="font-semibold text-ink">Yeni bildiriminiz yok</p>
            <p className="text-sm text-ink-muted">
              Siparişleriniz, sorularınız ve mesajlarınızla ilgili gelişmeler burada görünür.
            </p>
          </div>
        ) : (
          <ul
            aria-label="Okunmamış bildirimler"
            className="max-h-[min(26rem,60dvh)] divide-y divide-line overflow-y-auto overscroll-contain"
          >
            {notifications.map((n) => (
              <BellItem
                key={n.id}
                notification={n}
                onOpenLink={() => {
                  setOpen(false);
                  // Opening it reads it; if that fails it simply stays in the list.
                  useNotificationsStore
                    .getState()
                    .markAsRead(n.id)
                    .catch(() => {});
                }}
                onMarkRead={() => void markRead(n)}
              />
            ))}
          </ul>
        )}

        <div className="border-t border-line p-2">
          <Link
            to={paths.dashboardPages.notifications.fullPath}
            onClick={() => setOpen(false)}
            className="flex h-10 items-center justify-center rounded-lg text-sm font-semibold text-accent-700 hover:bg-accent-50"
          >
            Tüm bildirimler
          </Link>
        </div>
      </div>
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

function BellItem({
  notification: n,
  onOpenLink,
  onMarkRead,
}: {
  notification: AppNotification;
  onOpenLink: () => void;
  onMarkRead: () => void;
}) {
  const message = n.message || FALLBACK_NOTIFICATION_TEXT;
  return (
    <li className="flex items-start gap-3 px-4 py-3">
      <KindIcon kind={n.kind} />
      <div className="min-w-0 flex-1">
        {n.link ? (
          <Link
            to={n.link}
            onClick={onOpenLink}
            className="line-clamp-3 rounded text-sm font-medium text-ink hover:text-accent-700 hover:underline"
          >
            {message}
          </Link>
        ) : (
          <p className="line-clamp-3 text-sm font-medium text-ink">{message}</p>
        )}
        <p className="mt-1 text-xs text-ink-subtle">
          {NOTIFICATION_KIND_LABELS[n.kind]} ·{' '}
          <time dateTime={n.created_at} title={formatDateTime(n.created_at)}>
            {formatNotificationTime(n.created_at)}
          </time>
        </p>
      </div>
      <button
        type="button"
        onClick={onMarkRead}
        aria-label={`Okundu işaretle: ${message}`}
        title="Okundu işaretle"
        className="-mr-1 inline-flex h-8 w-8 shrink-0 items-center justify-center rounded-lg text-ink-subtle hover:bg-accent-50 hover:text-accent-700"
      >
        <Check aria-hidden="true" className="h-4 w-4" />
      </button>
    </li>
  );
}
