import {
  type DeleteAccountRequest,
  privacyConsentsSchema,
  type PrivacyConsents,
  type UpdateConsents,
} from '@carsi/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryClient as appQueryClient } from '@/lib/query-client';
import { useSessionStore } from '@/lib/session-store';
import { CONSENTS_PATH, sendConsents } from './send-consents';

export { CONSENTS_PATH };

export const EXPORT_PATH = 'kullanici/api/privacy/export/';
export const DELETE_PATH = 'kullanici/api/privacy/delete/';

export const privacyKeys = {
  consents: (userId: number | null) => ['privacy', 'consents', userId] as const,
};

export async function getConsents(): Promise<PrivacyConsents> {
  const { data } = await api.get<unknown>(CONSENTS_PATH);
  return privacyConsentsSchema.parse(data);
}

export async function putConsents(body: UpdateConsents): Promise<PrivacyConsents> {
  return privacyConsentsSchema.parse(await sendConsents(body));
}

export function useConsents() {
  const userId = useSessionStore((s) => s.user?.id ?? null);
  return useQuery({
    queryKey: privacyKeys.consents(userId),
    queryFn: getConsents,
    enabled: userId !== null,
  });
}

export function useUpdateConsents() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['privacy', 'update-consents'],
    mutationFn: putConsents,
    onSuccess: (consents) => {
      const userId = useSessionStore.getState().user?.id ?? null;
      queryClient.setQueryData(privacyKeys.consents(userId), consents);
      // The profile shows the e-mail consent too.
      void queryClient.invalidateQueries({ queryKey: ['account', 'profile'] });
    },
  });
}

/** Downloads the JSON copy of the user's data as a file the browser saves. */
export async function downloadMyData(): Promise<void> {
  const res = await api.get<Blob>(EXPORT_PATH, { responseType: 'blob' });
  const disposition = String(res.headers['content-disposition'] ?? '');
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'carsi-verilerim.json';
  const url = URL.createObjectURL(res.data);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Deletes the account; the caller leaves the guarded page, then calls `forgetSession`. */
export function useDeleteAccount() {
  return useMutation({
    mutationKey: ['privacy', 'delete-account'],
    mutationFn: async (body: DeleteAccountRequest) => {
      const { data } = await api.post<{ detail: string }>(DELETE_PATH, body);
      return data;
    },
  });
}

/** The server ended every session of the deleted account: this device forgets it too. */
export function forgetSession() {
  useSessionStore.getState().clear();
  appQueryClient.clear();
}
