import {
  MODERATION_REASONS,
  MODERATION_TYPE_LABELS,
  MODERATION_TYPES,
  type ModerationItem,
  type ModerationStatus,
  type ModerationType,
} from '@carsi/shared';
import { clsx } from 'clsx';
import { ImageOff, Inbox } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  Badge,
  Button,
  Card,
  Dialog,
  EmptyState,
  Label,
  Pagination,
  Skeleton,
} from '@/components/ui';
import { FieldError } from '@/components/form/form-field';
import { formatDateTime } from '@/lib/format';
import { serverDetail } from '@/lib/server-errors';
import { notify } from '@/lib/toast';
import { useModeration, useModerationDecision } from '../api/vendor-catalog';

const PAGE_SIZE = 20;
const NOTE_MAX = 500;
const STATUS_TABS: { key: ModerationStatus; label: string }[] = [
  { key: 'beklemede', label: 'Bekleyen' },
  { key: 'onaylandi', label: 'Onaylanan' },
  { key: 'reddedildi', label: 'Reddedilen' },
];

/** What the reject dialog sends, or the error to show (a note is needed with "diger"). */
export function rejectionInput(
  reasons: string[],
  note: string,
): { ok: true; reasons: string[]; note: string } | { ok: false; error: string } {
  const text = note.trim();
  if (reasons.length === 0) return { ok: false, error: 'En az bir ret gerekçesi seçin.' };
  if (reasons.includes('diger') && !text)
    return { ok: false, error: '“Diğer” gerekçesi için bir açıklama yazın.' };
  if (text.length > NOTE_MAX)
    return { ok: false, error: `Açıklama en fazla ${NOTE_MAX} karakter olabilir.` };
  return { ok: true, reasons, note: text };
}

function RejectDialog({ item, onClose }: { item: ModerationItem | null; onClose: () => void }) {
  const id = useId();
  const [reasons, setReasons] = useState<string[]>([]);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const decide = useModerationDecision();
  const close = () => {
    setReasons([]);
    setNote('');
    setError(undefined);
    onClose();
  };
  function submit() {
    const input = rejectionInput(reasons, note);
    if (!input.ok) return setError(input.error);
    decide.mutate(
      {
        type: item!.type,
        id: item!.id,
        action: 'reject',
        body: { reasons: input.reasons, note: input.note },
      },
      {
        onSuccess: () => {
          notify.success(`“${item!.title}” reddedildi`);
          close();
        },
        onError: (e) => setError(serverDetail(e)),
      },
    );
  }
  const options = item ? MODERATION_REASONS[item.type] : [];
  return (
    <Dialog
      open={item !== null}
      onClose={close}
      title={`${item?.title ?? ''}: reddet`}
      description="Seçtiğiniz gerekçeler satıcıya ilgili alanların yanında gösterilir."
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={close}>
            Vazgeç
          </Button>
          <Button variant="danger" onClick={submit} disabled={decide.isPending}>
            Reddet
          </Button>
        </div>
      }
    >
      <fieldset>
        <legend className="mb-2 text-sm font-medium text-ink">Ret gerekçeleri</legend>
        <div className="space-y-2">
          {options.map((r) => (
            <label key={r.code} className="flex items-start gap-2 text-sm text-ink">
              <input
                type="checkbox"
                className="mt-0.5"
                checked={reasons.includes(r.code)}
                onChange={(e) =>
                  setReasons((prev) =>
                    e.target.checked ? [...prev, r.code] : prev.filter((c) => c !== r.code),
                  )
                }
              />
              {r.label}
            </label>
          ))}
        </div>
      </fieldset>
      <Label htmlFor={id} className="mt-4">
        Açıklama{reasons.includes('diger') ? ' (gerekli)' : ' (isteğe bağlı)'}
      </Label>
      <textarea
        id={id}
        value={note}
        maxLength={NOTE_MAX}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setNote(e.target.value)}
        className="block w-full rounded-xl border border-line bg-card p-3 text-base text-ink focus:border-accent-600"
      />
      <p className="mt-1 text-right text-xs text-ink-subtle">
        {note.length}/{NOTE_MAX}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </Dialog>
  );
}

/** Before/after of one field; HTML is shown as text (never rendered here). */
function Change({ c }: { c: ModerationItem['changes'][number] }) {
  return (
    <div className="grid gap-1 border-t border-line py-2 text-sm sm:grid-cols-[8rem_1fr_1fr] sm:gap-3">
      <dt className="font-medium text-ink">{c.label}</dt>
      {c.before === null ? (
        <dd className="sm:col-span-2">
          <span className="sr-only">Yeni: </span>
          <span className="line-clamp-4 break-words whitespace-pre-wrap text-ink">
            {c.after ?? '—'}
          </span>
        </dd>
      ) : (
        <>
          <dd className="rounded-lg bg-[#fee2e2]/60 p-2 break-words whitespace-pre-wrap text-ink">
            <span className="block text-xs font-semibold text-danger">Önce</span>
            <span className="line-clamp-6">{c.before}</span>
          </dd>
          <dd className="rounded-lg bg-[#dcfce7]/70 p-2 break-words whitespace-pre-wrap text-ink">
            <span className="block text-xs font-semibold text-success">Sonra</span>
            <span className="line-clamp-6">{c.after ?? '—'}</span>
          </dd>
        </>
      )}
    </div>
  );
}

function ItemCard({
  item,
  onReject,
}: {
  item: ModerationItem;
  onReject: (i: ModerationItem) => void;
}) {
  const decide = useModerationDecision();
  const labelId = `mod-${item.type}-${item.id}`;
  return (
    <Card as="article" padding="md" aria-labelledby={labelId}>
      <div className="flex gap-3">
        {item.image_url ? (
          <img
            src={item.image_url}
            alt=""
            width={72}
            height={72}
            className="h-18 w-18 shrink-0 rounded-lg border border-line bg-white object-cover"
          />
        ) : (
          <span className="flex h-18 w-18 shrink-0 items-center justify-center rounded-lg border border-line bg-canvas text-ink-subtle">
            <ImageOff aria-hidden="true" className="h-5 w-5" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h2 id={labelId} className="text-lg font-semibold break-words text-ink">
            {item.title}
          </h2>
          <p className="text-sm text-ink-muted">{item.summary}</p>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-xs text-ink-muted">
            <span>{item.business ? item.business.name : 'Çarşı'}</span>
            <span aria-hidden="true">·</span>
            <span>Gönderildi: {formatDateTime(item.submitted_at)}</span>
            {item.status !== 'beklemede' && (
              <Badge tone={item.status === 'onaylandi' ? 'success' : 'danger'}>
                {item.status === 'onaylandi' ? 'Onaylandı' : 'Reddedildi'}
              </Badge>
            )}
            {item.link && (
              <Link
                to={item.link}
                target="_blank"
                className="font-medium text-accent-700 hover:underline"
              >
                Yayındaki hâlini aç
              </Link>
            )}
          </p>
        </div>
      </div>
      {item.changes.length > 0 && (
        <dl className="mt-3" aria-label="Değişiklikler">
          {item.changes.map((c) => (
            <Change key={c.field} c={c} />
          ))}
        </dl>
      )}
      {item.documents.length > 0 && (
        <p className="mt-2 flex flex-wrap gap-3 text-sm">
          {item.documents.map((d) => (
            <a
              key={d.url}
              href={d.url}
              target="_blank"
              rel="noopener noreferrer"
              className="text-accent-700 underline"
            >
              {d.name}
            </a>
          ))}
        </p>
      )}
      {item.rejection && (
        <p className="mt-2 text-sm text-danger">
          Ret gerekçesi:{' '}
          {item.rejection.reasons
            .map(
              (code) => MODERATION_REASONS[item.type].find((r) => r.code === code)?.label ?? code,
            )
            .join(' ')}
          {item.rejection.note && ` — ${item.rejection.note}`}
        </p>
      )}
      {item.status === 'beklemede' && (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button
            disabled={decide.isPending}
            onClick={() =>
              decide.mutate(
                { type: item.type, id: item.id, action: 'approve' },
                {
                  onSuccess: () => notify.success(`“${item.title}” onaylandı`),
                  onError: (e) => notify.error(serverDetail(e)),
                },
              )
            }
          >
            Onayla
          </Button>
          <Button variant="secondary" onClick={() => onReject(item)}>
            Reddet
          </Button>
        </div>
      )}
    </Card>
  );
}

/** The operators' review queue: products, brands and attribute values, each with a diff. */
export function ModerationQueue() {
  const [params, setParams] = useSearchParams();
  const type = (MODERATION_TYPES.find((t) => t === params.get('tur')) ??
    'product') as ModerationType;
  const status = (STATUS_TABS.find((s) => s.key === params.get('durum'))?.key ??
    'beklemede') as ModerationStatus;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const query = useModeration(type, status, page);
  const [rejecting, setRejecting] = useState<ModerationItem | null>(null);
  const pending = query.data?.pending;
  const last = Math.max(1, Math.ceil((query.data?.count ?? 0) / PAGE_SIZE));
  const go = (next: { tur?: string; durum?: string }) =>
    setParams({ tur: next.tur ?? type, durum: next.durum ?? status });

  return (
    <>
      <div role="tablist" aria-label="Tür" className="mb-3 flex flex-wrap gap-2">
        {MODERATION_TYPES.map((t) => (
          <button
            key={t}
            role="tab"
            type="button"
            aria-selected={t === type}
            aria-label={
              pending && pending[t] > 0
                ? `${MODERATION_TYPE_LABELS[t]}, ${pending[t]} bekleyen`
                : MODERATION_TYPE_LABELS[t]
            }
            onClick={() => go({ tur: t, durum: 'beklemede' })}
            className={clsx(
              'rounded-full px-3.5 py-1.5 text-sm font-medium',
              t === type
                ? 'bg-accent-700 text-white'
                : 'border border-line bg-card text-ink hover:border-accent-600',
            )}
          >
            {MODERATION_TYPE_LABELS[t]}{' '}
            {pending && pending[t] > 0 && (
              <span className="ml-1.5 rounded-full bg-[#fef3c7] px-1.5 text-xs text-[#92400e]">
                {pending[t]}
              </span>
            )}
          </button>
        ))}
      </div>
      <div aria-label="Durum" className="mb-4 flex flex-wrap gap-3 text-sm">
        {STATUS_TABS.map((s) => (
          <button
            key={s.key}
            type="button"
            aria-current={s.key === status ? 'page' : undefined}
            onClick={() => go({ durum: s.key })}
            className={clsx(
              'underline-offset-4',
              s.key === status ? 'font-semibold text-accent-700 underline' : 'text-ink-muted',
            )}
          >
            {s.label}
          </button>
        ))}
      </div>
      {query.isPending ? (
        <div aria-busy="true" aria-label="Kuyruk yükleniyor" className="space-y-3">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
      ) : query.isError ? (
        <p role="alert" className="text-danger">
          {serverDetail(query.error)}
        </p>
      ) : query.data.results.length === 0 ? (
        <EmptyState
          icon={<Inbox className="h-8 w-8" />}
          title={
            status === 'beklemede'
              ? 'İncelenecek kayıt yok'
              : `${STATUS_TABS.find((s) => s.key === status)!.label} kayıt yok`
          }
          description={
            status === 'beklemede'
              ? 'Satıcılar yeni bir şey gönderince burada görünecek.'
              : undefined
          }
        />
      ) : (
        <div className="flex flex-col gap-4">
          {query.data.results.map((item) => (
            <ItemCard key={`${item.type}-${item.id}`} item={item} onReject={setRejecting} />
          ))}
        </div>
      )}
      <Pagination
        page={page}
        last={last}
        hrefFor={(p) => `?tur=${type}&durum=${status}&page=${p}`}
      />
      <RejectDialog item={rejecting} onClose={() => setRejecting(null)} />
    </>
  );
}
