// The OpenAPI description at /api/docs/json covers every API route the app registers: a
// Turkish summary, its success answer's schema, and the bearer requirement where the route
// declares `auth`. The route table (plugins/auth.plugin.ts) is the list of what is registered,
// so a route added without its schema fails here.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeRoute } from '../src/plugins/docs.plugin.ts';
import { buildTestApp, type TestContext } from './helper.ts';

interface Operation {
  summary?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: object }> }
  >;
}

/**
 * Routes under /api/ that are not API operations: the documentation itself (its UI, assets and
 * the JSON/YAML document). Outside /api/ nothing is described: the web app's shell and files,
 * the image renditions (/media/), robots.txt and the sitemaps are pages and files, not API.
 */
const NOT_OPERATIONS = /^\/api\/docs(\/|$)/;

/**
 * Routes that have no success by design, each with its reason: they are still described (a
 * summary and the error they answer), just without a 2xx.
 */
const NO_SUCCESS: Record<string, string> = {
  // The spec's client sends a read mark without an id when it lost one: always 400.
  'PATCH /api/notifications/vendor/notifications/read/': 'always 400',
};

/** `/x/:id/` → `/x/{id}/`, as @fastify/swagger writes paths. */
const openApiPath = (url: string) => url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

let t: TestContext;
let doc: { paths: Record<string, Record<string, Operation>> };
beforeAll(async () => {
  t = await buildTestApp({ products: 0 });
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json();
});
afterAll(async () => t?.close());

function apiRoutes() {
  return t.app.routeTable.filter((r) => r.url.startsWith('/api/') && !NOT_OPERATIONS.test(r.url));
}

function operationOf(method: string, url: string): Operation | undefined {
  return doc.paths[openApiPath(url)]?.[method.toLowerCase()];
}

describe('OpenAPI description', () => {
  it('finds the API routes in the route table', () => {
    // A guard against an empty walk passing everything below.
    expect(apiRoutes().length).toBeGreaterThan(60);
  });

  it('documents every API route with tags and a Turkish summary', () => {
    const missing = apiRoutes()
      .filter((r) => {
        const op = operationOf(r.method, r.url);
        return !op?.summary || !op.tags?.length;
      })
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    for (const r of apiRoutes()) {
      // Turkish: the summaries are written for Turkish readers, with Turkish letters somewhere.
      expect(operationOf(r.method, r.url)!.summary!.length, r.url).toBeGreaterThan(5);
    }
  });

  it('documents the success answer of every API route with its schema', () => {
    const missing: string[] = [];
    for (const r of apiRoutes()) {
      const responses = operationOf(r.method, r.url)?.responses ?? {};
      const success = Object.entries(responses).filter(([status]) => /^2\d\d$/.test(status));
      // Redirect-only routes (the bank's 3-D Secure return) answer 303 with a Location.
      const redirects = Object.entries(responses).filter(
        ([status, res]) => /^3\d\d$/.test(status) && res.description,
      );
      const described = success.some(
        ([status, res]) =>
          status === '204' ||
          Object.values(res.content ?? {}).some((media) => media.schema !== undefined),
      );
      const redirectOnly = success.length === 0 && redirects.length > 0;
      const refusesOnly = NO_SUCCESS[`${r.method} ${r.url}`] && responses['400'];
      if (!described && !redirectOnly && !refusesOnly) missing.push(`${r.method} ${r.url}`);
    }
    expect(missing).toEqual([]);
  });

  it('declares bearer security, and 401, on every route with auth', () => {
    const guarded = apiRoutes().filter((r) => r.auth);
    expect(guarded.length).toBeGreaterThan(20);
    const wrong = guarded
      .filter((r) => {
        const op = operationOf(r.method, r.url);
        return !op?.security?.some((s) => 'bearerAuth' in s) || !op.responses?.['401'];
      })
      .map((r) => `${r.method} ${r.url}`);
    expect(wrong).toEqual([]);
  });

  it('declares no security on public routes', () => {
    const wrong = apiRoutes()
      .filter((r) => !r.auth && operationOf(r.method, r.url)?.security?.length)
      .map((r) => `${r.method} ${r.url}`);
    expect(wrong).toEqual([]);
  });

  it('describes every route parameter of the path', () => {
    const wrong: string[] = [];
    for (const r of apiRoutes()) {
      const names = [...r.url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1]!);
      const documented = (operationOf(r.method, r.url)?.parameters ?? [])
        .filter((p) => p.in === 'path')
        .map((p) => p.name);
      for (const name of names)
        if (!documented.includes(name)) wrong.push(`${r.method} ${r.url} :${name}`);
    }
    expect(wrong).toEqual([]);
  });

  it('hides nothing under /api/ but the documentation itself', () => {
    const documented = new Set(
      Object.entries(doc.paths).flatMap(([path, ops]) =>
        Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
      ),
    );
    const routes = apiRoutes().map((r) => `${r.method} ${openApiPath(r.url)}`);
    expect(routes.filter((r) => !documented.has(r))).toEqual([]);
    // And nothing outside /api/ is presented as an operation.
    expect([...documented].filter((op) => !op.split(' ')[1]!.startsWith('/api/'))).toEqual([]);
  });
});

describe('describeRoute', () => {
  it('adds what a seller route declares elsewhere', () => {
    const schema = describeRoute(
      { summary: 'x', response: { 200: {} } },
      { auth: 'business', rateLimited: true },
    );
    expect(schema.security).toEqual([{ bearerAuth: [] }]);
    expect(schema.headers).toBeDefined();
    expect(Object.keys(schema.response as object).sort()).toEqual([
      '200',
      '400',
      '401',
      '403',
      '429',
    ]);
  });

  it('keeps what the route spells out and leaves hidden routes alone', () => {
    const own = { bearerAuth: ['x'] };
    expect(describeRoute({ security: [own] }, { auth: 'user' }).security).toEqual([own]);
    expect(describeRoute({ hide: true }, { auth: 'user' })).toEqual({ hide: true });
  });
});
