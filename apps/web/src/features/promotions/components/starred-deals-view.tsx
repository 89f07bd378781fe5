import {
  formatMoney,
  parseTlAmount,
  STARRED_DEAL_MAX_DAYS,
  STARRED_DEAL_STATE_LABELS,
  type StarredDealInput,
  starredDealInputSchema,
  type StarredDealState,
  type VendorOffer,
  type VendorStarredDeal,
} from '@carsi/shared';
import { clsx } from 'clsx';
import { Plus, Search, Star, WifiOff } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  Badge,
  type BadgeTone,
  Button,
  Dialog,
  EmptyState,
  Input,
  Label,
  Pagination,
  Skeleton,
  Table,
  TBody,
  Td,
  Th,
  THead,
  Tr,
} from '@/components/ui';
import { FormAlert, TextField } from '@/components/form/form-field';
import { apiErrorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { serverDetail, serverFieldErrors } from '@/lib/server-errors';
import { notify } from '@/lib/toast';
import { useDiscountableOffers } from '../api/discounts';
import {
  useCreateStarredDeal,
  useDeleteStarredDeal,
  useVendorStarredDeals,
} from '../api/starred-deals';
import { istanbulIso, istanbulLocal } from './coupon-form';

const PAGE_SIZE = 50;

const TONE: Record<StarredDealState, BadgeTone> = {
  beklemede: 'warning',
  yaklasan: 'accent',
  yayinda: 'success',
  tukendi: 'neutral',
  bitti: 'neutral',
  reddedildi: 'danger',
};

const offerLabel = (o: Pick<VendorOffer, 'title' | 'variant_label'>) =>
  o.variant_label ? `${o.title} — ${o.variant_label}` : o.title;

function DealActions({ deal }: { deal: VendorStarredDeal }) {
  const remove = useDeleteStarredDeal();
  if (deal.state === 'bitti' || deal.state === 'reddedildi')
    return <span className="text-ink-muted">—</span>;
  const sold = deal.sold > 0;
  const act = () => {
    if (
      !window.confirm(
        sold
          ? 'Bu fırsatı şimdi sonlandırmak istiyor musunuz? Satılan ürünler etkilenmez.'
          : 'Bu fırsat önerisini silmek istiyor musunuz?',
      )
    )
      return;
    remove.mutate(deal.id, {
      onSuccess: (r) => notify.success(r.deleted ? 'Fırsat silindi.' : 'Fırsat sonlandırıldı.'),
      onError: (e) => notify.error(apiErrorMessage(e, 'Fırsat değiştirilemedi. Tekrar deneyin.')),
    });
  };
  const started = deal.state === 'yayinda' || deal.state === 'tukendi';
  return (
    <Button
      size="sm"
      variant="secondary"
      loading={remove.isPending}
      onClick={act}
      aria-label={`${deal.product_title} fırsatını ${sold || started ? 'sonlandır' : 'sil'}`}
    >
      {sold || started ? 'Sonlandır' : 'Sil'}
    </Button>
  );
}

/**
 * `/dashboard/yildizli-firsatlar`: the business's starred-deal nominations with their state,
 * sales and remaining deal stock; nominate one of its offers, delete or end one.
 */
export function StarredDealsView({ now }: { now?: Date }) {
  const [params, setParams] = useSearchParams();
  const raw = params.get('page');
  const page = raw && /^[1-9]\d{0,4}$/.test(raw) ? Number(raw) : 1;
  const { data, isError, refetch, isRefetching, isPlaceholderData } = useVendorStarredDeals(page);
  const [open, setOpen] = useState(false);
  const last = data ? Math.max(1, Math.ceil(data.count / PAGE_SIZE)) : 1;

  const newButton = (
    <Button
      leftIcon={<Plus aria-hidden="true" className="h-4 w-4" />}
      onClick={() => setOpen(true)}
    >
      Fırsat öner
    </Button>
  );

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-2xl text-sm text-ink-muted">
          Bir ürününüzü fırsat fiyatı, fırsat stoğu ve en fazla {STARRED_DEAL_MAX_DAYS} günlük bir
          süreyle önerin. Yönetim onaylarsa Süper Fırsatlar sayfasında ve ana sayfada geri sayımla
          gösterilir; süre dolunca ya da fırsat stoğu bitince kendiliğinden sona erer. İndirimi siz
          karşılarsınız.
        </p>
        {newButton}
      </div>

      {isError && !data ? (
        <EmptyState
          icon={<WifiOff className="h-7 w-7" />}
          title="Fırsatlar yüklenemedi"
          description="Bağlantınızda ya da sunucumuzda geçici bir sorun olabilir."
          action={
            <Button onClick={() => void refetch()} loading={isRefetching}>
              Tekrar dene
            </Button>
          }
        />
      ) : !data ? (
        <div role="status" aria-label="Fırsatlar yükleniyor" className="flex flex-col gap-2">
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : data.results.length === 0 ? (
        <EmptyState
          icon={<Star className="h-7 w-7" />}
          title="Henüz yıldızlı fırsat önermediniz"
          description="Stoğu bol bir ürününüzü kısa süreli bir fırsat fiyatıyla önerin; onaylanınca binlerce alıcının gördüğü sayfalarda öne çıkar."
          action={newButton}
        />
      ) : (
        <>
          <div className={clsx(isPlaceholderData && 'opacity-60')}>
            <Table caption="Yıldızlı fırsatlar">
              <THead>
                <Tr>
                  <Th>Ürün</Th>
                  <Th className="text-right">Fırsat fiyatı</Th>
                  <Th>Süre</Th>
                  <Th className="text-right">Satılan / stok</Th>
                  <Th>Durum</Th>
                  <Th>
                    <span className="sr-only">İşlem</span>
                  </Th>
                </Tr>
              </THead>
              <TBody>
                {data.results.map((d) => (
                  <Tr key={d.id}>
                    <Td>
                      <span className="line-clamp-2 min-w-32 font-medium">{d.product_title}</span>
                      {d.variant_label && (
                        <span className="block text-xs text-ink-muted">{d.variant_label}</span>
                      )}
                      {/* On a phone the state is read here, without scrolling the table. */}
                      <span className="mt-1 block sm:hidden" aria-hidden="true">
                        <Badge tone={TONE[d.state]}>{STARRED_DEAL_STATE_LABELS[d.state]}</Badge>
                      </span>
                    </Td>
                    <Td className="text-right whitespace-nowrap tabular-nums">
                      <span className="font-semibold">{formatMoney(d.deal_price)}</span>
                      <span className="block text-xs text-ink-muted line-through">
                        {formatMoney(d.offer_price)}
                      </span>
                    </Td>
                    <Td className="text-sm whitespace-nowrap">
                      {formatDateTime(d.starts_at)}
                      <span className="block text-ink-muted">{formatDateTime(d.ends_at)}</span>
                    </Td>
                    <Td className="text-right tabular-nums">
                      {d.sold} / {d.stock_cap}
                      <span className="block text-xs text-ink-muted">{d.remaining} kaldı</span>
                    </Td>
                    <Td>
                      <Badge tone={TONE[d.state]}>{STARRED_DEAL_STATE_LABELS[d.state]}</Badge>
                      {d.rejection_reason && (
                        <span className="mt-1 block max-w-56 text-xs text-ink-muted">
                          {d.rejection_reason}
                        </span>
                      )}
                    </Td>
                    <Td>
                      <DealActions deal={d} />
                    </Td>
                  </Tr>
                ))}
              </TBody>
            </Table>
          </div>
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

      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Yıldızlı fırsat öner"
        description="Ürünü seçin, fırsat fiyatını, fırsat stoğunu ve süresini yazın. Yönetim onayından sonra yayına girer."
      >
        <StarredDealForm
          now={now}
          onCancel={() => setOpen(false)}
          onDone={() => {
            setOpen(false);
            setParams(new URLSearchParams());
          }}
        />
      </Dialog>
    </div>
  );
}

type Field = 'offer_id' | 'deal_price' | 'stock_cap' | 'starts_at' | 'ends_at';
const TL_ERROR = 'Fırsat fiyatını TL olarak yazın, örneğin 499 veya 499,90.';

/** The nomination: one offer picked by search, the deal price, the cap and the time box. */
export function StarredDealForm({
  now = new Date(),
  onCancel,
  onDone,
}: {
  now?: Date | undefined;
  onCancel: () => void;
  onDone: () => void;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [offer, setOffer] = useState<VendorOffer | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [alert, setAlert] = useState<string | null>(null);
  const offers = useDiscountableOffers(q, page);
  const create = useCreateStarredDeal();

  useEffect(() => {
    const t = setTimeout(() => {
      setQ(typed.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(t);
  }, [typed]);

  const rows = (offers.data?.results ?? []).filter((o) => o.is_active && o.stock > 0);
  const hasNext = Boolean(offers.data?.next);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const text = (k: string) => String(f.get(k) ?? '').trim();
    const next: Partial<Record<Field, string>> = {};
    const price = parseTlAmount(text('deal_price'));
    if (price === null || Number.isNaN(price)) next.deal_price = TL_ERROR;
    const body: StarredDealInput = {
      offer_id: offer?.id ?? 0,
      deal_price: price ?? 0,
      stock_cap: text('stock_cap') === '' ? 0 : Number(text('stock_cap')),
      starts_at: text('starts_at') ? istanbulIso(text('starts_at')) : '',
      ends_at: text('ends_at') ? istanbulIso(text('ends_at')) : '',
    };
    const parsed = starredDealInputSchema.safeParse(body);
    if (!parsed.success)
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= issue.message;
    if (!offer) next.offer_id = 'Fırsata koyacağınız ürünü seçin.';
    else {
      if (!next.deal_price && body.deal_price >= offer.price)
        next.deal_price = `Fırsat fiyatı, ürünün şu anki fiyatından (${formatMoney(offer.price)}) düşük olmalı.`;
      if (!next.stock_cap && body.stock_cap > offer.stock)
        next.stock_cap = `Fırsat stoğu, ürünün stoğundan (${offer.stock}) fazla olamaz.`;
    }
    setErrors(next);
    setAlert(null);
    if (Object.keys(next).length > 0) return;
    try {
      await create.mutateAsync(body);
      notify.success('Fırsat önerildi; yönetim onayını bekliyor.');
      onDone();
    } catch (error) {
      setErrors(serverFieldErrors(error) as Partial<Record<Field, string>>);
      setAlert(serverDetail(error));
    }
  };

  const hour = 3_600_000;
  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="flex flex-col gap-5">
      {alert && <FormAlert>{alert}</FormAlert>}
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-semibold text-ink">1. Ürün</legend>
        <div className="relative">
          <Label htmlFor={`${id}-q`} className="sr-only">
            Ürün ara
          </Label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-3 left-3 h-5 w-5 text-ink-subtle"
          />
          <Input
            id={`${id}-q`}
            type="search"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            placeholder="Ürün adı, barkod veya stok kodu"
            className="pl-10"
          />
        </div>
        {offers.isPending ? (
          <div className="flex flex-col gap-2" aria-busy="true" aria-label="Ürünler yükleniyor">
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-12 w-full" />
            ))}
          </div>
        ) : rows.length === 0 ? (
          <p className="rounded-card border border-line p-3 text-sm text-ink-muted">
            {q
              ? 'Aramanıza uyan, stokta ürün yok. Başka bir kelime deneyin.'
              : 'Stokta satışta ürününüz yok.'}
          </p>
        ) : (
          <ul className="max-h-64 overflow-y-auto rounded-card border border-line">
            {rows.map((o) => (
              <li key={o.id} className="border-b border-line last:border-b-0">
                <label className="flex cursor-pointer items-center gap-3 px-3 py-2.5 hover:bg-surface has-[:focus-visible]:bg-surface">
                  <input
                    type="radio"
                    name="offer"
                    className="h-5 w-5 shrink-0 accent-accent-700"
                    checked={offer?.id === o.id}
                    onChange={() => setOffer(o)}
                  />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm text-ink">{o.title}</span>
                    <span className="block text-xs text-ink-muted">
                      {[o.variant_label, `Stok: ${o.stock}`].filter(Boolean).join(' · ')}
                    </span>
                  </span>
                  <span className="shrink-0 text-sm font-semibold text-ink">
                    {formatMoney(o.price)}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {(page > 1 || hasNext) && (
          <div className="flex items-center justify-between gap-2 text-sm">
            <Button
              type="button"
              variant="secondary"
              size="sm"
              disabled={page <= 1}
              onClick={() => setPage((p) => p - 1)}
            >
              Önceki
            </Button>
            <span className="text-ink-muted">Sayfa {page}</span>
            <Button
              type="button"
              variant="secondary"
              size="sm"
              disabled={!hasNext}
              onClick={() => setPage((p) => p + 1)}
            >
              Sonraki
            </Button>
          </div>
        )}
        <p className="text-sm text-ink" aria-live="polite">
          {offer ? (
            <>
              Seçilen: <span className="font-semibold">{offerLabel(offer)}</span> (
              {formatMoney(offer.price)}, stok {offer.stock})
            </>
          ) : (
            'Henüz ürün seçilmedi.'
          )}
          {errors.offer_id && <span className="ml-2 text-danger">{errors.offer_id}</span>}
        </p>
      </fieldset>

      <fieldset className="flex flex-col gap-4">
        <legend className="mb-1 text-sm font-semibold text-ink">2. Fırsat</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="deal_price"
            label="Fırsat fiyatı (TL)"
            inputMode="decimal"
            hint={offer ? `Şu anki fiyattan (${formatMoney(offer.price)}) düşük` : undefined}
            error={errors.deal_price}
          />
          <TextField
            name="stock_cap"
            label="Fırsat stoğu (adet)"
            inputMode="numeric"
            hint="Bu fiyattan en fazla kaç adet satılacak"
            error={errors.stock_cap}
          />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="starts_at"
            label="Başlangıç"
            type="datetime-local"
            defaultValue={istanbulLocal(new Date(now.getTime() + hour))}
            hint="Türkiye saati"
            error={errors.starts_at}
          />
          <TextField
            name="ends_at"
            label="Bitiş"
            type="datetime-local"
            defaultValue={istanbulLocal(new Date(now.getTime() + 25 * hour))}
            hint={`Türkiye saati; en fazla ${STARRED_DEAL_MAX_DAYS} gün`}
            error={errors.ends_at}
          />
        </div>
      </fieldset>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="secondary" onClick={onCancel}>
          Vazgeç
        </Button>
        <Button type="submit" loading={create.isPending}>
          Onaya gönder
        </Button>
      </div>
    </form>
  );
}
