// pg-boss on PostgreSQL (the 'server-pg' project): two runners — two processes' worth, each
// with its own pool — on one database run a scheduled job once per tick, and a failing job is
// retried and recorded like the in-process runner's.
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigratedTestDatabase, type TestDatabase } from '../../../test/database.ts';
import { onRealServers } from '../../../test/helper.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { createJobRunner, jobHooks } from './jobs.plugin.ts';
import { failuresOf } from './jobs.service.ts';
import type { JobDefinition, JobRunner } from './runner.ts';

const silent = {
  error: () => undefined,
  warn: () => undefined,
  info: () => undefined,
  debug: () => undefined,
} as unknown as FastifyBaseLogger;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(check: () => boolean | Promise<boolean>, ms: number): Promise<void> {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out waiting');
    await sleep(100);
  }
}

describe.skipIf(!onRealServers)('pg-boss runner on PostgreSQL', () => {
  let tdb: TestDatabase;
  let second: Database;
  const runners: JobRunner[] = [];

  beforeAll(async () => {
    tdb = await openMigratedTestDatabase();
    // A second pool to the same database, as a second server process would have.
    const [{ name }] = (await queryRows<{ name: string }>(
      tdb.database.db,
      sql`SELECT current_database() AS name`,
    )) as [{ name: string }];
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    second = await openDatabase({ databaseUrl: url.toString(), poolSize: 5 });
  });

  afterAll(async () => {
    await Promise.allSettled(runners.map((r) => r.stop()));
    await second?.close();
    await tdb?.close();
  });

  function start(database: Database, definitions: JobDefinition[]) {
    const runner = createJobRunner({
      database,
      definitions,
      hooks: jobHooks({ db: database.db, log: silent }),
      pgBoss: { cronMonitorIntervalSeconds: 1, cronWorkerIntervalSeconds: 1 },
      pollingIntervalSeconds: 0.5,
      stopGraceMs: 3000,
    });
    runners.push(runner);
    return runner;
  }

  it('two runners on one database run a scheduled job once per tick', async () => {
    const runs: string[] = [];
    const def = (who: string): JobDefinition => ({
      name: 'tick',
      title: 'tick',
      schedule: { cron: '* * * * *' },
      retryLimit: 0,
      retryDelaySeconds: 1,
      backoff: false,
      timeoutSeconds: 30,
      handler: async () => {
        runs.push(who);
        await sleep(300);
      },
    });
    // pg-boss ticks once a minute, and an every-minute schedule is due as soon as it starts:
    // keep the whole test inside one minute.
    const second_ = new Date().getSeconds();
    if (second_ > 40) await sleep((61 - second_) * 1000);
    const minute = Math.floor(Date.now() / 60_000);

    const a = start(tdb.database, [def('a')]);
    const b = start(second, [def('b')]);
    expect(a.kind).toBe('pg-boss');
    await Promise.all([a.start(), b.start()]);
    await until(() => runs.length > 0, 15_000);
    // Both runners' cron monitors look every second and both poll every half second.
    await sleep(4000);
    expect(Math.floor(Date.now() / 60_000)).toBe(minute);
    expect(runs).toHaveLength(1);

    const jobs = await queryRows<{ state: string }>(
      tdb.database.db,
      sql`SELECT state::text FROM pgboss.job WHERE name = 'tick'`,
    );
    expect(jobs).toEqual([{ state: 'completed' }]);
    const last = (await b.lastRuns()).get('tick');
    expect(last?.state).toBe('succeeded');
    expect(last?.lastSucceededAt).toBeInstanceOf(Date);
    await Promise.all([a.stop(), b.stop()]);
  }, 90_000);

  it('never runs one job on two runners at once', async () => {
    let active = 0;
    let most = 0;
    let runs = 0;
    const def: JobDefinition = {
      name: 'single',
      title: 'single',
      schedule: { cron: '0 0 1 1 *' },
      retryLimit: 0,
      retryDelaySeconds: 1,
      backoff: false,
      timeoutSeconds: 30,
      handler: async () => {
        active++;
        runs++;
        most = Math.max(most, active);
        await sleep(700);
        active--;
      },
    };
    const a = start(tdb.database, [def]);
    const b = start(second, [def]);
    await Promise.all([a.start(), b.start()]);
    for (let i = 0; i < 3; i++) {
      await Promise.all([a.trigger('single'), b.trigger('single')]);
      await sleep(300);
    }
    await until(() => runs >= 2, 15_000);
    await sleep(1500);
    expect(most).toBe(1);
    await Promise.all([a.stop(), b.stop()]);
  }, 60_000);

  it('retries a failing job, records each attempt and the final failure', async () => {
    const attempts: number[] = [];
    const broken: JobDefinition = {
      name: 'broken',
      title: 'broken',
      schedule: { cron: '0 0 1 1 *' },
      retryLimit: 1,
      retryDelaySeconds: 1,
      backoff: false,
      timeoutSeconds: 30,
      handler: async ({ attempt }) => {
        attempts.push(attempt);
        throw new Error(`bozuk ${attempt}`);
      },
    };
    const r = start(tdb.database, [broken]);
    await r.start();
    await r.trigger('broken');
    await until(async () => (await failuresOf(tdb.database.db, 'broken')).length >= 2, 20_000);
    const failures = await failuresOf(tdb.database.db, 'broken');
    expect(failures.map((f) => [f.attempt, f.final, f.error])).toEqual([
      [2, true, 'Error: bozuk 2'],
      [1, false, 'Error: bozuk 1'],
    ]);
    expect(attempts).toEqual([1, 2]);
    const alerts = await queryRows(
      tdb.database.db,
      sql`SELECT 1 FROM events WHERE type = 'operator.alert'`,
    );
    expect(alerts).toHaveLength(1);
    await until(async () => (await r.lastRuns()).get('broken')?.state === 'failed', 5000);
    await r.stop();
  }, 60_000);
});
