import { DISPUTE_STATUS_LABELS, DISPUTE_STATUSES, type OperatorDispute } from '@carsi/shared';
import { Scale } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Badge, Button, Card, EmptyState, Label, Pagination, Skeleton } from '@/components/ui';
import { paths } from '@/config/paths';
import { formatDateTime, formatMoney } from '@/lib/format';
import { serverDetail, serverFieldErrors } from '@/lib/server-errors';
import { notify } from '@/lib/toast';
import { type DisputeFilter, useDecideDispute, useDisputes } from './console-api';
import { ConsolePage } from './page-shell';

const PAGE_SIZE = 20;

function Photos({ urls, label }: { urls: string[]; label: string }) {
  if (urls.length === 0) return <p className="text-sm text-ink-subtle">Fotoğraf yok.</p>;
  return (
    <ul className="flex flex-wrap gap-2" aria-label={label}>
      {urls.map((u, i) => (
        <li key={u}>
          <a
            href={u}
            target="_blank"
            rel="noreferrer"
            className="block rounded-lg focus-visible:outline-2 focus-visible:outline-accent-600"
          >
            <img
              src={u}
              alt={`${label} ${i + 1}`}
              className="h-20 w-20 rounded-lg border border-line object-cover"
              loading="lazy"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

function DecideForm({ d }: { d: OperatorDispute }) {
  const [outcome, setOutcome] = useState<'buyer' | 'seller' | ''>('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const decide = useDecideDispute();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!outcome) return setError('Kararı seçin: alıcı veya satıcı lehine.');
    if (note.trim().length < 5) return setError('Gerekçe en az 5 karakter olmalı.');
    decide.mutate(
      { id: d.id, outcome, note: note.trim() },
      {
        onSuccess: () =>
          notify.success(
            outcome === 'buyer'
              ? `Alıcı lehine karar verildi; ${formatMoney(d.item.line_total)} iade ediliyor.`
              : 'Satıcı lehine karar verildi.',
          ),
        onError: (err) => {
          const f = serverFieldErrors(err);
          setError(f.note ?? f.outcome ?? serverDetail(err));
        },
      },
    );
  };
  const name = `outcome-${d.id}`;
  return (
    <form onSubmit={submit} className="mt-4 border-t border-line pt-4" noValidate>
      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-ink">Karar</legend>
        <div className="flex flex-col gap-2 sm:flex-row sm:gap-6">
          {(
            [
              [
                'buyer',
                `Alıcı lehine (${formatMoney(d.item.line_total)} iade, satıcıya yansıtılır)`,
              ],
              ['seller', 'Satıcı lehine (iade yapılmaz)'],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={name}
                value={value}
                checked={outcome === value}
                onChange={() => setOutcome(value)}
                className="h-4 w-4 accent-accent-600"
              />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      <Label htmlFor={`note-${d.id}`} className="mt-3">
        Gerekçe (iki tarafa da gösterilir)
      </Label>
      <textarea
        id={`note-${d.id}`}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        rows={2}
        maxLength={1000}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `error-${d.id}` : undefined}
        className="block w-full rounded-xl border border-line bg-card px-3.5 py-2 text-base text-ink focus:border-accent-600 focus:outline-2 focus:outline-accent-600/30"
      />
      {error && (
        <p id={`error-${d.id}`} role="alert" className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      )}
      <div className="mt-3 flex justify-end">
        <Button type="submit" loading={decide.isPending}>
          Kararı kaydet
        </Button>
      </div>
    </form>
  );
}

function DisputeCard({ d }: { d: OperatorDispute }) {
  return (
    <Card className="p-4">
      <div className="flex flex-wrap items-start gap-3">
        {d.item.image && (
          <img
            src={d.item.image}
            alt=""
            className="h-16 w-16 rounded-lg border border-line object-cover"
          />
        )}
        <div className="min-w-0 flex-1">
          <Badge
            className="mb-1"
            tone={
              d.status === 'bekliyor'
                ? 'warning'
                : d.status === 'alici_lehine'
                  ? 'success'
                  : 'neutral'
            }
          >
            {d.status_label}
          </Badge>
          <h2 className="font-semibold text-ink">{d.item.title}</h2>
          <p className="text-sm text-ink-muted">
            Sipariş #{d.order.number} · {d.item.quantity} adet · {formatMoney(d.item.line_total)}
          </p>
          <p className="text-sm text-ink-muted">
            Alıcı: {d.shopper.name} ({d.shopper.email}) · Satıcı: {d.business.name}
          </p>
          <p className="text-xs text-ink-subtle">İtiraz: {formatDateTime(d.created_at)}</p>
        </div>
      </div>
      <div className="mt-4 grid gap-4 md:grid-cols-2">
        <section aria-label="Alıcının tarafı" className="rounded-xl bg-surface p-3">
          <h3 className="mb-1 text-sm font-semibold text-ink">Alıcı</h3>
          <p className="text-sm">
            <span className="font-medium">İade nedeni:</span> {d.buyer.reason ?? '—'}
          </p>
          {d.buyer.note && <p className="text-sm text-ink-muted">“{d.buyer.note}”</p>}
          <div className="mt-2">
            <Photos urls={d.buyer.photos} label="İade fotoğrafı" />
          </div>
          <p className="mt-3 text-sm">
            <span className="font-medium">İtirazı:</span> {d.buyer.dispute_note}
          </p>
          <div className="mt-2">
            <Photos urls={d.buyer.dispute_photos} label="İtiraz fotoğrafı" />
          </div>
        </section>
        <section aria-label="Satıcının tarafı" className="rounded-xl bg-surface p-3">
          <h3 className="mb-1 text-sm font-semibold text-ink">Satıcı</h3>
          <p className="text-sm">
            <span className="font-medium">Ret gerekçesi:</span> {d.seller.reason ?? '—'}
          </p>
          {d.seller.at && (
            <p className="text-xs text-ink-subtle">Reddedildi: {formatDateTime(d.seller.at)}</p>
          )}
          <div className="mt-2">
            <Photos urls={d.seller.photos} label="Satıcı fotoğrafı" />
          </div>
        </section>
      </div>
      {d.status === 'bekliyor' ? (
        <DecideForm d={d} />
      ) : (
        <p className="mt-4 border-t border-line pt-3 text-sm">
          <span className="font-medium">Karar gerekçesi:</span> {d.decision_note}
          {d.refunded_amount > 0 && ` · İade edilen: ${formatMoney(d.refunded_amount)}`}
          {d.decided_at && ` · ${formatDateTime(d.decided_at)}`}
        </p>
      )}
    </Card>
  );
}

/** /yonetim/itirazlar: shoppers' disputes of rejected returns, both sides, and the decision. */
export function DisputesPage() {
  const [sp, setSp] = useSearchParams();
  const raw = sp.get('durum');
  const status: DisputeFilter = DISPUTE_STATUSES.includes(raw as DisputeFilter)
    ? (raw as DisputeFilter)
    : 'bekliyor';
  const page = Math.max(1, Number(sp.get('page')) || 1);
  const list = useDisputes(status, page);
  return (
    <ConsolePage
      title={paths.operatorDisputes.title}
      intro="Satıcının reddettiği iadeye 7 gün içinde itiraz eden alıcılar. Alıcı lehine karar iadeyi yapar ve tutarı satıcının hakedişinden düşer."
    >
      <div role="tablist" aria-label="İtiraz durumu" className="mb-6 flex flex-wrap gap-2">
        {DISPUTE_STATUSES.map((s) => (
          <Button
            key={s}
            role="tab"
            aria-selected={s === status}
            variant={s === status ? 'primary' : 'secondary'}
            size="sm"
            onClick={() => setSp({ durum: s })}
          >
            {s === 'bekliyor' ? 'Bekleyenler' : DISPUTE_STATUS_LABELS[s]}
            {s === 'bekliyor' && list.data ? ` (${list.data.waiting})` : ''}
          </Button>
        ))}
      </div>
      {list.isPending ? (
        <div role="status" aria-label="İtirazlar yükleniyor" className="space-y-3">
          <Skeleton className="h-56 w-full" />
          <Skeleton className="h-56 w-full" />
        </div>
      ) : list.isError ? (
        <Card>
          <EmptyState
            title="İtirazlar yüklenemedi"
            description={serverDetail(list.error)}
            action={<Button onClick={() => void list.refetch()}>Tekrar dene</Button>}
          />
        </Card>
      ) : list.data.count === 0 ? (
        <Card>
          <EmptyState
            icon={<Scale aria-hidden="true" className="h-7 w-7" />}
            title={status === 'bekliyor' ? 'Bekleyen itiraz yok' : 'Bu durumda itiraz yok'}
            description="Alıcılar reddedilen bir iadeye itiraz ettiğinde burada görünür."
          />
        </Card>
      ) : (
        <>
          <ul className="space-y-4" aria-label="İtirazlar">
            {list.data.results.map((d) => (
              <li key={d.id}>
                <DisputeCard d={d} />
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            last={Math.max(1, Math.ceil(list.data.count / PAGE_SIZE))}
            hrefFor={(p) => `?${new URLSearchParams({ durum: status, page: String(p) })}`}
          />
        </>
      )}
    </ConsolePage>
  );
}
