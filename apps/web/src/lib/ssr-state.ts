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
  let state: SsrState;
  try {
    state = JSON.parse(el.textContent) as SsrState;
  } catch {
    return null;
  }
  // The server checked every answer the page carries when it sent it (a page from its cache is
  // sent only while the API still gives the same answers), so the data is as fresh as the page:
  // the timestamps say when it was first fetched, and on the server's clock. Left as they are, a
  // page cached a while ago (or a browser whose clock runs ahead) would ask again at once for
  // what it carries.
  const now = Date.now();
  for (const query of state.queries.queries) {
    if (query.state.dataUpdatedAt) query.state.dataUpdatedAt = now;
  }
  return state;
}
