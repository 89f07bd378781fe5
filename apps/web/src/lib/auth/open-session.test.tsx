import type { Cart } from '@carsi/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serverCartKeys } from '@/lib/cart/server-cart';
import { useCartStore, type NewCartItem } from '@/lib/cart/cart-store';
import { useSessionStore, type User } from '@/lib/session-store';
import { installMockFetch, type MockAdapter, type MockReply } from '@/lib/test-adapter';
import { useOpenSessionAt } from './open-session';

const user: User = {
  id: 9,
  email: 'a@carsi.test',
  first_name: 'Ece',
  last_name: 'Kaya',
  phone: null,
  role: 'shopper',
  email_verified: true,
  profile_completed: true,
  businesses: [],
};

function item(id: number): NewCartItem {
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
    max_quantity: 20,
  };
}

/** A server cart answer (only its counts matter here). */
const emptyCart: Cart = {
  groups: [],
  ItemInCart: 3,
  SelectedItemInCart: 2,
  total_quantity: 0,
  items_total: 0,
  discount_total: 0,
  promotion_total: 0,
  shipping_total: 0,
  grand_total: 0,
};

let mock: MockAdapter;
let reply: MockReply;
let queryClient: QueryClient;

beforeEach(() => {
  useSessionStore.setState({ status: 'anonymous', accessToken: null, user: null });
  useCartStore.getState().clear();
  reply = { status: 200, data: emptyCart };
  mock = installMockFetch(() => reply);
  queryClient = new QueryClient();
});
afterEach(() => mock.restore());

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

describe('login merges the local cart into the server cart', () => {
  it('posts the local lines and clears them once the server has them', async () => {
    useCartStore.getState().addItem(item(1), 12);
    useCartStore.getState().addItem(item(2));
    useCartStore.getState().toggleSelected(2);
    const { result } = renderHook(() => useOpenSessionAt('/'), { wrapper });
    act(() => result.current({ access: 'a', user }));
    await waitFor(() => expect(useCartStore.getState().items).toEqual([]));
    expect(mock.requests.map((r) => [r.method, r.url, JSON.parse(String(r.data))])).toEqual([
      [
        'POST',
        '/api/urun/api/cart/merge/',
        {
          items: [
            // The contract's per-line limit (10) caps what the device held.
            { offer_id: 1, quantity: 10, selected: true },
            { offer_id: 2, quantity: 1, selected: false },
          ],
        },
      ],
    ]);
    expect(queryClient.getQueryData<Cart>(serverCartKeys.cart(9))?.ItemInCart).toBe(3);
  });

  it('keeps the local lines when the merge fails', async () => {
    reply = { status: 500, data: { detail: 'Hata' } };
    useCartStore.getState().addItem(item(1), 2);
    const { result } = renderHook(() => useOpenSessionAt('/'), { wrapper });
    act(() => result.current({ access: 'a', user }));
    await waitFor(() => expect(mock.requests).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 20));
    expect(useCartStore.getState().items.map((i) => [i.offer_id, i.quantity])).toEqual([[1, 2]]);
    expect(useSessionStore.getState().status).toBe('authenticated');
  });

  it('sends nothing when the local cart is empty', async () => {
    const { result } = renderHook(() => useOpenSessionAt('/'), { wrapper });
    act(() => result.current({ access: 'a', user }));
    await new Promise((r) => setTimeout(r, 20));
    expect(mock.requests).toHaveLength(0);
  });
});
