import type { ListingFacets, ListingResponse } from '@carsi/shared';
import { PackageSearch, RefreshCw, SearchX, WifiOff } from 'lucide-react';
import { Link, type To } from 'react-router';
import { Button, buttonClasses, EmptyState, Skeleton } from '@/components/ui';
import { rememberFacetNames } from '../facet-names';
import { formatCount } from '../format';
import { activeFilterCount, LISTING_PAGE_SIZE } from '../url-state';
import type { ListingUrl } from '../use-listing-state';
import { ActiveFilters, filterChips } from './active-filters';
import { FacetsPanel } from './facets-panel';
import { FilterDrawer } from './filter-drawer';
import { Pagination } from '@/components/ui';
import { ProductGrid, ProductGridSkeleton } from './product-grid';
import { SortSelect } from './sort-select';
import { HydrateLater } from '@/lib/hydrate-later';

export interface ListingViewProps {
  url: ListingUrl;
  data: ListingResponse | undefined;
  isError: boolean;
  /** Older results are on screen while the new ones load. */
  isPlaceholderData: boolean;
  onRetry: () => void;
  isRetrying?: boolean;
  categoryLink: (category: ListingFacets['categories'][number]) => To;
  categoryTitle?: string;
  /** Name of the category chosen as a filter (search), for its chip. */
  categoryName?: (id: number) => string | undefined;
  /** The default order is relevance (a search with words). */
  relevance?: boolean;
  /** Hide "1.234 ürün" in the toolbar when the page heading already says it. */
  showCount?: boolean;
}

/**
 * The body of every product listing (category, sub-category, search): filters beside the
 * grid on desktop and in a sheet on phones, active filter chips, sort, result count, the grid,
 * pagination, and the loading, empty and error states.
 */
export function ListingView({
  url,
  data,
  isError,
  isPlaceholderData,
  onRetry,
  isRetrying = false,
  categoryLink,
  categoryTitle,
  categoryName,
  relevance = false,
  showCount = true,
}: ListingViewProps) {
  const { state, update, clear, hrefFor } = url;
  // Idempotent: names for chips of values that later drop out of the facets.
  if (data) rememberFacetNames(data.facets);
  const active = activeFilterCount(state);
  const chips = filterChips(state, data?.facets, categoryName);
  const lastPage = data ? Math.max(1, Math.ceil(data.count / LISTING_PAGE_SIZE)) : 1;

  const facets = data ? (
    <FacetsPanel
      facets={data.facets}
      state={state}
      update={update}
      categoryLink={categoryLink}
      categoryTitle={categoryTitle}
    />
  ) : null;

  if (isError && !data)
    return (
      <EmptyState
        icon={<WifiOff className="h-7 w-7" />}
        title="Ürünler şu anda yüklenemedi"
        description="Bağlantınızda ya da sunucumuzda geçici bir sorun olabilir. Birazdan tekrar deneyin."
        action={
          <Button
            onClick={onRetry}
            loading={isRetrying}
            leftIcon={<RefreshCw aria-hidden="true" className="h-4 w-4" />}
          >
            Tekrar dene
          </Button>
        }
      />
    );

  return (
    <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
      <aside aria-label="Filtreler" className="hidden lg:block">
        <h2 className="sr-only">Filtreler</h2>
        {/* A hundred checkboxes: hydrated after the results (lib/hydrate-later). */}
        <HydrateLater>{facets ?? <FacetsSkeleton />}</HydrateLater>
      </aside>

      <div className="min-w-0">
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          {showCount && (
            <p
              className="order-last w-full text-sm text-ink-muted sm:order-none sm:w-auto"
              aria-live="polite"
            >
              {data ? (
                <>
                  <span className="font-semibold text-ink">{formatCount(data.count)}</span> ürün
                </>
              ) : (
                <Skeleton className="h-4 w-20" />
              )}
            </p>
          )}
          <div className="flex w-full items-center gap-2 sm:ml-auto sm:w-auto">
            <FilterDrawer activeCount={active} resultCount={data?.count} onClear={clear}>
              {facets ?? <FacetsSkeleton />}
            </FilterDrawer>
            <SortSelect
              value={state.sort}
              onChange={(sort) => update({ sort })}
              relevance={relevance}
              className="flex-1 sm:w-60 sm:flex-none"
            />
          </div>
        </div>

        {chips.length > 0 && (
          <div className="mt-3">
            <ActiveFilters chips={chips} onRemove={update} onClear={clear} />
          </div>
        )}

        <div className="mt-4">
          {!data ? (
            <div role="status" aria-label="Ürünler yükleniyor">
              <ProductGridSkeleton />
            </div>
          ) : data.results.length > 0 ? (
            <>
              <ProductGrid products={data.results} busy={isPlaceholderData} />
              <Pagination page={state.page} last={lastPage} hrefFor={(page) => hrefFor({ page })} />
            </>
          ) : data.count > 0 ? (
            <EmptyState
              icon={<PackageSearch className="h-7 w-7" />}
              title="Bu sayfada ürün yok"
              description={`Toplam ${formatCount(data.count)} ürün ${formatCount(lastPage)} sayfada listeleniyor.`}
              action={
                <Link to={{ search: hrefFor({ page: 1 }) }} className={buttonClasses('primary')}>
                  İlk sayfaya dön
                </Link>
              }
            />
          ) : active > 0 ? (
            <EmptyState
              icon={<SearchX className="h-7 w-7" />}
              title="Bu filtrelerle eşleşen ürün yok"
              description="Birkaç filtreyi kaldırmayı ya da fiyat aralığını genişletmeyi deneyin."
              action={<Button onClick={clear}>Filtreleri temizle</Button>}
            />
          ) : (
            <EmptyState
              icon={<PackageSearch className="h-7 w-7" />}
              title="Burada henüz ürün yok"
              description="Satıcılarımız yeni ürünler ekledikçe burada göreceksiniz. Bu arada diğer kategorilere göz atabilirsiniz."
              action={
                <Link to="/" className={buttonClasses('primary')}>
                  Ana sayfaya dön
                </Link>
              }
            />
          )}
        </div>
      </div>
    </div>
  );
}

function FacetsSkeleton() {
  return (
    <div aria-hidden="true" className="flex flex-col gap-3 py-2">
      <Skeleton className="h-5 w-3/4" />
      <Skeleton className="h-5 w-2/3" />
      {[0, 1, 2].map((i) => (
        <div key={i} className="flex flex-col gap-2 border-t border-line pt-4">
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-5/6" />
          <Skeleton className="h-4 w-4/6" />
        </div>
      ))}
    </div>
  );
}
