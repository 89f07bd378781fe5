import {
  BUSINESS_STATUS_LABELS,
  COMPANY_TYPE_LABELS,
  describeReviewChanges,
  formatIban,
  MAX_REJECTION_REASON,
  type OperatorBusiness,
  type OperatorBusinessFilter,
} from '@carsi/shared';
import { ShieldAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  Badge,
  Breadcrumb,
  Button,
  Card,
  Container,
  Dialog,
  EmptyState,
  Label,
  Pagination,
  Skeleton,
} from '@/components/ui';
import { FieldError } from '@/components/form/form-field';
import { paths } from '@/config/paths';
import { openDocument, useDecideBusiness, useOperatorBusinesses } from '@/features/businesses';
import { serverDetail } from '@/lib/server-errors';
import { useSessionStore } from '@/lib/session-store';
import { notify } from '@/lib/toast';
import { usePageTitle } from '@/lib/use-page-title';

const TITLE = paths.operatorApplications.title;
const TABS: { key: OperatorBusinessFilter; label: string }[] = [
  { key: 'beklemede', label: 'Bekleyen' },
  { key: 'inceleme', label: 'Değişiklik onayı' },
  { key: 'onaylandi', label: 'Onaylanan' },
  { key: 'reddedildi', label: 'Reddedilen' },
  { key: 'askida', label: 'Askıda' },
];
const PAGE_SIZE = 20;

function RejectDialog({
  business,
  onClose,
}: {
  business: OperatorBusiness | null;
  onClose: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const decide = useDecideBusiness();
  function submit() {
    const text = reason.trim();
    if (!text) return setError('Ret nedenini yazın.');
    if (text.length > MAX_REJECTION_REASON)
      return setError(`Ret nedeni en fazla ${MAX_REJECTION_REASON} karakter olabilir.`);
    decide.mutate(
      { id: business!.id, action: 'reject', reason: text },
      {
        onSuccess: () => {
          notify.success(`${business!.name} reddedildi`);
          setReason('');
          onClose();
        },
        onError: (e) => setError(serverDetail(e)),
      },
    );
  }
  return (
    <Dialog
      open={business !== null}
      onClose={onClose}
      title={`${business?.name ?? ''}: reddet`}
      description="Neden başvuru sahibine bildirim ve e-postayla iletilir."
      footer={
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Vazgeç
          </Button>
          <Button variant="danger" onClick={submit} disabled={decide.isPending}>
            Reddet
          </Button>
        </div>
      }
    >
      <Label htmlFor={id}>Ret nedeni</Label>
      <textarea
        id={id}
        value={reason}
        maxLength={MAX_REJECTION_REASON}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => setReason(e.target.value)}
        className="block w-full rounded-xl border border-line bg-card p-3 text-base text-ink focus:border-accent-600"
      />
      <p className="mt-1 text-right text-xs text-ink-subtle">
        {reason.length}/{MAX_REJECTION_REASON}
      </p>
      <FieldError id={`${id}-error`} message={error} />
    </Dialog>
  );
}

function ApplicationCard({
  b,
  onReject,
}: {
  b: OperatorBusiness;
  onReject: (b: OperatorBusiness) => void;
}) {
  const decide = useDecideBusiness();
  const waiting = b.status === 'beklemede' || b.review !== null;
  return (
    <Card as="article" padding="md" aria-labelledby={`biz-${b.id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={`biz-${b.id}`} className="text-lg font-semibold text-ink">
          {b.name}
        </h2>
        <Badge
          tone={
            b.status === 'onaylandi' ? 'success' : b.status === 'reddedildi' ? 'danger' : 'warning'
          }
        >
          {BUSINESS_STATUS_LABELS[b.status]}
        </Badge>
        {b.review && <Badge tone="warning">Değişiklik bekliyor</Badge>}
      </div>
      <dl className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline text-ink-muted">Unvan: </dt>
          <dd className="inline text-ink">{b.legal_name}</dd>
        </div>
        <div>
          <dt className="inline text-ink-muted">Tür: </dt>
          <dd className="inline text-ink">
            {b.company_type ? COMPANY_TYPE_LABELS[b.company_type] : '—'}
          </dd>
        </div>
        <div>
          <dt className="inline text-ink-muted">Vergi no / daire: </dt>
          <dd className="inline text-ink">
            {b.tax_number} / {b.tax_office}
          </dd>
        </div>
        <div>
          <dt className="inline text-ink-muted">IBAN: </dt>
          <dd className="inline text-ink">{b.iban ? formatIban(b.iban) : '—'}</dd>
        </div>
        <div>
          <dt className="inline text-ink-muted">Başvuran: </dt>
          <dd className="inline text-ink">
            {b.applicant ? `${b.applicant.name} (${b.applicant.email})` : '—'}
          </dd>
        </div>
        <div>
          <dt className="inline text-ink-muted">KEP / MERSİS: </dt>
          <dd className="inline text-ink">
            {b.kep_address ?? '—'} / {b.mersis_number ?? '—'}
          </dd>
        </div>
      </dl>
      {b.review && (
        <p className="mt-2 text-sm text-[#92400e]">
          Bekleyen değişiklik: {describeReviewChanges(b.review.changes)}
        </p>
      )}
      {b.rejection_reason && (
        <p className="mt-2 text-sm text-danger">Ret nedeni: {b.rejection_reason}</p>
      )}
      <div className="mt-3 flex flex-wrap gap-3 text-sm">
        {b.documents.length === 0 ? (
          <span className="text-ink-muted">Belge yok</span>
        ) : (
          b.documents.map((d) => (
            <button
              key={d.id}
              type="button"
              className="text-accent-700 underline"
              onClick={() => void openDocument(d.url)}
            >
              {d.kind_label}
            </button>
          ))
        )}
      </div>
      {waiting && (
        <div className="mt-4 flex flex-wrap gap-2">
          <Button
            disabled={decide.isPending}
            onClick={() =>
              decide.mutate(
                { id: b.id, action: 'approve' },
                {
                  onSuccess: () => notify.success(`${b.name} onaylandı`),
                  onError: (e) => notify.error(serverDetail(e)),
                },
              )
            }
          >
            Onayla
          </Button>
          <Button variant="secondary" onClick={() => onReject(b)}>
            Reddet
          </Button>
        </div>
      )}
    </Card>
  );
}

/** /yonetim/basvurular: operators approve or reject applications and reviewed changes. */
export function OperatorApplicationsPage() {
  usePageTitle(TITLE);
  const role = useSessionStore((s) => s.user?.role);
  const [params, setParams] = useSearchParams();
  const status = (TABS.find((t) => t.key === params.get('status'))?.key ??
    'beklemede') as OperatorBusinessFilter;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [rejecting, setRejecting] = useState<OperatorBusiness | null>(null);
  const query = useOperatorBusinesses(status, page);

  if (role !== 'operator')
    return (
      <Container className="py-10">
        <EmptyState
          icon={<ShieldAlert aria-hidden="true" className="h-10 w-10" />}
          title="Bu sayfaya erişiminiz yok"
          description="İşletme başvuruları yalnızca Çarşı yöneticilerine açıktır."
          level={1}
        />
      </Container>
    );

  const last = Math.max(1, Math.ceil((query.data?.count ?? 0) / PAGE_SIZE));
  return (
    <Container className="py-6 sm:py-10">
      <Breadcrumb
        items={[{ label: 'Ana sayfa', to: paths.home.path }, { label: TITLE }]}
        className="mb-4"
      />
      <h1 className="mb-4 text-2xl font-bold text-ink">{TITLE}</h1>
      <div role="tablist" aria-label="Durum" className="mb-4 flex flex-wrap gap-2">
        {TABS.map((t) => (
          <button
            key={t.key}
            role="tab"
            type="button"
            aria-selected={t.key === status}
            onClick={() => setParams({ status: t.key })}
            className={
              t.key === status
                ? 'rounded-full bg-accent-700 px-3 py-1.5 text-sm font-medium text-white'
                : 'rounded-full border border-line px-3 py-1.5 text-sm text-ink hover:border-accent-600'
            }
          >
            {t.label}
          </button>
        ))}
      </div>
      {query.isPending ? (
        <Skeleton className="h-48 w-full" />
      ) : query.isError ? (
        <p role="alert" className="text-danger">
          {serverDetail(query.error)}
        </p>
      ) : query.data.results.length === 0 ? (
        <EmptyState title="Bu durumda başvuru yok" />
      ) : (
        <div className="flex flex-col gap-4">
          {query.data.results.map((b) => (
            <ApplicationCard key={b.id} b={b} onReject={setRejecting} />
          ))}
        </div>
      )}
      <Pagination page={page} last={last} hrefFor={(p) => `?status=${status}&page=${p}`} />
      <RejectDialog business={rejecting} onClose={() => setRejecting(null)} />
    </Container>
  );
}
