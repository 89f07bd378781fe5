// Public surface of the discovery feature: best sellers, super deals, the compatibility finder.
export {
  BEST_SELLERS_PATH,
  bestSellersQueryKey,
  getBestSellers,
  useBestSellers,
} from './api/get-best-sellers';
export {
  SUPER_DEALS_PAGE_SIZE,
  SUPER_DEALS_PATH,
  SUPER_DEALS_REFETCH_MS,
  getSuperDeals,
  superDealsQueryKey,
  useSuperDeals,
  type SuperDealsParams,
} from './api/get-super-deals';
export { SYSTEMS_PATH, getSystems, systemsQueryKey, useSystems } from './api/get-systems';
export {
  CategoryChips,
  CategoryChipsSkeleton,
  type ChipCategory,
} from './components/category-chips';
export {
  Countdown,
  formatRemaining,
  useCountdown,
  type CountdownProps,
  type CountdownState,
} from './components/countdown';
export { DealsStrip, DealsStripSkeleton } from './components/deals-strip';
export { FinderTeaser, finderHref } from './components/finder-teaser';
export { ProductGrid, ProductGridSkeleton, productGridClass } from './components/product-grid';
export {
  RankBadge,
  RankedProductCard,
  RankedProductCardSkeleton,
  unitsSoldText,
  type RankedProduct,
} from './components/ranked-product-card';
export { StarredDealCard } from './components/starred-deal-card';
export { SystemPicker, SystemPickerSkeleton, stepLabel } from './components/system-picker';
export { systemLabel, systemPath } from './lib/system-tree';
export { useNow } from './lib/use-now';
export {
  SYSTEM_STORAGE_KEY,
  useSystemStore,
  type ChosenSystem,
  type SystemState,
} from './stores/system-store';
export { hrefWith, parsePositiveInt } from './lib/search-params';
