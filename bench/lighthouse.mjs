// `npm run bench:lighthouse`: Lighthouse performance (mobile, simulated throttling) of the home
// page, a top category and a product page, each run several times; prints the medians.
//
// It builds the web app if its sources changed, starts the production server on a fresh embedded
// database with the demo catalogue, and runs Lighthouse from the npm registry (`npx lighthouse@13`)
// against Debian's Chromium — nothing downloads a browser.
//
//   npm run bench:lighthouse
//   npm run bench:lighthouse -- --runs 5
//   npm run bench:lighthouse -- --url http://127.0.0.1:3100   # an already running server
//   LIGHTHOUSE=/tmp/lh/node_modules/.bin/lighthouse npm run bench:lighthouse   # a local install
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { ensureWebBuild } from '../scripts/ensure-web-build.mjs';
import { startProcess, stop } from './processes.mjs';

const run = promisify(execFile);
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    url: { type: 'string' },
    port: { type: 'string', default: '3100' },
  },
});
const runs = Number(args.runs);
const chrome = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chrome)) throw new Error(`Chromium not found at ${chrome} (set CHROME_PATH)`);

const [load1] = loadavg();
if (load1 > 1) {
  console.warn(`Load average ${load1.toFixed(2)}: other work shares the CPU, figures may be low.`);
}

let server = null;
let dataDir = null;
let base = args.url?.replace(/\/$/, '');
if (!base) {
  ensureWebBuild();
  dataDir = mkdtempSync(join(tmpdir(), 'carsi-lighthouse-'));
  console.log('Starting the production server on a fresh embedded database…');
  server = await startProcess(
    process.execPath,
    ['--import', 'tsx', 'apps/server/src/server.ts'],
    {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: args.port,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
    },
    'Çarşı çalışıyor',
  );
  base = `http://127.0.0.1:${args.port}`;
}

const getJson = async (path) => (await fetch(base + path)).json();
const [product] = (await getJson('/api/urun/api/products/?page_size=1')).results;
const [top] = await getJson('/api/urun/api/categories/');
const pages = [
  ['home', '/'],
  ['category', `/kategori/${top.id}`],
  ['product', `/urun-detay/${product.slug}`],
  ['search', '/search?q=ceket'],
  ['cart', '/sepet/'],
];

const lighthouse = process.env.LIGHTHOUSE
  ? [process.env.LIGHTHOUSE]
  : ['npx', '--yes', 'lighthouse@13'];
const flags = [
  '--only-categories=performance',
  '--form-factor=mobile',
  '--throttling-method=simulate',
  '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking',
  '--output=json',
  '--output-path=stdout',
  '--quiet',
];

const METRICS = [
  ['FCP s', 'first-contentful-paint', (v) => (v / 1000).toFixed(1)],
  ['LCP s', 'largest-contentful-paint', (v) => (v / 1000).toFixed(1)],
  ['TBT ms', 'total-blocking-time', (v) => Math.round(v)],
  ['CLS', 'cumulative-layout-shift', (v) => v.toFixed(3)],
  ['SI s', 'speed-index', (v) => (v / 1000).toFixed(1)],
];
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
};

/** One Lighthouse run; a run that fails to record its trace (it happens on a busy machine) is repeated. */
async function audit(url, attempts = 3) {
  for (let attempt = 1; ; attempt++) {
    try {
      const { stdout } = await run(lighthouse[0], [...lighthouse.slice(1), url, ...flags], {
        env: { ...process.env, CHROME_PATH: chrome },
        maxBuffer: 64 * 1024 * 1024,
      });
      return JSON.parse(stdout);
    } catch (err) {
      const reason = String(err.stderr ?? err.message)
        .trim()
        .split('\n')[0];
      if (attempt >= attempts) throw new Error(`Lighthouse failed on ${url}: ${reason}`);
      console.warn(`Lighthouse failed (${reason}); again.`);
    }
  }
}

const rows = [];
try {
  for (const [name, path] of pages) {
    const samples = [];
    for (let i = 1; i <= runs; i++) {
      const lhr = await audit(base + path);
      const sample = { score: Math.round(lhr.categories.performance.score * 100) };
      for (const [, id] of METRICS) sample[id] = lhr.audits[id].numericValue;
      samples.push(sample);
      // Which element the largest paint was, and what its time was made of.
      const lcp = lhr.audits['lcp-breakdown-insight']?.details?.items ?? [];
      const node = lcp.find((item) => item.type === 'node');
      const parts = (lcp.find((item) => item.type === 'table')?.items ?? [])
        .map((p) => `${p.label}: ${Math.round(p.duration ?? 0)} ms`)
        .join(', ');
      console.log(
        `${name} run ${i}: score ${sample.score}` +
          (node
            ? ` · LCP element ${node.selector ?? ''} "${String(node.nodeLabel ?? '').slice(0, 60)}"`
            : '') +
          (parts ? ` · ${parts}` : ''),
      );
    }
    const cells = METRICS.map(([, id, fmt]) => fmt(median(samples.map((s) => s[id]))));
    rows.push(
      `| ${name} \`${path}\` | ${median(samples.map((s) => s.score))} | ${cells.join(' | ')} |`,
    );
  }
} finally {
  if (server) await stop(server);
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `\nLighthouse, mobile, simulated throttling · median of ${runs} runs · load average ${load1.toFixed(2)} at start\n`,
);
console.log(`| page | score | ${METRICS.map(([h]) => h).join(' | ')} |`);
console.log(`| --- | --: | ${METRICS.map(() => '--:').join(' | ')} |`);
for (const r of rows) console.log(r);
