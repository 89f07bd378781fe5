// Fixtures of the product page's tests: a T-shirt in three colours and three sizes, with the
// cases the page must handle (several sellers, a sold-out size, a colour nobody sells, a missing
// combination, a running deal). Used only by *.test.tsx files.
import type {
  ProductDetail,
  ProductImage,
  ProductOffer,
  ProductVariant,
  Question,
  Review,
  SellerRef,
} from '@carsi/shared';

export const sellers: Record<'moda' | 'trend' | 'bursa', SellerRef> = {
  moda: {
    id: 1,
    name: 'Moda Evi',
    slug: 'moda-evi',
    city: 'İstanbul',
    rating: 4.8,
    rating_count: 2310,
  },
  trend: {
    id: 2,
    name: 'Trend Tekstil',
    slug: 'trend-tekstil',
    city: 'İzmir',
    rating: 4.3,
    rating_count: 512,
  },
  bursa: {
    id: 3,
    name: 'Bursa Giyim',
    slug: 'bursa-giyim',
    city: 'Bursa',
    rating: 3.9,
    rating_count: 88,
  },
};

function variant(
  id: number,
  renk: string,
  beden: string,
  bestOfferId: number | null,
  price: number | null,
  listPrice: number | null,
  inStock: boolean,
): ProductVariant {
  return {
    id,
    sku: `TS-${id}`,
    values: { renk, beden },
    best_offer_id: bestOfferId,
    price,
    list_price: listPrice,
    in_stock: inStock,
  };
}

function offer(
  id: number,
  variantId: number,
  seller: SellerRef,
  price: number,
  listPrice: number | null,
  stock: number,
  extra: Partial<ProductOffer> = {},
): ProductOffer {
  return {
    id,
    variant_id: variantId,
    seller,
    price,
    list_price: listPrice,
    discount_percent:
      listPrice != null && listPrice > price
        ? Math.round(((listPrice - price) / listPrice) * 100)
        : 0,
    stock,
    shipping_fee: 0,
    free_shipping_threshold: 25_000,
    free_shipping: true,
    dispatch_days: 1,
    delivery: { from: '2026-11-25', to: '2026-11-27' },
    deal_ends_at: null,
    ...extra,
  };
}

function image(id: number, variantId: number | null, alt: string): ProductImage {
  return {
    id,
    url: `/media/p/img-${id}/400.webp`,
    srcset: `/media/p/img-${id}/200.webp 200w, /media/p/img-${id}/400.webp 400w, /media/p/img-${id}/800.webp 800w`,
    zoom_url: `/media/p/img-${id}/800.webp`,
    width: 800,
    height: 800,
    alt,
    variant_id: variantId,
  };
}

export function reviewFixture(id: number, overrides: Partial<Review> = {}): Review {
  return {
    id,
    author: `Müşteri ${id}`,
    rating: 5,
    body: `Yorum ${id}: kumaşı çok güzel, tam beden.`,
    variant_label: 'Kırmızı / M',
    seller_name: 'Moda Evi',
    photos: [],
    created_at: '2026-11-02T10:15:00Z',
    ...overrides,
  };
}

export function questionFixture(id: number, overrides: Partial<Question> = {}): Question {
  return {
    id,
    author: `A*** K***`,
    body: `Soru ${id}: Yıkamada çeker mi?`,
    answer: `Cevap ${id}: 30 derecede yıkarsanız çekmez.`,
    seller_name: 'Moda Evi',
    created_at: '2026-10-20T08:00:00Z',
    answered_at: '2026-10-20T12:30:00Z',
    ...overrides,
  };
}

/**
 * Variants (renk / beden):
 * - 101 Kırmızı/S  in stock, one offer (Moda Evi 499,90 ← 649,90)
 * - 102 Kırmızı/M  in stock, three offers: Moda Evi 519,90 (stock 2), Trend Tekstil 549,90,
 *                  Bursa Giyim 559,90 (stock 0, kargo 39,90)
 * - 103 Kırmızı/L  sold out (offer with stock 0)
 * - 104 Siyah/M    in stock, 459,90, no list price, a deal ending in two hours
 * - 105 Siyah/L    in stock
 * - (no Siyah/S)
 * - 106 Beyaz/S    exists but nobody sells it
 */
export function productDetailFixture(overrides: Partial<ProductDetail> = {}): ProductDetail {
  const dealEnds = new Date(Date.now() + 2 * 3600_000 + 30_000).toISOString();
  return {
    id: 77,
    slug: 'pamuklu-basic-tisort',
    title: 'Pamuklu Basic Tişört',
    description:
      '<p>%100 pamuk, <strong>bisiklet yaka</strong>.</p><ul><li>Regular kesim</li></ul>',
    kdv_rate: 10,
    brand: { id: 5, name: 'Koton', slug: 'koton' },
    category: { id: 211, name: 'Tişört', slug: 'tisort' },
    breadcrumbs: [
      { id: 2, name: 'Moda', slug: 'moda', depth: 0 },
      { id: 21, name: 'Kadın', slug: 'kadin', depth: 1 },
      { id: 211, name: 'Tişört', slug: 'tisort', depth: 2 },
    ],
    price: 49_990,
    list_price: 64_990,
    discount_percent: 23,
    in_stock: true,
    seller_count: 3,
    rating: 4.6,
    rating_count: 1234,
    review_count: 56,
    rating_distribution: [
      { stars: 5, count: 40 },
      { stars: 4, count: 10 },
      { stars: 3, count: 4 },
      { stars: 2, count: 0 },
      { stars: 1, count: 2 },
    ],
    question_count: 12,
    images: [
      image(501, null, 'Tişört ön görünüm'),
      image(502, 101, 'Kırmızı tişört'),
      image(503, 104, 'Siyah tişört'),
    ],
    axes: [
      {
        slug: 'renk',
        name: 'Renk',
        values: [
          { slug: 'kirmizi', value: 'Kırmızı', hex: '#dc2626' },
          { slug: 'siyah', value: 'Siyah', hex: '#111111' },
          { slug: 'beyaz', value: 'Beyaz', hex: '#ffffff' },
        ],
      },
      {
        slug: 'beden',
        name: 'Beden',
        values: [
          { slug: 's', value: 'S', hex: null },
          { slug: 'm', value: 'M', hex: null },
          { slug: 'l', value: 'L', hex: null },
        ],
      },
    ],
    variants: [
      variant(101, 'kirmizi', 's', 1001, 49_990, 64_990, true),
      variant(102, 'kirmizi', 'm', 1002, 51_990, 59_990, true),
      variant(103, 'kirmizi', 'l', 1005, 52_990, null, false),
      variant(104, 'siyah', 'm', 1006, 45_990, null, true),
      variant(105, 'siyah', 'l', 1007, 47_990, null, true),
      variant(106, 'beyaz', 's', null, null, null, false),
    ],
    default_variant_id: 101,
    offers: [
      offer(1001, 101, sellers.moda, 49_990, 64_990, 5, {
        lowest_price_30d: 49_990,
        badges: ['3 al 2 öde', 'Kupon: 50 TL'],
      }),
      offer(1002, 102, sellers.moda, 51_990, 59_990, 2),
      offer(1003, 102, sellers.trend, 54_990, null, 8, {
        delivery: { from: '2026-11-26', to: '2026-11-29' },
      }),
      offer(1004, 102, sellers.bursa, 55_990, null, 0, {
        free_shipping: false,
        shipping_fee: 3_990,
        free_shipping_threshold: null,
      }),
      offer(1005, 103, sellers.moda, 52_990, null, 0),
      offer(1006, 104, sellers.trend, 45_990, null, 40, {
        deal_ends_at: dealEnds,
        deal_cap: 20,
        deal_left: 7,
      }),
      offer(1007, 105, sellers.trend, 47_990, null, 12),
    ],
    attributes: [
      { name: 'Materyal', value: 'Pamuk' },
      { name: 'Kalıp', value: 'Regular' },
    ],
    systems: [],
    reviews: [reviewFixture(1), reviewFixture(2, { rating: 4, author: 'Ayşe Y.' })],
    questions: [questionFixture(1)],
    ...overrides,
  };
}
