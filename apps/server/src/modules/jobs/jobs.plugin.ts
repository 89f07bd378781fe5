import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type PgBoss from 'pg-boss';
import type { Database } from '../../db/client.ts';
import type { Mailer } from '../mail/index.ts';
import { type JobDependencies, jobDefinitions } from './jobs.handlers.ts';
import { jobsRoutes } from './jobs.routes.ts';
import { recordJobFailure } from './jobs.service.ts';
import {
  InProcessRunner,
  type JobDefinition,
  type JobRunner,
  PgBossRunner,
  processLocks,
  type RunnerHooks,
  type SqlExecutor,
} from './runner.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The background job runner and the jobs this installation runs (modules/jobs). */
    jobs: { runner: JobRunner; enabled: ReadonlySet<string> };
  }
}

export interface JobsPluginOptions {
  /** Start the runner when the app is ready (`config.jobs`); the operator page works either way. */
  enabled: boolean;
  mailer?: Mailer;
  dispatchEvents?: () => Promise<unknown>;
  retryRefunds?: () => Promise<unknown>;
  demoCarrier?: () => Promise<unknown>;
  mailBusinessNotifications?: () => Promise<number>;
  mailConversationReminders?: () => Promise<number>;
  bulkOffers?: () => Promise<number>;
  /** pg-boss settings (tests shorten its intervals). */
  pgBoss?: Partial<PgBoss.ConstructorOptions>;
}

/** The app's own node-postgres pool, as pg-boss wants it. */
export function poolExecutor(database: Database): SqlExecutor {
  const pool = (database.db as unknown as { $client?: { query: SqlExecutor['executeSql'] } })
    .$client;
  if (!pool || typeof pool.query !== 'function') throw new Error('no PostgreSQL pool to run jobs');
  return { executeSql: (text, values) => pool.query(text, values) };
}

/** Failed attempts are logged and written to job_failures (an operator alert when final). */
export function jobHooks(app: Pick<FastifyInstance, 'db' | 'log'>): RunnerHooks {
  return {
    async onFailure(f) {
      app.log.error(
        { job: f.job, attempt: f.attempt, final: f.final, err: f.error },
        f.final ? `job ${f.job} failed; giving up` : `job ${f.job} failed; will retry`,
      );
      await recordJobFailure(app.db, f);
    },
    onError(err) {
      app.log.error({ err }, 'job runner error');
    },
  };
}

export interface CreateRunnerOptions {
  database: Database;
  definitions: JobDefinition[];
  disabled?: string[];
  hooks: RunnerHooks;
  pgBoss?: Partial<PgBoss.ConstructorOptions>;
  pollingIntervalSeconds?: number;
  stopGraceMs?: number;
}

/** pg-boss on PostgreSQL; the in-process runner on the embedded PGlite database. */
export function createJobRunner(opts: CreateRunnerOptions): JobRunner {
  if (opts.database.engine === 'postgres')
    return new PgBossRunner({
      definitions: opts.definitions,
      hooks: opts.hooks,
      db: poolExecutor(opts.database),
      ...(opts.disabled && { disabled: opts.disabled }),
      ...(opts.pgBoss && { boss: opts.pgBoss }),
      ...(opts.pollingIntervalSeconds && { pollingIntervalSeconds: opts.pollingIntervalSeconds }),
      ...(opts.stopGraceMs && { stopGraceMs: opts.stopGraceMs }),
    });
  return new InProcessRunner({
    definitions: opts.definitions,
    hooks: opts.hooks,
    locks: processLocks(opts.database.db),
    ...(opts.stopGraceMs && { stopGraceMs: opts.stopGraceMs }),
  });
}

/**
 * Background jobs: builds the definitions (jobs.config.ts × jobs.handlers.ts), the runner for
 * the database engine, and the operators' page. The runner starts when the app is ready, if
 * enabled, and stops (letting running jobs finish) when the app closes.
 */
async function jobsPlugin(app: FastifyInstance, opts: JobsPluginOptions) {
  const deps: JobDependencies = {
    db: app.db,
    log: app.log,
    ...(opts.mailer && { mailer: opts.mailer }),
    ...(app.hasDecorator('payments') && { payments: app.payments }),
    ...(opts.dispatchEvents && { dispatchEvents: opts.dispatchEvents }),
    ...(opts.retryRefunds && { retryRefunds: opts.retryRefunds }),
    ...(opts.demoCarrier && { demoCarrier: opts.demoCarrier }),
    ...(opts.mailBusinessNotifications && {
      mailBusinessNotifications: opts.mailBusinessNotifications,
    }),
    ...(opts.mailConversationReminders && {
      mailConversationReminders: opts.mailConversationReminders,
    }),
    ...(opts.bulkOffers && { bulkOffers: opts.bulkOffers }),
  };
  const { definitions, disabled } = jobDefinitions(deps);
  const runner = createJobRunner({
    database: app.database,
    definitions,
    disabled,
    hooks: jobHooks(app),
    ...(opts.pgBoss && { pgBoss: opts.pgBoss }),
  });
  app.decorate('jobs', { runner, enabled: new Set(definitions.map((d) => d.name)) });

  if (opts.enabled) {
    app.addHook('onReady', async () => {
      await runner.start();
      app.log.info({ runner: runner.kind, jobs: definitions.length }, 'background jobs started');
    });
  }
  app.addHook('onClose', async () => runner.stop());

  await app.register(jobsRoutes, { prefix: '/api/yonetim/api' });
}

export default fp(jobsPlugin, { name: 'jobs', dependencies: ['db', 'auth'] });
