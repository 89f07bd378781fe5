import type { SessionInfo } from '@carsi/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { detailOrMessage, SESSION_MESSAGES } from '../error-message';
import { sessionsQueryKey, SESSIONS_PATH } from './get-sessions';

export function closeSessionPath(id: string): string {
  return `${SESSIONS_PATH}/${encodeURIComponent(id)}`;
}

/** DELETE kullanici/auth/sessions/{id}: ends that session (its tokens stop working). */
export async function closeSession(id: string): Promise<void> {
  await api.delete(closeSessionPath(id));
}

export const closeSessionMutationKey = ['sessions', 'close'] as const;

interface CloseContext {
  /** Where the row stood, to put it back there on failure. */
  index: number;
}

/**
 * Closes a session optimistically (SPEC §4): the row leaves the list at once and comes back,
 * at its place, with an alert showing the detail, the message or "Oturum kapatma başarısız
 * oldu." when the call fails. Only the failed row is restored, so rows closed meanwhile stay
 * closed.
 */
export function useCloseSession() {
  const queryClient = useQueryClient();
  return useMutation<void, unknown, SessionInfo, CloseContext>({
    mutationKey: closeSessionMutationKey,
    mutationFn: (session) => closeSession(session.id),
    onMutate: async (session) => {
      await queryClient.cancelQueries({ queryKey: sessionsQueryKey });
      const list = queryClient.getQueryData<SessionInfo[]>(sessionsQueryKey) ?? [];
      const index = list.findIndex((s) => s.id === session.id);
      queryClient.setQueryData<SessionInfo[]>(sessionsQueryKey, (old) =>
        old?.filter((s) => s.id !== session.id),
      );
      return { index };
    },
    onError: (error, session, context) => {
      queryClient.setQueryData<SessionInfo[]>(sessionsQueryKey, (old) => {
        if (!old || old.some((s) => s.id === session.id)) return old;
        const next = [...old];
        const at = context && context.index >= 0 ? Math.min(context.index, next.length) : 0;
        next.splice(at, 0, session);
        return next;
      });
      window.alert(detailOrMessage(error, SESSION_MESSAGES.closeFailed));
    },
    onSettled: (_data, error, session) => {
      // Closing this device's session ends in a logout: nothing to reload then.
      if (session.current && !error) return;
      // The last of several quick closes reloads the list once.
      if (queryClient.isMutating({ mutationKey: closeSessionMutationKey }) === 1) {
        void queryClient.invalidateQueries({ queryKey: sessionsQueryKey });
      }
    },
  });
}
