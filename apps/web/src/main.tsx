// First: it configures zod before any schema is built (see the module).
import './lib/zod-setup';
import './styles/index.css';
import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './app/provider';
import { appRoutes, getRouter } from './app/router';
import { replayEarlyClicks, setHydrating, yieldTask } from './lib/hydrate-later';
import { queryClient } from './lib/query-client';
import { readSsrState } from './lib/ssr-state';

function App() {
  return (
    <AppProvider>
      <RouterProvider router={getRouter()} />
    </AppProvider>
  );
}

/**
 * A server-rendered page hydrates only once the code of its routes is here (they are lazy
 * chunks): the router must render the same tree the server did, not its loading fallback.
 */
async function loadMatchedRoutes() {
  const matches = matchRoutes(appRoutes, window.location) ?? [];
  const loading: Promise<void>[] = [];
  for (const { route } of matches) {
    const lazy = route.lazy;
    if (typeof lazy !== 'function') continue;
    // Each chunk's start (its module preloads are added to the page) in a task of its own.
    await yieldTask();
    loading.push(
      lazy().then((loaded) => {
        Object.assign(route, { ...loaded, lazy: undefined });
      }),
    );
  }
  await Promise.all(loading);
}

async function start() {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const ssr = readSsrState();
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  if (ssr) {
    // Three tasks before the page hydrates, each short on a phone: evaluating the modules,
    // matching the routes (their chunks start loading), and creating the router; then the
    // page, and its deferred parts one per task (lib/hydrate-later).
    await yieldTask();
    hydrate(queryClient, ssr.queries);
    await loadMatchedRoutes();
    await yieldTask();
    getRouter(ssr.router);
    await yieldTask();
    startTransition(() => {
      // Parts in HydrateLater follow, one task each (lib/hydrate-later).
      replayEarlyClicks();
      setHydrating(true);
      try {
        hydrateRoot(root, app);
      } finally {
        setHydrating(false);
      }
    });
    return;
  }
  // The first render as a transition: React builds the shell in small slices instead of one
  // long task, so the page answers input while its JavaScript starts (Total Blocking Time).
  startTransition(() => {
    createRoot(root).render(app);
  });
}

void start();
