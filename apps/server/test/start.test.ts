import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { expect, it } from 'vitest';
import { onRealServers } from './helper.ts';

const root = resolve(import.meta.dirname, '../../..');
// Stands for what `npm start` does in the same process before the server module loads: building
// the web app when its sources changed.
const SLOW_START_MS = 3000;
const slowStart = `data:text/javascript,Atomics.wait(new Int32Array(new SharedArrayBuffer(4)),0,0,${SLOW_START_MS})`;

// The spawned server is always the embedded one: once is enough (not again in 'server-pg').
it.skipIf(onRealServers)(
  'prints the time to ready from process start, and readable log lines',
  async () => {
    const spawnedAt = Date.now();
    const dataDir = mkdtempSync(join(tmpdir(), 'carsi-start-'));
    const child = spawn(
      process.execPath,
      ['--import', slowStart, '--import', 'tsx', 'apps/server/src/server.ts'],
      {
        cwd: root,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          HOST: '127.0.0.1',
          PORT: '0',
          DATA_DIR: dataDir,
          DATABASE_URL: '',
          REDIS_URL: '',
          LOG_FORMAT: '',
          LOG_LEVEL: 'info',
          SEED: 'none',
          WEB_DIST: '',
        },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.stderr.on('data', (d) => (out += d));
    try {
      const readyAfter = await new Promise<number>((ready, fail) => {
        const timer = setInterval(() => {
          if (/Çarşı çalışıyor: .*\(\d+\.\d sn\)/.test(out)) {
            clearInterval(timer);
            ready((Date.now() - spawnedAt) / 1000);
          }
        }, 100);
        child.once('exit', (code) => {
          clearInterval(timer);
          fail(new Error(`server exited ${code}:\n${out}`));
        });
      });
      const seconds = Number(/\((\d+\.\d) sn\)/.exec(out)![1]);
      // All of it, the wait before the server module included (less Node's own boot, the polling
      // and the rounding).
      expect(seconds).toBeGreaterThanOrEqual(SLOW_START_MS / 1000);
      expect(seconds).toBeGreaterThan(readyAfter - 1);
      // The embedded start logs lines a person reads, not JSON.
      expect(out).toMatch(
        /^\[\d\d:\d\d:\d\d\.\d{3}\] INFO: Server listening at http:\/\/127\.0\.0\.1:\d+$/m,
      );
      expect(out).not.toContain('{"level"');
    } finally {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
  120_000,
);
