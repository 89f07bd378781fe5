// Test helpers of the app shell: fixtures for the catalogue calls and a memory-router render of
// the real route table. Used only by *.test.tsx files.
import type { CategoryNode, HomeResponse, ProductCard } from '@carsi/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type InitialEntry } from 'react-router';
import { useSessionStore, type User } from '@/lib/session-store';
import {
  installMockFetch,
  type MockAdapter,
  type MockReply,
  type RecordedRequest,
} from '@/lib/test-adapter';
import { appRoutes } from './router';

// Lazy pages and queries resolve a little later on a busy CI machine than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

export const categoriesFixture: CategoryNode[] = [
  {
    id: 1,
    name: 'Elektronik',
    slug: 'elektronik',
    parent_id: null,
    depth: 0,
    icon: 'smartphone',
    product_count: 120,
    children: [
      {
        id: 11,
        name: 'Cep Telefonu',
        slug: 'cep-telefonu',
        parent_id: 1,
        depth: 1,
        icon: null,
        product_count: 40,
        children: [
          {
            id: 111,
            name: 'Akıllı Telefon',
            slug: 'akilli-telefon',
            parent_id: 11,
            depth: 2,
            icon: null,
            product_count: 30,
            children: [],
          },
        ],
      },
      {
        id: 12,
        name: 'Bilgisayar',
        slug: 'bilgisayar',
        parent_id: 1,
        depth: 1,
        icon: null,
        product_count: 35,
        children: [],
      },
    ],
  },
  {
    id: 2,
    name: 'Moda',
    slug: 'moda',
    parent_id: null,
    depth: 0,
    icon: 'shirt',
    product_count: 90,
    children: [
      {
        id: 21,
        name: 'Kadın',
        slug: 'kadin',
        parent_id: 2,
        depth: 1,
        icon: null,
        product_count: 50,
        children: [],
      },
      {
        id: 22,
        name: 'Erkek',
        slug: 'erkek',
        parent_id: 2,
        depth: 1,
        icon: null,
        product_count: 40,
        children: [],
      },
    ],
  },
];

export function productFixture(overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    id: 1,
    slug: 'akilli-telefon-128-gb',
    title: 'Akıllı Telefon 128 GB Gece Mavisi',
    brand: { id: 3, name: 'Anadolu', slug: 'anadolu' },
    category_id: 111,
    price: 1_499_900,
    list_price: 1_999_900,
    discount_percent: 25,
    rating: 4.4,
    review_count: 128,
    seller_count: 3,
    stock: 2,
    free_shipping: true,
    image: {
      url: '/media/p/1-400.webp',
      srcset: '/media/p/1-200.webp 200w, /media/p/1-400.webp 400w',
      width: 400,
      height: 400,
      alt: 'Akıllı Telefon 128 GB Gece Mavisi',
    },
    ...overrides,
  };
}

export const homeFixture: HomeResponse = {
  banners: [
    {
      id: 1,
      title: 'Elektronikte bahar indirimi',
      subtitle: 'Seçili telefonlarda %30’a varan indirim',
      link: '/kategori/1',
      color_from: '#c2410c',
      color_to: '#7c2d12',
    },
    {
      id: 2,
      title: 'Kargo bedava günleri',
      subtitle: '250 TL üzeri siparişlerde',
      link: '/super-firsatlar',
      color_from: '#0f766e',
      color_to: '#134e4a',
    },
  ],
  categories: [
    { id: 1, name: 'Elektronik', slug: 'elektronik', icon: 'smartphone', product_count: 120 },
    { id: 2, name: 'Moda', slug: 'moda', icon: 'shirt', product_count: 90 },
  ],
  sections: [
    {
      key: 'deals',
      title: 'Günün fırsatları',
      link: '/super-firsatlar',
      products: [
        productFixture(),
        productFixture({ id: 2, slug: 'kulaklik', title: 'Kablosuz Kulaklık' }),
      ],
    },
  ],
};

export const userFixture: User = {
  id: 7,
  email: 'alici@carsi.test',
  first_name: 'Ayşe',
  last_name: 'Yılmaz',
  phone: null,
  role: 'shopper',
  email_verified: true,
  profile_completed: true,
  businesses: [],
};

/** Answers the catalogue calls from the fixtures; `override` can answer first. */
export function installCatalogApi(
  override?: (req: RecordedRequest) => MockReply | undefined,
): MockAdapter {
  return installMockFetch((req) => {
    const custom = override?.(req);
    if (custom) return custom;
    if (req.url.endsWith('/api/urun/api/categories/'))
      return { status: 200, data: categoriesFixture };
    if (req.url.endsWith('/api/urun/api/home/')) return { status: 200, data: homeFixture };
    return { status: 404, data: { detail: 'Bulunamadı' } };
  });
}

export type SessionSetup = 'unknown' | 'anonymous' | 'authenticated' | { user: User };

export function setSession(session: SessionSetup): void {
  if (session === 'unknown' || session === 'anonymous') {
    useSessionStore.setState({ status: session, user: null, accessToken: null });
  } else {
    const user = session === 'authenticated' ? userFixture : session.user;
    useSessionStore.setState({ status: 'authenticated', user, accessToken: 'test-access' });
  }
}

/** Renders the real route table at `entry` inside a fresh query client. */
export function renderApp(entry: InitialEntry, session: SessionSetup = 'anonymous') {
  setSession(session);
  const router = createMemoryRouter(appRoutes, { initialEntries: [entry] });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
  const utils = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...utils, router, queryClient };
}
