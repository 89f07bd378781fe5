// Shared by the benchmark scripts: load on CPU 1, servers on CPU 0 (when taskset exists).
import { spawn, spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(fileURLToPath(import.meta.url), '../..');
export const hasTaskset = spawnSync('taskset', ['-V']).status === 0;

/** Re-runs this script pinned to CPU 1 (once); returns only inside the pinned run. */
export function pinLoadToCpu1() {
  if (!hasTaskset || process.env.BENCH_PINNED) return;
  const argv = [...process.execArgv, ...process.argv.slice(1)]; // keeps `--import tsx`
  const child = spawnSync('taskset', ['-c', '1', process.execPath, ...argv], {
    stdio: 'inherit',
    env: { ...process.env, BENCH_PINNED: '1' },
  });
  process.exit(child.status ?? 1);
}

/** Starts `cmd argv` on CPU 0 and resolves once it prints `readyText`. */
export function startProcess(cmd, argv, env, readyText) {
  const full = hasTaskset ? ['taskset', ['-c', '0', cmd, ...argv]] : [cmd, argv];
  const child = spawn(full[0], full[1], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  return new Promise((res, rej) => {
    const onData = (d) => {
      // BENCH_VERBOSE=1 shows the servers' logs (e.g. the cause of a 500).
      if (process.env.BENCH_VERBOSE) process.stderr.write(d);
      out += d;
      if (out.includes(readyText)) res(child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => rej(new Error(`exited ${code}: ${out}`)));
  });
}

export async function stop(child) {
  const done = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await done;
}
