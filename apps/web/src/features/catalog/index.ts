export { getCategories, useCategories, categoriesQueryKey } from './api/get-categories';
export { getHome, useHome, homeQueryKey } from './api/get-home';
export { CategoryIcon } from './components/category-icon';
export { CategoryTiles, CategoryTilesSkeleton } from './components/category-tiles';
export { HeroBanner, HeroBannerSkeleton } from './components/hero-banner';
export { ProductCard, ProductCardSkeleton } from './components/product-card';
export { ProductRow, ProductRowSkeleton } from './components/product-row';
