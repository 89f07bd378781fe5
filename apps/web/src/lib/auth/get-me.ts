import { apiClient } from '@/lib/api-client';
import type { User } from '@/lib/session-store';

export const ME_PATH = 'kullanici/api/user/me/';

function isUserLike(value: unknown): value is User {
  if (!value || typeof value !== 'object') return false;
  const id = (value as { id?: unknown }).id;
  return typeof id === 'number' || (typeof id === 'string' && id !== '');
}

/** The user from a me answer, which may be bare or wrapped in `data` (SPEC §7); null if neither. */
export function unwrapUser(body: unknown): User | null {
  if (isUserLike(body)) return body;
  if (body && typeof body === 'object' && 'data' in body) {
    const inner = (body as { data: unknown }).data;
    if (isUserLike(inner)) return inner;
  }
  return null;
}

/** GET kullanici/api/user/me/ → the signed-in user. Rejects when the answer holds no user. */
export async function getMe(): Promise<User> {
  const { data } = await apiClient.get<unknown>(ME_PATH);
  const user = unwrapUser(data);
  if (!user) throw new Error('The me answer holds no user');
  return user;
}
