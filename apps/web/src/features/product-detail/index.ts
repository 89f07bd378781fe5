// Public surface of the product page feature (/urun-detay/:slug).
export { getProduct, useProduct } from './api/get-product';
export { getReviews, useReviews } from './api/get-reviews';
export { getQuestions, useQuestions } from './api/get-questions';
export { getProductRow, useProductRow } from './api/get-product-row';
export { productDetailKeys, type ProductRowKind } from './api/keys';
export { ProductDetailView } from './components/product-detail';
export { ProductDetailSkeleton } from './components/product-skeleton';
export { ProductDescription } from './components/product-info';
