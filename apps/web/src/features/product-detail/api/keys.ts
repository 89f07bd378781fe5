/** Query keys of the product page. */
export const productDetailKeys = {
  all: ['product-detail'] as const,
  detail: (slug: string) => ['product-detail', 'detail', slug] as const,
  reviews: (productId: number, rating: number | null) =>
    ['product-detail', 'reviews', productId, rating] as const,
  questions: (productId: number) => ['product-detail', 'questions', productId] as const,
  row: (productId: number, kind: ProductRowKind) =>
    ['product-detail', 'row', productId, kind] as const,
};

export type ProductRowKind = 'similar' | 'bought-together';
