import { profileSchema, type Profile, type ProfileUpdate } from '@carsi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getMe } from '@/lib/auth/get-me';
import { api } from '@/lib/api-client';
import { useSessionStore } from '@/lib/session-store';
import { PROFILE_PATH } from './get-profile';
import { accountKeys } from './keys';

/** PATCH kullanici/api/profile/ with the changed fields only → the whole profile. */
export async function updateProfile(body: ProfileUpdate): Promise<Profile> {
  const { data } = await api.patch<unknown>(PROFILE_PATH, body);
  return profileSchema.parse(data);
}

/**
 * Saves the profile, caches the answer and refreshes the session's user (name in the header,
 * `profile_completed`) through `GET kullanici/api/user/me/`. A failed refresh of the user
 * does not fail the save.
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['account', 'update-profile'],
    mutationFn: async (body: ProfileUpdate) => {
      const profile = await updateProfile(body);
      try {
        useSessionStore.getState().setUser(await getMe());
      } catch {
        /* the next start-up loads it */
      }
      return profile;
    },
    onSuccess: (profile) => {
      const userId = useSessionStore.getState().user?.id ?? null;
      queryClient.setQueryData(accountKeys.profile(userId), profile);
    },
  });
}
