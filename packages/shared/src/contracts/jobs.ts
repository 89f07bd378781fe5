import { z } from 'zod';

/**
 * Background jobs for operators (issue 11): `GET /yonetim/api/jobs/` (resolved against `/api`)
 * lists every job with its schedule, retry rule and time limit, its latest run and failure,
 * and the most recent failed attempts of all jobs.
 */

export const JOB_RUN_STATES = ['running', 'succeeded', 'failed', 'retrying'] as const;
export type JobRunStateName = (typeof JOB_RUN_STATES)[number];

export const JOB_RUN_STATE_LABELS: Record<JobRunStateName, string> = {
  running: 'Çalışıyor',
  succeeded: 'Başarılı',
  failed: 'Başarısız',
  retrying: 'Yeniden denenecek',
};

export const jobFailureSchema = z.object({
  id: z.number().int(),
  job: z.string(),
  error: z.string(),
  /** 1 for a run's first attempt, 2 for its first retry, … */
  attempt: z.number().int(),
  /** No retry followed: the run gave up (operators were alerted). */
  final: z.boolean(),
  failed_at: z.string(),
});
export type JobFailureItem = z.infer<typeof jobFailureSchema>;

export const jobLastRunSchema = z.object({
  state: z.enum(JOB_RUN_STATES),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
  last_succeeded_at: z.string().nullable(),
});

export const jobInfoSchema = z.object({
  name: z.string(),
  title: z.string(),
  /** A five-field cron expression, or null for an interval. */
  cron: z.string().nullable(),
  /** The cron's time zone (null = UTC). */
  timezone: z.string().nullable(),
  every_seconds: z.number().nullable(),
  retry_limit: z.number().int(),
  retry_delay_seconds: z.number(),
  backoff: z.boolean(),
  timeout_seconds: z.number(),
  /** False when this installation lacks what the job needs (it is not scheduled). */
  enabled: z.boolean(),
  last_run: jobLastRunSchema.nullable(),
  last_failure: jobFailureSchema.nullable(),
});
export type JobInfo = z.infer<typeof jobInfoSchema>;

export const jobsOverviewSchema = z.object({
  /** `pg-boss` on PostgreSQL, `in-process` on the embedded database. */
  runner: z.enum(['pg-boss', 'in-process']),
  /** False when jobs are switched off on this process (`JOBS=off`). */
  running: z.boolean(),
  jobs: z.array(jobInfoSchema),
  recent_failures: z.array(jobFailureSchema),
});
export type JobsOverview = z.infer<typeof jobsOverviewSchema>;
