import {
  VENDOR_PRODUCT_STATUS_LABELS,
  VENDOR_PRODUCT_STATUSES,
  type VendorProductListItem,
  type VendorProductStatus,
} from '@carsi/shared';
import { clsx } from 'clsx';
import { ImageOff, PackagePlus, Plus } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  Badge,
  type BadgeTone,
  Button,
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
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';
import { serverDetail } from '@/lib/server-errors';
import { notify } from '@/lib/toast';
import {
  useBulkProductStatus,
  useVendorProducts,
  type VendorProductFilters,
} from '../api/vendor-catalog';

const PAGE_SIZE = 20;
const STOK_LABELS = { az: 'Stoğu azalan ürünler', yok: 'Stoğu biten ürünler' } as const;
const TONES: Record<VendorProductStatus, BadgeTone> = {
  taslak: 'neutral',
  onay_bekliyor: 'warning',
  yayinda: 'success',
  reddedildi: 'danger',
  pasif: 'neutral',
};

export function readProductFilters(sp: URLSearchParams): VendorProductFilters {
  const status = sp.get('status');
  const stok = sp.get('stok');
  const page = Number(sp.get('page') ?? '1');
  return {
    status: VENDOR_PRODUCT_STATUSES.includes(status as VendorProductStatus)
      ? (status as VendorProductStatus)
      : undefined,
    q: sp.get('q') || undefined,
    stok: stok === 'az' || stok === 'yok' ? stok : undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function StatusCell({ p }: { p: VendorProductListItem }) {
  return (
    <div className="space-y-1">
      <span className="inline-flex flex-wrap gap-1">
        <Badge tone={TONES[p.status]}>{VENDOR_PRODUCT_STATUS_LABELS[p.status]}</Badge>
        {p.revision_status === 'beklemede' && <Badge tone="warning">Değişiklik incelemede</Badge>}
        {p.revision_status === 'reddedildi' && <Badge tone="danger">Değişiklik reddedildi</Badge>}
        {p.origin === 'teklif' && <Badge tone="neutral">Teklif</Badge>}
        {!p.offer_active && p.price !== null && p.status !== 'pasif' && (
          <Badge tone="neutral">Satışa kapalı</Badge>
        )}
      </span>
      {p.rejection && (
        <ul className="list-disc pl-4 text-xs text-danger" aria-label="Ret gerekçeleri">
          {p.rejection.reasons.map((r) => (
            <li key={r.code}>{r.label}</li>
          ))}
          {p.rejection.note && <li>{p.rejection.note}</li>}
        </ul>
      )}
    </div>
  );
}

function Thumb({ p }: { p: VendorProductListItem }) {
  return p.image_url ? (
    <img
      src={p.image_url}
      alt=""
      width={56}
      height={56}
      loading="lazy"
      className="h-14 w-14 shrink-0 rounded-lg border border-line bg-white object-cover"
    />
  ) : (
    <span className="flex h-14 w-14 shrink-0 items-center justify-center rounded-lg border border-line bg-canvas text-ink-subtle">
      <ImageOff aria-hidden="true" className="h-5 w-5" />
      <span className="sr-only">Görsel yok</span>
    </span>
  );
}

function TitleCell({ p }: { p: VendorProductListItem }) {
  return (
    <div className="min-w-0">
      <p className="line-clamp-2 font-medium text-ink">{p.title}</p>
      <span className="flex flex-wrap gap-x-3">
        {p.public_url && (
          <Link
            to={p.public_url}
            target="_blank"
            className="text-xs font-medium text-accent-700 hover:underline"
          >
            Ürün sayfasını aç
            <span className="sr-only"> ({p.title}, yeni sekmede)</span>
          </Link>
        )}
        {p.origin === 'kendi' && (p.status === 'taslak' || p.status === 'reddedildi') && (
          <Link
            to={paths.dashboardPages.productPreview.build({ pid: p.id })}
            className="text-xs font-medium text-accent-700 hover:underline"
          >
            {p.status === 'taslak' ? 'Tamamla' : 'Düzelt ve yeniden gönder'}
            <span className="sr-only"> ({p.title})</span>
          </Link>
        )}
        {p.origin === 'kendi' && p.status !== 'taslak' && p.status !== 'reddedildi' && (
          <Link
            to={`${paths.dashboardPages.createVariant.build()}?product=${p.id}`}
            className="text-xs font-medium text-accent-700 hover:underline"
          >
            Varyant ekle
            <span className="sr-only"> ({p.title})</span>
          </Link>
        )}
      </span>
    </div>
  );
}

const barcodeText = (p: VendorProductListItem) =>
  p.barcodes.length === 0
    ? '—'
    : p.barcodes.length === 1
      ? p.barcodes[0]
      : `${p.barcodes[0]} +${p.barcodes.length - 1}`;

const stockText = (p: VendorProductListItem) =>
  p.stock === 0 ? <span className="font-medium text-danger">Tükendi</span> : `${p.stock} adet`;

/**
 * /dashboard/products: this business's products (made or offered) with status tabs, search,
 * the overview's stock filters, paging and bulk activate/deactivate. `priceCell` lets the
 * offers work put inline price/stock editing into the price and stock columns.
 */
export function VendorProductsPage({
  onLoaded,
  priceCell,
}: {
  /** Each list answer, for the dashboard store. */
  onLoaded?: (rows: VendorProductListItem[]) => void;
  /** Replaces the price and stock cells (inline editing of the business's offer). */
  priceCell?: (p: VendorProductListItem) => ReactNode;
} = {}) {
  const [sp, setSp] = useSearchParams();
  const filters = readProductFilters(sp);
  const query = useVendorProducts(filters);
  useEffect(() => {
    if (query.data) onLoaded?.(query.data.results);
  }, [query.data, onLoaded]);
  const bulk = useBulkProductStatus();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [search, setSearch] = useState(filters.q ?? '');

  const set = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(sp);
    for (const [k, v] of Object.entries(changes)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!('page' in changes)) next.delete('page');
    setSp(next);
    setSelected(new Set());
  };

  const rows = query.data?.results ?? [];
  const counts = query.data?.counts;
  const total = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : 0;
  const last = Math.max(1, Math.ceil((query.data?.count ?? 0) / PAGE_SIZE));
  const allChecked = rows.length > 0 && rows.every((r) => selected.has(r.id));

  function toggle(id: number, on: boolean) {
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  async function setActive(active: boolean) {
    try {
      const res = await bulk.mutateAsync({ ids: [...selected], active });
      notify.success(
        active
          ? `${res.updated} ürün satışa açıldı.`
          : `${res.updated} ürün satıştan kaldırıldı (pasif).`,
      );
      setSelected(new Set());
    } catch (err) {
      notify.error(serverDetail(err));
    }
  }

  const tabs: { key: VendorProductStatus | undefined; label: string; count: number }[] = [
    { key: undefined, label: 'Tümü', count: total },
    ...VENDOR_PRODUCT_STATUSES.map((s) => ({
      key: s,
      label: VENDOR_PRODUCT_STATUS_LABELS[s],
      count: counts?.[s] ?? 0,
    })),
  ];

  const price = (p: VendorProductListItem) =>
    priceCell ? priceCell(p) : p.price === null ? '—' : formatMoney(p.price);

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink">Ürünler</h1>
        <Link
          to={paths.dashboardPages.productEntry.build()}
          className="inline-flex h-10 items-center gap-1.5 rounded-xl bg-accent-700 px-4 text-sm font-semibold text-white hover:bg-accent-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-700"
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
          Yeni ürün
        </Link>
      </div>

      {filters.stok && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink">
          <span className="rounded-full bg-accent-50 px-3 py-1 font-medium text-accent-700">
            {STOK_LABELS[filters.stok]}
          </span>
          <button
            type="button"
            onClick={() => set({ stok: undefined })}
            className="font-medium text-accent-700 underline underline-offset-2"
          >
            Filtreyi kaldır
          </button>
        </p>
      )}

      <nav aria-label="Durumlar" className="-mx-1 flex gap-1 overflow-x-auto pb-1">
        {tabs.map((t) => {
          const active = filters.status === t.key;
          return (
            <button
              key={t.key ?? 'all'}
              type="button"
              aria-current={active ? 'page' : undefined}
              onClick={() => set({ status: t.key })}
              className={clsx(
                'shrink-0 rounded-full px-3.5 py-1.5 text-sm font-medium',
                active ? 'bg-accent-700 text-white' : 'bg-card text-ink hover:bg-accent-50',
              )}
            >
              {t.label} <span className={active ? undefined : 'text-ink-muted'}>({t.count})</span>
            </button>
          );
        })}
      </nav>

      <form
        role="search"
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          set({ q: search.trim() || undefined });
        }}
      >
        <div className="min-w-48 flex-1">
          <Label htmlFor="vp-q">Ürün adı, barkod veya stok kodu</Label>
          <Input
            id="vp-q"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Örn. pamuklu tişört veya 8690000000012"
          />
        </div>
        <div>
          <Label htmlFor="vp-stok">Stok</Label>
          <select
            id="vp-stok"
            value={filters.stok ?? ''}
            onChange={(e) => set({ stok: e.target.value || undefined })}
            className="h-11 rounded-xl border border-line bg-card px-3 text-base text-ink focus:border-accent-600"
          >
            <option value="">Tümü</option>
            <option value="az">Azalan</option>
            <option value="yok">Tükenen</option>
          </select>
        </div>
        <Button type="submit">Ara</Button>
      </form>

      {selected.size > 0 && (
        <div
          role="region"
          aria-label="Seçili ürünler"
          className="flex flex-wrap items-center gap-2 rounded-xl bg-accent-50 p-3"
        >
          <span className="text-sm font-medium text-ink">{selected.size} ürün seçili</span>
          <Button size="sm" onClick={() => void setActive(true)} disabled={bulk.isPending}>
            Satışa aç
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void setActive(false)}
            disabled={bulk.isPending}
          >
            Satıştan kaldır
          </Button>
        </div>
      )}

      {query.isPending ? (
        <div aria-busy="true" aria-label="Ürünler yükleniyor" className="space-y-2">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      ) : query.isError ? (
        <p role="alert" className="text-danger">
          {serverDetail(query.error)}
        </p>
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<PackagePlus className="h-8 w-8" />}
          title={
            filters.status
              ? `${VENDOR_PRODUCT_STATUS_LABELS[filters.status]} ürün yok`
              : filters.q || filters.stok
                ? 'Aramanıza uyan ürün yok'
                : 'Henüz ürününüz yok'
          }
          description={
            filters.q || filters.stok || filters.status
              ? 'Filtreleri değiştirip yeniden deneyin.'
              : '“Yeni ürün” ile katalogdaki bir ürüne teklif verebilir ya da yeni bir ürün oluşturabilirsiniz.'
          }
        />
      ) : (
        <>
          <div className="hidden md:block">
            <Table caption="Ürünler">
              <THead>
                <Tr>
                  <Th>
                    <input
                      type="checkbox"
                      aria-label="Bu sayfadaki tüm ürünleri seç"
                      checked={allChecked}
                      onChange={(e) =>
                        setSelected(e.target.checked ? new Set(rows.map((r) => r.id)) : new Set())
                      }
                    />
                  </Th>
                  <Th>
                    <span className="sr-only">Görsel</span>
                  </Th>
                  <Th>Ürün</Th>
                  <Th>Barkod</Th>
                  <Th>{priceCell ? 'Fiyat ve stok' : 'Fiyat'}</Th>
                  {!priceCell && <Th>Stok</Th>}
                  <Th>Durum</Th>
                </Tr>
              </THead>
              <TBody>
                {rows.map((p) => (
                  <Tr key={p.id}>
                    <Td>
                      <input
                        type="checkbox"
                        aria-label={`${p.title} seç`}
                        checked={selected.has(p.id)}
                        onChange={(e) => toggle(p.id, e.target.checked)}
                      />
                    </Td>
                    <Td>
                      <Thumb p={p} />
                    </Td>
                    <Td className="max-w-80">
                      <TitleCell p={p} />
                    </Td>
                    <Td className="font-mono text-xs whitespace-nowrap">{barcodeText(p)}</Td>
                    <Td className="whitespace-nowrap">{price(p)}</Td>
                    {!priceCell && <Td className="whitespace-nowrap">{stockText(p)}</Td>}
                    <Td className="max-w-64">
                      <StatusCell p={p} />
                    </Td>
                  </Tr>
                ))}
              </TBody>
            </Table>
          </div>
          <ul className="space-y-3 md:hidden" aria-label="Ürünler">
            {rows.map((p) => (
              <li key={p.id} className="rounded-xl bg-card p-4 shadow-sm">
                <div className="flex items-start gap-3">
                  <input
                    type="checkbox"
                    className="mt-1"
                    aria-label={`${p.title} seç`}
                    checked={selected.has(p.id)}
                    onChange={(e) => toggle(p.id, e.target.checked)}
                  />
                  <Thumb p={p} />
                  <TitleCell p={p} />
                </div>
                <dl
                  className={clsx(
                    'mt-3 grid gap-2 text-sm',
                    priceCell ? 'grid-cols-2' : 'grid-cols-3',
                  )}
                >
                  <div>
                    <dt className="text-xs text-ink-muted">
                      {priceCell ? 'Fiyat ve stok' : 'Fiyat'}
                    </dt>
                    <dd className="font-medium text-ink">{price(p)}</dd>
                  </div>
                  {!priceCell && (
                    <div>
                      <dt className="text-xs text-ink-muted">Stok</dt>
                      <dd className="text-ink">{stockText(p)}</dd>
                    </div>
                  )}
                  <div>
                    <dt className="text-xs text-ink-muted">Barkod</dt>
                    <dd className="truncate font-mono text-xs text-ink">{barcodeText(p)}</dd>
                  </div>
                </dl>
                <div className="mt-2">
                  <StatusCell p={p} />
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
      <Pagination
        page={filters.page}
        last={last}
        hrefFor={(n) => {
          const next = new URLSearchParams(sp);
          next.set('page', String(n));
          return `?${next.toString()}`;
        }}
      />
    </div>
  );
}
