import { profileSchema, type Profile } from '@carsi/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session-store';
import { accountKeys } from './keys';

export const PROFILE_PATH = 'kullanici/api/profile/';

/** GET kullanici/api/profile/ → the signed-in user's profile. */
export async function getProfile(): Promise<Profile> {
  const { data } = await api.get<unknown>(PROFILE_PATH);
  return profileSchema.parse(data);
}

export function useProfile() {
  const userId = useSessionStore((s) => s.user?.id ?? null);
  return useQuery({ queryKey: accountKeys.profile(userId), queryFn: getProfile });
}
