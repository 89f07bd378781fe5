// Fixtures of the listing contracts for component tests. Used only by *.test.tsx files.
import type { ListingFacets, ListingResponse, ProductCard } from '@carsi/shared';

export function cardFixture(id: number, overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    id,
    slug: `urun-${id}`,
    title: `Deneme Ürün ${id}`,
    brand: { id: 3, name: 'Anadolu', slug: 'anadolu' },
    category_id: 111,
    price: 100_000 + id * 100,
    list_price: null,
    discount_percent: 0,
    rating: 4.2,
    review_count: 10,
    seller_count: 1,
    stock: 10,
    free_shipping: false,
    image: null,
    ...overrides,
  };
}

export const facetsFixture: ListingFacets = {
  categories: [
    { id: 111, name: 'Akıllı Telefon', slug: 'akilli-telefon', count: 30 },
    { id: 112, name: 'Telefon Kılıfı', slug: 'telefon-kilifi', count: 0 },
  ],
  brands: [
    { id: 3, name: 'Anadolu', count: 12 },
    { id: 4, name: 'Boğaziçi', count: 7 },
    { id: 5, name: 'Çınar', count: 3 },
    { id: 6, name: 'Yok Marka', count: 0 },
  ],
  price: { min: 89_990, max: 5_749_990 },
  attributes: [
    {
      slug: 'renk',
      name: 'Renk',
      values: [
        { slug: 'kirmizi', value: 'Kırmızı', hex: '#d0312d', count: 4 },
        { slug: 'siyah', value: 'Siyah', hex: '#1f1f1f', count: 9 },
        { slug: 'lila', value: 'Lila', hex: '#c8a2d8', count: 0 },
      ],
    },
    {
      slug: 'hafiza',
      name: 'Hafıza',
      values: [
        { slug: '128-gb', value: '128 GB', hex: null, count: 5 },
        { slug: '256-gb', value: '256 GB', hex: null, count: 6 },
      ],
    },
  ],
  rating: [
    { min: 4, count: 15 },
    { min: 3, count: 20 },
    { min: 2, count: 21 },
    { min: 1, count: 22 },
  ],
  sellers: [
    { id: 1, name: 'TeknoDünya', count: 14 },
    { id: 2, name: 'Oto Market', count: 2 },
  ],
  in_stock: 20,
  discounted: 8,
};

/** A page of `count` results (at most 24 cards on the page). */
export function listingFixture(
  count = 30,
  overrides: Partial<ListingResponse> = {},
): ListingResponse {
  const onPage = Math.min(count, 24);
  return {
    count,
    next: null,
    previous: null,
    results: Array.from({ length: onPage }, (_, i) => cardFixture(i + 1)),
    facets: facetsFixture,
    ...overrides,
  };
}
