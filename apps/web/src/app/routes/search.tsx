import { useMemo } from 'react';
import { Breadcrumb, Container } from '@/components/ui';
import { paths } from '@/config/paths';
import { ProductRow, ProductRowSkeleton } from '@/components/catalog/product-row';
import { useCategories } from '@/lib/categories';
import {
  activeFilterCount,
  findCategoryPath,
  ListingView,
  toApiParams,
  useListingUrl,
} from '@/features/listing';
import { DidYouMean, SearchHeading, useBestSellers, ZeroResults } from '@/features/search';
import { useSearch } from '@/features/listing';
import { usePageTitle } from '@/lib/use-page-title';

/** Best sellers shown when a search finds nothing. */
function BestSellerSuggestions() {
  const { data, isPending } = useBestSellers();
  if (isPending) return <ProductRowSkeleton count={4} />;
  if (!data || data.results.length === 0) return null;
  return (
    <ProductRow
      title="Çok satanlara göz atın"
      products={data.results.slice(0, 8)}
      link={paths.bestSellers.path}
    />
  );
}

/**
 * `/search?q=…`: ranked results with the listing's filters and sort, "Bunu mu demek
 * istediniz?", and a helpful page when nothing matches.
 */
export function SearchPage() {
  const url = useListingUrl({ categoryParam: true });
  const { state } = url;
  const params = useMemo(() => toApiParams(state, { search: true }), [state]);
  const search = useSearch(params);
  const tree = useCategories();
  const data = search.data;
  const q = state.q;
  usePageTitle(q ? `“${q}” için arama sonuçları` : paths.search.title);

  const categoryName = (id: number) =>
    tree.data ? findCategoryPath(tree.data, id).at(-1)?.name : undefined;
  const zero = q !== '' && data?.count === 0 && activeFilterCount(state) === 0;

  return (
    <Container className="pt-4 pb-10 sm:pt-6">
      <Breadcrumb
        items={[{ label: 'Ana sayfa', to: paths.home.path }, { label: paths.search.title }]}
      />
      {zero ? (
        <ZeroResults query={q} didYouMean={data.did_you_mean}>
          <BestSellerSuggestions />
        </ZeroResults>
      ) : (
        <>
          <div className="mt-3 flex flex-col gap-1.5">
            <SearchHeading query={q} count={data?.count} newest={!q && state.sort === 'newest'} />
            <DidYouMean suggestion={data?.did_you_mean} />
          </div>
          <div className="mt-5">
            <ListingView
              url={url}
              data={data}
              isError={search.isError}
              isPlaceholderData={search.isPlaceholderData}
              onRetry={() => void search.refetch()}
              isRetrying={search.isRefetching}
              relevance={q !== ''}
              showCount={q === ''}
              categoryTitle="Kategoriler"
              categoryLink={(c) => ({ search: url.hrefFor({ category: c.id, page: 1 }) })}
              categoryName={categoryName}
            />
          </div>
        </>
      )}
    </Container>
  );
}
