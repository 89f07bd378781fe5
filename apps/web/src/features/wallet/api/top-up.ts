import { threeDsStartSchema, type TopUpRequest } from '@carsi/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { TOP_UP_PATH } from './keys';

export type ThreeDsStart = z.infer<typeof threeDsStartSchema>;

/** POST /cuzdan/api/top-up/ `{amount, card}` → the bank's 3-D Secure page to open. */
export async function topUp(body: TopUpRequest): Promise<ThreeDsStart> {
  const { data } = await api.post<unknown>(TOP_UP_PATH, body);
  return threeDsStartSchema.parse(data);
}

export function useTopUp() {
  return useMutation({ mutationFn: topUp });
}
