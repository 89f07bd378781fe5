// The job runner: one interface, two implementations. On PostgreSQL, pg-boss keeps the queue,
// the schedules and the retries in the database (schema `pgboss`), so any number of processes
// share them and each scheduled tick runs once. On the embedded PGlite database — one process
// by nature — the same definitions run in process: cron or interval timers, retries with
// back-off, one run of a job at a time. Either way a run that fails is handed to
// `hooks.onFailure` (logged, written to job_failures) and retried as its settings say.
import cronParser from 'cron-parser';
import PgBoss from 'pg-boss';
import type { JobSettings } from './jobs.config.ts';

export interface JobRun {
  job: string;
  /** 1 for the first attempt of a run, 2 for its first retry, … */
  attempt: number;
  /** Aborted when the run passes its time limit or the runner stops. */
  signal: AbortSignal;
}

export type JobHandler = (run: JobRun) => Promise<unknown>;

export interface JobDefinition extends JobSettings {
  name: string;
  handler: JobHandler;
}

export interface JobFailure {
  job: string;
  attempt: number;
  /** No retry follows: the run has given up. */
  final: boolean;
  error: unknown;
  /** When the retry is due (null when final, or when the runner decides later). */
  nextTryAt: Date | null;
  runner: RunnerKind;
}

export interface RunnerHooks {
  /** Every failed attempt. Must not throw (the runner ignores what it throws). */
  onFailure(failure: JobFailure): Promise<void>;
  /** The runner's own trouble (a lost connection, a failed schedule). */
  onError(err: unknown): void;
}

export type RunnerKind = 'pg-boss' | 'in-process';

export type JobRunState = 'running' | 'succeeded' | 'failed' | 'retrying';

export interface JobRunInfo {
  state: JobRunState;
  startedAt: Date | null;
  finishedAt: Date | null;
  lastSucceededAt: Date | null;
}

export interface JobRunner {
  readonly kind: RunnerKind;
  readonly running: boolean;
  start(): Promise<void>;
  /** Stops scheduling, lets running attempts finish (bounded), then returns. */
  stop(): Promise<void>;
  /** Queues one run now, under the same one-at-a-time rule as a scheduled tick. */
  trigger(name: string): Promise<void>;
  /** The latest run of each job this runner (or, with pg-boss, any process) has seen. */
  lastRuns(): Promise<Map<string, JobRunInfo>>;
}

export class JobTimeoutError extends Error {
  constructor(job: string, seconds: number) {
    super(`İş ${seconds} saniyede bitmedi (${job}); durduruldu.`);
    this.name = 'JobTimeoutError';
  }
}

class RunnerStoppedError extends Error {
  constructor() {
    super('Çalıştırıcı durduruluyor.');
    this.name = 'RunnerStoppedError';
  }
}

/** Seconds to wait before retry number `retry` (1 = the first retry). */
export function retryDelaySeconds(def: JobSettings, retry: number): number {
  return def.backoff ? def.retryDelaySeconds * 2 ** (retry - 1) : def.retryDelaySeconds;
}

/**
 * Runs one attempt under the job's time limit. The handler gets a signal that aborts at the
 * limit (or when `stopping` aborts); the attempt fails then even if the handler ignores it.
 */
async function attempt(def: JobDefinition, n: number, stopping: AbortSignal): Promise<void> {
  const controller = new AbortController();
  const onStop = () => controller.abort(new RunnerStoppedError());
  stopping.addEventListener('abort', onStop, { once: true });
  const timer = setTimeout(
    () => controller.abort(new JobTimeoutError(def.name, def.timeoutSeconds)),
    def.timeoutSeconds * 1000,
  );
  const aborted = new Promise<never>((_, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), {
      once: true,
    });
  });
  aborted.catch(() => undefined);
  try {
    await Promise.race([
      def.handler({ job: def.name, attempt: n, signal: controller.signal }),
      aborted,
    ]);
  } finally {
    clearTimeout(timer);
    stopping.removeEventListener('abort', onStop);
  }
}

async function report(hooks: RunnerHooks, failure: JobFailure): Promise<void> {
  try {
    await hooks.onFailure(failure);
  } catch (err) {
    hooks.onError(err);
  }
}

const cronOf = (def: JobSettings) => ('cron' in def.schedule ? def.schedule : null);

/** The first time after `from` (strictly) that the cron expression names. */
export function nextCronTime(cron: string, tz: string | undefined, from: Date): Date {
  const it = cronParser.parseExpression(cron, { currentDate: from, ...(tz ? { tz } : {}) });
  return it.next().toDate();
}

// ---------------------------------------------------------------------------------------------
// In process (PGlite)

/** Who holds which job, shared by every in-process runner on one database handle. */
export interface JobLocks {
  /** A release function, or null when another runner holds the job. */
  tryAcquire(job: string): (() => void) | null;
}

const lockRegistries = new WeakMap<object, Set<string>>();

/**
 * Locks kept in this process for one database: an embedded PGlite database belongs to one
 * process, so every runner that can reach it is here. (PostgreSQL uses pg-boss instead.)
 */
export function processLocks(scope: object): JobLocks {
  let held = lockRegistries.get(scope);
  if (!held) lockRegistries.set(scope, (held = new Set()));
  const set = held;
  return {
    tryAcquire(job) {
      if (set.has(job)) return null;
      set.add(job);
      return () => set.delete(job);
    },
  };
}

export interface InProcessRunnerOptions {
  definitions: JobDefinition[];
  hooks: RunnerHooks;
  locks: JobLocks;
  /** How long stop() waits for running attempts before aborting them. */
  stopGraceMs?: number;
}

interface JobState {
  /** A run is going on: an attempt, or the wait before its retry. */
  busy: boolean;
  /** A tick came while busy: run once more afterwards (ticks coalesce into one). */
  queued: boolean;
  info: JobRunInfo | null;
}

const MAX_TIMEOUT_MS = 2 ** 31 - 1;

export class InProcessRunner implements JobRunner {
  readonly kind = 'in-process' as const;
  #running = false;
  #stopping = new AbortController();
  readonly #defs: Map<string, JobDefinition>;
  readonly #state = new Map<string, JobState>();
  readonly #timers = new Set<NodeJS.Timeout>();
  readonly #attempts = new Set<Promise<void>>();
  readonly #opts: InProcessRunnerOptions;

  constructor(opts: InProcessRunnerOptions) {
    this.#opts = opts;
    this.#defs = new Map(opts.definitions.map((d) => [d.name, d]));
    for (const d of opts.definitions)
      this.#state.set(d.name, { busy: false, queued: false, info: null });
  }

  get running() {
    return this.#running;
  }

  async start(): Promise<void> {
    if (this.#running) return;
    this.#running = true;
    this.#stopping = new AbortController();
    for (const s of this.#state.values()) Object.assign(s, { busy: false, queued: false });
    for (const def of this.#defs.values()) this.#schedule(def);
  }

  async stop(): Promise<void> {
    if (!this.#running) return;
    this.#running = false;
    for (const t of this.#timers) clearTimeout(t);
    this.#timers.clear();
    const grace = new Promise<void>((resolve) => {
      const t = setTimeout(resolve, this.#opts.stopGraceMs ?? 10_000);
      t.unref();
    });
    await Promise.race([Promise.allSettled([...this.#attempts]), grace]);
    this.#stopping.abort();
    await Promise.allSettled([...this.#attempts]);
  }

  async trigger(name: string): Promise<void> {
    const def = this.#defs.get(name);
    if (!def) throw new Error(`Unknown job ${name}`);
    this.#tick(def);
  }

  async lastRuns(): Promise<Map<string, JobRunInfo>> {
    const out = new Map<string, JobRunInfo>();
    for (const [name, s] of this.#state) if (s.info) out.set(name, { ...s.info });
    return out;
  }

  /** Resolves when no run is going on or queued (tests). */
  async idle(): Promise<void> {
    while ([...this.#state.values()].some((s) => s.busy || s.queued))
      await new Promise((r) => setTimeout(r, 10));
  }

  #later(ms: number, fn: () => void) {
    const t = setTimeout(
      () => {
        this.#timers.delete(t);
        fn();
      },
      Math.min(ms, MAX_TIMEOUT_MS),
    );
    t.unref();
    this.#timers.add(t);
  }

  #schedule(def: JobDefinition) {
    const cron = cronOf(def);
    if (!cron) {
      const every = (def.schedule as { everySeconds: number }).everySeconds * 1000;
      const loop = () =>
        this.#later(every, () => {
          loop();
          this.#tick(def);
        });
      loop();
      return;
    }
    this.#scheduleCron(def, cron, new Date());
  }

  /** Waits for the first cron time after `from`, ticks, then waits for the one after it. */
  #scheduleCron(def: JobDefinition, cron: { cron: string; tz?: string }, from: Date) {
    const next = nextCronTime(cron.cron, cron.tz, from);
    const wait = next.getTime() - Date.now();
    if (wait >= MAX_TIMEOUT_MS) {
      // Further off than a timer can wait: wait what it can, then look again.
      this.#later(MAX_TIMEOUT_MS, () => this.#scheduleCron(def, cron, from));
      return;
    }
    this.#later(wait, () => {
      // A timer may fire a millisecond before the clock reaches its time: a job run at
      // 23:59:59.999 for midnight would see the day before. Wait out the rest.
      if (Date.now() < next.getTime()) {
        this.#scheduleCron(def, cron, from);
        return;
      }
      this.#tick(def);
      this.#scheduleCron(def, cron, next);
    });
  }

  /** A scheduled or triggered run: starts now, or once after the run going on. */
  #tick(def: JobDefinition) {
    if (!this.#running) return;
    const s = this.#state.get(def.name)!;
    if (s.busy) {
      s.queued = true;
      return;
    }
    s.busy = true;
    this.#attempt(def, 1);
  }

  #attempt(def: JobDefinition, n: number) {
    const s = this.#state.get(def.name)!;
    const release = this.#opts.locks.tryAcquire(def.name);
    if (!release) {
      // Another runner on this database is running the job right now: this tick is done.
      this.#finish(def);
      return;
    }
    const startedAt = new Date();
    s.info = {
      state: 'running',
      startedAt,
      finishedAt: null,
      lastSucceededAt: s.info?.lastSucceededAt ?? null,
    };
    const p = attempt(def, n, this.#stopping.signal)
      .then(
        () => {
          const now = new Date();
          s.info = { state: 'succeeded', startedAt, finishedAt: now, lastSucceededAt: now };
          release();
          this.#finish(def);
        },
        async (error: unknown) => {
          release();
          const final = n > def.retryLimit || !this.#running;
          const delay = retryDelaySeconds(def, n);
          s.info = { ...s.info!, state: final ? 'failed' : 'retrying', finishedAt: new Date() };
          await report(this.#opts.hooks, {
            job: def.name,
            attempt: n,
            final,
            error,
            nextTryAt: final ? null : new Date(Date.now() + delay * 1000),
            runner: this.kind,
          });
          if (final) this.#finish(def);
          else this.#later(delay * 1000, () => this.#attempt(def, n + 1));
        },
      )
      .finally(() => this.#attempts.delete(p));
    this.#attempts.add(p);
  }

  #finish(def: JobDefinition) {
    const s = this.#state.get(def.name)!;
    s.busy = false;
    if (s.queued && this.#running) {
      s.queued = false;
      this.#tick(def);
    } else s.queued = false;
  }
}

// ---------------------------------------------------------------------------------------------
// pg-boss (PostgreSQL)

/** Runs SQL for pg-boss: the app's own pool, so tests and servers need no second URL. */
export type SqlExecutor = PgBoss.Db;

export interface PgBossRunnerOptions {
  definitions: JobDefinition[];
  hooks: RunnerHooks;
  db: SqlExecutor;
  /** Names of jobs known to the config but not run here: their schedules are removed. */
  disabled?: string[];
  /** pg-boss settings (tests shorten the polling and cron intervals). */
  boss?: Partial<PgBoss.ConstructorOptions>;
  pollingIntervalSeconds?: number;
  /** How long stop() waits for running jobs before failing them (they are retried). */
  stopGraceMs?: number;
}

export const PGBOSS_SCHEMA = 'pgboss';

interface LastRunRow {
  name: string;
  state: string;
  started_on: Date | null;
  completed_on: Date | null;
  last_success: Date | null;
}

/**
 * Creates the job's queue, or brings its settings up to date. pg-boss 10 creates a queue with
 * DDL (a partition and its keys), and two processes creating queues at the same moment can
 * deadlock: PostgreSQL cancels one, which tries again once the other is done.
 */
async function ensureQueue(boss: PgBoss, queue: PgBoss.Queue): Promise<void> {
  for (let tries = 1; ; tries++) {
    if (await boss.getQueue(queue.name)) {
      await boss.updateQueue(queue.name, queue);
      return;
    }
    try {
      await boss.createQueue(queue.name, queue);
      return;
    } catch (err) {
      if (tries >= 8) throw err;
      await new Promise((r) => setTimeout(r, 50 + Math.random() * 200 * tries));
    }
  }
}

export class PgBossRunner implements JobRunner {
  readonly kind = 'pg-boss' as const;
  #boss: PgBoss | null = null;
  #stopping = new AbortController();
  readonly #timers = new Set<NodeJS.Timeout>();
  readonly #defs: Map<string, JobDefinition>;
  readonly #opts: PgBossRunnerOptions;

  constructor(opts: PgBossRunnerOptions) {
    this.#opts = opts;
    this.#defs = new Map(opts.definitions.map((d) => [d.name, d]));
  }

  get running() {
    return this.#boss !== null;
  }

  async start(): Promise<void> {
    if (this.#boss) return;
    const { hooks } = this.#opts;
    const boss = new PgBoss({
      db: this.#opts.db,
      schema: PGBOSS_SCHEMA,
      ...this.#opts.boss,
    });
    boss.on('error', (err) => hooks.onError(err));
    await boss.start();
    this.#stopping = new AbortController();
    this.#boss = boss;
    try {
      for (const def of this.#defs.values()) await this.#register(boss, def);
      for (const name of this.#opts.disabled ?? []) await boss.unschedule(name);
    } catch (err) {
      await this.stop();
      throw err;
    }
  }

  async #register(boss: PgBoss, def: JobDefinition) {
    // `stately`: at most one run queued and one running per job, whatever the number of
    // processes; ticks that find one queued are dropped.
    const queue: PgBoss.Queue = {
      name: def.name,
      policy: 'stately',
      retryLimit: def.retryLimit,
      retryDelay: Math.max(1, Math.round(def.retryDelaySeconds)),
      retryBackoff: def.backoff,
      // Our own limit fails the attempt first; pg-boss's is the backstop for a lost process.
      expireInSeconds: Math.ceil(def.timeoutSeconds) + 60,
    };
    await ensureQueue(boss, queue);
    const cron = cronOf(def);
    if (cron) await boss.schedule(def.name, cron.cron, {}, { tz: cron.tz ?? 'UTC' });
    else {
      await boss.unschedule(def.name);
      const every = (def.schedule as { everySeconds: number }).everySeconds;
      // Every process sends; the singleton slot (one per interval, in the database) keeps one.
      const send = () => {
        boss
          .send(def.name, {}, { singletonSeconds: Math.max(1, Math.round(every)) })
          .catch((err: unknown) => this.#opts.hooks.onError(err));
      };
      const t = setInterval(send, every * 1000);
      t.unref();
      this.#timers.add(t);
      send();
    }
    await boss.work<object>(
      def.name,
      {
        includeMetadata: true,
        batchSize: 1,
        pollingIntervalSeconds: this.#opts.pollingIntervalSeconds ?? 5,
      },
      async (jobs) => {
        for (const job of jobs) await this.#run(def, job);
      },
    );
  }

  async #run(def: JobDefinition, job: PgBoss.JobWithMetadata<object>) {
    const n = job.retryCount + 1;
    try {
      await attempt(def, n, this.#stopping.signal);
    } catch (error) {
      const final = job.retryCount >= job.retryLimit;
      await report(this.#opts.hooks, {
        job: def.name,
        attempt: n,
        final,
        error,
        nextTryAt: null,
        runner: this.kind,
      });
      throw error;
    }
  }

  async stop(): Promise<void> {
    const boss = this.#boss;
    if (!boss) return;
    for (const t of this.#timers) clearInterval(t);
    this.#timers.clear();
    const grace = this.#opts.stopGraceMs ?? 10_000;
    const abort = setTimeout(() => this.#stopping.abort(), grace);
    try {
      await boss.stop({ graceful: true, wait: true, timeout: grace + 1000 });
    } finally {
      clearTimeout(abort);
      this.#boss = null;
    }
  }

  async trigger(name: string): Promise<void> {
    if (!this.#defs.has(name)) throw new Error(`Unknown job ${name}`);
    if (!this.#boss) throw new Error('pg-boss is not running');
    await this.#boss.send(name, {});
  }

  async lastRuns(): Promise<Map<string, JobRunInfo>> {
    const names = [...this.#defs.keys()];
    const out = new Map<string, JobRunInfo>();
    if (names.length === 0) return out;
    let rows: LastRunRow[];
    try {
      ({ rows } = await this.#opts.db.executeSql(
        `WITH runs AS (
           SELECT name, state::text AS state, started_on, completed_on
             FROM ${PGBOSS_SCHEMA}.job WHERE name = ANY($1::text[]) AND started_on IS NOT NULL
           UNION ALL
           SELECT name, state::text, started_on, completed_on
             FROM ${PGBOSS_SCHEMA}.archive WHERE name = ANY($1::text[]) AND started_on IS NOT NULL)
         SELECT DISTINCT ON (name) name, state, started_on, completed_on,
                (SELECT max(r.completed_on) FROM runs r
                  WHERE r.name = runs.name AND r.state = 'completed') AS last_success
           FROM runs
          ORDER BY name, started_on DESC`,
        [names],
      ));
    } catch {
      // No pgboss schema yet: jobs have never run on this database.
      return out;
    }
    const states: Record<string, JobRunState> = {
      active: 'running',
      completed: 'succeeded',
      failed: 'failed',
      retry: 'retrying',
      cancelled: 'failed',
    };
    for (const r of rows)
      out.set(r.name, {
        state: states[r.state] ?? 'running',
        startedAt: r.started_on,
        finishedAt: r.state === 'active' ? null : (r.completed_on ?? null),
        lastSucceededAt: r.last_success,
      });
    return out;
  }
}
