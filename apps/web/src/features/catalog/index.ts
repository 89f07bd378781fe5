export { getHome, useHome, homeQueryKey } from './api/get-home';
export { CategoryTiles, CategoryTilesSkeleton } from './components/category-tiles';
export { HeroBanner, HeroBannerSkeleton } from './components/hero-banner';
