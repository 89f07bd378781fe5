// `npm run bench:bundle`: which JavaScript the first page of a visit loads, measured in Chromium
// against the built app, as gzip bytes. Budget: 150 KB for the first page (issue 4: 170; issue 17: 150).
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../e2e/support/chromium.ts';
import { startServer } from '../e2e/support/server.ts';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'apps/web/dist');
const BUDGET = 150 * 1024;
const pages = ['/', '/kategori/1', '/search?q=telefon', '/login', '/kayit', '/hesabim/oturumlar'];

if (!chromiumPath) throw new Error('Chromium is needed (apt-get install chromium)');
const server = await startServer();
const browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
// A product page of the demo catalogue, as a shopper arriving from a search engine sees it.
const [product] = (
  (await (await fetch(`${server.url}/api/urun/api/products/?page_size=1`)).json()) as {
    results: Array<{ slug: string }>;
  }
).results;
if (product) pages.splice(2, 0, `/urun-detay/${product.slug}`);
const rows: string[] = [];
try {
  for (const path of pages) {
    const page = await browser.newPage();
    const scripts = new Set<string>();
    page.on('request', (r) => {
      if (r.resourceType() === 'script' && r.url().includes('/assets/'))
        scripts.add(new URL(r.url()).pathname);
    });
    await page.goto(server.url + path, { waitUntil: 'networkidle' });
    let raw = 0;
    let gz = 0;
    const detail: string[] = [];
    for (const s of scripts) {
      const body = readFileSync(join(dist, s));
      raw += body.length;
      const z = gzipSync(body, { level: 9 }).length;
      gz += z;
      detail.push(`${(z / 1024).toFixed(1).padStart(6)} KB  ${s}`);
    }
    // BUNDLE_DETAIL=1 lists each page's scripts, to see what weighs on it.
    if (process.env.BUNDLE_DETAIL) console.log(`${path}\n${detail.sort().reverse().join('\n')}`);
    const kb = (n: number) => (n / 1024).toFixed(1);
    rows.push(
      `| \`${path}\` | ${scripts.size} | ${kb(raw)} | ${kb(gz)} | ${gz <= BUDGET ? 'yes' : '**no**'} |`,
    );
    await page.close();
  }
} finally {
  await browser.close();
  await server.stop();
}

const table = [
  `Run ${new Date().toISOString().slice(0, 10)} · Chromium, production build, first visit (no cache) · budget ${BUDGET / 1024} KB gzip`,
  '',
  '| first page | scripts | KB raw | KB gzip | within budget |',
  '|---|---:|---:|---:|---|',
  ...rows,
].join('\n');
console.log(`\n${table}\n`);
const readme = join(root, 'bench/README.md');
const text = readFileSync(readme, 'utf8');
const begin = '<!-- results:bundle -->';
const end = '<!-- /results -->';
const start = text.indexOf(begin);
if (start >= 0) {
  const stop = text.indexOf(end, start);
  writeFileSync(readme, text.slice(0, start + begin.length) + `\n${table}\n` + text.slice(stop));
}
