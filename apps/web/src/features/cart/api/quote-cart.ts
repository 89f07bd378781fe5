import type { Cart, QuoteCart } from '@carsi/shared';
import { CART_LINE_LIMIT } from '@carsi/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import type { LocalCartItem } from '@/lib/cart/cart-store';

// The anonymous cart priced by the server with the code that prices /sepetim/ (issue 10):
// only offer ids, quantities and the selection leave the device; sellers, prices, shipping
// fees, free-shipping thresholds, stock and totals come back.

export const CART_QUOTE_PATH = '/urun/api/cart/quote/';

export const cartQuoteKeys = {
  all: ['cart', 'quote'] as const,
  lines: (body: QuoteCart) => ['cart', 'quote', body.items] as const,
};

/**
 * The lines as the contract takes them, newest first like the server cart (the device
 * appends new lines at the end); quantities kept within what the contract accepts.
 */
export function quoteBodyOf(items: LocalCartItem[]): QuoteCart {
  return {
    items: items
      .map((i) => ({
        offer_id: i.offer_id,
        quantity: Math.min(Math.max(1, Math.floor(i.quantity)), CART_LINE_LIMIT),
        selected: i.selected,
      }))
      .reverse(),
  };
}

/** POST /urun/api/cart/quote/ `{items}` → a `Cart`. */
export async function quoteCart(body: QuoteCart): Promise<Cart> {
  const { data } = await apiClient.post<Cart>(CART_QUOTE_PATH, body);
  return data;
}

/**
 * The device's lines, priced. A change (quantity, selection, removal) asks again; the last
 * answer stays on screen meanwhile so the page does not flash back to its skeleton.
 */
export function useCartQuote(items: LocalCartItem[]) {
  const body = quoteBodyOf(items);
  return useQuery({
    queryKey: cartQuoteKeys.lines(body),
    queryFn: () => quoteCart(body),
    enabled: items.length > 0,
    placeholderData: keepPreviousData,
    // Prices and stock move: ask again when the shopper comes back to the tab.
    staleTime: 0,
  });
}
