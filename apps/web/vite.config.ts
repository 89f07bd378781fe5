import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { preactAliases } from './preact-aliases.ts';

const apiTarget = process.env.VITE_API_TARGET ?? 'http://127.0.0.1:3000';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else yield path;
  }
}

/**
 * Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy beside every built text file of
 * 1 KB or more, once at build time, so the server sends them (@fastify/static `preCompressed`)
 * without compressing per request. A copy that saves less than a tenth is not kept.
 * (ADR 015: Node's zlib rather than a plugin dependency.)
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'carsi-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const jobs: Promise<void>[] = [];
      for await (const file of filesUnder(outDir)) {
        if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
        jobs.push(
          readFile(file).then(async (body) => {
            const [br, gzipped] = await Promise.all([
              brotli(body, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                },
              }),
              gz(body, { level: 9 }),
            ]);
            if (br.length < body.length * 0.9) await writeFile(`${file}.br`, br);
            if (gzipped.length < body.length * 0.9) await writeFile(`${file}.gz`, gzipped);
          }),
        );
      }
      await Promise.all(jobs);
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: isSsrBuild ? [react()] : [react(), tailwindcss(), precompress()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...preactAliases,
    ],
  },
  // The server-rendering module (`vite build --ssr src/entry-server.tsx`, ADR 046) carries every
  // dependency in one file: the server's image has no web dependencies installed.
  ssr: { noExternal: true },
  build: isSsrBuild
    ? {
        outDir: 'dist-server',
        sourcemap: false,
        target: 'node20',
        emptyOutDir: true,
        copyPublicDir: false,
        rollupOptions: {
          output: { entryFileNames: 'entry-server.mjs', codeSplitting: false },
        },
      }
    : {
        outDir: 'dist',
        assetsDir: 'assets',
        sourcemap: false,
        target: 'es2022',
      },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/media': { target: apiTarget, changeOrigin: false },
      '/ws': { target: apiTarget.replace(/^http/, 'ws'), ws: true },
    },
  },
}));
