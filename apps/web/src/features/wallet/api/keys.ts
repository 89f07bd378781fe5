// Query keys of the wallet feature; the user id keeps one shopper's ledger from the next one's.
export const walletKeys = {
  all: ['wallet'] as const,
  page: (userId: number | null, page: number) => ['wallet', userId, page] as const,
  // Not under 'wallet': refreshing the balance must not ask for the payment again.
  payment: (userId: number | null, id: string) => ['wallet-payment', userId, id] as const,
};

export const WALLET_PATH = '/cuzdan/api/wallet/';
export const TOP_UP_PATH = '/cuzdan/api/top-up/';
