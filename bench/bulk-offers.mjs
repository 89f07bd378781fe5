// `DATABASE_URL=postgres://… npm run bench:bulk-offers [-- --rows 10000 --no-write]`
// Bulk price & stock (issue 13): a business with 10,000 offers uploads a 10,000-row CSV that
// changes every price, list price and stock (half of the products also have a second seller, so
// the summary refresh has real work). Measured: upload → job done (target ≤ 10 s), the same file
// again (every row "değişiklik yok"), then whether listings, product pages and search show the
// new prices. The server runs on CPU 0 when `taskset` exists.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { hasTaskset, pinLoadToCpu1, root, startProcess, stop } from './processes.mjs';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '10000' },
    'no-write': { type: 'boolean', default: false },
  },
});
const n = Number(args.rows);
if (!process.env.DATABASE_URL)
  throw new Error('the bulk price & stock benchmark runs on PostgreSQL (DATABASE_URL)');
pinLoadToCpu1();

const admin = new URL(process.env.DATABASE_URL);
const dbName = `carsi_bench_bulk_${process.pid}`;
const adminClient = new pg.Client({ connectionString: admin.toString() });
await adminClient.connect();
await adminClient.query(`CREATE DATABASE ${dbName}`);
const dbUrl = new URL(admin);
dbUrl.pathname = `/${dbName}`;
const secret = randomBytes(32).toString('hex');
const dataDir = mkdtempSync(join(tmpdir(), 'carsi-bench-bulk-'));
const port = 3923;
const env = {
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: dbUrl.toString(),
  APP_SECRET: secret,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  SEED: 'none',
  JOBS: 'off',
  RATE_LIMIT_SCALE: '1000',
};
const start = () =>
  startProcess(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/server.ts'],
    env,
    'Çarşı çalışıyor',
  );

const result = {};
let server = await start();
const db = new pg.Client({ connectionString: dbUrl.toString() });
try {
  const t0 = Date.now();
  const setup = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/seed/bench-offers.ts'],
    {
      cwd: root,
      env: { ...process.env, ...env, BENCH_OFFERS: String(n) },
      encoding: 'utf8',
    },
  );
  if (setup.status !== 0) throw new Error(setup.stderr);
  result.seedSeconds = (Date.now() - t0) / 1000;
  const { access, businessId } = JSON.parse(setup.stdout.trim().split('\n').at(-1));
  await stop(server);
  server = await start();
  await db.connect();

  const base = `http://127.0.0.1:${port}/api`;
  const auth = { authorization: `Bearer ${access}` };
  const first = await fetch(`${base}/vendor/api/offers/?page=1`, { headers: auth });
  const csrf = first.headers
    .getSetCookie()
    .find((c) => c.startsWith('aq_csrf='))
    .split(';')[0]
    .slice('aq_csrf='.length);

  // The template, then every row changed: price +1 TL ("1.234,56" Turkish decimals), list price
  // +2 TL, stock 7.
  const tpl = await fetch(`${base}/vendor/api/offers/bulk/template/`, { headers: auth });
  const lines = (await tpl.text())
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  if (lines.length - 1 !== n) throw new Error(`template has ${lines.length - 1} rows`);
  const tl = (kurus) =>
    new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2 }).format(kurus / 100);
  const parse = (s) => Math.round(Number(s.replace(/\./g, '').replace(',', '.')) * 100);
  const expected = new Map();
  const rows = lines.slice(1).map((line) => {
    const [barcode, sku, price, list] = line.split(';');
    const p = parse(price) + 100;
    expected.set(barcode, p);
    return [barcode, sku, tl(p), tl(parse(list) + 200), '7'].join(';');
  });
  const csv = `\uFEFF${lines[0]}\r\n${rows.join('\r\n')}\r\n`;

  const upload = async () => {
    const form = new FormData();
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'fiyatlar.csv');
    const t = performance.now();
    const res = await fetch(`${base}/vendor/api/offers/bulk/`, {
      method: 'POST',
      headers: { ...auth, 'x-csrf-token': csrf, cookie: `aq_csrf=${csrf}` },
      body: form,
    });
    if (res.status !== 202) throw new Error(`upload: ${res.status} ${await res.text()}`);
    const { job_id } = await res.json();
    const accepted = performance.now() - t;
    for (;;) {
      const j = await (
        await fetch(`${base}/vendor/api/offers/bulk/${job_id}/`, { headers: auth })
      ).json();
      if (j.state === 'tamamlandi' || j.state === 'basarisiz')
        return { job: j, accepted, done: performance.now() - t };
      await new Promise((r) => setTimeout(r, 100));
    }
  };

  const one = await upload();
  result.first = one;
  const two = await upload();
  result.second = two;

  // The listing summary, the product page and search after the upload.
  const { rows: wrong } = await db.query(
    `SELECT count(*)::int AS n FROM products p
       JOIN variants v ON v.product_id = p.id
       JOIN offers o ON o.variant_id = v.id AND o.business_id = $1
      WHERE p.min_price <> (SELECT min(x.price) FROM offers x WHERE x.variant_id = v.id AND x.is_active)
         OR o.stock <> 7`,
    [businessId],
  );
  result.summaryMismatches = wrong[0].n;
  const { rows: sample } = await db.query(
    `SELECT p.slug, p.title, v.barcode, p.min_price FROM products p JOIN variants v ON v.product_id = p.id
      WHERE v.id % 2 = 1 AND p.slug LIKE 'toplu-%' ORDER BY p.id LIMIT 3`,
  );
  const checks = [];
  for (const s of sample) {
    const detail = await (await fetch(`${base}/urun/api/products/${s.slug}/`)).json();
    const found = await (
      await fetch(`${base}/urun/api/search/?q=${encodeURIComponent(s.title.split(' ').at(-1))}`)
    ).json();
    const hit = found.results?.find((r) => r.slug === s.slug);
    checks.push({
      slug: s.slug,
      expected: expected.get(s.barcode),
      page: detail.price,
      search: hit?.price ?? null,
    });
  }
  result.checks = checks;
} finally {
  await db.end().catch(() => undefined);
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
  await adminClient.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await adminClient.end();
}

const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
const s = (ms) => (ms / 1000).toFixed(2);
const c = (j) =>
  `${j.counts.guncellendi} güncellendi / ${j.counts.degisiklik_yok} değişiklik yok / ${j.counts.reddedildi} reddedildi`;
const rightAfter = result.checks.every((x) => x.page === x.expected && x.search === x.expected);
const table = [
  `Run ${new Date().toISOString().slice(0, 10)} · engine: PostgreSQL · one business with ${n.toLocaleString('en')} offers (half the products with a second seller; seeded in ${result.seedSeconds.toFixed(0)} s) · ${machine}${hasTaskset ? ' · server on CPU 0, client on CPU 1' : ''}`,
  '',
  '| upload | accepted (202) s | done s | rows | result | ≤ 10 s |',
  '|---|---:|---:|---:|---|:-:|',
  `| ${n.toLocaleString('en')} rows, every offer changed | ${s(result.first.accepted)} | ${s(result.first.done)} | ${result.first.job.total} | ${c(result.first.job)} | ${result.first.done <= 10_000 ? 'yes' : 'no'} |`,
  `| the same file again | ${s(result.second.accepted)} | ${s(result.second.done)} | ${result.second.job.total} | ${c(result.second.job)} | ${result.second.done <= 10_000 ? 'yes' : 'no'} |`,
  '',
  `Afterwards: ${result.summaryMismatches} products whose listing price or stock disagrees with their offers; product page and search show the new price for ${result.checks.filter((x) => x.page === x.expected && x.search === x.expected).length} of ${result.checks.length} sampled products (${rightAfter ? 'right' : 'WRONG'}).`,
].join('\n');
console.log(`\n${table}\n`);
if (!args['no-write']) {
  const readme = join(root, 'bench/README.md');
  const begin = '<!-- results:bulk-offers:pg -->';
  const end = '<!-- /results -->';
  const text = readFileSync(readme, 'utf8');
  const at = text.indexOf(begin);
  const e = text.indexOf(end, at);
  if (at >= 0 && e > at) {
    writeFileSync(readme, text.slice(0, at + begin.length) + `\n\n${table}\n\n` + text.slice(e));
    console.log('bench/README.md updated');
  }
}
