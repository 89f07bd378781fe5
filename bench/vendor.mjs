// `DATABASE_URL=postgres://… npm run bench:vendor [-- --duration 10 --items 100000]`
// The seller's figures on a business with 100,000 order items (issue 12): the overview
// (metrics), the orders list (when its route exists), analytics (30 and 365 days) and one page of
// sold items, each at 10 connections for `duration` seconds, p50/p99 and the ratio to the bare
// Fastify route measured in the same run (server on CPU 0, load on CPU 1). Target: p99 ≤ 50 ms.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import pg from 'pg';
import { hasTaskset, pinLoadToCpu1, root, startProcess, stop } from './processes.mjs';

const { values: args } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    items: { type: 'string', default: '100000' },
    'no-write': { type: 'boolean', default: false },
  },
});
const duration = Number(args.duration);
const connections = Number(args.connections);
if (!process.env.DATABASE_URL)
  throw new Error('the seller-figures benchmark runs on PostgreSQL (DATABASE_URL)');
pinLoadToCpu1();
const start = (argv, env, readyText) => startProcess(process.execPath, argv, env, readyText);

// A database of its own: migrated by the server's first start (no demo seed), then filled here.
const admin = new URL(process.env.DATABASE_URL);
const dbName = `carsi_bench_vendor_${process.pid}`;
const adminClient = new pg.Client({ connectionString: admin.toString() });
await adminClient.connect();
await adminClient.query(`CREATE DATABASE ${dbName}`);
const dbUrl = new URL(admin);
dbUrl.pathname = `/${dbName}`;
const secret = randomBytes(32).toString('hex');

const bare = await start(['bench/bare-server.mjs'], { PORT: '3921' }, 'ready');
const ceiling = await autocannon({ url: 'http://127.0.0.1:3921/bare', connections, duration });
await stop(bare);

const dataDir = mkdtempSync(join(tmpdir(), 'carsi-bench-vendor-'));
const port = 3922;
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
let server = await start(['--import', 'tsx', 'apps/server/src/server.ts'], env, 'Çarşı çalışıyor');
const rows = [];
let seedSeconds = 0;
try {
  const t0 = Date.now();
  const setup = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/seed/bench-vendor.ts'],
    {
      cwd: root,
      env: { ...process.env, ...env, BENCH_ITEMS: args.items },
      encoding: 'utf8',
    },
  );
  if (setup.status !== 0) throw new Error(setup.stderr);
  seedSeconds = (Date.now() - t0) / 1000;
  const { access } = JSON.parse(setup.stdout.trim().split('\n').at(-1));
  // A fresh process: no plan or cache warmed by the seeding.
  await stop(server);
  server = await start(['--import', 'tsx', 'apps/server/src/server.ts'], env, 'Çarşı çalışıyor');
  const base = `http://127.0.0.1:${port}/api/vendor/api/dashboard`;
  const headers = { authorization: `Bearer ${access}` };
  const routes = [
    ['overview (metrics)', `${base}/metrics/`],
    ['orders list, first page', `${base}/orders/`],
    ['analytics, 30 days', `${base}/analytics/?period=30`],
    ['analytics, 365 days', `${base}/analytics/?period=365`],
    ['sold items, first page', `${base}/sold-items/`],
  ];
  for (const [name, url] of routes) {
    // The first request computes (the figures are then cached for 30–60 s, ADR 028): timed on
    // its own, alone on the server, as the "uncached" column.
    const t0 = performance.now();
    const probe = await fetch(url, { headers });
    await probe.arrayBuffer();
    const cold = Math.round(performance.now() - t0);
    if (probe.status === 404) {
      rows.push({ name, missing: true });
      continue;
    }
    if (probe.status !== 200) throw new Error(`${name}: ${probe.status}`);
    await autocannon({ url, headers, connections, duration: 2 }); // warm-up
    const r = await autocannon({ url, headers, connections, duration });
    rows.push({
      name,
      cold,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      errors: r.errors + r.non2xx,
    });
  }
} finally {
  await stop(server);
  rmSync(dataDir, { recursive: true, force: true });
  // BENCH_KEEP=1 leaves the database for EXPLAIN (its name is printed).
  if (process.env.BENCH_KEEP) console.log(`kept database ${dbName}`);
  else await adminClient.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await adminClient.end();
}

const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
const table = [
  `Run ${new Date().toISOString().slice(0, 10)} · engine: PostgreSQL · one business, ${Number(args.items).toLocaleString('en')} order items over 400 days (seeded in ${seedSeconds.toFixed(0)} s) · ${connections} connections · ${duration} s each · ${machine}${hasTaskset ? ' · server on CPU 0, load on CPU 1' : ''}`,
  '',
  '| route | uncached ms (first request) | req/s | p50 ms | p99 ms | ratio to bare (req/s) | p99 ≤ 50 ms |',
  '|---|---:|---:|---:|---:|---:|:-:|',
  `| bare Fastify JSON route (ceiling) | | ${Math.round(ceiling.requests.average)} | ${ceiling.latency.p50} | ${ceiling.latency.p99} | 1.000 | |`,
  ...rows.map((r) =>
    r.missing
      ? `| ${r.name} | — | — | — | — | not in this build | |`
      : `| ${r.name}${r.errors ? ` (${r.errors} errors)` : ''} | ${r.cold} | ${Math.round(r.rps)} | ${r.p50} | ${r.p99} | ${(r.rps / ceiling.requests.average).toFixed(3)} | ${r.p99 <= 50 ? 'yes' : 'no'} |`,
  ),
].join('\n');
console.log(`\n${table}\n`);
if (!args['no-write']) {
  const readme = join(root, 'bench/README.md');
  const begin = '<!-- results:vendor:pg -->';
  const end = '<!-- /results -->';
  const text = readFileSync(readme, 'utf8');
  const s = text.indexOf(begin);
  const e = text.indexOf(end, s);
  if (s >= 0 && e > s) {
    writeFileSync(readme, text.slice(0, s + begin.length) + `\n\n${table}\n\n` + text.slice(e));
    console.log('bench/README.md updated');
  }
}
