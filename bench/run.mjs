// `npm run bench [-- --duration 10 --connections 10 --scenario foundation|catalogue|pages]`
// Starts the bare route and the real server pinned to CPU 0 and loads them from this process
// pinned to CPU 1, then writes the figures (and ratios to the bare route) into bench/README.md.
// Engine: PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite.
// `--databases url1,url2` runs the scenario on each database in turn (same build, one bare
// ceiling) and writes one side-by-side table, so how the cost grows with the catalogue is seen.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { hasTaskset, pinLoadToCpu1, root, startProcess, stop } from './processes.mjs';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    scenario: { type: 'string', default: 'foundation' },
    'no-write': { type: 'boolean', default: false },
    databases: { type: 'string' },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
pinLoadToCpu1();

/** Loads one URL, or cycles every connection through `paths` (cold caches, many objects). */
async function load(url, paths, warm = []) {
  const requests = paths?.map((path) => ({ method: 'GET', path }));
  // What a row's title says is cached is asked once first (e.g. each query's matches).
  const origin = new URL(url).origin;
  for (const path of warm) await fetch(`${origin}${path}`).then((r) => r.arrayBuffer());
  const opts = { url, connections, ...(requests ? { requests } : {}) };
  // Warm caches and lazy renders first (a rotation is not warmed: it measures the cold path).
  if (!requests) await autocannon({ ...opts, duration: 2 });
  const r = await autocannon({ ...opts, duration });
  if (r.non2xx > 0 || r.errors > 0)
    throw new Error(`${url}: ${r.non2xx} non-2xx, ${r.errors} errors`);
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    requests: r.requests.total,
  };
}

const scenarios = {
  foundation: [
    { name: 'health (database ping)', path: '/api/health' },
    { name: 'category tree', path: '/api/urun/api/categories/' },
    { name: 'home page data', path: '/api/urun/api/home/' },
    { name: 'app shell (index.html)', path: '/kategori/1' },
  ],
};
const dynamic = { catalogue: catalogueScenario, pages: pagesScenario };
if (!scenarios[args.scenario] && !dynamic[args.scenario])
  throw new Error(`unknown scenario ${args.scenario}`);
const databases = args.databases?.split(',').filter(Boolean) ?? [];
if (args.scenario === 'catalogue' && !process.env.DATABASE_URL && databases.length === 0)
  throw new Error('the catalogue scenario runs on PostgreSQL seeded by `npm run seed:large`');

/**
 * Issue 4's catalogue on the large generated catalogue: product detail, a category listing with
 * three filters and its facets, and a ranked search — each once hot (one URL, its caches warm)
 * and once cold (every request a different product, filter set or query).
 */
async function catalogueScenario(base) {
  const get = async (path) => {
    const res = await fetch(`${base}${path}`);
    if (!res.ok) throw new Error(`${path}: ${res.status}`);
    return res.json();
  };
  // About 10,000 distinct products: more than a 10 s run requests, so each is a cache miss.
  const slugs = new Set();
  for (const sort of ['best_selling', 'newest', 'price_asc', 'price_desc', 'most_reviewed'])
    for (let page = 1; page <= 20; page++)
      for (const r of (await get(`/api/urun/api/products/?sort=${sort}&page=${page}&page_size=100`))
        .results)
        slugs.add(r.slug);
  const tree = await get('/api/urun/api/categories/');
  const top = [...tree].sort((a, b) => b.product_count - a.product_count)[0];
  const facets = (await get(`/api/urun/api/products/?category=${top.id}&page_size=1`)).facets;
  const brands = facets.brands.map((b) => b.id);
  // A serving process reads the catalogue into memory as it starts (ADR 052): wait until the
  // listing answers from it, so no row measures the read itself.
  for (let k = 0; ; k++) {
    const res = await fetch(`${base}/api/urun/api/products/?category=${top.id}&min_price=${k}`);
    await res.arrayBuffer();
    const timing = res.headers.get('server-timing');
    // No header: a build before ADR 052; 600 tries: a minute, go on.
    if (timing === null || timing.includes('memory') || k > 600) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const listing = (brand, min) =>
    `/api/urun/api/products/?category=${top.id}&brand=${brand}&in_stock=true&min_price=${min}`;
  // Every request its own filter set (brand × minimum price): page and facets both computed.
  const coldListings = [];
  for (let k = 0; k < 300; k++) for (const b of brands) coldListings.push(listing(b, k * 1000));
  const queries = [
    'kirmizi elbise',
    'telefon',
    'ayakkabılar',
    'samsung',
    'kahve makinesi',
    'spor ayakkabi',
    'dizustu bilgisayar',
    'bebek arabası',
    'motor yagi',
    'kulaklik',
    'KIRMIZI',
    'çiçek',
    'parfum',
    'tencere seti',
    'lastik',
    'akilli saat',
    'kitap',
    'nevresim',
    'mont',
    'elbse',
  ];
  const search = (q, min) =>
    `/api/urun/api/search/?q=${encodeURIComponent(q)}${min === undefined ? '' : `&min_price=${min}`}`;
  const coldSearches = [];
  for (let k = 0; k < 500; k++) for (const q of queries) coldSearches.push(search(q, k * 100));
  const shuffle = (xs) => {
    let seed = 42;
    const out = xs.slice();
    for (let i = out.length - 1; i > 0; i--) {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      const j = seed % (i + 1);
      [out[i], out[j]] = [out[j], out[i]];
    }
    return out;
  };
  const detail = [...slugs].map((s) => `/api/urun/api/products/${s}/`);
  return [
    {
      short: 'product detail (cached)',
      name: 'product detail, one product (cached)',
      path: detail[0],
    },
    {
      short: 'product detail (uncached)',
      name: `product detail, ${detail.length} products in turn (uncached)`,
      path: detail[0],
      paths: shuffle(detail),
    },
    {
      short: 'category listing + facets (cached)',
      name: `category listing + facets (${top.name}, 3 filters; cached)`,
      path: listing(brands[0], 50000),
    },
    {
      short: 'category listing + facets (uncached)',
      name: `category listing + facets, ${coldListings.length} filter sets in turn (uncached)`,
      path: coldListings[0],
      paths: shuffle(coldListings),
    },
    {
      short: 'ranked search (cached)',
      name: 'ranked search "kirmizi elbise" (cached)',
      path: search('kirmizi elbise'),
    },
    {
      short: 'ranked search (uncached)',
      name: `ranked search, ${queries.length} queries × ${coldSearches.length / queries.length} price filters in turn (matches cached, page and facets not)`,
      path: coldSearches[0],
      paths: shuffle(coldSearches),
      warm: queries.map((q) => search(q)),
    },
  ];
}

/**
 * Server rendering (ADR 046): the HTML of public pages as a visitor's first request gets it,
 * against the plain shell of a page the browser renders and the API answer a rendered product
 * page is made of. The API's own caches are warm in every row: these figures are the render.
 */
async function pagesScenario(base) {
  const page = await (await fetch(`${base}/api/urun/api/products/?page_size=60`)).json();
  const slugs = page.results.map((r) => r.slug);
  const [top] = await (await fetch(`${base}/api/urun/api/categories/`)).json();
  // Every product's API answer cached first, so the rotation measures the render only.
  for (const s of slugs) await fetch(`${base}/api/urun/api/products/${s}/`);
  return [
    { name: 'plain shell, rendered by the browser (login)', path: '/login' },
    { name: 'product API answer (cached)', path: `/api/urun/api/products/${slugs[0]}/` },
    { name: 'product page, server-rendered', path: `/urun-detay/${slugs[0]}` },
    {
      short: 'product pages in turn, server-rendered',
      name: `${slugs.length} product pages in turn, server-rendered`,
      path: `/urun-detay/${slugs[0]}`,
      paths: slugs.map((s) => `/urun-detay/${s}`),
    },
    { name: 'home page, server-rendered', path: '/' },
    { name: 'category page, server-rendered', path: `/kategori/${top.id}` },
    { name: 'search page, server-rendered', path: '/search?q=ceket' },
  ];
}

const engine = process.env.DATABASE_URL || databases.length ? 'PostgreSQL' : 'PGlite (embedded)';
const results = [];

const barePort = 3901;
const bare = await startProcess(
  process.execPath,
  ['bench/bare-server.mjs'],
  { PORT: String(barePort) },
  'ready',
);
const ceiling = await load(`http://127.0.0.1:${barePort}/bare`);
await stop(bare);
results.push({ name: 'bare Fastify JSON route (ceiling)', ...ceiling, ratio: 1 });

const appPort = 3902;

/** Starts the server on one database (or PGlite), runs the scenario, stops it. */
async function runOn(databaseUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'carsi-bench-'));
  const server = await startProcess(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/server.ts'],
    {
      PORT: String(appPort),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    'Çarşı çalışıyor',
  );
  const out = [];
  let products = null;
  try {
    const base = `http://127.0.0.1:${appPort}`;
    products = (await (await fetch(`${base}/api/urun/api/products/?page_size=1`)).json()).count;
    const list = scenarios[args.scenario] ?? (await dynamic[args.scenario](base));
    for (const s of list) {
      const r = await load(`${base}${s.path}`, s.paths, s.warm);
      out.push({
        short: s.short ?? s.name,
        name: `${s.name} — \`GET ${s.path}\``,
        ...r,
        ratio: r.rps / ceiling.rps,
      });
    }
  } finally {
    await stop(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { products, results: out };
}

const runs = [];
if (databases.length === 0) results.push(...(await runOn(undefined)).results);
else
  for (const url of databases) {
    const run = await runOn(url);
    runs.push({ database: new URL(url).pathname.slice(1), ...run });
  }

const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
const date = new Date().toISOString().slice(0, 10);
const header = `Run ${date} · engine: ${engine} · ${connections} connections · ${duration} s per route · ${machine}${hasTaskset ? ' · server on CPU 0, load on CPU 1' : ''}`;
const fmtCount = (n) => (n === null ? '?' : n.toLocaleString('en-US'));
const table =
  runs.length === 0
    ? [
        header,
        '',
        '| route | req/s | p50 ms | p99 ms | ratio to bare |',
        '|---|---:|---:|---:|---:|',
        ...results.map(
          (r) =>
            `| ${r.name} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.ratio.toFixed(3)} |`,
        ),
      ].join('\n')
    : [
        `${header} · bare route ${Math.round(ceiling.rps)} req/s`,
        '',
        `Databases: ${runs.map((r) => `\`${r.database}\` (${fmtCount(r.products)} products)`).join(', ')}, one server build, one after the other. "×" is the first database's req/s over the last's: how much dearer a request got.`,
        '',
        `| route | ${runs.map((r) => `${r.database} req/s | p50 ms | p99 ms | ratio to bare`).join(' | ')} | × |`,
        `|---|${runs.map(() => '---:|---:|---:|---:|').join('')}---:|`,
        ...runs[0].results.map((first, i) => {
          const cells = runs.map((run) => {
            const r = run.results[i];
            return `${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${r.ratio.toFixed(3)}`;
          });
          const last = runs.at(-1).results[i];
          return `| ${first.short} | ${cells.join(' | ')} | ${(first.rps / last.rps).toFixed(1)} |`;
        }),
      ].join('\n');
console.log(`\n${table}\n`);

mkdirSync(join(root, 'bench/.results'), { recursive: true });
writeFileSync(
  join(root, `bench/.results/${args.scenario}-${Date.now()}.json`),
  JSON.stringify({ engine, machine, ceiling, results, runs }, null, 2),
);
if (!args['no-write']) {
  const readme = join(root, 'bench/README.md');
  const begin = `<!-- results:${args.scenario}:${runs.length ? 'scale' : engine.startsWith('Postgre') ? 'pg' : 'pglite'} -->`;
  const end = '<!-- /results -->';
  const text = readFileSync(readme, 'utf8');
  const start = text.indexOf(begin);
  const stopAt = text.indexOf(end, start);
  if (start >= 0 && stopAt > start) {
    writeFileSync(
      readme,
      text.slice(0, start + begin.length) + `\n${table}\n` + text.slice(stopAt),
    );
    console.log(`bench/README.md updated (${begin})`);
  }
}
