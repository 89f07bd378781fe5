// Builds the web app when its sources changed since the last build (hash of every input file),
// so `npm start` stays fast on later starts and never serves a stale build.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const web = join(root, 'apps/web');
const dist = join(web, 'dist');
const stamp = join(dist, '.build-hash');
const inputs = [
  join(web, 'src'),
  join(web, 'public'),
  join(web, 'index.html'),
  join(web, 'vite.config.ts'),
  join(web, 'package.json'),
  join(root, 'packages/shared/src'),
  join(root, 'package-lock.json'),
];

function* files(path) {
  if (!existsSync(path)) return;
  const st = statSync(path);
  if (st.isFile()) {
    yield path;
    return;
  }
  for (const entry of readdirSync(path).sort()) {
    if (entry === 'node_modules' || /\.test\.tsx?$/.test(entry)) continue;
    yield* files(join(path, entry));
  }
}

export function sourceHash() {
  const h = createHash('sha256');
  for (const input of inputs) {
    for (const f of files(input)) {
      h.update(relative(root, f));
      h.update(readFileSync(f));
    }
  }
  return h.digest('hex');
}

export function ensureWebBuild({ quiet = false } = {}) {
  const hash = sourceHash();
  if (
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === hash &&
    existsSync(join(dist, 'index.html')) &&
    existsSync(join(web, 'dist-server/entry-server.mjs'))
  ) {
    if (!quiet) console.log('Web uygulaması güncel, derleme atlandı.');
    return false;
  }
  console.log('Web uygulaması derleniyor…');
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  execFileSync(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: web,
    stdio: 'inherit',
  });
  // The server-rendering module of the public pages (ADR 046).
  execFileSync(
    process.execPath,
    [vite, 'build', '--ssr', 'src/entry-server.tsx', '--logLevel', 'warn'],
    { cwd: web, stdio: 'inherit' },
  );
  writeFileSync(stamp, hash);
  return true;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  ensureWebBuild();
}
