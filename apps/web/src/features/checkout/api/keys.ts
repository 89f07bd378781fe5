import { useSessionStore } from '@/lib/session-store';

/** Query keys of the checkout; the user id keeps one shopper's data from the next one's. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  previews: ['checkout', 'preview'] as const,
  preview: (userId: number | null, addressId: number) =>
    ['checkout', 'preview', userId, addressId] as const,
  installments: (bin: string, amount: number) => ['checkout', 'installments', bin, amount] as const,
  payment: (userId: number | null, id: string) => ['checkout', 'payment', userId, id] as const,
  order: (userId: number | null, id: number) => ['checkout', 'order', userId, id] as const,
};

export const useCheckoutUserId = () => useSessionStore((s) => s.user?.id ?? null);
