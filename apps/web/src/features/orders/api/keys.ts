import type { OrderListFilter } from '../lib/filters';

// Query keys of the orders feature; the user id keeps one shopper's answers from the next one's.
export const orderKeys = {
  all: ['orders'] as const,
  lists: ['orders', 'list'] as const,
  list: (userId: number | null, durum: OrderListFilter, page: number) =>
    ['orders', 'list', userId, durum, page] as const,
  detail: (userId: number | null, id: number) => ['orders', 'detail', userId, id] as const,
  tracking: (code: string) => ['orders', 'tracking', code] as const,
};

export const ORDERS_PATH = '/siparis/api/orders/';
export const orderPath = (id: number) => `/siparis/api/orders/${id}/`;
export const cancelOrderPath = (id: number) => `/siparis/api/orders/${id}/cancel/`;
export const returnItemPath = (itemId: number) => `/siparis/api/order-items/${itemId}/return/`;
export const disputeItemPath = (itemId: number) => `/siparis/api/order-items/${itemId}/dispute/`;
export const trackingPath = (code: string) => `/siparis/api/track/${encodeURIComponent(code)}/`;
