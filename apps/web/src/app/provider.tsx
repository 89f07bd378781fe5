import { QueryClientProvider } from '@tanstack/react-query';
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

export function AppProvider({ children }: { children: ReactNode }) {
  useBootstrapSession();
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <LiveNotifications />
      <AppToaster />
    </QueryClientProvider>
  );
}
