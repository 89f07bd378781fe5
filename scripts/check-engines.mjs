// CI guard: fails when an installed package's `engines.node` excludes the Node version running
// this script (the one CI runs on), so a dependency bump that needs a newer Node is caught at
// review time rather than by a user's `npm ci` warning or a crash.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';

const root = resolve(fileURLToPath(import.meta.url), '../..');
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8'));
const node = process.versions.node;

const bad = [];
let checked = 0;
for (const path of Object.keys(lock.packages)) {
  // The root and workspace links; platform packages for other systems are in the lock, not on disk.
  if (!path.includes('node_modules/')) continue;
  const manifest = join(root, path, 'package.json');
  if (!existsSync(manifest)) continue;
  const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
  checked++;
  const range = pkg.engines?.node;
  if (typeof range !== 'string' || range.trim() === '' || range.trim() === '*') continue;
  if (!semver.satisfies(node, range, { includePrerelease: true, loose: true }))
    bad.push(`${pkg.name}@${pkg.version} (${path}) needs node ${range}`);
}

if (bad.length > 0) {
  console.error(`Node ${node}: ${bad.length} installed package(s) do not support it:`);
  for (const line of bad) console.error(`  ${line}`);
  console.error('Pin a version that supports it (docs/decisions/004-node20-version-pins.md).');
  process.exit(1);
}
console.log(`Node ${node}: all ${checked} installed packages support it.`);
