import { desc, eq } from 'drizzle-orm';
import type { JobFailureItem, JobsOverview } from '@carsi/shared';
import type { Db } from '../../db/client.ts';
import { jobFailures } from '../../db/schema/index.ts';
import { iso } from '../../lib/query-rows.ts';
import { emitEvent } from '../events/index.ts';
import { JOB_NAMES, JOBS, type JobSettings } from './jobs.config.ts';
import type { JobFailure, JobRunner } from './runner.ts';

const MAX_ERROR_CHARS = 2000;

export function errorText(error: unknown): string {
  const text =
    error instanceof Error ? `${error.name}: ${error.message}` : String(error ?? 'bilinmeyen hata');
  return text.slice(0, MAX_ERROR_CHARS);
}

/**
 * Writes a failed attempt to `job_failures`; when the run gives up, an operator alert goes to
 * the outbox in the same transaction (one per job and hour: the key lets the dispatcher fold
 * repeats).
 */
export async function recordJobFailure(db: Db, failure: JobFailure): Promise<void> {
  const error = errorText(failure.error);
  await db.transaction(async (tx) => {
    await tx.insert(jobFailures).values({
      job: failure.job,
      error,
      attempt: failure.attempt,
      data: {
        final: failure.final,
        runner: failure.runner,
        next_try_at: failure.nextTryAt?.toISOString() ?? null,
      },
    });
    if (failure.final) {
      const hour = new Date().toISOString().slice(0, 13);
      await emitEvent(tx, {
        type: 'operator.alert',
        payload: {
          message: `Arka plan işi "${failure.job}" ${failure.attempt} denemede başarısız oldu: ${error.slice(0, 300)}`,
          key: `job:${failure.job}:${hour}`,
        },
      });
    }
  });
}

type FailureRow = typeof jobFailures.$inferSelect;

const toFailureItem = (r: FailureRow): JobFailureItem => ({
  id: r.id,
  job: r.job,
  error: r.error,
  attempt: r.attempt,
  final: Boolean((r.data as { final?: boolean } | null)?.final),
  failed_at: iso(r.failedAt),
});

/** Every job with its settings, latest run and failure; the latest failures of all jobs. */
export async function jobsOverview(
  db: Db,
  runner: JobRunner,
  enabled: ReadonlySet<string>,
  recent = 20,
): Promise<JobsOverview> {
  const [runs, latest, failures] = await Promise.all([
    runner.lastRuns(),
    db
      .selectDistinctOn([jobFailures.job])
      .from(jobFailures)
      .orderBy(jobFailures.job, desc(jobFailures.failedAt), desc(jobFailures.id)),
    db
      .select()
      .from(jobFailures)
      .orderBy(desc(jobFailures.failedAt), desc(jobFailures.id))
      .limit(recent),
  ]);
  const lastFailure = new Map(latest.map((r) => [r.job, toFailureItem(r)]));
  return {
    runner: runner.kind,
    running: runner.running,
    jobs: JOB_NAMES.map((name) => {
      const s: JobSettings = JOBS[name];
      const cron = 'cron' in s.schedule ? s.schedule : null;
      const run = runs.get(name);
      return {
        name,
        title: s.title,
        cron: cron?.cron ?? null,
        timezone: cron?.tz ?? null,
        every_seconds: 'everySeconds' in s.schedule ? s.schedule.everySeconds : null,
        retry_limit: s.retryLimit,
        retry_delay_seconds: s.retryDelaySeconds,
        backoff: s.backoff,
        timeout_seconds: s.timeoutSeconds,
        enabled: enabled.has(name),
        last_run: run
          ? {
              state: run.state,
              started_at: run.startedAt ? iso(run.startedAt) : null,
              finished_at: run.finishedAt ? iso(run.finishedAt) : null,
              last_succeeded_at: run.lastSucceededAt ? iso(run.lastSucceededAt) : null,
            }
          : null,
        last_failure: lastFailure.get(name) ?? null,
      };
    }),
    recent_failures: failures.map(toFailureItem),
  };
}

/** Failures of one job, newest first (tests, and a later detail page). */
export async function failuresOf(db: Db, job: string): Promise<JobFailureItem[]> {
  const rows = await db
    .select()
    .from(jobFailures)
    .where(eq(jobFailures.job, job))
    .orderBy(desc(jobFailures.failedAt), desc(jobFailures.id));
  return rows.map(toFailureItem);
}
