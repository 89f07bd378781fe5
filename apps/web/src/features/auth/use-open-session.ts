import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useSessionStore, type User } from '@/lib/session-store';

/** What a successful login or registration hands over. */
export interface NewSession {
  access: string;
  user: User;
}

/**
 * Returns `open(result)`: stores the new session, then opens `redirectTo` in place of the form.
 * (RedirectIfHasAccess decides on arrival only, so storing first does not bounce the visitor to `/`.)
 */
export function useOpenSessionAt(redirectTo: string): (result: NewSession) => void {
  const navigate = useNavigate();
  return useCallback(
    (result: NewSession) => {
      useSessionStore.getState().setSession(result.access, result.user);
      void navigate(redirectTo, { replace: true });
    },
    [navigate, redirectTo],
  );
}
