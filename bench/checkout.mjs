// `DATABASE_URL=postgres://… npm run bench:checkout [-- --duration 10 --buyers 50]`
// Checkout throughput (issue 5): N buyers, each in a loop "add one of 100 products to the cart →
// check out paid by the wallet" (one request makes the order: stock, wallet, order, packages).
// Orders per second, the checkout call's latency, and the ratio of orders/s to the bare Fastify
// route measured in the same run (server on CPU 0, load on CPU 1). Then, on the same server, the
// same loop with promotions (issue 14): every seller runs a "sepette %10" campaign and a public
// 10 TL coupon BENCH10 that each buyer applies to the cart before checking out (not timed), so the
// checkout prices a campaign and a coupon and takes the coupon use under its row lock.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { hasTaskset, pinLoadToCpu1, root, startProcess, stop } from './processes.mjs';
import pg from 'pg';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    buyers: { type: 'string', default: '50' },
    'no-write': { type: 'boolean', default: false },
    // Writes the server's V8 CPU profile (.cpuprofile) into this folder when it stops.
    'cpu-prof': { type: 'string' },
  },
});
const duration = Number(args.duration);
const buyers = Number(args.buyers);
if (!process.env.DATABASE_URL)
  throw new Error('the checkout benchmark runs on PostgreSQL (DATABASE_URL)');
pinLoadToCpu1();
const start = (argv, env, readyText) => startProcess(process.execPath, argv, env, readyText);

// A database of its own, seeded with the demo catalogue by the server's first start.
const admin = new URL(process.env.DATABASE_URL);
const dbName = `carsi_bench_checkout_${process.pid}`;
const adminClient = new pg.Client({ connectionString: admin.toString() });
await adminClient.connect();
await adminClient.query(`CREATE DATABASE ${dbName}`);
const dbUrl = new URL(admin);
dbUrl.pathname = `/${dbName}`;
const secret = randomBytes(32).toString('hex');

const bare = await start(['bench/bare-server.mjs'], { PORT: '3911' }, 'ready');
const ceiling = await autocannon({ url: 'http://127.0.0.1:3911/bare', connections: 10, duration });
await stop(bare);

const dataDir = mkdtempSync(join(tmpdir(), 'carsi-bench-'));
const port = 3912;
const profile = args['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${args['cpu-prof']}`] : [];
const server = await start(
  [...profile, '--import', 'tsx', 'apps/server/src/server.ts'],
  {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: dbUrl.toString(),
    APP_SECRET: secret,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // Per-shopper limits (30 checkouts a minute) are not what is measured here.
    RATE_LIMIT_SCALE: '1000',
  },
  'Çarşı çalışıyor',
);
let result;
try {
  const setup = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/seed/bench-buyers.ts'],
    {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: dbUrl.toString(),
        APP_SECRET: secret,
        BENCH_BUYERS: String(buyers),
      },
      encoding: 'utf8',
    },
  );
  if (setup.status !== 0) throw new Error(setup.stderr);
  const { buyers: list, offers } = JSON.parse(setup.stdout.trim().split('\n').at(-1));
  const base = `http://127.0.0.1:${port}/api`;
  // Each buyer's CSRF cookie, bound to its session, from one read.
  for (const b of list) {
    const res = await fetch(`${base}/urun/api/cartitemcount/`, {
      headers: { authorization: `Bearer ${b.access}` },
    });
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('aq_csrf='));
    b.csrf = cookie.split(';')[0].slice('aq_csrf='.length);
  }
  const post = (b, path, body, extra = {}) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${b.access}`,
        'content-type': 'application/json',
        'x-csrf-token': b.csrf,
        cookie: `aq_csrf=${b.csrf}`,
        ...extra,
      },
      body: JSON.stringify(body),
    });
  let latencies = [];
  let orders = 0;
  let failures = 0;
  let withCoupon = false;
  const run = async (b, until, record) => {
    let i = 0;
    while (Date.now() < until) {
      const offer = offers[(i++ * 7 + list.indexOf(b)) % offers.length];
      const add = await post(b, '/urun/api/cart/items/', { offer_id: offer, quantity: 1 });
      await add.arrayBuffer();
      if (withCoupon) {
        const applied = await post(b, '/urun/api/cart/coupons/', { code: 'BENCH10' });
        await applied.arrayBuffer();
        if (applied.status !== 200) throw new Error(`coupon: ${applied.status}`);
      }
      const t0 = performance.now();
      const res = await post(
        b,
        '/siparis/api/checkout/',
        { address_id: b.addressId, wallet_amount: 100_000_000, accept_agreements: true },
        { 'idempotency-key': randomBytes(12).toString('hex') },
      );
      await res.arrayBuffer();
      if (!record) continue;
      latencies.push(performance.now() - t0);
      if (res.status === 201) orders++;
      else failures++;
    }
  };
  const measure = async () => {
    latencies = [];
    orders = 0;
    failures = 0;
    await Promise.all(list.map((b) => run(b, Date.now() + 2000, false))); // warm-up
    const began = Date.now();
    await Promise.all(list.map((b) => run(b, began + duration * 1000, true)));
    const seconds = (Date.now() - began) / 1000;
    latencies.sort((a, b) => a - b);
    const pct = (p) =>
      Math.round(latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * p))]);
    return { ops: orders / seconds, p50: pct(0.5), p99: pct(0.99), orders, failures };
  };
  result = await measure();

  // The same loop with a campaign and a coupon at every seller of the 100 offers.
  const db = new pg.Client({ connectionString: dbUrl.toString() });
  await db.connect();
  try {
    const ids = offers.join(',');
    await db.query(`
      INSERT INTO campaigns (business_id, type, title, percent, starts_at, ends_at)
      SELECT DISTINCT business_id, 'sepette_yuzde', 'Bench sepette %10', 10,
             now() - interval '1 hour', now() + interval '1 day'
        FROM offers WHERE id IN (${ids})`);
    await db.query(`
      INSERT INTO coupons (business_id, code, code_key, kind, value, starts_at, ends_at,
                           per_user_limit, is_public)
      SELECT DISTINCT business_id, 'BENCH10', 'BENCH10', 'tutar', 1000,
             now() - interval '1 hour', now() + interval '1 day', NULL::int, true
        FROM offers WHERE id IN (${ids})`);
  } finally {
    await db.end();
  }
  withCoupon = true;
  result.promo = await measure();
} finally {
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
  await adminClient.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await adminClient.end();
}

const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
const table = [
  `Run ${new Date().toISOString().slice(0, 10)} · engine: PostgreSQL · ${buyers} buyers on 100 products · ${duration} s · ${machine}${hasTaskset ? ' · server on CPU 0, load on CPU 1' : ''}`,
  '',
  '| measure | per second | p50 ms | p99 ms | ratio to bare |',
  '|---|---:|---:|---:|---:|',
  `| bare Fastify JSON route (ceiling), requests | ${Math.round(ceiling.requests.average)} | ${ceiling.latency.p50} | ${ceiling.latency.p99} | 1.000 |`,
  `| checkout paid by wallet (add to cart → order), orders — ${result.orders} orders, ${result.failures} refused | ${result.ops.toFixed(1)} | ${result.p50} | ${result.p99} | ${(result.ops / ceiling.requests.average).toFixed(4)} |`,
  `| the same with a "sepette %10" campaign and a 10 TL coupon applied (coupon use under its row lock), orders — ${result.promo.orders} orders, ${result.promo.failures} refused | ${result.promo.ops.toFixed(1)} | ${result.promo.p50} | ${result.promo.p99} | ${(result.promo.ops / ceiling.requests.average).toFixed(4)} |`,
].join('\n');
console.log(`\n${table}\n`);
if (!args['no-write']) {
  const readme = join(root, 'bench/README.md');
  const begin = '<!-- results:checkout:pg -->';
  const end = '<!-- /results -->';
  const text = readFileSync(readme, 'utf8');
  const s = text.indexOf(begin);
  const e = text.indexOf(end, s);
  if (s >= 0 && e > s) {
    writeFileSync(readme, text.slice(0, s + begin.length) + `\n\n${table}\n\n` + text.slice(e));
    console.log('bench/README.md updated');
  }
}
