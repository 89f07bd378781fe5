import { create } from 'zustand';
import { persist } from 'zustand/middleware';
import { localJSONStorage } from '@/lib/persist';

// The anonymous visitor's cart (SPEC §3, DESIGN §4): lines of (offer, quantity, selected) kept in
// local storage; it merges into the server cart at login. Money is integer kuruş.

export const CART_STORAGE_KEY = 'carsi-cart';

export interface LocalCartItem {
  offer_id: number;
  product_id: number;
  slug: string;
  title: string;
  image: string | null;
  seller: { id: number; name: string };
  variant_label: string | null;
  /** kuruş */
  unit_price: number;
  /** kuruş; null when there is no list price */
  list_price: number | null;
  quantity: number;
  /** the offer's stock (or per-order limit) when the line was last updated */
  max_quantity: number;
  /** only selected lines are bought */
  selected: boolean;
}

/** What a product page hands to addItem: quantity and selection are the cart's business. */
export type NewCartItem = Omit<LocalCartItem, 'quantity' | 'selected'>;

export interface CartTotals {
  /** number of lines */
  totalItems: number;
  /** number of selected lines */
  totalSelectedItems: number;
  /** sum of quantities of the selected lines */
  totalQuantity: number;
  /** kuruş, selected lines */
  totalPrice: number;
}

export interface CartState extends CartTotals {
  items: LocalCartItem[];
  /** Adds a line or merges into the line of the same offer; the quantity is capped at max_quantity. */
  addItem: (item: NewCartItem, quantity?: number) => void;
  /**
   * Sets a line's quantity within 1..max_quantity; `max`, when given (what the server says may
   * be bought now), replaces the stored one first.
   */
  setQuantity: (offerId: number, quantity: number, max?: number) => void;
  removeItem: (offerId: number) => void;
  toggleSelected: (offerId: number) => void;
  selectAll: (selected: boolean) => void;
  clear: () => void;
}

export function computeTotals(items: LocalCartItem[]): CartTotals {
  const selected = items.filter((i) => i.selected);
  return {
    totalItems: items.length,
    totalSelectedItems: selected.length,
    totalQuantity: selected.reduce((sum, i) => sum + i.quantity, 0),
    totalPrice: selected.reduce((sum, i) => sum + i.unit_price * i.quantity, 0),
  };
}

function clampQuantity(quantity: number, max: number): number {
  const whole = Number.isFinite(quantity) ? Math.floor(quantity) : 1;
  return Math.min(Math.max(whole, 1), Math.max(max, 1));
}

/** Items and their totals together, so the derived fields can never go stale. */
function withItems(items: LocalCartItem[]) {
  return { items, ...computeTotals(items) };
}

export const useCartStore = create<CartState>()(
  persist(
    (set) => ({
      ...withItems([]),
      addItem: (item, quantity = 1) =>
        set((state) => {
          if (item.max_quantity < 1) return state; // out of stock: nothing to add
          const existing = state.items.find((i) => i.offer_id === item.offer_id);
          if (!existing) {
            const line: LocalCartItem = {
              ...item,
              quantity: clampQuantity(quantity, item.max_quantity),
              selected: true,
            };
            return withItems([...state.items, line]);
          }
          // Fresh product data wins; the quantities add up, within the stock.
          return withItems(
            state.items.map((i) =>
              i.offer_id === item.offer_id
                ? {
                    ...i,
                    ...item,
                    quantity: clampQuantity(i.quantity + quantity, item.max_quantity),
                    selected: true,
                  }
                : i,
            ),
          );
        }),
      setQuantity: (offerId, quantity, max) =>
        set((state) =>
          withItems(
            state.items.map((i) => {
              if (i.offer_id !== offerId) return i;
              const limit = max ?? i.max_quantity;
              return { ...i, max_quantity: limit, quantity: clampQuantity(quantity, limit) };
            }),
          ),
        ),
      removeItem: (offerId) =>
        set((state) => withItems(state.items.filter((i) => i.offer_id !== offerId))),
      toggleSelected: (offerId) =>
        set((state) =>
          withItems(
            state.items.map((i) => (i.offer_id === offerId ? { ...i, selected: !i.selected } : i)),
          ),
        ),
      selectAll: (selected) =>
        set((state) => withItems(state.items.map((i) => ({ ...i, selected })))),
      clear: () => set(withItems([])),
    }),
    {
      name: CART_STORAGE_KEY,
      version: 1,
      storage: localJSONStorage<Pick<CartState, 'items'>>(),
      // Only the lines are stored; totals are derived again on load.
      partialize: (state) => ({ items: state.items }),
      merge: (persisted, current) => {
        const items = (persisted as Partial<Pick<CartState, 'items'>> | undefined)?.items;
        return { ...current, ...withItems(Array.isArray(items) ? items : []) };
      },
    },
  ),
);
