import { useId, useMemo } from 'react';
import { findCategoryPath } from '../category-path';
import { toApiParams } from '../url-state';
import { ListingView } from './listing-view';
import { useCategories } from '@/lib/categories';
import { useSystemProducts } from '../api/get-system-products';
import { useSystemListingUrl } from '../use-system-listing-url';

export interface SystemProductsProps {
  system: number;
  /** "Renault Clio 2019–2025" */
  systemName: string;
}

/**
 * The products that fit a system, with the same facets, sort and pages as a category listing
 * (the listing feature's view); the system stays in the URL through every filter.
 */
export function SystemProducts({ system, systemName }: SystemProductsProps) {
  const headingId = useId();
  const url = useSystemListingUrl(system);
  const { state } = url;
  const params = useMemo(
    () => ({ ...toApiParams(state, { category: state.category }), system }),
    [state, system],
  );
  const products = useSystemProducts(params);
  const tree = useCategories();
  const categoryName = (id: number) =>
    tree.data ? findCategoryPath(tree.data, id).at(-1)?.name : undefined;

  return (
    <section aria-labelledby={headingId} className="mt-8">
      <h2 id={headingId} className="mb-4 text-xl font-bold tracking-tight text-ink sm:text-2xl">
        {systemName} ile uyumlu ürünler
      </h2>
      <ListingView
        url={url}
        data={products.data}
        isError={products.isError}
        isPlaceholderData={products.isPlaceholderData}
        onRetry={() => void products.refetch()}
        isRetrying={products.isRefetching}
        categoryTitle="Kategoriler"
        categoryLink={(c) => ({ search: url.hrefFor({ category: c.id, page: 1 }) })}
        categoryName={categoryName}
      />
    </section>
  );
}
