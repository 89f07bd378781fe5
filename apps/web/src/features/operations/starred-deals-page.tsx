import {
  formatMoney,
  type OperatorStarredDeal,
  STARRED_DEAL_STATE_LABELS,
  starredDealRejectSchema,
} from '@carsi/shared';
import { Star } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  Badge,
  Breadcrumb,
  Button,
  Card,
  Container,
  Dialog,
  EmptyState,
  Pagination,
  Skeleton,
} from '@/components/ui';
import { FormAlert, TextField } from '@/components/form/form-field';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { serverDetail } from '@/lib/server-errors';
import { notify } from '@/lib/toast';
import { type StarredDealFilter, useDecideStarredDeal, useOperatorStarredDeals } from './api';

const TABS: { key: StarredDealFilter; label: string }[] = [
  { key: 'beklemede', label: 'Bekleyen' },
  { key: 'onaylandi', label: 'Onaylanan' },
  { key: 'reddedildi', label: 'Reddedilen' },
  { key: 'bitti', label: 'Biten' },
];
const PAGE_SIZE = 50;

/** "26 Kas" for a YYYY-MM-DD Istanbul date. */
const shortDay = (date: string) =>
  new Intl.DateTimeFormat('tr-TR', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

function RejectDialog({
  deal,
  onClose,
}: {
  deal: OperatorStarredDeal | null;
  onClose: () => void;
}) {
  const decide = useDecideStarredDeal();
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    if (!deal) return;
    const reason = String(new FormData(e.currentTarget).get('reason') ?? '');
    const parsed = starredDealRejectSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]!.message);
      return;
    }
    setError(null);
    decide.mutate(
      { id: deal.id, action: 'reject', reason: parsed.data.reason },
      {
        onSuccess: () => {
          notify.success('Fırsat reddedildi; satıcıya bildirildi.');
          onClose();
        },
        onError: (err) => setAlert(serverDetail(err)),
      },
    );
  };
  return (
    <Dialog
      open={deal !== null}
      onClose={onClose}
      title="Fırsatı reddet"
      description={deal ? `${deal.product_title} · ${deal.business.name}` : undefined}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        {alert && <FormAlert>{alert}</FormAlert>}
        <TextField
          name="reason"
          label="Ret gerekçesi"
          hint="Satıcı bu metni bildiriminde okur."
          error={error ?? undefined}
        />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="secondary" onClick={onClose}>
            Vazgeç
          </Button>
          <Button type="submit" variant="danger" loading={decide.isPending}>
            Reddet
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

function DealCard({ deal, onReject }: { deal: OperatorStarredDeal; onReject: () => void }) {
  const decide = useDecideStarredDeal();
  const [error, setError] = useState<string | null>(null);
  const percent = Math.round(((deal.offer_price - deal.deal_price) * 100) / deal.offer_price);
  const approve = () => {
    setError(null);
    decide.mutate(
      { id: deal.id, action: 'approve' },
      {
        onSuccess: () => notify.success('Fırsat onaylandı; satıcıya bildirildi.'),
        // A full day (409) is said beside the deal, where the operator is looking.
        onError: (e) => setError(serverDetail(e)),
      },
    );
  };
  return (
    <Card as="article" aria-labelledby={`deal-${deal.id}`} className="flex flex-col gap-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h2 id={`deal-${deal.id}`} className="font-semibold text-ink">
            <Link
              to={paths.productDetail.build({ slug: deal.product_slug })}
              className="hover:underline focus-visible:underline"
            >
              {deal.product_title}
            </Link>
          </h2>
          <p className="text-sm text-ink-muted">
            {deal.business.name}
            {deal.variant_label ? ` · ${deal.variant_label}` : ''}
          </p>
        </div>
        <Badge tone={deal.state === 'beklemede' ? 'warning' : 'neutral'}>
          {STARRED_DEAL_STATE_LABELS[deal.state]}
        </Badge>
      </div>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-ink-muted">Fırsat fiyatı</dt>
          <dd className="font-semibold text-ink">
            {formatMoney(deal.deal_price)}{' '}
            <span className="font-normal whitespace-nowrap text-ink-muted line-through">
              {formatMoney(deal.offer_price)}
            </span>{' '}
            <span className="text-accent-700">%{percent}</span>
          </dd>
        </div>
        <div>
          <dt className="text-ink-muted">Fırsat stoğu</dt>
          <dd className="text-ink">
            {deal.remaining} / {deal.stock_cap} (ürün stoğu {deal.offer_stock})
          </dd>
        </div>
        <div className="col-span-2">
          <dt className="text-ink-muted">Süre</dt>
          <dd className="text-ink">
            {formatDateTime(deal.starts_at)} – {formatDateTime(deal.ends_at)}
          </dd>
        </div>
      </dl>
      {deal.rejection_reason && (
        <p className="text-sm text-ink-muted">
          <span className="font-semibold text-ink">Ret gerekçesi:</span> {deal.rejection_reason}
        </p>
      )}
      {error && <FormAlert>{error}</FormAlert>}
      {deal.state === 'beklemede' && (
        <div className="flex flex-wrap gap-2">
          <Button onClick={approve} loading={decide.isPending}>
            Onayla
          </Button>
          <Button variant="secondary" onClick={onReject}>
            Reddet
          </Button>
        </div>
      )}
    </Card>
  );
}

/**
 * /yonetim/yildizli-firsatlar: sellers' starred-deal nominations; approve within each Istanbul
 * day's slots (the server answers 409 beyond them) or reject with a reason.
 */
export function StarredDealsPage() {
  const [params] = useSearchParams();
  const status = (TABS.find((t) => t.key === params.get('durum'))?.key ??
    'beklemede') as StarredDealFilter;
  const raw = params.get('page');
  const page = raw && /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : 1;
  const list = useOperatorStarredDeals(status, page);
  const [rejecting, setRejecting] = useState<OperatorStarredDeal | null>(null);
  const last = list.data ? Math.max(1, Math.ceil(list.data.count / PAGE_SIZE)) : 1;

  return (
    <Container className="py-6 sm:py-10">
      <Breadcrumb
        items={[
          { label: 'Ana sayfa', to: paths.home.path },
          { label: paths.operatorConsole.title, to: paths.operatorConsole.path },
          { label: paths.operatorStarredDeals.title },
        ]}
        className="mb-4"
      />
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {paths.operatorStarredDeals.title}
      </h1>
      <p className="mt-2 mb-4 text-ink-muted">
        Onaylanan fırsatlar Süper Fırsatlar sayfasında ve ana sayfada geri sayımla gösterilir. Her
        gün için sınırlı sayıda yer vardır; bir fırsat sürdüğü her günden bir yer alır.
      </p>

      {list.data && (
        <section aria-labelledby="slots-title" className="mb-6">
          <h2 id="slots-title" className="mb-2 text-sm font-semibold text-ink">
            Günlük kontenjan (onaylı fırsatlar)
          </h2>
          <ul className="flex gap-2 overflow-x-auto pb-1">
            {list.data.slots.map((s) => (
              <li
                key={s.date}
                className="min-w-20 shrink-0 rounded-card border border-line bg-card px-3 py-2 text-center"
              >
                <span className="block text-xs text-ink-muted">{shortDay(s.date)}</span>
                <span
                  className={
                    s.used >= s.limit ? 'font-semibold text-danger' : 'font-semibold text-ink'
                  }
                >
                  {s.used}/{s.limit}
                </span>
                <span className="sr-only">{s.used >= s.limit ? ' dolu' : ' yer var'}</span>
              </li>
            ))}
          </ul>
        </section>
      )}

      <nav aria-label="Durum" className="mb-4 flex flex-wrap gap-2">
        {TABS.map((t) => (
          <Link
            key={t.key}
            to={`?durum=${t.key}`}
            aria-current={t.key === status ? 'page' : undefined}
            className={
              t.key === status
                ? 'rounded-full bg-accent-700 px-4 py-2 text-sm font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600'
                : 'rounded-full border border-line bg-card px-4 py-2 text-sm font-semibold text-ink hover:border-accent-600 focus-visible:outline-2 focus-visible:outline-accent-600'
            }
          >
            {t.label}
          </Link>
        ))}
      </nav>

      {list.isPending ? (
        <div role="status" aria-label="Fırsatlar yükleniyor" className="space-y-3">
          <Skeleton className="h-36 w-full" />
          <Skeleton className="h-36 w-full" />
        </div>
      ) : list.isError ? (
        <Card>
          <EmptyState
            title="Fırsatlar yüklenemedi"
            description={serverDetail(list.error)}
            action={<Button onClick={() => void list.refetch()}>Tekrar dene</Button>}
          />
        </Card>
      ) : list.data.results.length === 0 ? (
        <Card>
          <EmptyState
            icon={<Star className="h-7 w-7" />}
            title={status === 'beklemede' ? 'Onay bekleyen fırsat yok' : 'Bu durumda fırsat yok'}
            description="Satıcılar bir ürünlerini yıldızlı fırsata önerdiğinde burada görünür."
          />
        </Card>
      ) : (
        <>
          <ul className="space-y-4">
            {list.data.results.map((d) => (
              <li key={d.id}>
                <DealCard deal={d} onReject={() => setRejecting(d)} />
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            last={last}
            hrefFor={(p) => {
              const next = new URLSearchParams(params);
              next.set('page', String(p));
              return `?${next.toString()}`;
            }}
          />
        </>
      )}
      <RejectDialog deal={rejecting} onClose={() => setRejecting(null)} />
    </Container>
  );
}
