// Server rendering of the public pages (ADR 046). Built by `vite build --ssr` into one
// self-contained module (apps/web/dist-server/entry-server.mjs) that the server's web plugin
// imports; the browser never loads this file.
import './lib/zod-setup';
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchPath,
  type RouteObject,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { setApiTransport } from './lib/api-client';
import { renderingOnServer } from './lib/hydrate-later';
import { createQueryClient } from './lib/query-client';
import { AppProvider } from './app/provider';
import { appRoutes } from './app/router';
import type { RouteHandle } from './app/routes/coming-soon';
import { SSR_STATE_ELEMENT_ID, type SsrState } from './lib/ssr-state';

renderingOnServer();

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
  // The device's cart: its frame (header, heading, a skeleton where the lines go) paints before
  // the scripts; the lines come from this browser's storage once the page runs.
  'guestCart',
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

function isRenderedKey(handle: unknown): boolean {
  const key = (handle as RouteHandle | undefined)?.key;
  if (key === undefined) return false;
  return RENDERED_PAGES.has(key) || key.startsWith('info.');
}

function isRenderedPage(context: StaticHandlerContext): boolean {
  return isRenderedKey(context.matches[context.matches.length - 1]?.route.handle);
}

/** The full path patterns of the rendered pages, collected once from the route table. */
function renderedPatterns(routes: readonly RouteObject[], base = ''): string[] {
  const out: string[] = [];
  for (const route of routes) {
    const path = route.path
      ? route.path.startsWith('/')
        ? route.path
        : `${base.replace(/\/$/, '')}/${route.path}`
      : base || '/';
    if ((route.index || route.path) && isRenderedKey(route.handle)) out.push(path);
    if (route.children) out.push(...renderedPatterns(route.children, route.path ? path : base));
  }
  return out;
}

const RENDERED_PATTERNS = renderedPatterns(appRoutes);

/**
 * Whether `pathname` is a page rendered here: a cheap check before any rendering work
 * (React Router's `matchRoutes` ranks the whole table on every call, ~1.4 ms).
 */
export function renders(pathname: string): boolean {
  return RENDERED_PATTERNS.some(
    (path) => matchPath({ path, caseSensitive: true, end: true }, pathname) !== null,
  );
}

/** One API read a render made, as the page's cache entry remembers it. */
interface Read {
  url: string;
  status: number;
  body: string;
}

interface CachedPage {
  /** The reads the render made, in order: asked again to see whether anything changed. */
  urls: string[];
  digest: string;
  result: RenderResult;
  bytes: number;
}

/**
 * Rendered pages by URL, reused only while every API answer they were made of is the same
 * (compared by digest): a page is never staler than the API's own caches, whose invalidation
 * (a price change, a new review) it follows without knowing about it.
 */
const pageCache = new Map<string, CachedPage>();
const PAGE_CACHE_BYTES = 32 * 1024 * 1024;
let pageCacheBytes = 0;

function remember(url: string, page: CachedPage) {
  const old = pageCache.get(url);
  if (old) {
    pageCacheBytes -= old.bytes;
    pageCache.delete(url);
  }
  pageCache.set(url, page);
  pageCacheBytes += page.bytes;
  // Oldest first (a Map keeps insertion order; a hit re-inserts).
  for (const [key, entry] of pageCache) {
    if (pageCacheBytes <= PAGE_CACHE_BYTES) break;
    pageCache.delete(key);
    pageCacheBytes -= entry.bytes;
  }
}

function digestOf(reads: readonly Read[]): string {
  const h = createHash('sha1');
  for (const r of reads) h.update(`${r.url}\n${r.status}\n${r.body}\n`);
  return h.digest('base64');
}

/** The request being rendered: its way to the API, and the reads it made. */
const current = new AsyncLocalStorage<{ apiFetch: ApiFetch; reads: Read[] }>();

setApiTransport(async (url, init) => {
  const request = current.getStore();
  if (!request) throw new Error('An API read outside a server render');
  const res = await request.apiFetch(url, init);
  const body = await res.text();
  request.reads.push({ url, status: res.status, body });
  return new Response(res.status === 204 ? null : body, {
    status: res.status,
    headers: res.headers,
  });
});

async function readAll(urls: readonly string[], apiFetch: ApiFetch): Promise<Read[]> {
  return Promise.all(
    urls.map(async (url) => {
      const res = await apiFetch(url, { method: 'GET' });
      return { url, status: res.status, body: await res.text() };
    }),
  );
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
 * skeleton nor asks again. A page rendered before is sent again while the API gives the same
 * answers to the same reads.
 */
export async function render(url: string, apiFetch: ApiFetch): Promise<RenderResult | null> {
  const cached = pageCache.get(url);
  if (cached) {
    const reads = await readAll(cached.urls, apiFetch);
    if (digestOf(reads) === cached.digest) {
      remember(url, cached);
      return cached.result;
    }
  }
  const reads: Read[] = [];
  const result = await current.run({ apiFetch, reads }, () => renderPage(url));
  if (result) {
    // Reads finish in any order: the digest and the re-check go by URL order.
    reads.sort((a, b) => (a.url < b.url ? -1 : a.url > b.url ? 1 : 0));
    remember(url, {
      urls: reads.map((r) => r.url),
      digest: digestOf(reads),
      result,
      bytes: (result.html.length + result.stateScript.length) * 2,
    });
  }
  return result;
}

async function renderPage(url: string): Promise<RenderResult | null> {
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
