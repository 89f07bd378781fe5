import { type LedgerLine, STATEMENT_STATUS_LABELS, type StatementSummary } from '@carsi/shared';
import { clsx } from 'clsx';
import {
  CalendarClock,
  ChevronDown,
  FileSpreadsheet,
  FileText,
  Hourglass,
  Wallet,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  Skeleton,
  Table,
  TBody,
  Td,
  Th,
  THead,
  Tr,
} from '@/components/ui';
import { FormAlert } from '@/components/form/form-field';
import { formatDate, formatMoney } from '@/lib/format';
import { serverDetail } from '@/lib/server-errors';
import { downloadStatement, useSellerStatements, useStatement } from './api';

const STATUS_TONE = { odendi: 'success', odeniyor: 'warning', basarisiz: 'danger' } as const;

/** "2026-12-02" → "2 Aralık 2026, Çarşamba". */
function longDate(day: string): string {
  return new Intl.DateTimeFormat('tr-TR', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    weekday: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}

function Figure({
  icon,
  label,
  value,
  hint,
}: {
  icon: ReactNode;
  label: string;
  value: string;
  hint: string;
}) {
  return (
    <Card padding="sm" className="flex items-start gap-3">
      <span
        aria-hidden="true"
        className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-accent-50 text-accent-700"
      >
        {icon}
      </span>
      <div className="min-w-0">
        <p className="text-sm text-ink-muted">{label}</p>
        <p className="text-xl font-bold text-ink tabular-nums">{value}</p>
        <p className="text-xs text-ink-subtle">{hint}</p>
      </div>
    </Card>
  );
}

function Amount({ kurus }: { kurus: number }) {
  return (
    <span className={clsx('tabular-nums', kurus < 0 ? 'text-danger' : 'text-ink')}>
      {formatMoney(kurus)}
    </span>
  );
}

/** Every line: a list on phones, a table from the small breakpoint up. */
function LinesTable({ lines, caption }: { lines: LedgerLine[]; caption: string }) {
  return (
    <>
      <ul
        aria-label={caption}
        className="flex flex-col divide-y divide-line rounded-card border border-line bg-card sm:hidden"
      >
        {lines.map((l) => (
          <li key={l.id} className="flex flex-col gap-0.5 px-3 py-2.5">
            <span className="flex items-baseline justify-between gap-3">
              <span className="text-sm font-semibold text-ink">{l.kind_label}</span>
              <Amount kurus={l.amount} />
            </span>
            <span className="text-sm text-ink-muted">{l.description}</span>
            <span className="text-xs text-ink-subtle">{formatDate(l.created_at)}</span>
          </li>
        ))}
      </ul>
      <div className="hidden sm:block">
        <Table caption={caption}>
          <THead>
            <Tr>
              <Th>Tarih</Th>
              <Th>Tür</Th>
              <Th>Açıklama</Th>
              <Th className="text-right">Tutar</Th>
            </Tr>
          </THead>
          <TBody>
            {lines.map((l) => (
              <Tr key={l.id}>
                <Td className="whitespace-nowrap">{formatDate(l.created_at)}</Td>
                <Td className="whitespace-nowrap">{l.kind_label}</Td>
                <Td className="min-w-56">{l.description}</Td>
                <Td className="text-right whitespace-nowrap">
                  <Amount kurus={l.amount} />
                </Td>
              </Tr>
            ))}
          </TBody>
        </Table>
      </div>
    </>
  );
}

function StatementDetail({ summary }: { summary: StatementSummary }) {
  const detail = useStatement(summary.id);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<'pdf' | 'csv' | null>(null);
  const download = async (format: 'pdf' | 'csv') => {
    setBusy(format);
    setError(null);
    try {
      await downloadStatement(summary, format);
    } catch (e) {
      setError(serverDetail(e, 'Dosya indirilemedi. Lütfen tekrar deneyin.'));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="flex flex-col gap-3 border-t border-line p-4">
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void download('pdf')}
          disabled={busy !== null}
          aria-label={`Ekstre ${summary.id} PDF indir`}
        >
          <FileText aria-hidden="true" className="h-4 w-4" /> PDF indir
        </Button>
        <Button
          variant="secondary"
          size="sm"
          onClick={() => void download('csv')}
          disabled={busy !== null}
          aria-label={`Ekstre ${summary.id} CSV indir`}
        >
          <FileSpreadsheet aria-hidden="true" className="h-4 w-4" /> CSV indir
        </Button>
      </div>
      {error && <FormAlert>{error}</FormAlert>}
      {detail.isPending ? (
        <Skeleton className="h-32 w-full" />
      ) : detail.isError ? (
        <FormAlert>Ekstrenin satırları yüklenemedi.</FormAlert>
      ) : (
        <>
          <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
            {detail.data.totals.map((t) => (
              <div key={t.kind} className="flex justify-between gap-4">
                <dt className="text-ink-muted">{t.label}</dt>
                <dd>
                  <Amount kurus={t.amount} />
                </dd>
              </div>
            ))}
          </dl>
          <LinesTable lines={detail.data.lines} caption={`Ekstre ${summary.id} satırları`} />
        </>
      )}
    </div>
  );
}

/** /dashboard/hakedis: what the business is owed, when it is paid, and every statement. */
export function StatementsPage() {
  const q = useSellerStatements();
  const [open, setOpen] = useState<number | null>(null);

  if (q.isPending)
    return (
      <div role="status" aria-label="Hakediş bilgileri yükleniyor" className="flex flex-col gap-4">
        <div className="grid gap-3 sm:grid-cols-3">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-24 w-full" />
          ))}
        </div>
        <Skeleton className="h-48 w-full" />
      </div>
    );
  if (q.isError)
    return (
      <Card>
        <EmptyState
          title="Hakediş bilgileri yüklenemedi"
          description="Bağlantınızda ya da sunucuda geçici bir sorun olabilir."
          action={<Button onClick={() => void q.refetch()}>Tekrar dene</Button>}
        />
      </Card>
    );
  const d = q.data;
  return (
    <div className="flex flex-col gap-8">
      <p className="text-ink-muted">
        Teslim edilen her ürünün tutarı, 14 günlük iade süresi açık bir iade olmadan kapanınca
        ödenebilir olur. Ödemeler her Çarşamba, o güne kadar ödenebilir olan tutar için yapılır.
      </p>
      <section aria-label="Bakiye" className="grid gap-3 sm:grid-cols-3">
        <Figure
          icon={<Hourglass className="h-5 w-5" />}
          label="İade süresi dolmayı bekleyen"
          value={formatMoney(d.waiting)}
          hint="Teslim edilen, iade süresi sürenler"
        />
        <Figure
          icon={<Wallet className="h-5 w-5" />}
          label="Sonraki ödemede"
          value={formatMoney(d.payable + d.in_payment)}
          hint={d.in_payment > 0 ? 'Ödemesi süren ekstre dahil' : 'Ödenebilir tutar'}
        />
        <Figure
          icon={<CalendarClock className="h-5 w-5" />}
          label="Sonraki ödeme günü"
          value={longDate(d.next_payout_date)}
          hint="Her Çarşamba, İstanbul saatiyle"
        />
      </section>

      <section aria-labelledby="statements-title" className="flex flex-col gap-3">
        <h2 id="statements-title" className="text-xl font-bold text-ink">
          Ekstreler
        </h2>
        {d.results.length === 0 ? (
          <Card>
            <EmptyState
              title="Henüz ekstreniz yok"
              description="İlk ekstreniz, ödenebilir tutarınızın oluştuğu haftanın Çarşamba günü hazırlanır."
            />
          </Card>
        ) : (
          <ul className="flex flex-col gap-3">
            {d.results.map((s) => {
              const expanded = open === s.id;
              return (
                <li key={s.id}>
                  <Card padding="none">
                    <button
                      type="button"
                      aria-expanded={expanded}
                      aria-controls={`statement-${s.id}`}
                      onClick={() => setOpen(expanded ? null : s.id)}
                      className="flex w-full flex-wrap items-center gap-x-4 gap-y-1 rounded-card p-4 text-left focus-visible:outline-2 focus-visible:outline-accent-600"
                    >
                      <span className="min-w-0 flex-1">
                        <span className="block font-semibold text-ink">
                          Ekstre #{s.id} · {formatDate(`${s.week}T12:00:00Z`)}
                        </span>
                        <span className="block text-sm text-ink-muted">
                          {s.line_count} satır
                          {s.paid_at ? ` · ödendi ${formatDate(s.paid_at)}` : ''}
                        </span>
                      </span>
                      <Badge tone={STATUS_TONE[s.status]}>
                        {STATEMENT_STATUS_LABELS[s.status]}
                      </Badge>
                      <span className="text-lg font-bold">
                        <Amount kurus={s.total} />
                      </span>
                      <ChevronDown
                        aria-hidden="true"
                        className={clsx(
                          'h-4 w-4 text-ink-subtle transition-transform',
                          expanded && 'rotate-180',
                        )}
                      />
                    </button>
                    <div id={`statement-${s.id}`} hidden={!expanded}>
                      {expanded && <StatementDetail summary={s} />}
                    </div>
                  </Card>
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-labelledby="open-title" className="flex flex-col gap-3">
        <h2 id="open-title" className="text-xl font-bold text-ink">
          Henüz ekstreye girmemiş hareketler
        </h2>
        {d.open_lines.length === 0 ? (
          <p className="text-sm text-ink-muted">Bekleyen hareket yok.</p>
        ) : (
          <LinesTable lines={d.open_lines} caption="Henüz ekstreye girmemiş hareketler" />
        )}
      </section>
    </div>
  );
}
