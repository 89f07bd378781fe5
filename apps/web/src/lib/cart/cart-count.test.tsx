import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useSessionStore, type User } from '@/lib/session-store';
import { installMockFetch, type MockAdapter } from '@/lib/test-adapter';
import { useCartStore, type NewCartItem } from './cart-store';
import { useCartCount } from './cart-count';

const user: User = {
  id: 5,
  email: 'a@carsi.test',
  first_name: 'Ece',
  last_name: 'Kaya',
  phone: null,
  role: 'shopper',
  email_verified: true,
  profile_completed: true,
  businesses: [],
};

function line(id: number): NewCartItem {
  return {
    offer_id: id,
    product_id: id,
    slug: `u-${id}`,
    title: `Ürün ${id}`,
    image: null,
    seller: { id: 1, name: 'Satıcı' },
    variant_label: null,
    unit_price: 1000,
    list_price: null,
    max_quantity: 5,
  };
}

let mock: MockAdapter;

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  useCartStore.getState().clear();
  mock = installMockFetch(() => ({
    status: 200,
    data: { ItemInCart: 4, SelectedItemInCart: 3 },
  }));
});
afterEach(() => mock.restore());

describe('useCartCount', () => {
  it('asks the server for a signed-in user', async () => {
    useSessionStore.setState({ status: 'authenticated', accessToken: 't', user });
    useCartStore.getState().addItem(line(1));
    const { result } = renderHook(() => useCartCount(), { wrapper });
    await waitFor(() => expect(result.current).toEqual({ ItemInCart: 4, SelectedItemInCart: 3 }));
    expect(mock.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /api/urun/api/cartitemcount/',
    ]);
  });

  it.each(['anonymous', 'unknown'] as const)(
    'counts the local cart for an %s visitor, without a request',
    async (status) => {
      useSessionStore.setState({ status, accessToken: null, user: null });
      useCartStore.getState().addItem(line(1));
      useCartStore.getState().addItem(line(2));
      useCartStore.getState().addItem(line(3));
      useCartStore.getState().toggleSelected(2);
      const { result } = renderHook(() => useCartCount(), { wrapper });
      expect(result.current).toEqual({ ItemInCart: 3, SelectedItemInCart: 2 });
      await new Promise((r) => setTimeout(r, 20));
      expect(mock.requests).toHaveLength(0);
    },
  );

  it('follows the local cart as it changes', async () => {
    useSessionStore.setState({ status: 'anonymous', accessToken: null, user: null });
    const { result } = renderHook(() => useCartCount(), { wrapper });
    expect(result.current).toEqual({ ItemInCart: 0, SelectedItemInCart: 0 });
    useCartStore.getState().addItem(line(1));
    await waitFor(() => expect(result.current).toEqual({ ItemInCart: 1, SelectedItemInCart: 1 }));
  });
});
