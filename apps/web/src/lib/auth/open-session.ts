import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { mergeLocalCart } from '@/lib/cart/server-cart';
import { useSessionStore, type User } from '@/lib/session-store';
import { notify } from '@/lib/toast';

/** What a successful login or registration hands over. */
export interface NewSession {
  access: string;
  user: User;
}

/**
 * Returns `open(result)`: stores the new session, then opens `redirectTo` in place of the form.
 * (RedirectIfHasAccess decides on arrival only, so storing first does not bounce the visitor to `/`.)
 * The anonymous cart merges into the server cart meanwhile; it stays on the device if that fails.
 */
export function useOpenSessionAt(redirectTo: string): (result: NewSession) => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (result: NewSession) => {
      useSessionStore.getState().setSession(result.access, result.user);
      mergeLocalCart(queryClient, result.user.id).catch(() =>
        notify.error(
          'Sepetinizdeki ürünler hesabınıza aktarılamadı; bu cihazda saklanıyor. Sepetim sayfasında yeniden denenecek.',
        ),
      );
      void navigate(redirectTo, { replace: true });
    },
    [navigate, queryClient, redirectTo],
  );
}
