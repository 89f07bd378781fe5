import { type ListingSort, listingSorts } from '@carsi/shared';
import { PackageSearch, RefreshCw } from 'lucide-react';
import { useId } from 'react';
import { Button, EmptyState } from '@/components/ui';
import { ProductCard } from '@/features/catalog';
import { SYSTEM_PRODUCTS_PAGE_SIZE, useSystemProducts } from '../api/get-system-products';
import { Pagination } from './pagination';
import { ProductGrid, ProductGridSkeleton } from './product-grid';

export const SORT_LABELS: Record<ListingSort, string> = {
  recommended: 'Önerilen',
  price_asc: 'En düşük fiyat',
  price_desc: 'En yüksek fiyat',
  best_selling: 'En çok satan',
  newest: 'En yeni',
  most_reviewed: 'En çok değerlendirilen',
};

export function parseSort(value: string | null): ListingSort {
  return (listingSorts as readonly string[]).includes(value ?? '')
    ? (value as ListingSort)
    : 'recommended';
}

const count = new Intl.NumberFormat('tr-TR');

export interface SystemProductsProps {
  system: number;
  /** "Renault Clio 2019–2025" */
  systemName: string;
  sort: ListingSort;
  page: number;
  onSortChange: (sort: ListingSort) => void;
  hrefForPage: (page: number) => string;
}

/**
 * The products that fit a system: count, sort and pages. A plain grid until the listing
 * feature's faceted view can take a base query.
 */
export function SystemProducts({
  system,
  systemName,
  sort,
  page,
  onSortChange,
  hrefForPage,
}: SystemProductsProps) {
  const headingId = useId();
  const sortId = useId();
  const { data, isPending, isError, isPlaceholderData, refetch, isRefetching } = useSystemProducts(
    { system, sort, page },
  );
  const totalPages = data ? Math.max(1, Math.ceil(data.count / SYSTEM_PRODUCTS_PAGE_SIZE)) : 1;

  return (
    <section aria-labelledby={headingId} className="mt-8">
      <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id={headingId} className="text-xl font-bold tracking-tight text-ink sm:text-2xl">
            {systemName} ile uyumlu ürünler
          </h2>
          <p className="mt-1 text-sm text-ink-muted" aria-live="polite">
            {data ? `${count.format(data.count)} ürün` : '\u00a0'}
          </p>
        </div>
        <div className="flex items-center gap-2">
          <label htmlFor={sortId} className="text-sm font-medium text-ink-muted">
            Sırala
          </label>
          <select
            id={sortId}
            value={sort}
            onChange={(e) => onSortChange(e.target.value as ListingSort)}
            className="h-10 rounded-xl border border-line bg-card px-3 text-sm font-medium text-ink hover:border-ink-subtle"
          >
            {listingSorts.map((s) => (
              <option key={s} value={s}>
                {SORT_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </div>

      {isPending ? (
        <div role="status" aria-label="Ürünler yükleniyor">
          <ProductGridSkeleton />
        </div>
      ) : isError ? (
        <EmptyState
          icon={<RefreshCw className="h-7 w-7" />}
          title="Ürünler yüklenemedi"
          description="Bağlantınızda ya da sunucumuzda geçici bir sorun olabilir."
          action={
            <Button onClick={() => void refetch()} loading={isRefetching}>
              Tekrar dene
            </Button>
          }
        />
      ) : data.results.length === 0 ? (
        <EmptyState
          icon={<PackageSearch className="h-7 w-7" />}
          title={page > 1 ? 'Bu sayfada ürün yok' : 'Henüz uyumlu ürün yok'}
          description={
            page > 1
              ? 'Listenin sonuna geldiniz.'
              : 'Bu seçime uyan ürün şu anda satışta değil. Bir üst adımı seçerek daha geniş bir listeye bakabilirsiniz.'
          }
        />
      ) : (
        <>
          <ProductGrid label={`${systemName} ile uyumlu ürünler`} busy={isPlaceholderData}>
            {data.results.map((p, i) => (
              <li key={p.id}>
                <ProductCard product={p} priority={page === 1 && i < 4} />
              </li>
            ))}
          </ProductGrid>
          <Pagination page={page} totalPages={totalPages} hrefFor={hrefForPage} className="mt-8" />
        </>
      )}
    </section>
  );
}
