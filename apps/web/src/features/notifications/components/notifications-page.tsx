import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  type NotificationHistory,
  type NotificationKind,
} from '@carsi/shared';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { BellOff, Check, CheckCheck, ChevronRight, RefreshCw } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Badge, Button, Card, EmptyState, Pagination, Skeleton } from '@/components/ui';
import { formatDateTime } from '@/lib/format';
import { notify } from '@/lib/toast';
import { lastHistoryPage, useNotificationHistory } from '../api/get-notification-history';
import { notificationKeys } from '../api/keys';
import { FALLBACK_NOTIFICATION_TEXT } from '../hooks/use-notification-socket';
import { useNotificationsStore } from '../stores/notifications-store';
import { isNotificationKind, type AppNotification } from '../types';
import { MARK_ALL_FAILED, MARK_READ_FAILED } from './notification-bell';
import { KindIcon } from './kind-icon';
import { formatNotificationTime } from './time';

/** `?tur=` of the page: one of the kinds, or none for all of them. */
export const KIND_PARAM = 'tur';
export const PAGE_PARAM = 'page';

function parsePage(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 1 && n <= 1000 ? n : 1;
}

/** `?tur=siparis&page=2` → the query; unknown values fall back to all kinds, page 1. */
export function parseHistorySearch(params: URLSearchParams): {
  kind?: NotificationKind;
  page: number;
} {
  const kind = params.get(KIND_PARAM);
  return {
    ...(isNotificationKind(kind) ? { kind } : {}),
    page: parsePage(params.get(PAGE_PARAM)),
  };
}

function searchFor(kind: NotificationKind | undefined, page = 1): string {
  const params = new URLSearchParams();
  if (kind) params.set(KIND_PARAM, kind);
  if (page > 1) params.set(PAGE_PARAM, String(page));
  const s = params.toString();
  return s ? `?${s}` : '';
}

/** Marks the row read in every cached history page at once, and the unread counts with it. */
function markReadInCache(queryClient: QueryClient, id: number) {
  const now = new Date().toISOString();
  queryClient.setQueriesData<NotificationHistory>(
    { queryKey: notificationKeys.histories },
    (page) => {
      if (!page) return page;
      const hit = page.results.some((n) => n.id === id && n.read_at === null);
      if (!hit) return page;
      return {
        ...page,
        unread: Math.max(0, page.unread - 1),
        results: page.results.map((n) => (n.id === id ? { ...n, read_at: now } : n)),
      };
    },
  );
}

function markAllReadInCache(queryClient: QueryClient) {
  const now = new Date().toISOString();
  queryClient.setQueriesData<NotificationHistory>(
    { queryKey: notificationKeys.histories },
    (page) =>
      page && {
        ...page,
        unread: 0,
        results: page.results.map((n) => (n.read_at ? n : { ...n, read_at: now })),
      },
  );
}

/**
 * Every notification of the signed-in user, read ones included (muted): filter chips by kind,
 * 20 a page, "Okundu işaretle" per unread row and "Tümünü okundu işaretle". The URL keeps the
 * filter and the page (`?tur=siparis&page=2`).
 */
export function NotificationsPage() {
  const [params] = useSearchParams();
  const { kind, page } = parseHistorySearch(params);
  const query = useNotificationHistory({ kind, page });
  const queryClient = useQueryClient();
  const unreadInBell = useNotificationsStore((s) => s.notifications.length);
  const [markingAll, setMarkingAll] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const headingId = useId();

  const data = query.data;
  const unread = data ? data.unread : unreadInBell;
  const last = data ? lastHistoryPage(data) : page;

  async function markOne(n: AppNotification) {
    try {
      await useNotificationsStore.getState().markAsRead(n.id);
      markReadInCache(queryClient, n.id);
      setAnnouncement('Bildirim okundu olarak işaretlendi.');
      void queryClient.invalidateQueries({ queryKey: notificationKeys.histories });
    } catch {
      notify.error(MARK_READ_FAILED);
    }
  }

  async function markAll() {
    setMarkingAll(true);
    try {
      await useNotificationsStore.getState().clearAll();
      markAllReadInCache(queryClient);
      setAnnouncement('Tüm bildirimler okundu olarak işaretlendi.');
      void queryClient.invalidateQueries({ queryKey: notificationKeys.histories });
    } catch {
      notify.error(MARK_ALL_FAILED);
    } finally {
      setMarkingAll(false);
    }
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id={headingId} className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            Bildirimler
          </h1>
          <p className="mt-1 text-ink-muted">
            {unread > 0 ? `${unread} okunmamış bildiriminiz var.` : 'Okunmamış bildiriminiz yok.'}
          </p>
        </div>
        {unread > 0 && (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void markAll()}
            loading={markingAll}
            leftIcon={<CheckCheck aria-hidden="true" className="h-4 w-4" />}
          >
            Tümünü okundu işaretle
          </Button>
        )}
      </div>

      <KindChips current={kind} />

      <div aria-busy={query.isPending || query.isPlaceholderData || undefined}>
        {query.isPending ? (
          <ListSkeleton />
        ) : query.isError && !data ? (
          <Card>
            <EmptyState
              level={2}
              icon={<RefreshCw className="h-7 w-7" />}
              title="Bildirimler yüklenemedi"
              description="Bağlantınızı kontrol edip tekrar deneyin."
              action={
                <Button onClick={() => void query.refetch()} loading={query.isRefetching}>
                  Tekrar dene
                </Button>
              }
            />
          </Card>
        ) : !data || data.results.length === 0 ? (
          <Card>
            <EmptyState
              level={2}
              icon={<BellOff className="h-7 w-7" />}
              title={
                kind
                  ? `${NOTIFICATION_KIND_LABELS[kind]} için bildiriminiz yok`
                  : page > 1
                    ? 'Bu sayfada bildirim yok'
                    : 'Henüz bildiriminiz yok'
              }
              description={
                kind || page > 1
                  ? undefined
                  : 'Siparişleriniz, sorularınız ve mesajlarınızla ilgili gelişmeler burada listelenir.'
              }
              action={
                kind || page > 1 ? (
                  <Link
                    to={{ search: '' }}
                    className="inline-flex items-center gap-1 font-semibold text-accent-700 hover:underline"
                  >
                    Tüm bildirimleri göster
                    <ChevronRight aria-hidden="true" className="h-4 w-4" />
                  </Link>
                ) : undefined
              }
            />
          </Card>
        ) : (
          <Card
            padding="none"
            className={clsx('overflow-hidden', query.isPlaceholderData && 'opacity-70')}
          >
            <ul aria-label="Bildirim listesi" className="divide-y divide-line">
              {data.results.map((n) => (
                <NotificationRow key={n.id} notification={n} onMarkRead={() => markOne(n)} />
              ))}
            </ul>
          </Card>
        )}
      </div>

      <Pagination page={page} last={last} hrefFor={(p) => searchFor(kind, p)} />
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </section>
  );
}

function KindChips({ current }: { current: NotificationKind | undefined }) {
  const activeRef = useRef<HTMLAnchorElement>(null);
  // On a phone the chips scroll sideways: bring the chosen one into view.
  useEffect(() => {
    activeRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  const chips: Array<{ kind: NotificationKind | undefined; label: string }> = [
    { kind: undefined, label: 'Tümü' },
    ...NOTIFICATION_KINDS.map((k) => ({ kind: k, label: NOTIFICATION_KIND_LABELS[k] })),
  ];
  return (
    <nav
      aria-label="Bildirim türü"
      className="-mx-4 scroll-px-4 overflow-x-auto px-4 sm:mx-0 sm:px-0"
    >
      <ul className="flex min-w-max gap-2 pb-1 sm:flex-wrap sm:min-w-0">
        {chips.map((c) => {
          const active = c.kind === current;
          return (
            <li key={c.kind ?? 'tumu'}>
              <Link
                ref={active ? activeRef : undefined}
                to={{ search: searchFor(c.kind) }}
                aria-current={active ? 'page' : undefined}
                className={clsx(
                  'inline-flex h-9 items-center rounded-full border px-3.5 text-sm font-semibold whitespace-nowrap transition-colors',
                  active
                    ? 'border-accent-700 bg-accent-700 text-white'
                    : 'border-line bg-card text-ink hover:border-accent-600 hover:text-accent-700',
                )}
              >
                {c.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function NotificationRow({
  notification: n,
  onMarkRead,
}: {
  notification: AppNotification;
  onMarkRead: () => Promise<void>;
}) {
  const [busy, setBusy] = useState(false);
  const read = n.read_at !== null;
  const message = n.message || FALLBACK_NOTIFICATION_TEXT;
  return (
    <li
      className={clsx(
        'flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-start sm:px-5',
        read && 'bg-surface',
      )}
    >
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <KindIcon kind={n.kind} muted={read} />
        <div className="min-w-0 flex-1">
          <p className={clsx('text-[15px]', read ? 'text-ink-muted' : 'font-semibold text-ink')}>
            {!read && (
              <span
                aria-hidden="true"
                className="mr-2 inline-block h-2 w-2 rounded-full bg-accent-600 align-middle"
              />
            )}
            <span className="sr-only">{read ? 'Okundu: ' : 'Okunmadı: '}</span>
            {message}
          </p>
          <p className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-ink-subtle">
            <Badge>{NOTIFICATION_KIND_LABELS[n.kind]}</Badge>
            <time dateTime={n.created_at} title={formatDateTime(n.created_at)}>
              {formatNotificationTime(n.created_at)}
            </time>
            {read && <span>· Okundu</span>}
          </p>
        </div>
      </div>
      <div className="flex shrink-0 items-center gap-2 pl-9 sm:pl-0">
        {n.link && (
          <Link
            to={n.link}
            onClick={() => {
              if (!read) void onMarkRead();
            }}
            className="inline-flex h-9 items-center gap-1 rounded-xl px-3 text-sm font-semibold text-accent-700 hover:bg-accent-50"
          >
            Görüntüle
            <ChevronRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        )}
        {!read && (
          <Button
            variant="secondary"
            size="sm"
            loading={busy}
            onClick={async () => {
              setBusy(true);
              await onMarkRead();
              setBusy(false);
            }}
            leftIcon={<Check aria-hidden="true" className="h-4 w-4" />}
            aria-label={`Okundu işaretle: ${message}`}
          >
            Okundu işaretle
          </Button>
        )}
      </div>
    </li>
  );
}

function ListSkeleton() {
  return (
    <Card padding="none" className="overflow-hidden">
      <p className="sr-only">Bildirimler yükleniyor…</p>
      <ul className="divide-y divide-line" aria-hidden="true">
        {Array.from({ length: 5 }, (_, i) => (
          <li key={i} className="flex items-start gap-3 px-4 py-4 sm:px-5">
            <Skeleton className="h-9 w-9 shrink-0 rounded-full" />
            <div className="flex flex-1 flex-col gap-2">
              <Skeleton className="h-4 w-4/5" />
              <Skeleton className="h-3 w-1/3" />
            </div>
            <Skeleton className="hidden h-9 w-32 sm:block" />
          </li>
        ))}
      </ul>
    </Card>
  );
}
