// The in-process runner (the embedded database's): schedules, retries with back-off, failures
// recorded, one run of a job at a time across runners on one database.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openMigratedTestDatabase, type TestDatabase } from '../../../test/database.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { jobHooks } from './jobs.plugin.ts';
import { failuresOf } from './jobs.service.ts';
import {
  InProcessRunner,
  type JobDefinition,
  type JobHandler,
  JobTimeoutError,
  processLocks,
  retryDelaySeconds,
} from './runner.ts';

let tdb: TestDatabase;
const db = () => tdb.database.db;

interface Logged {
  level: string;
  obj: Record<string, unknown>;
  msg: string;
}
const logged: Logged[] = [];
const at =
  (level: string) =>
  (obj: Record<string, unknown>, msg = '') =>
    logged.push({ level, obj, msg });
const log = {
  error: at('error'),
  warn: at('warn'),
  info: at('info'),
  debug: at('debug'),
} as unknown as FastifyBaseLogger;

const hooks = () => jobHooks({ db: db(), log });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function job(name: string, handler: JobHandler, over: Partial<JobDefinition> = {}): JobDefinition {
  return {
    name,
    title: name,
    schedule: { cron: '0 0 1 1 *' },
    retryLimit: 0,
    retryDelaySeconds: 0.05,
    backoff: false,
    timeoutSeconds: 30,
    handler,
    ...over,
  };
}

function runner(defs: JobDefinition[]) {
  return new InProcessRunner({
    definitions: defs,
    hooks: hooks(),
    locks: processLocks(db()),
    stopGraceMs: 2000,
  });
}

beforeAll(async () => {
  tdb = await openMigratedTestDatabase();
});
afterAll(async () => {
  await tdb?.close();
});
beforeEach(async () => {
  logged.length = 0;
  await db().execute(sql`DELETE FROM job_failures`);
  await db().execute(sql`DELETE FROM events`);
});

describe('in-process runner: schedules', () => {
  it('runs an interval job at its interval', async () => {
    let runs = 0;
    const r = runner([job('every', async () => void runs++, { schedule: { everySeconds: 0.1 } })]);
    // Waits for three runs rather than sleeping a fixed time: a loaded machine may be slow to
    // schedule, but never faster than the interval.
    const t0 = performance.now();
    await r.start();
    while (runs < 3 && performance.now() - t0 < 10_000) await sleep(20);
    const seen = runs;
    const elapsed = performance.now() - t0;
    await r.stop();
    expect(seen).toBeGreaterThanOrEqual(3);
    expect(seen).toBeLessThanOrEqual(Math.floor(elapsed / 100) + 1);
    const last = (await r.lastRuns()).get('every');
    expect(last?.state).toBe('succeeded');
    expect(last?.lastSucceededAt).toBeInstanceOf(Date);
  });

  it('runs a cron job at its cron times', async () => {
    const times: number[] = [];
    // Six fields: every second (the in-process runner reads seconds; pg-boss ticks by minute).
    const r = runner([
      job('cron', async () => void times.push(Date.now()), { schedule: { cron: '* * * * * *' } }),
    ]);
    await r.start();
    await sleep(2300);
    await r.stop();
    expect(times.length).toBeGreaterThanOrEqual(2);
    expect(times.length).toBeLessThanOrEqual(3);
    // Each on (or just after) a whole second.
    for (const t of times) expect(t % 1000).toBeLessThan(200);
  });

  it('never runs a cron job before its time, even when a timer fires early', async () => {
    // The clock falls 5 ms behind the timers once the first one is set: that timer then fires
    // while Date.now() still reads 5 ms before the whole second.
    const realNow = Date.now.bind(Date);
    let lag = 0;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => realNow() - lag);
    const times: number[] = [];
    const r = runner([
      job('punctual', async () => void times.push(Date.now()), {
        schedule: { cron: '* * * * * *' },
      }),
    ]);
    try {
      await r.start();
      lag = 5;
      await sleep(1300);
      await r.stop();
    } finally {
      clock.mockRestore();
    }
    expect(times.length).toBeGreaterThanOrEqual(1);
    for (const t of times) expect(t % 1000, String(t)).toBeLessThan(200);
  });

  it('does not run before start or after stop; a trigger runs it once now', async () => {
    let runs = 0;
    const r = runner([job('manual', async () => void runs++)]);
    await r.trigger('manual');
    expect(runs).toBe(0);
    await r.start();
    await r.trigger('manual');
    await r.idle();
    expect(runs).toBe(1);
    await r.stop();
    await r.trigger('manual');
    await sleep(50);
    expect(runs).toBe(1);
  });
});

describe('in-process runner: failures', () => {
  it('retries with back-off, then records the failure, logs it and alerts the operators', async () => {
    const attempts: { n: number; at: number }[] = [];
    const def = job(
      'flaky',
      async ({ attempt }) => {
        attempts.push({ n: attempt, at: Date.now() });
        throw new Error(`SMTP kapalı (${attempt})`);
      },
      { retryLimit: 2, retryDelaySeconds: 0.1, backoff: true },
    );
    expect([1, 2, 3].map((n) => retryDelaySeconds(def, n))).toEqual([0.1, 0.2, 0.4]);
    const r = runner([def]);
    await r.start();
    await r.trigger('flaky');
    await r.idle();
    await r.stop();

    expect(attempts.map((a) => a.n)).toEqual([1, 2, 3]);
    // Back-off: the second wait is about twice the first.
    expect(attempts[1]!.at - attempts[0]!.at).toBeGreaterThanOrEqual(95);
    expect(attempts[2]!.at - attempts[1]!.at).toBeGreaterThanOrEqual(195);

    const failures = await failuresOf(db(), 'flaky');
    expect(failures.map((f) => [f.attempt, f.final])).toEqual([
      [3, true],
      [2, false],
      [1, false],
    ]);
    expect(failures[0]!.error).toBe('Error: SMTP kapalı (3)');

    const errors = logged.filter((l) => l.level === 'error');
    expect(errors).toHaveLength(3);
    expect(errors.every((e) => e.obj.job === 'flaky' && e.obj.err instanceof Error)).toBe(true);
    expect(errors[2]!.msg).toContain('giving up');

    const alerts = await queryRows<{ payload: { message: string; key: string } }>(
      db(),
      sql`SELECT payload FROM events WHERE type = 'operator.alert'`,
    );
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.payload.message).toContain('flaky');
    expect(alerts[0]!.payload.key).toMatch(/^job:flaky:/);
    expect((await r.lastRuns()).get('flaky')?.state).toBe('failed');
  });

  it('a retry that succeeds leaves one failure and a successful run', async () => {
    const r = runner([
      job(
        'once',
        async ({ attempt }) => {
          if (attempt === 1) throw new Error('geçici');
        },
        { retryLimit: 3, retryDelaySeconds: 0.05 },
      ),
    ]);
    await r.start();
    await r.trigger('once');
    await r.idle();
    await r.stop();
    const failures = await failuresOf(db(), 'once');
    expect(failures.map((f) => [f.attempt, f.final])).toEqual([[1, false]]);
    expect((await r.lastRuns()).get('once')?.state).toBe('succeeded');
    expect(
      await queryRows(db(), sql`SELECT 1 FROM events WHERE type = 'operator.alert'`),
    ).toHaveLength(0);
  });

  it('fails a run that passes its time limit, aborting its signal', async () => {
    let aborted: unknown = null;
    const r = runner([
      job(
        'slow',
        ({ signal }) =>
          new Promise((resolve) => {
            signal.addEventListener('abort', () => {
              aborted = signal.reason;
              resolve(undefined);
            });
          }),
        { timeoutSeconds: 0.1 },
      ),
    ]);
    await r.start();
    await r.trigger('slow');
    await r.idle();
    await r.stop();
    expect(aborted).toBeInstanceOf(JobTimeoutError);
    const [failure] = await failuresOf(db(), 'slow');
    expect(failure?.error).toMatch(/^JobTimeoutError: /);
    expect(failure?.final).toBe(true);
  });
});

describe('in-process runner: one run at a time', () => {
  it('two runners on one database never run a job at the same time', async () => {
    let active = 0;
    let most = 0;
    let runs = 0;
    const slow: JobHandler = async () => {
      active++;
      most = Math.max(most, active);
      runs++;
      await sleep(150);
      active--;
    };
    const a = runner([job('single', slow, { schedule: { everySeconds: 0.05 } })]);
    const b = runner([job('single', slow, { schedule: { everySeconds: 0.05 } })]);
    await Promise.all([a.start(), b.start()]);
    for (let i = 0; i < 5; i++) {
      await Promise.all([a.trigger('single'), b.trigger('single')]);
      await sleep(40);
    }
    await sleep(300);
    await Promise.all([a.stop(), b.stop()]);
    expect(most).toBe(1);
    // Ticks that found the job running were dropped or folded into one more run, not stacked:
    // 750 ms of 150 ms runs.
    expect(runs).toBeGreaterThanOrEqual(3);
    expect(runs).toBeLessThanOrEqual(6);
  });

  it('a tick during a run queues one more run, not one per tick', async () => {
    let runs = 0;
    const r = runner([
      job('queued', async () => {
        runs++;
        await sleep(100);
      }),
    ]);
    await r.start();
    for (let i = 0; i < 5; i++) await r.trigger('queued');
    await r.idle();
    await r.stop();
    expect(runs).toBe(2);
  });

  it('stop waits for the running attempt', async () => {
    let finished = false;
    const r = runner([
      job('long', async () => {
        await sleep(200);
        finished = true;
      }),
    ]);
    await r.start();
    await r.trigger('long');
    await sleep(20);
    await r.stop();
    expect(finished).toBe(true);
  });
});
