import { Outlet, ScrollRestoration } from 'react-router';
import { AppShell } from '@/app/layout/app-shell';
import { CookieBanner } from '@/features/privacy';

/** Every page renders inside the shell (header, main, footer). */
export function RootLayout() {
  return (
    <AppShell banner={<CookieBanner />}>
      <Outlet />
      <ScrollRestoration />
    </AppShell>
  );
}
