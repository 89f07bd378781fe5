import { useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { FullScreenLoader } from '@/components/layout/full-screen-loader';
import { paths } from '@/config/paths';
import { hasStoredAccess, useSessionStore } from '@/lib/session-store';

/** State handed to /login so it can send the visitor back after logging in. */
export interface LoginRedirectState {
  from: { pathname: string; search: string; hash: string };
}

/**
 * Guarded routes (SPEC §2): the logo loader while the session is checked, /login for anonymous
 * visitors (with where they came from), the page for signed-in users.
 */
export function RequireAuth() {
  const status = useSessionStore((s) => s.status);
  const location = useLocation();
  if (status === 'unknown') return <FullScreenLoader />;
  // /logout ends the session itself and then opens the home page: the guard must not race it to
  // /login (which renderer's effects run first is not ours to rely on).
  if (status !== 'authenticated' && location.pathname !== paths.logout.path) {
    return <Navigate to={paths.login.path} state={{ from: location }} replace />;
  }
  return <Outlet />;
}

/**
 * /login and /kayit: a visitor who already holds an access value on arrival goes to the home page.
 * Decided once, when the page opens: a session created by the form on this page must not bounce
 * the visitor to `/` before the form sends them where they were going.
 */
export function RedirectIfHasAccess() {
  const [hadAccess] = useState(
    () => hasStoredAccess() || useSessionStore.getState().status === 'authenticated',
  );
  if (hadAccess) return <Navigate to={paths.home.path} replace />;
  return <Outlet />;
}
