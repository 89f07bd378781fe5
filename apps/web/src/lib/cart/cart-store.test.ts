import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY, useCartStore, type NewCartItem } from './cart-store';

function offer(offerId: number, unitPrice: number, max = 10): NewCartItem {
  return {
    offer_id: offerId,
    product_id: offerId * 10,
    slug: `urun-${offerId}`,
    title: `Ürün ${offerId}`,
    image: null,
    seller: { id: 1, name: 'Anadolu Ticaret' },
    variant_label: 'Siyah / 128 GB',
    unit_price: unitPrice,
    list_price: null,
    max_quantity: max,
  };
}

const cart = () => useCartStore.getState();
const totals = () => {
  const { totalItems, totalSelectedItems, totalQuantity, totalPrice } = cart();
  return { totalItems, totalSelectedItems, totalQuantity, totalPrice };
};

beforeEach(() => {
  cart().clear();
});

describe('local cart', () => {
  it('starts empty with zero totals and stores under carsi-cart', () => {
    expect(CART_STORAGE_KEY).toBe('carsi-cart');
    expect(cart().items).toEqual([]);
    expect(totals()).toEqual({
      totalItems: 0,
      totalSelectedItems: 0,
      totalQuantity: 0,
      totalPrice: 0,
    });
  });

  it('addItem adds a selected line and updates the totals', () => {
    cart().addItem(offer(1, 129990), 2);
    expect(cart().items).toHaveLength(1);
    expect(cart().items[0]).toMatchObject({ offer_id: 1, quantity: 2, selected: true });
    expect(totals()).toEqual({
      totalItems: 1,
      totalSelectedItems: 1,
      totalQuantity: 2,
      totalPrice: 259980,
    });
  });

  it('addItem defaults to one piece', () => {
    cart().addItem(offer(1, 500));
    expect(cart().items[0]?.quantity).toBe(1);
  });

  it('addItem merges the same offer and caps at max_quantity', () => {
    cart().addItem(offer(1, 1000, 5), 3);
    cart().addItem({ ...offer(1, 900, 5), title: 'Yeni başlık' }, 4);
    expect(cart().items).toHaveLength(1);
    expect(cart().items[0]).toMatchObject({ quantity: 5, unit_price: 900, title: 'Yeni başlık' });
    expect(totals()).toEqual({
      totalItems: 1,
      totalSelectedItems: 1,
      totalQuantity: 5,
      totalPrice: 4500,
    });
  });

  it('addItem caps a new line at max_quantity and ignores an out-of-stock offer', () => {
    cart().addItem(offer(1, 100, 3), 9);
    cart().addItem(offer(2, 100, 0), 1);
    expect(cart().items.map((i) => [i.offer_id, i.quantity])).toEqual([[1, 3]]);
  });

  it('setQuantity keeps the quantity within 1..max_quantity', () => {
    cart().addItem(offer(1, 250, 4), 1);
    cart().setQuantity(1, 3);
    expect(cart().items[0]?.quantity).toBe(3);
    expect(totals().totalPrice).toBe(750);
    cart().setQuantity(1, 99);
    expect(cart().items[0]?.quantity).toBe(4);
    cart().setQuantity(1, 0);
    expect(cart().items[0]?.quantity).toBe(1);
    cart().setQuantity(1, -5);
    expect(cart().items[0]?.quantity).toBe(1);
    expect(totals()).toEqual({
      totalItems: 1,
      totalSelectedItems: 1,
      totalQuantity: 1,
      totalPrice: 250,
    });
  });

  it('setQuantity takes the limit the server gives now, up or down', () => {
    cart().addItem(offer(1, 250, 4), 1);
    cart().setQuantity(1, 7, 8); // more in stock than when it was added
    expect(cart().items[0]).toMatchObject({ quantity: 7, max_quantity: 8 });
    cart().setQuantity(1, 7, 2); // fewer now
    expect(cart().items[0]).toMatchObject({ quantity: 2, max_quantity: 2 });
  });

  it('removeItem drops the line', () => {
    cart().addItem(offer(1, 100), 1);
    cart().addItem(offer(2, 200), 2);
    cart().removeItem(1);
    expect(cart().items.map((i) => i.offer_id)).toEqual([2]);
    expect(totals()).toEqual({
      totalItems: 1,
      totalSelectedItems: 1,
      totalQuantity: 2,
      totalPrice: 400,
    });
  });

  it('only selected lines count in totalSelectedItems, totalQuantity and totalPrice', () => {
    cart().addItem(offer(1, 100), 1);
    cart().addItem(offer(2, 200), 2);
    cart().addItem(offer(3, 300), 3);
    cart().toggleSelected(2);
    expect(cart().items.map((i) => i.selected)).toEqual([true, false, true]);
    expect(totals()).toEqual({
      totalItems: 3,
      totalSelectedItems: 2,
      totalQuantity: 4,
      totalPrice: 1000,
    });
    cart().toggleSelected(2);
    expect(totals()).toEqual({
      totalItems: 3,
      totalSelectedItems: 3,
      totalQuantity: 6,
      totalPrice: 1400,
    });
  });

  it('selectAll selects or unselects every line', () => {
    cart().addItem(offer(1, 100), 1);
    cart().addItem(offer(2, 200), 1);
    cart().selectAll(false);
    expect(totals()).toEqual({
      totalItems: 2,
      totalSelectedItems: 0,
      totalQuantity: 0,
      totalPrice: 0,
    });
    cart().selectAll(true);
    expect(totals()).toEqual({
      totalItems: 2,
      totalSelectedItems: 2,
      totalQuantity: 2,
      totalPrice: 300,
    });
  });

  it('adding an unselected offer again selects it', () => {
    cart().addItem(offer(1, 100), 1);
    cart().toggleSelected(1);
    cart().addItem(offer(1, 100), 1);
    expect(cart().items[0]).toMatchObject({ quantity: 2, selected: true });
  });

  it('clear empties the cart', () => {
    cart().addItem(offer(1, 100), 1);
    cart().clear();
    expect(cart().items).toEqual([]);
    expect(totals()).toEqual({
      totalItems: 0,
      totalSelectedItems: 0,
      totalQuantity: 0,
      totalPrice: 0,
    });
  });

  it('persists only the lines in local storage', () => {
    cart().addItem(offer(1, 100), 2);
    const stored = JSON.parse(localStorage.getItem('carsi-cart') ?? 'null') as {
      state: Record<string, unknown>;
    };
    expect(Object.keys(stored.state)).toEqual(['items']);
    expect(stored.state.items).toHaveLength(1);
  });

  it('restores the lines from local storage and derives the totals again', async () => {
    const line = { ...offer(7, 1500), quantity: 2, selected: true };
    const off = { ...offer(8, 999), quantity: 1, selected: false };
    localStorage.setItem(
      'carsi-cart',
      JSON.stringify({ state: { items: [line, off] }, version: 1 }),
    );
    vi.resetModules();
    const { useCartStore: fresh } = await import('./cart-store');
    expect(fresh.getState().items).toHaveLength(2);
    expect(fresh.getState()).toMatchObject({
      totalItems: 2,
      totalSelectedItems: 1,
      totalQuantity: 2,
      totalPrice: 3000,
    });
  });
});
