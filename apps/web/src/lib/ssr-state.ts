import type { DehydratedState } from '@tanstack/react-query';
import type { HydrationState } from 'react-router';

// What a server-rendered page carries for the browser (entry-server.tsx writes it, main.tsx
// reads it): the router's data and the query cache, in a JSON script the CSP lets through.

export const SSR_STATE_ELEMENT_ID = 'carsi-ssr';

export interface SsrState {
  router: Partial<HydrationState>;
  queries: DehydratedState;
}

/** The state of a server-rendered page, or null on a page the browser renders itself. */
export function readSsrState(): SsrState | null {
  const el = document.getElementById(SSR_STATE_ELEMENT_ID);
  if (!el?.textContent) return null;
  try {
    return JSON.parse(el.textContent) as SsrState;
  } catch {
    return null;
  }
}
