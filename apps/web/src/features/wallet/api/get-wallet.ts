import { walletSchema, type Wallet } from '@carsi/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session-store';
import { walletKeys, WALLET_PATH } from './keys';

export const useWalletUserId = () => useSessionStore((s) => s.user?.id ?? null);

/** GET /cuzdan/api/wallet/?page=: the balance and one page of the ledger, newest first. */
export async function getWallet(page: number): Promise<Wallet> {
  const { data } = await api.get<unknown>(WALLET_PATH, { params: page > 1 ? { page } : {} });
  return walletSchema.parse(data);
}

export function useWallet(page: number) {
  return useQuery({
    queryKey: walletKeys.page(useWalletUserId(), page),
    queryFn: () => getWallet(page),
    placeholderData: keepPreviousData,
  });
}
