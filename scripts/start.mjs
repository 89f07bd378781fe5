// `npm start`: build the web app if its sources changed, then run the server (TypeScript via tsx)
// in this same process so signals reach it directly.
import cluster from 'node:cluster';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { register } from 'tsx/esm/api';
import { ensureWebBuild } from './ensure-web-build.mjs';

const root = resolve(fileURLToPath(import.meta.url), '../..');
process.env.NODE_ENV ??= 'production';
// Under WORKERS=n the forked servers run this script again: the primary has built already.
if (cluster.isPrimary) ensureWebBuild();
register();
await import(pathToFileURL(resolve(root, 'apps/server/src/server.ts')).href);
