import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { bootstrapSession } from '@/features/auth';
import { AppToaster } from '@/lib/app-toaster';
import { LiveNotifications } from './layout/signed-in-extras';
import { queryClient } from '@/lib/query-client';

let bootstrapped = false;

/** Starts the session check once per page load (StrictMode runs effects twice in development). */
function useBootstrapSession() {
  useEffect(() => {
    if (bootstrapped) return;
    bootstrapped = true;
    void bootstrapSession();
  }, []);
}

/**
 * The providers around the router. A server render passes its own query client (one per
 * request) and must render this same tree, or React's generated ids differ on hydration.
 */
export function AppProvider({
  children,
  client = queryClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  useBootstrapSession();
  return (
    <QueryClientProvider client={client}>
      {children}
      <LiveNotifications />
      <AppToaster />
    </QueryClientProvider>
  );
}
