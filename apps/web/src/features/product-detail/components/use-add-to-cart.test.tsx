import type { Cart } from '@carsi/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { toast } from 'react-hot-toast';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useCartStore, type NewCartItem } from '@/lib/cart/cart-store';
import { AppToaster } from '@/lib/app-toaster';
import { useSessionStore } from '@/lib/session-store';
import { installMockFetch, type MockAdapter, type MockReply } from '@/lib/test-adapter';
import { useAddToCart } from './use-add-to-cart';

const item: NewCartItem = {
  offer_id: 1002,
  product_id: 77,
  slug: 'pamuklu-basic-tisort',
  title: 'Pamuklu Basic Tişört',
  image: null,
  seller: { id: 1, name: 'Moda Evi' },
  variant_label: 'Kırmızı / M',
  unit_price: 51_990,
  list_price: 59_990,
  max_quantity: 5,
};

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
  useCartStore.getState().clear();
  reply = { status: 201, data: emptyCart };
  mock = installMockFetch(() => reply);
  queryClient = new QueryClient();
  render(<AppToaster />);
});
afterEach(() => {
  mock.restore();
  toast.remove();
});

function wrapper({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

function signIn() {
  useSessionStore.setState({
    status: 'authenticated',
    accessToken: 't',
    user: {
      id: 3,
      email: 'a@carsi.test',
      first_name: 'Ece',
      last_name: 'Kaya',
      phone: null,
      role: 'shopper',
      email_verified: true,
      profile_completed: true,
      businesses: [],
    },
  });
}

describe('useAddToCart', () => {
  it('adds to the server cart for a signed-in shopper, not to the device', async () => {
    signIn();
    const { result } = renderHook(() => useAddToCart(), { wrapper });
    act(() => result.current(item, 2));
    expect(await screen.findByText('Ürün sepete eklendi')).toBeInTheDocument();
    expect(mock.requests.map((r) => [r.method, r.url, JSON.parse(String(r.data))])).toEqual([
      ['POST', '/api/urun/api/cart/items/', { offer_id: 1002, quantity: 2 }],
    ]);
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('shows the server’s Turkish detail on 409', async () => {
    signIn();
    reply = { status: 409, data: { detail: 'Bu üründen stokta yalnızca 1 adet kaldı.' } };
    const { result } = renderHook(() => useAddToCart(), { wrapper });
    act(() => result.current(item, 2));
    expect(await screen.findByText('Bu üründen stokta yalnızca 1 adet kaldı.')).toBeInTheDocument();
    expect(screen.queryByText('Ürün sepete eklendi')).not.toBeInTheDocument();
  });

  it('waits for the start-up session check before choosing the cart', async () => {
    useSessionStore.setState({ status: 'unknown', accessToken: null, user: null });
    const { result } = renderHook(() => useAddToCart(), { wrapper });
    act(() => result.current(item, 1));
    await new Promise((r) => setTimeout(r, 20));
    expect(useCartStore.getState().items).toEqual([]);
    expect(mock.requests).toHaveLength(0);
    act(() => signIn());
    expect(await screen.findByText('Ürün sepete eklendi')).toBeInTheDocument();
    expect(mock.requests.map((r) => [r.method, r.url])).toEqual([
      ['POST', '/api/urun/api/cart/items/'],
    ]);
    expect(useCartStore.getState().items).toEqual([]);
  });

  it('keeps an anonymous visitor’s line on the device', async () => {
    useSessionStore.setState({ status: 'anonymous', accessToken: null, user: null });
    const { result } = renderHook(() => useAddToCart(), { wrapper });
    act(() => result.current(item, 2));
    expect(await screen.findByText('Ürün sepete eklendi')).toBeInTheDocument();
    expect(useCartStore.getState().items.map((i) => [i.offer_id, i.quantity])).toEqual([[1002, 2]]);
    expect(mock.requests).toHaveLength(0);
  });
});
