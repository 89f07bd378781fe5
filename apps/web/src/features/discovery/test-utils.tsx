// Test helpers of the discovery feature: contract-shaped fixtures and a memory-router render.
// Used only by *.test.tsx files.
import type {
  BestSellersResponse,
  ListingResponse,
  StarredDeal,
  SuperDealsResponse,
  SystemNode,
} from '@carsi/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { configure, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { productFixture } from '@/app/testing';
import {
  installMockFetch,
  type MockAdapter,
  type MockReply,
  type RecordedRequest,
} from '@/lib/test-adapter';

configure({ asyncUtilTimeout: 5000 });

export { productFixture };

const HOUR = 3_600_000;

export function bestSellersFixture(
  overrides: Partial<BestSellersResponse> = {},
): BestSellersResponse {
  return {
    period_days: 30,
    category: null,
    categories: [
      { id: 1, name: 'Elektronik', slug: 'elektronik' },
      { id: 2, name: 'Moda', slug: 'moda' },
    ],
    results: [
      { ...productFixture(), rank: 1, units_sold: 120 },
      {
        ...productFixture({ id: 2, slug: 'kulaklik', title: 'Kablosuz Kulaklık' }),
        rank: 2,
        units_sold: 87,
      },
      {
        ...productFixture({ id: 3, slug: 'powerbank', title: 'Powerbank 20000 mAh' }),
        rank: 3,
        units_sold: 1250,
      },
    ],
    ...overrides,
  };
}

export function dealFixture(overrides: Partial<StarredDeal> = {}): StarredDeal {
  const now = Date.now();
  return {
    id: 1,
    offer_id: 11,
    seller_name: 'Anadolu Ticaret',
    price: 999_900,
    list_price: 1_499_900,
    discount_percent: 33,
    stock: 2,
    starts_at: new Date(now - 2 * HOUR).toISOString(),
    ends_at: new Date(now + 28 * HOUR).toISOString(),
    product: productFixture(),
    ...overrides,
  };
}

export function superDealsFixture(overrides: Partial<SuperDealsResponse> = {}): SuperDealsResponse {
  return {
    starred: [
      dealFixture(),
      dealFixture({
        id: 2,
        offer_id: 12,
        seller_name: 'Ege Elektronik',
        stock: 40,
        price: 249_900,
        list_price: 349_900,
        discount_percent: 29,
        product: productFixture({ id: 2, slug: 'kulaklik', title: 'Kablosuz Kulaklık' }),
      }),
    ],
    count: 50,
    next: '/api/urun/api/super-deals/?page=2',
    previous: null,
    results: [
      productFixture({ id: 5, slug: 'mont', title: 'Kışlık Mont', discount_percent: 60 }),
      productFixture({ id: 6, slug: 'bot', title: 'Deri Bot', discount_percent: 45 }),
    ],
    ...overrides,
  };
}

const node = (
  id: number,
  name: string,
  level: string,
  depth: number,
  product_count: number,
  children: SystemNode[] = [],
): SystemNode => ({
  id,
  name,
  slug: name
    .toLocaleLowerCase('tr-TR')
    .replace(/ı/g, 'i')
    .replace(/[^a-z0-9]+/g, '-'),
  level,
  depth,
  product_count,
  children,
});

export const systemsFixture: SystemNode[] = [
  node(1, 'Otomobil', 'tur', 0, 40, [
    node(10, 'Renault', 'marka', 1, 18, [
      node(100, 'Clio', 'model', 2, 9, [
        node(1000, '2012–2019', 'yil', 3, 4),
        node(1001, '2019–2025', 'yil', 3, 7),
      ]),
      node(101, 'Megane', 'model', 2, 6, [node(1010, '2016–2020', 'yil', 3, 5)]),
    ]),
    node(11, 'Fiat', 'marka', 1, 12, [
      node(110, 'Egea', 'model', 2, 8, [node(1100, '2015–2020', 'yil', 3, 8)]),
    ]),
  ]),
  node(2, 'Cep Telefonu', 'tur', 0, 30, [
    node(20, 'Apple', 'marka', 1, 14, [node(200, 'iPhone 15', 'model', 2, 7)]),
  ]),
];

export function listingFixture(overrides: Partial<ListingResponse> = {}): ListingResponse {
  return {
    count: 2,
    next: null,
    previous: null,
    results: [
      productFixture({ id: 7, slug: 'yaz-lastigi', title: 'Yaz Lastiği 185/65 R15' }),
      productFixture({ id: 8, slug: 'silecek', title: 'Silecek Takımı' }),
    ],
    facets: {
      categories: [],
      brands: [
        { id: 3, name: 'Anadolu', count: 2 },
        { id: 4, name: 'Boğaziçi', count: 1 },
      ],
      price: { min: null, max: null },
      attributes: [],
      rating: [],
      sellers: [],
      in_stock: 2,
      discounted: 2,
    },
    ...overrides,
  };
}

export type Routes = Record<string, (req: RecordedRequest) => MockReply | Promise<MockReply>>;

/** Answers `"/api/path"` keys (query ignored); anything else is a loud 404. */
export function installApi(routes: Routes): MockAdapter {
  return installMockFetch((req) => {
    const handler = routes[req.url.split('?')[0]!];
    if (handler) return handler(req);
    return { status: 404, data: { detail: `Beklenmeyen istek: ${req.method} ${req.url}` } };
  });
}

/** The query parameters a recorded request carried. */
export function queryOf(req: RecordedRequest | undefined): URLSearchParams {
  return new URLSearchParams(req?.url.split('?')[1] ?? '');
}

/** Renders `element` at `entry` (route `path`) in a memory router with a fresh query client. */
export function renderPage(path: string, element: ReactNode, entry: string = path) {
  const routes: RouteObject[] = [{ path, element }];
  const router = createMemoryRouter(routes, { initialEntries: [entry] });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  const user = userEvent.setup();
  const search = () => new URLSearchParams(router.state.location.search);
  return { ...utils, router, queryClient, user, search };
}
