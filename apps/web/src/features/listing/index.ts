export { getProducts, keepWithin, productsQueryKey, useProducts } from './api/get-products';
export { categoryHref, findCategoryPath } from './category-path';
export { ActiveFilters, filterChips, type Chip } from './components/active-filters';
export { CategoryHeader } from './components/category-header';
export { FacetsPanel } from './components/facets-panel';
export { ListingView, type ListingViewProps } from './components/listing-view';
export { PriceFacet } from './components/price-facet';
export { ProductGrid, ProductGridSkeleton } from './components/product-grid';
export { SortSelect } from './components/sort-select';
export { formatCount, kurusToInput, parseTlInput } from './format';
export { useListingUrl, type ListingUrl } from './use-listing-state';
export {
  activeFilterCount,
  clearFilters,
  EMPTY_LISTING_STATE,
  LISTING_PAGE_SIZE,
  parseListingSearch,
  SORT_OPTIONS,
  toApiParams,
  toggle,
  toSearchParams,
  toSearchString,
  withFilter,
  type ListingApiParams,
  type ListingState,
} from './url-state';
export { getSearch, searchQueryKey, useSearch } from './api/get-search';
export {
  PRODUCTS_PATH,
  getSystemProducts,
  systemProductsQueryKey,
  useSystemProducts,
  type SystemProductsParams,
} from './api/get-system-products';
export { SystemProducts, type SystemProductsProps } from './components/system-products';
export { useSystemListingUrl, withSystem } from './use-system-listing-url';
