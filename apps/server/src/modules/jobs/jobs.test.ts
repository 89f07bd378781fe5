// What each job does (its handler against a real database), the jobs plugin's runner inside the
// app, and the operators' page.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobsOverviewSchema } from '@carsi/shared';
import { buildTestApp, type TestContext } from '../../../test/helper.ts';
import { createShoppers, type TestShopper } from '../../../test/shoppers.ts';
import { TestClient } from '../../../test/client.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { createMailer, mailAttempts, mailRetryDue, type MailTransport } from '../mail/index.ts';
import { JOB_NAMES, type JobName } from './jobs.config.ts';
import { type JobDependencies, jobDefinitions, jobHandlers } from './jobs.handlers.ts';
import { recordJobFailure } from './jobs.service.ts';

let t: TestContext;
let shopper: TestShopper;
let operator: TestShopper;

const db = () => t.database.db;
const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(db(), q);
const count = async (q: ReturnType<typeof sql>) =>
  Number((await rows<{ n: number | string }>(q))[0]!.n);

function deps(over: Partial<JobDependencies> = {}): JobDependencies {
  return { db: db(), log: t.app.log, payments: t.app.payments, ...over };
}

async function runJob(name: JobName, over: Partial<JobDependencies> = {}) {
  const handler = jobHandlers(deps(over))[name];
  if (!handler) throw new Error(`${name} is off`);
  await handler({ job: name, attempt: 1, signal: new AbortController().signal });
}

beforeAll(async () => {
  t = await buildTestApp({ products: 40 });
  [shopper, operator] = (await createShoppers(t, 2, 'isler')) as [TestShopper, TestShopper];
  await db().execute(sql`UPDATE users SET role = 'operator' WHERE id = ${operator.id}`);
});
afterAll(async () => {
  await t?.close();
});

describe('job handlers', () => {
  it('purge deletes only unverified shopper registrations older than 7 days, with their codes', async () => {
    const day = 24 * 3600 * 1000;
    const ago = (days: number) => new Date(Date.now() - days * day).toISOString();
    const make = async (email: string, createdAt: string, verified: boolean, role = 'shopper') => {
      const [u] = await rows<{ id: number }>(sql`
        INSERT INTO users (email, password_hash, first_name, last_name, role, created_at,
                           email_verified_at)
        VALUES (${email}, 'x', 'Ad', 'Soyad', ${role}::user_role, ${createdAt}::timestamptz,
                ${verified ? createdAt : null}::timestamptz)
        RETURNING id`);
      await db().execute(sql`
        INSERT INTO email_codes (user_id, purpose, code_hash, expires_at, created_at)
        VALUES (${u!.id}, 'verify_email', 'h', ${createdAt}::timestamptz, ${createdAt}::timestamptz)`);
      return u!.id;
    };
    const stale = await make('eski@carsi.test', ago(8), false);
    const stale2 = await make('eski@carsi.test', ago(30), false);
    const fresh = await make('yeni@carsi.test', ago(6), false);
    const verified = await make('dogrulanmis@carsi.test', ago(40), true);
    const op = await make('yonetici2@carsi.test', ago(40), false, 'operator');
    const paid = await make('odemeli@carsi.test', ago(40), false);
    await db().execute(sql`
      INSERT INTO payments (id, user_id, kind, provider, amount)
      VALUES ('pay_purge_test', ${paid}, 'siparis', 'sandbox', 1000)`);

    await runJob('purge-unverified-accounts');
    const left = await rows<{ id: number }>(
      sql`SELECT id FROM users WHERE id IN (${stale}, ${stale2}, ${fresh}, ${verified}, ${op}, ${paid}) ORDER BY id`,
    );
    expect(left.map((r) => r.id)).toEqual([fresh, verified, op, paid]);
    expect(
      await count(
        sql`SELECT count(*) AS n FROM email_codes WHERE user_id IN (${stale}, ${stale2})`,
      ),
    ).toBe(0);
    expect(await count(sql`SELECT count(*) AS n FROM email_codes WHERE user_id = ${fresh}`)).toBe(
      1,
    );
    // Twice is the same as once.
    await runJob('purge-unverified-accounts');
    expect(await count(sql`SELECT count(*) AS n FROM users WHERE id = ${fresh}`)).toBe(1);
    await db().execute(sql`DELETE FROM payments WHERE id = 'pay_purge_test'`);
  });

  it('expire-tokens deletes expired socket tickets and spent captcha records only', async () => {
    const [s] = await rows<{ id: string }>(
      sql`SELECT id FROM sessions WHERE user_id = ${shopper.id} LIMIT 1`,
    );
    await db().execute(sql`
      INSERT INTO socket_tickets (ticket_hash, user_id, session_id, expires_at) VALUES
        ('old-ticket', ${shopper.id}, ${s!.id}, now() - interval '1 minute'),
        ('live-ticket', ${shopper.id}, ${s!.id}, now() + interval '1 minute')`);
    await db().execute(sql`
      INSERT INTO captcha_uses (signature, expires_at) VALUES
        ('old-sig', now() - interval '1 second'), ('live-sig', now() + interval '10 minutes')`);
    await runJob('expire-tokens');
    expect(
      (await rows<{ ticket_hash: string }>(sql`SELECT ticket_hash FROM socket_tickets`)).map(
        (r) => r.ticket_hash,
      ),
    ).toEqual(['live-ticket']);
    expect(
      (await rows<{ signature: string }>(sql`SELECT signature FROM captcha_uses`)).map(
        (r) => r.signature,
      ),
    ).toEqual(['live-sig']);
  });

  it('refresh-search-vocabulary rebuilds search_terms', async () => {
    const before = await count(sql`SELECT count(*) AS n FROM search_terms`);
    expect(before).toBeGreaterThan(0);
    await db().execute(sql`DELETE FROM search_terms`);
    await runJob('refresh-search-vocabulary');
    expect(await count(sql`SELECT count(*) AS n FROM search_terms`)).toBe(before);
    // Two at once (two processes): both finish, the vocabulary is whole.
    await Promise.all([runJob('refresh-search-vocabulary'), runJob('refresh-search-vocabulary')]);
    expect(await count(sql`SELECT count(*) AS n FROM search_terms`)).toBe(before);
  });

  it('reconcile-payments gives up 3-D Secure payments nobody answered', async () => {
    await db().execute(sql`
      INSERT INTO payments (id, user_id, kind, provider, amount, created_at) VALUES
        ('pay_old_3ds', ${shopper.id}, 'siparis', 'sandbox', 1000, now() - interval '31 minutes'),
        ('pay_new_3ds', ${shopper.id}, 'siparis', 'sandbox', 1000, now())`);
    await runJob('reconcile-payments');
    const r = await rows<{ id: string; status: string; failure_code: string | null }>(
      sql`SELECT id, status, failure_code FROM payments WHERE id LIKE 'pay_%_3ds' ORDER BY id`,
    );
    expect(r).toEqual([
      { id: 'pay_new_3ds', status: 'baslatildi', failure_code: null },
      { id: 'pay_old_3ds', status: 'basarisiz', failure_code: 'zaman_asimi' },
    ]);
  });

  it('retry-mail resends failed mail by its back-off, once even when run twice at once', async () => {
    expect(mailAttempts('connection refused')).toBe(1);
    expect(mailAttempts('[deneme 3] connection refused')).toBe(3);
    const created = new Date('2026-01-01T10:00:00Z');
    const at = (min: number) => new Date(created.getTime() + min * 60_000);
    expect(mailRetryDue(created, 1, at(0.5))).toBe(false);
    expect(mailRetryDue(created, 1, at(1))).toBe(true);
    expect(mailRetryDue(created, 2, at(2))).toBe(false);
    expect(mailRetryDue(created, 2, at(3))).toBe(true);
    expect(mailRetryDue(created, 3, at(7))).toBe(true);
    expect(mailRetryDue(created, 8, at(600))).toBe(false);
    expect(mailRetryDue(created, 1, at(25 * 60))).toBe(false);

    const insert = async (to: string, minutesAgo: number, error: string | null) => {
      const [r] = await rows<{ id: number }>(sql`
        INSERT INTO outbox_emails (to_address, subject, text_body, created_at, error)
        VALUES (${to}, 'Konu', 'Metin', now() - make_interval(mins => ${minutesAgo}), ${error})
        RETURNING id`);
      return r!.id;
    };
    const due = await insert('due@carsi.test', 2, 'connection refused');
    const early = await insert('early@carsi.test', 2, '[deneme 2] connection refused');
    const outboxOnly = await insert('outbox@carsi.test', 30, null);
    const old = await insert('old@carsi.test', 25 * 60, 'connection refused');
    const stillDown = await insert('down@carsi.test', 5, 'connection refused');

    const sent: string[] = [];
    const transport: MailTransport = {
      async sendMail(mail) {
        await new Promise((r) => setTimeout(r, 20));
        if (mail.to === 'down@carsi.test') throw new Error('451 try later');
        sent.push(mail.to);
      },
    };
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'x@carsi.test',
      log: t.app.log,
      transport,
    });
    await Promise.all([runJob('retry-mail', { mailer }), runJob('retry-mail', { mailer })]);
    expect(sent).toEqual(['due@carsi.test']);

    const state = new Map(
      (
        await rows<{ id: number; sent_at: Date | null; error: string | null }>(
          sql`SELECT id, sent_at, error FROM outbox_emails
               WHERE id IN (${due}, ${early}, ${outboxOnly}, ${old}, ${stillDown})`,
        )
      ).map((r) => [r.id, r]),
    );
    expect(state.get(due)).toMatchObject({ error: null });
    expect(state.get(due)!.sent_at).not.toBeNull();
    expect(state.get(early)).toMatchObject({
      sent_at: null,
      error: '[deneme 2] connection refused',
    });
    expect(state.get(outboxOnly)).toMatchObject({ sent_at: null, error: null });
    expect(state.get(old)).toMatchObject({ sent_at: null, error: 'connection refused' });
    expect(state.get(stillDown)).toMatchObject({
      sent_at: null,
      error: '[deneme 2] 451 try later',
    });
  });

  it('jobs whose dependency is missing are off; given, they call it', async () => {
    const { definitions, disabled } = jobDefinitions({ db: db(), log: t.app.log });
    expect(disabled.sort()).toEqual(
      [
        'bulk-offers',
        'demo-carrier',
        'dispatch-events',
        'reconcile-payments',
        'retry-mail',
        'retry-refunds',
        'weekly-payouts',
        'retry-payouts',
        'mail-business-notifications',
        'mail-conversation-reminders',
      ].sort(),
    );
    expect(definitions.map((d) => d.name).sort()).toEqual(
      [
        'compact-package-counts',
        'end-holidays',
        'expire-tokens',
        'fold-product-sales',
        'purge-unverified-accounts',
        'refresh-search-vocabulary',
        'refresh-discount-prices',
        'accrue-ledger',
      ].sort(),
    );
    // Without SMTP there is nothing to retry.
    const outboxOnly = createMailer({ smtpUrl: undefined, from: 'x@carsi.test', log: t.app.log });
    expect(jobHandlers(deps({ mailer: outboxOnly }))['retry-mail']).toBeUndefined();

    const called: string[] = [];
    const injected = {
      dispatchEvents: async () => void called.push('dispatch'),
      retryRefunds: async () => void called.push('refunds'),
      demoCarrier: async () => void called.push('carrier'),
      bulkOffers: async () => {
        called.push('bulk');
        return 0;
      },
    };
    await runJob('dispatch-events', injected);
    await runJob('retry-refunds', injected);
    await runJob('demo-carrier', injected);
    await runJob('bulk-offers', injected);
    expect(called).toEqual(['dispatch', 'refunds', 'carrier', 'bulk']);
  });
});

describe('jobs plugin', () => {
  it('is off in tests; started explicitly, it runs a triggered job', async () => {
    const { runner } = t.app.jobs;
    expect(runner.running).toBe(false);
    expect(runner.kind).toBe(t.database.engine === 'postgres' ? 'pg-boss' : 'in-process');
    await db().execute(sql`
      INSERT INTO captcha_uses (signature, expires_at) VALUES ('plugin-sig', now() - interval '1 second')`);
    await runner.start();
    try {
      await runner.trigger('expire-tokens');
      const end = Date.now() + 20_000;
      while (
        await count(sql`SELECT count(*) AS n FROM captcha_uses WHERE signature = 'plugin-sig'`)
      ) {
        if (Date.now() > end) throw new Error('expire-tokens did not run');
        await new Promise((r) => setTimeout(r, 100));
      }
      const end2 = Date.now() + 5000;
      while ((await runner.lastRuns()).get('expire-tokens')?.state !== 'succeeded') {
        if (Date.now() > end2) throw new Error('no successful run recorded');
        await new Promise((r) => setTimeout(r, 100));
      }
    } finally {
      await runner.stop();
    }
    expect(runner.running).toBe(false);
  }, 60_000);
});

describe('GET /api/yonetim/api/jobs/', () => {
  const url = '/api/yonetim/api/jobs/';

  it('answers 401 to a visitor and 403 to a shopper', async () => {
    const visitor = await new TestClient(t.app).get(url);
    expect(visitor.statusCode).toBe(401);
    const res = await shopper.client.get(url);
    expect(res.statusCode).toBe(403);
    expect(res.json().detail).toBe('Bu işlem yalnızca Çarşı yöneticileri içindir.');
  });

  it('lists every job with its schedule, last run and failures for an operator', async () => {
    await recordJobFailure(db(), {
      job: 'refresh-search-vocabulary',
      attempt: 3,
      final: true,
      error: new Error('disk dolu'),
      nextTryAt: null,
      runner: 'in-process',
    });
    const res = await operator.client.get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = jobsOverviewSchema.parse(res.json());
    expect(body.runner).toBe(t.app.jobs.runner.kind);
    expect(body.jobs.map((j) => j.name)).toEqual(JOB_NAMES);
    const vocab = body.jobs.find((j) => j.name === 'refresh-search-vocabulary')!;
    expect(vocab).toMatchObject({
      cron: '7 * * * *',
      timezone: 'Europe/Istanbul',
      enabled: true,
      last_failure: { attempt: 3, final: true, error: 'Error: disk dolu' },
    });
    // The app passes the outbox dispatcher; the refund retry and the demo carrier may be absent.
    expect(body.jobs.find((j) => j.name === 'dispatch-events')!.enabled).toBe(true);
    expect(body.jobs.find((j) => j.name === 'expire-tokens')!.last_run?.state).toBe('succeeded');
    expect(body.recent_failures[0]).toMatchObject({ job: 'refresh-search-vocabulary' });
  });
});
