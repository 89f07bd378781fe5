import {
  ORDER_ITEM_STATUSES,
  ORDER_ITEM_STATUS_LABELS,
  SOLD_ITEMS_PAGE_SIZE,
  type OrderItemStatus,
  type SoldItemsQuery,
} from '@carsi/shared';
import { clsx } from 'clsx';
import { Download, PackageSearch, WifiOff } from 'lucide-react';
import { useId, useMemo, useState, type FormEvent } from 'react';
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
import { apiErrorMessage } from '@/lib/api-client';
import { formatDateTime, formatMoney } from '@/lib/format';
import { notify } from '@/lib/toast';
import { downloadSoldItemsCsv, useSoldItems } from '../api/get-sold-items';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function readQuery(params: URLSearchParams): SoldItemsQuery {
  const status = params.get('status');
  const page = params.get('page');
  const q: SoldItemsQuery = {};
  const from = params.get('from');
  const to = params.get('to');
  if (from && DATE.test(from)) q.from = from;
  if (to && DATE.test(to)) q.to = to;
  if (status && ORDER_ITEM_STATUSES.includes(status as OrderItemStatus))
    q.status = status as OrderItemStatus;
  const words = params.get('q')?.trim();
  if (words) q.q = words;
  if (page && /^[1-9]\d{0,5}$/.test(page)) q.page = page;
  return q;
}

function toParams(q: SoldItemsQuery): URLSearchParams {
  const p = new URLSearchParams();
  for (const k of ['from', 'to', 'status', 'q', 'page'] as const) {
    const v = q[k];
    if (v !== undefined && v !== '') p.set(k, String(v));
  }
  return p;
}

/** `/dashboard/urun-satis`: every sold item with filters, paging and the CSV download. */
export function SoldItemsView() {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readQuery(params), [params]);
  const { data, isError, refetch, isRefetching, isPlaceholderData } = useSoldItems(query);
  const [downloading, setDownloading] = useState(false);
  const id = useId();
  const page = Number(query.page ?? '1');
  const last = data ? Math.max(1, Math.ceil(data.count / SOLD_ITEMS_PAGE_SIZE)) : 1;

  const apply = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const next: SoldItemsQuery = {};
    for (const k of ['from', 'to', 'status', 'q'] as const) {
      const v = String(f.get(k) ?? '').trim();
      if (v) (next as Record<string, string>)[k] = v;
    }
    setParams(toParams(next));
  };

  const download = async () => {
    setDownloading(true);
    try {
      await downloadSoldItemsCsv(query);
    } catch (error) {
      notify.error(apiErrorMessage(error, 'CSV dosyası indirilemedi. Birazdan tekrar deneyin.'));
    } finally {
      setDownloading(false);
    }
  };

  const filtered = Boolean(query.from || query.to || query.status || query.q);

  return (
    <div className="flex flex-col gap-5">
      <form
        key={params.toString()}
        onSubmit={apply}
        aria-label="Satılan ürünleri süz"
        className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-[1fr_1fr_1fr_2fr_auto] lg:items-end"
      >
        <div>
          <Label htmlFor={`${id}-from`}>Başlangıç</Label>
          <Input id={`${id}-from`} name="from" type="date" defaultValue={query.from ?? ''} />
        </div>
        <div>
          <Label htmlFor={`${id}-to`}>Bitiş</Label>
          <Input id={`${id}-to`} name="to" type="date" defaultValue={query.to ?? ''} />
        </div>
        <div className="col-span-2 sm:col-span-1">
          <Label htmlFor={`${id}-status`}>Durum</Label>
          <select
            id={`${id}-status`}
            name="status"
            defaultValue={query.status ?? ''}
            className="block h-11 w-full rounded-xl border border-line bg-card px-3 text-base text-ink focus:border-accent-600"
          >
            <option value="">Tüm durumlar</option>
            {ORDER_ITEM_STATUSES.map((s) => (
              <option key={s} value={s}>
                {ORDER_ITEM_STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="col-span-2 sm:col-span-2 lg:col-span-1">
          <Label htmlFor={`${id}-q`}>Ürün adı veya sipariş no</Label>
          <Input
            id={`${id}-q`}
            name="q"
            type="search"
            maxLength={100}
            defaultValue={query.q ?? ''}
          />
        </div>
        <Button type="submit" className="col-span-2 sm:col-span-1">
          Süz
        </Button>
      </form>

      <div className="flex flex-wrap items-center gap-3">
        <p className="text-sm text-ink-muted" aria-live="polite">
          {data ? (
            <>
              <span className="font-semibold text-ink">{data.count.toLocaleString('tr-TR')}</span>{' '}
              ürün · toplam{' '}
              <span className="font-semibold text-ink">{formatMoney(data.total_amount)}</span>
            </>
          ) : (
            <Skeleton className="h-4 w-40" />
          )}
        </p>
        {filtered && (
          <Link to="?" className="text-sm font-medium text-accent-700 hover:underline">
            Süzgeçleri temizle
          </Link>
        )}
        <Button
          variant="secondary"
          className="ml-auto"
          onClick={() => void download()}
          loading={downloading}
          disabled={!data || data.count === 0}
          leftIcon={<Download aria-hidden="true" className="h-4 w-4" />}
        >
          CSV indir
        </Button>
      </div>

      {isError && !data ? (
        <EmptyState
          icon={<WifiOff className="h-7 w-7" />}
          title="Satılan ürünler yüklenemedi"
          description="Bağlantınızda ya da sunucumuzda geçici bir sorun olabilir."
          action={
            <Button onClick={() => void refetch()} loading={isRefetching}>
              Tekrar dene
            </Button>
          }
        />
      ) : !data ? (
        <div role="status" aria-label="Satılan ürünler yükleniyor" className="flex flex-col gap-2">
          {[0, 1, 2, 3, 4].map((i) => (
            <Skeleton key={i} className="h-12 w-full" />
          ))}
        </div>
      ) : data.results.length === 0 ? (
        <EmptyState
          icon={<PackageSearch className="h-7 w-7" />}
          title={filtered ? 'Bu süzgeçlerle satılan ürün yok' : 'Henüz satışınız yok'}
          description={
            filtered
              ? 'Tarih aralığını genişletmeyi ya da durumu değiştirmeyi deneyin.'
              : 'İlk siparişiniz geldiğinde satılan ürünleriniz burada listelenecek.'
          }
        />
      ) : (
        <>
          <div className={clsx(isPlaceholderData && 'opacity-60')}>
            <Table caption="Satılan ürünler">
              <THead>
                <Tr>
                  <Th>Sipariş</Th>
                  <Th>Ürün</Th>
                  <Th className="text-right">Adet</Th>
                  <Th className="text-right">Tutar</Th>
                  <Th>Durum</Th>
                  <Th>İl</Th>
                </Tr>
              </THead>
              <TBody>
                {data.results.map((r) => (
                  <Tr key={r.id}>
                    <Td>
                      <Link
                        to={paths.dashboardPages.orderDetails.build({ id: r.order_id })}
                        className="font-medium hover:underline"
                      >
                        {r.order_number}
                      </Link>
                      <span className="block text-xs text-ink-muted">
                        {formatDateTime(r.created_at)}
                      </span>
                    </Td>
                    <Td className="max-w-72">
                      <span className="line-clamp-2">{r.title}</span>
                      {r.variant_label && (
                        <span className="block text-xs text-ink-muted">{r.variant_label}</span>
                      )}
                    </Td>
                    <Td className="text-right tabular-nums">{r.quantity}</Td>
                    <Td className="text-right tabular-nums whitespace-nowrap">
                      {formatMoney(r.line_total)}
                    </Td>
                    <Td>
                      <Badge data-status={r.status}>{r.status_label}</Badge>
                    </Td>
                    <Td>{r.city ?? '—'}</Td>
                  </Tr>
                ))}
              </TBody>
            </Table>
          </div>
          <Pagination
            page={page}
            last={last}
            hrefFor={(p) => `?${toParams({ ...query, page: String(p) }).toString()}`}
          />
        </>
      )}
    </div>
  );
}
