// Server rendering of the public pages (ADR 046). Built by `vite build --ssr` into one
// self-contained module (apps/web/dist-server/entry-server.mjs) that the server's web plugin
// imports; the browser never loads this file.
import './lib/zod-setup';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { setApiTransport } from './lib/api-client';
import { createQueryClient } from './lib/query-client';
import { AppProvider } from './app/provider';
import { appRoutes } from './app/router';
import type { RouteHandle } from './app/routes/coming-soon';
import { SSR_STATE_ELEMENT_ID, type SsrState } from './lib/ssr-state';

/** Pages a crawler or a first-time visitor lands on: rendered here, hydrated in the browser. */
const RENDERED_PAGES = new Set([
  'home',
  'productDetail',
  'category',
  'subCategory',
  'search',
  'bestSellers',
  'superDeals',
  'shop',
]);

/** Render passes: each one may reveal queries that depend on data the one before fetched. */
const MAX_PASSES = 4;

export type ApiFetch = (url: string, init: RequestInit) => Promise<Response>;

export interface RenderResult {
  /** The app's markup for <div id="root">. */
  html: string;
  /** A non-executable JSON script (the CSP allows no inline code) the browser hydrates from. */
  stateScript: string;
}

const handler = createStaticHandler(appRoutes);

function isRenderedPage(context: StaticHandlerContext): boolean {
  const leaf = context.matches[context.matches.length - 1];
  const key = (leaf?.route.handle as RouteHandle | undefined)?.key;
  if (key === undefined) return false;
  return RENDERED_PAGES.has(key) || key.startsWith('info.');
}

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: unknown }).enabled;
  if (typeof enabled === 'function') return (enabled as (q: Query) => boolean)(query) !== false;
  return enabled !== false;
}

/** Queries a render asked for and nobody has fetched yet. */
function unfetched(client: QueryClient, tried: Set<string>): Query[] {
  return client
    .getQueryCache()
    .getAll()
    .filter(
      (q) =>
        q.state.status === 'pending' &&
        q.state.fetchStatus === 'idle' &&
        !tried.has(q.queryHash) &&
        typeof q.options.queryFn === 'function' &&
        isEnabled(q),
    );
}

/** JSON safe inside a <script> element: no `</script>` or `<!--` can close or bend it. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The page at `url` as HTML, or null when it is not a server-rendered page (the browser then
 * renders it from the plain shell). Data comes through `apiFetch` (the API in this process):
 * the page is rendered, the queries it asked for are fetched, and it is rendered again until
 * no new query appears. The browser gets the fetched data with the page, so it neither shows a
 * skeleton nor asks again.
 */
export async function render(url: string, apiFetch: ApiFetch): Promise<RenderResult | null> {
  setApiTransport(apiFetch);
  const context = await handler.query(new Request(new URL(url, 'http://localhost')));
  if (context instanceof Response || context.errors || !isRenderedPage(context)) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const client = createQueryClient({ server: true });
  const tried = new Set<string>();
  let html = '';
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    html = renderToString(
      <StrictMode>
        <AppProvider client={client}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </StrictMode>,
    );
    const pending = unfetched(client, tried);
    if (pending.length === 0) break;
    for (const q of pending) tried.add(q.queryHash);
    // A failed read leaves its query pending: the browser asks again (and shows its error).
    await Promise.all(pending.map((q) => q.fetch().catch(() => undefined)));
  }
  const state: SsrState = {
    router: { loaderData: context.loaderData, actionData: context.actionData },
    queries: dehydrate(client),
  };
  return {
    html,
    stateScript: `<script type="application/json" id="${SSR_STATE_ELEMENT_ID}">${scriptJson(state)}</script>`,
  };
}
