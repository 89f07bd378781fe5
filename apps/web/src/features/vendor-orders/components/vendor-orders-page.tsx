import {
  VENDOR_ORDER_TAB_LABELS,
  VENDOR_ORDER_TABS,
  type VendorOrderTab,
  type VendorPackageRow,
} from '@carsi/shared';
import { clsx } from 'clsx';
import { Package } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import {
  Badge,
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
import { formatDateTime, formatMoney } from '@/lib/format';
import { serverDetail } from '@/lib/server-errors';
import { notify } from '@/lib/toast';
import {
  csvPath,
  labelPath,
  openProtectedFile,
  useBulkStatus,
  useVendorOrders,
  type VendorOrderFilters,
} from '../api/vendor-orders';
import { ShipDialog } from './ship-dialog';

const PAGE_SIZE = 20;
const detailHref = (orderId: number) => paths.dashboardPages.orderDetails.build({ id: orderId });

const SEVK_LABELS: Record<string, string> = {
  bugun: 'Bugün kargoya verilecekler',
  geciken: 'Kargoya verme süresi geçenler',
};

function readFilters(sp: URLSearchParams): VendorOrderFilters {
  const status = sp.get('status');
  const page = Number(sp.get('page') ?? '1');
  return {
    status: VENDOR_ORDER_TABS.includes(status as VendorOrderTab)
      ? (status as VendorOrderTab)
      : undefined,
    q: sp.get('q') ?? undefined,
    from: sp.get('from') ?? undefined,
    to: sp.get('to') ?? undefined,
    sevk: SEVK_LABELS[sp.get('sevk') ?? ''] ? (sp.get('sevk') as 'bugun' | 'geciken') : undefined,
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

function StatusBadge({ row }: { row: VendorPackageRow }) {
  const tone =
    row.status === 'iptal_edildi'
      ? 'danger'
      : row.status === 'teslim_edildi'
        ? 'success'
        : row.status.startsWith('iade')
          ? 'warning'
          : 'accent';
  return (
    <span className="inline-flex flex-wrap gap-1">
      <Badge tone={tone}>{row.status_label}</Badge>
      {row.is_late && <Badge tone="danger">Gecikti</Badge>}
    </span>
  );
}

/** /dashboard/orders: this business's packages with tabs, search, dates, bulk actions, CSV. */
export function VendorOrdersPage({
  onLoaded,
}: {
  /** Each list answer, for the dashboard store. */
  onLoaded?: (rows: VendorPackageRow[]) => void;
} = {}) {
  const [sp, setSp] = useSearchParams();
  const filters = readFilters(sp);
  const query = useVendorOrders(filters);
  useEffect(() => {
    if (query.data) onLoaded?.(query.data.results);
  }, [query.data, onLoaded]);
  const bulk = useBulkStatus();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const [shipping, setShipping] = useState(false);
  const [shipError, setShipError] = useState<string | null>(null);
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
  const counts = query.data?.counts ?? {};
  const chosen = rows.filter((r) => selected.has(r.package_id));
  const last = Math.max(1, Math.ceil((query.data?.count ?? 0) / PAGE_SIZE));

  function toggle(id: number, on: boolean) {
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  }

  async function prepare() {
    try {
      const res = await bulk.mutateAsync({
        package_ids: chosen.map((r) => r.package_id),
        status: 'hazirlaniyor',
      });
      report(res.results);
    } catch (err) {
      notify.error(serverDetail(err));
    }
  }

  function report(results: { ok: boolean; detail: string | null; id: number }[]) {
    const ok = results.filter((r) => r.ok).length;
    if (ok > 0) notify.success(`${ok} paket güncellendi.`);
    for (const r of results.filter((x) => !x.ok))
      notify.error(`Paket ${r.id}: ${r.detail ?? 'İşlem yapılamadı.'}`);
    setSelected(new Set(results.filter((r) => !r.ok).map((r) => r.id)));
  }

  async function ship(cargo: string, numbers: Record<number, string>) {
    setShipError(null);
    try {
      const res = await bulk.mutateAsync({
        package_ids: chosen.map((r) => r.package_id),
        status: 'kargoya_verildi',
        cargo_company: cargo,
        tracking_numbers: Object.fromEntries(
          Object.entries(numbers).map(([k, v]) => [k, v.trim()]),
        ),
      });
      setShipping(false);
      report(res.results);
    } catch (err) {
      setShipError(serverDetail(err));
    }
  }

  async function open(path: string, download?: string) {
    try {
      await openProtectedFile(path, download);
    } catch (err) {
      notify.error(serverDetail(err, 'Dosya açılamadı. Lütfen tekrar deneyin.'));
    }
  }

  const tabs: { key: VendorOrderTab | undefined; label: string; count: number }[] = [
    { key: undefined, label: 'Tümü', count: counts.all ?? 0 },
    ...VENDOR_ORDER_TABS.map((t) => ({
      key: t,
      label: VENDOR_ORDER_TAB_LABELS[t],
      count: counts[t] ?? 0,
    })),
  ];

  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink">Siparişler</h1>
        <Button
          variant="secondary"
          size="sm"
          onClick={() =>
            void open(
              csvPath({
                status: filters.status,
                q: filters.q,
                from: filters.from,
                to: filters.to,
                sevk: filters.sevk,
              }),
              'siparisler.csv',
            )
          }
        >
          CSV indir
        </Button>
      </div>

      {filters.sevk && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-ink">
          <span className="rounded-full bg-accent-50 px-3 py-1 font-medium text-accent-700">
            {SEVK_LABELS[filters.sevk]}
          </span>
          <button
            type="button"
            onClick={() => set({ sevk: undefined })}
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
          <Label htmlFor="vo-q">Sipariş no veya alıcı</Label>
          <Input
            id="vo-q"
            type="search"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            placeholder="Örn. 2026051012345 veya Ayşe"
          />
        </div>
        <div>
          <Label htmlFor="vo-from">Başlangıç</Label>
          <Input
            id="vo-from"
            type="date"
            value={filters.from ?? ''}
            onChange={(e) => set({ from: e.target.value || undefined })}
          />
        </div>
        <div>
          <Label htmlFor="vo-to">Bitiş</Label>
          <Input
            id="vo-to"
            type="date"
            value={filters.to ?? ''}
            onChange={(e) => set({ to: e.target.value || undefined })}
          />
        </div>
        <Button type="submit">Ara</Button>
      </form>

      {chosen.length > 0 && (
        <div
          role="region"
          aria-label="Seçili paketler"
          className="flex flex-wrap items-center gap-2 rounded-xl bg-accent-50 p-3"
        >
          <span className="text-sm font-medium text-ink">{chosen.length} paket seçili</span>
          <Button size="sm" variant="secondary" onClick={() => void prepare()}>
            Hazırlanıyor
          </Button>
          <Button
            size="sm"
            onClick={() => {
              setShipError(null);
              setShipping(true);
            }}
          >
            Kargoya ver
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void open(labelPath(chosen.map((r) => r.package_id)))}
          >
            Etiket yazdır
          </Button>
        </div>
      )}

      {query.isPending ? (
        <div aria-busy="true" aria-label="Siparişler yükleniyor" className="space-y-2">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : query.isError ? (
        <p role="alert" className="text-danger-700">
          {serverDetail(query.error)}
        </p>
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<Package className="h-8 w-8" />}
          title={
            filters.status
              ? `${VENDOR_ORDER_TAB_LABELS[filters.status]} paket yok`
              : 'Henüz sipariş yok'
          }
          description={
            filters.q || filters.from || filters.to
              ? 'Aramanıza uyan paket bulunamadı.'
              : 'Yeni siparişler burada görünecek.'
          }
        />
      ) : (
        <>
          <div className="hidden md:block">
            <Table caption="Paketler">
              <THead>
                <Tr>
                  <Th>
                    <span className="sr-only">Seç</span>
                  </Th>
                  <Th>Sipariş</Th>
                  <Th>Tarih</Th>
                  <Th>Alıcı</Th>
                  <Th>Ürün</Th>
                  <Th>Tutar</Th>
                  <Th>Durum</Th>
                  <Th>Kargo</Th>
                </Tr>
              </THead>
              <TBody>
                {rows.map((r) => (
                  <Tr key={r.package_id}>
                    <Td>
                      <input
                        type="checkbox"
                        aria-label={`Paket ${r.package_id} (${r.order_number}) seç`}
                        checked={selected.has(r.package_id)}
                        onChange={(e) => toggle(r.package_id, e.target.checked)}
                      />
                    </Td>
                    <Td>
                      <Link
                        to={detailHref(r.order_id)}
                        className="font-medium text-accent-700 hover:underline"
                      >
                        {r.order_number}
                      </Link>
                    </Td>
                    <Td className="whitespace-nowrap">{formatDateTime(r.created_at)}</Td>
                    <Td>{r.buyer_name}</Td>
                    <Td>{r.item_count}</Td>
                    <Td className="whitespace-nowrap">{formatMoney(r.package_total)}</Td>
                    <Td>
                      <StatusBadge row={r} />
                    </Td>
                    <Td>
                      {r.tracking_url ? (
                        <a
                          href={r.tracking_url}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="text-accent-700 hover:underline"
                        >
                          {r.cargo_company.name} · {r.tracking_number}
                        </a>
                      ) : (
                        r.cargo_company.name
                      )}
                    </Td>
                  </Tr>
                ))}
              </TBody>
            </Table>
          </div>
          <ul className="space-y-3 md:hidden" aria-label="Paketler">
            {rows.map((r) => (
              <li key={r.package_id} className="rounded-xl bg-card p-4 shadow-sm">
                <div className="flex items-start justify-between gap-3">
                  <label className="flex items-center gap-2">
                    <input
                      type="checkbox"
                      aria-label={`Paket ${r.package_id} (${r.order_number}) seç`}
                      checked={selected.has(r.package_id)}
                      onChange={(e) => toggle(r.package_id, e.target.checked)}
                    />
                    <Link to={detailHref(r.order_id)} className="font-semibold text-accent-700">
                      {r.order_number}
                    </Link>
                  </label>
                  <StatusBadge row={r} />
                </div>
                <p className="mt-2 text-sm text-ink-muted">
                  {formatDateTime(r.created_at)} · {r.buyer_name}
                </p>
                <p className="mt-1 text-sm text-ink">
                  {r.item_count} ürün · {formatMoney(r.package_total)} · {r.cargo_company.name}
                  {r.tracking_number ? ` · ${r.tracking_number}` : ''}
                </p>
              </li>
            ))}
          </ul>
          <Pagination
            page={filters.page}
            last={last}
            hrefFor={(p) => {
              const next = new URLSearchParams(sp);
              next.set('page', String(p));
              return `?${next.toString()}`;
            }}
          />
        </>
      )}

      {shipping && (
        <ShipDialog
          packages={chosen.map((r) => ({
            packageId: r.package_id,
            title: `${r.order_number} · ${r.buyer_name}`,
          }))}
          defaultCargo={chosen[0]?.cargo_company.code}
          pending={bulk.isPending}
          error={shipError}
          onClose={() => setShipping(false)}
          onSubmit={(cargo, numbers) => void ship(cargo, numbers)}
        />
      )}
    </div>
  );
}
