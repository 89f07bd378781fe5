import type { PublicShop } from '@carsi/shared';

/** A shop header as `GET /urun/api/shops/{slug}/` answers it (tests only). */
export function shopFixture(over: Partial<PublicShop> = {}): PublicShop {
  return {
    id: 7,
    name: 'Teknoloji Dünyası',
    slug: 'ornek-urun',
    city: 'İstanbul',
    rating: 4.6,
    rating_count: 1280,
    years_on_carsi: 3,
    since: '2023-03-01T09:00:00.000Z',
    on_time_shipping_percent: 97,
    product_count: 42,
    holiday: null,
    ...over,
  };
}
