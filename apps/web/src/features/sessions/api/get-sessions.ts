import type { SessionInfo } from '@carsi/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const SESSIONS_PATH = 'kullanici/auth/sessions';
export const sessionsQueryKey = ['sessions', 'list'] as const;

/** GET kullanici/auth/sessions → the signed-in user's active sessions. */
export async function getSessions(): Promise<SessionInfo[]> {
  const { data } = await api.get<unknown>(SESSIONS_PATH);
  if (!Array.isArray(data)) throw new Error('The session list answer is not an array');
  return data as SessionInfo[];
}

/** The session list; never cached as fresh, since closing elsewhere changes it. */
export function useSessions() {
  return useQuery({ queryKey: sessionsQueryKey, queryFn: getSessions, staleTime: 0 });
}
