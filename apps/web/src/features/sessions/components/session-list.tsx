import type { SessionInfo } from '@carsi/shared';
import { clsx } from 'clsx';
import { AppWindow, Monitor, RefreshCw, ShieldCheck, Smartphone, Tablet } from 'lucide-react';
import { useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  Spinner,
  Table,
  TBody,
  Td,
  Th,
  THead,
  Tr,
} from '@/components/ui';
import { paths } from '@/config/paths';
import { logout } from '@/lib/auth/logout';
import { formatDateTime } from '@/lib/format';
import { useCloseSession } from '../api/close-session';
import { useSessions } from '../api/get-sessions';
import { detailOrMessage, SESSION_MESSAGES } from '../error-message';

const clientTypeLabels: Record<string, string> = {
  web: 'Web tarayıcısı',
  browser: 'Web tarayıcısı',
  desktop: 'Bilgisayar',
  mobile: 'Mobil cihaz',
  tablet: 'Tablet',
  app: 'Mobil uygulama',
  mobile_app: 'Mobil uygulama',
  smarttv: 'Akıllı TV',
  console: 'Oyun konsolu',
  wearable: 'Giyilebilir cihaz',
  embedded: 'Gömülü cihaz',
  unknown: 'Bilinmeyen cihaz',
};

/** The client type in Turkish when it is a known value, else as the server sent it. */
export function clientTypeLabel(clientType: string | null | undefined): string {
  const raw = (clientType ?? '').trim();
  if (!raw) return clientTypeLabels.unknown!;
  return clientTypeLabels[raw.toLowerCase()] ?? raw;
}

function ClientIcon({ clientType }: { clientType: string }) {
  // The server sends Turkish labels ("Web tarayıcısı", "Mobil tarayıcı", "Tablet",
  // "Uygulama / API"); plain codes are understood too.
  const type = clientType.toLocaleLowerCase('tr');
  const Icon = type.includes('tablet')
    ? Tablet
    : type.includes('mobil')
      ? Smartphone
      : type.includes('uygulama') || type.includes('app') || type.includes('api')
        ? AppWindow
        : Monitor;
  return <Icon aria-hidden="true" className="h-5 w-5 shrink-0 text-ink-subtle" />;
}

/** "Chrome 131 / Windows 11"; one value when both are the same ("Bilinmiyor"); "-" for none. */
export function browserAndOs(session: Pick<SessionInfo, 'browser' | 'os'>): string {
  const parts = [session.browser, session.os]
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '');
  return [...new Set(parts)].join(' / ') || '-';
}

function DateCell({ value }: { value: string | null | undefined }) {
  const text = formatDateTime(value);
  if (text === '-' || !value) return <>-</>;
  return (
    <time dateTime={value} className="tabular-nums">
      {text}
    </time>
  );
}

/** A cell; on phones it shows its column name above the value (the header row is hidden). */
function Cell({
  label,
  className,
  children,
}: {
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Td role="cell" className={clsx('block max-md:p-0 md:table-cell', className)}>
      <span className="mb-0.5 block text-xs font-medium text-ink-muted md:hidden">{label}</span>
      {children}
    </Td>
  );
}

const columns = {
  device: 'Cihaz',
  browser: 'Tarayıcı / İşletim sistemi',
  ip: 'IP adresi',
  created: 'Oluşturulma',
  lastSeen: 'Son görülme',
  expires: 'Bitiş',
} as const;

function SessionRow({ session, onClose }: { session: SessionInfo; onClose: () => void }) {
  const device = `${session.current ? 'Bu cihaz, ' : ''}${browserAndOs(session)}`;
  return (
    <Tr
      role="row"
      className={clsx(
        'grid grid-cols-2 gap-x-4 gap-y-3 p-4 md:table-row md:p-0',
        session.current && 'bg-accent-50/50',
      )}
    >
      <Cell label={columns.device} className="col-span-2">
        <span className="flex flex-wrap items-center gap-2">
          <ClientIcon clientType={session.client_type ?? ''} />
          <span className="font-medium">{clientTypeLabel(session.client_type)}</span>
          {session.current && (
            <Badge tone="success" icon={<ShieldCheck aria-hidden="true" className="h-3.5 w-3.5" />}>
              Bu cihaz
            </Badge>
          )}
        </span>
      </Cell>
      <Cell label={columns.browser} className="col-span-2">
        {browserAndOs(session)}
      </Cell>
      <Cell label={columns.ip} className="col-span-2 md:whitespace-nowrap">
        <span className="tabular-nums">{session.last_ip || '-'}</span>
      </Cell>
      <Cell label={columns.created} className="md:whitespace-nowrap">
        <DateCell value={session.created} />
      </Cell>
      <Cell label={columns.lastSeen} className="md:whitespace-nowrap">
        <DateCell value={session.last_seen} />
      </Cell>
      <Cell label={columns.expires} className="md:whitespace-nowrap">
        <DateCell value={session.expires} />
      </Cell>
      <Td role="cell" className="col-span-2 block max-md:p-0 md:table-cell md:text-right">
        <Button
          variant={session.current ? 'danger' : 'secondary'}
          size="sm"
          onClick={onClose}
          className="w-full md:w-auto"
        >
          Çıkış yap<span className="sr-only">: {device}</span>
        </Button>
      </Td>
    </Tr>
  );
}

/**
 * Oturumlarım (SPEC §2): every active session of the user with a refresh button; each row can
 * be closed. Closing this device's session asks first and then logs out.
 */
export function SessionList() {
  const sessions = useSessions();
  const closeMutation = useCloseSession();
  const navigate = useNavigate();
  const listRef = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');

  async function close(session: SessionInfo) {
    if (session.current && !window.confirm(SESSION_MESSAGES.confirmCloseCurrent)) return;
    setAnnouncement('');
    // The row (and its focused button) disappears: keep focus on the list.
    listRef.current?.focus();
    try {
      await closeMutation.mutateAsync(session);
    } catch {
      return; // restored and alerted by the mutation
    }
    if (session.current) {
      await logout();
      await navigate(paths.login.path, { replace: true });
      return;
    }
    setAnnouncement('Oturum kapatıldı.');
  }

  const rows = sessions.data
    ? [...sessions.data].sort((a, b) => Number(b.current) - Number(a.current))
    : undefined;
  const failure = sessions.isError
    ? detailOrMessage(sessions.error, SESSION_MESSAGES.loadFailed)
    : null;

  return (
    <section aria-labelledby="session-list-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="session-list-heading" className="text-lg font-bold text-ink">
          Aktif oturumlar
          {rows && rows.length > 0 && (
            <span className="ml-2 text-sm font-medium text-ink-muted">({rows.length})</span>
          )}
        </h2>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void sessions.refetch()}
          loading={sessions.isFetching}
          leftIcon={<RefreshCw aria-hidden="true" className="h-4 w-4" />}
        >
          Yenile
        </Button>
      </div>

      <p role="status" className="sr-only">
        {announcement}
      </p>

      {failure && (
        <div
          role="alert"
          className="rounded-xl border border-danger/30 bg-[#fef2f2] px-4 py-3 text-sm font-medium text-danger"
        >
          {failure}
        </div>
      )}

      <div ref={listRef} tabIndex={-1} className="outline-none">
        {sessions.isPending ? (
          <Card className="flex items-center justify-center gap-3 py-10 text-ink-muted">
            <Spinner size="sm" label={null} />
            <p role="status">{SESSION_MESSAGES.loading}</p>
          </Card>
        ) : !rows ? null : rows.length === 0 ? (
          <Card padding="none">
            <EmptyState
              level={3}
              icon={<Monitor className="h-7 w-7" />}
              title={SESSION_MESSAGES.empty}
            />
          </Card>
        ) : (
          <Table role="table" caption="Aktif oturumlar" className="block md:table">
            <THead role="rowgroup" className="hidden md:table-header-group">
              <Tr role="row">
                <Th role="columnheader">{columns.device}</Th>
                <Th role="columnheader">{columns.browser}</Th>
                <Th role="columnheader">{columns.ip}</Th>
                <Th role="columnheader">{columns.created}</Th>
                <Th role="columnheader">{columns.lastSeen}</Th>
                <Th role="columnheader">{columns.expires}</Th>
                <Th role="columnheader">
                  <span className="sr-only">İşlem</span>
                </Th>
              </Tr>
            </THead>
            <TBody role="rowgroup" className="block md:table-row-group">
              {rows.map((session) => (
                <SessionRow
                  key={session.id}
                  session={session}
                  onClose={() => void close(session)}
                />
              ))}
            </TBody>
          </Table>
        )}
      </div>
    </section>
  );
}
