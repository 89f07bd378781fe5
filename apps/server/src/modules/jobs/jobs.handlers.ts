// What each job does: a call to the service that owns the work. Each is safe to run twice and
// on two processes at once on its own (one-statement deletes, claims with conditional updates,
// row locks, an advisory lock), beyond the runner's one-run-at-a-time rule.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { purgeUnverifiedAccounts } from '../accounts/registration.service.ts';
import { deleteExpiredSocketTickets } from '../accounts/socket-tickets.service.ts';
import { deleteSpentCaptchaUses } from '../captcha/index.ts';
import type { Mailer } from '../mail/index.ts';
import { payStatements, runWeeklyPayouts, accrueLedger } from '../payouts/index.ts';
import { type PaymentsRuntime, reconcilePayments } from '../payments/index.ts';
import { refreshSearchTermsExclusive } from '../search/search-terms.service.ts';
import { JOB_NAMES, JOBS, type JobName } from './jobs.config.ts';
import type { JobDefinition, JobHandler } from './runner.ts';
import { endHolidays } from '../businesses/settings.service.ts';
import { compactPackageCounts } from '../vendor-orders/package-counts.service.ts';
import { foldProductSales } from '../catalog/sales-fold.service.ts';
import { refreshDiscountBoundaries } from '../promotions/discounts.service.ts';

/** Work done by other modules, passed in by app.ts; a job whose dependency is missing is off. */
export interface JobDependencies {
  db: Db;
  log: FastifyBaseLogger;
  mailer?: Mailer;
  /**
   * The payment provider and the settlers: reconciliation asks the provider about payments left
   * halfway and settles paid ones left without their order (modules/payments).
   */
  payments?: PaymentsRuntime;
  /** Sends outbox events nobody dispatched yet (modules/events `dispatchPendingEvents`). */
  dispatchEvents?: () => Promise<unknown>;
  /** Retries refunds the provider refused (modules/payments `retryFailedRefunds`). */
  retryRefunds?: () => Promise<unknown>;
  /** Delivers the sandbox's shipped packages (the demo carrier, when it exists). */
  demoCarrier?: () => Promise<unknown>;
  /** Mails business notifications of the kinds each business chose (modules/businesses). */
  mailBusinessNotifications?: () => Promise<number>;
  /** Question deadline and unread message mails (modules/conversations). */
  mailConversationReminders?: () => Promise<number>;
  /** Applies bulk price & stock uploads left waiting (modules/vendor-offers). */
  bulkOffers?: () => Promise<number>;
}

export function jobHandlers(deps: JobDependencies): Partial<Record<JobName, JobHandler>> {
  const { db, log } = deps;
  const done = (job: JobName, result: object) => log.info({ job, ...result }, 'job done');
  return {
    ...(deps.dispatchEvents && { 'dispatch-events': deps.dispatchEvents }),
    ...(deps.payments && {
      'reconcile-payments': async () => {
        const stuck = await reconcilePayments(db, deps.payments!, log);
        if (stuck > 0) done('reconcile-payments', { stuck });
      },
    }),
    ...(deps.retryRefunds && { 'retry-refunds': deps.retryRefunds }),
    ...(deps.payments && {
      'weekly-payouts': async () => {
        const r = await runWeeklyPayouts(db, deps.payments!.provider, new Date(), log);
        done('weekly-payouts', r);
      },
      'retry-payouts': async () => {
        // Statements whose payout failed or was cut off by a crash, paid again (safe twice).
        const paid = await payStatements(db, deps.payments!.provider, log);
        if (paid > 0) done('retry-payouts', { paid });
      },
    }),
    'accrue-ledger': async () => {
      const written = await accrueLedger(db);
      if (written > 0) done('accrue-ledger', { written });
    },
    ...(deps.mailer?.delivers && {
      'retry-mail': async () => {
        const r = await deps.mailer!.retryFailed(db);
        if (r.sent + r.failed > 0) done('retry-mail', r);
      },
    }),
    'expire-tokens': async () => {
      const now = new Date();
      const tickets = await deleteExpiredSocketTickets(db, now);
      const captchas = await deleteSpentCaptchaUses(db, now);
      if (tickets + captchas > 0) done('expire-tokens', { tickets, captchas });
    },
    'refresh-search-vocabulary': async () => {
      const refreshed = await refreshSearchTermsExclusive(db);
      done('refresh-search-vocabulary', { refreshed });
    },
    'purge-unverified-accounts': async () => {
      const deleted = await purgeUnverifiedAccounts(db);
      if (deleted > 0) done('purge-unverified-accounts', { deleted });
    },
    ...(deps.mailBusinessNotifications && {
      'mail-business-notifications': async () => {
        const sent = await deps.mailBusinessNotifications!();
        if (sent > 0) done('mail-business-notifications', { sent });
      },
    }),
    ...(deps.mailConversationReminders && {
      'mail-conversation-reminders': async () => {
        const sent = await deps.mailConversationReminders!();
        if (sent > 0) done('mail-conversation-reminders', { sent });
      },
    }),
    'end-holidays': async () => {
      const ended = await endHolidays(db);
      if (ended > 0) done('end-holidays', { ended });
    },
    'compact-package-counts': async () => {
      const rows = await compactPackageCounts(db);
      if (rows > 0) done('compact-package-counts', { rows });
    },
    'fold-product-sales': async () => {
      const products = await foldProductSales(db);
      if (products > 0) done('fold-product-sales', { products });
    },
    'refresh-discount-prices': async () => {
      const products = await refreshDiscountBoundaries(db);
      if (products > 0) done('refresh-discount-prices', { products });
    },
    ...(deps.demoCarrier && { 'demo-carrier': deps.demoCarrier }),
    ...(deps.bulkOffers && {
      'bulk-offers': async () => {
        const jobs = await deps.bulkOffers!();
        if (jobs > 0) done('bulk-offers', { jobs });
      },
    }),
  };
}

/** The jobs this installation runs (settings from jobs.config.ts), and those it cannot. */
export function jobDefinitions(deps: JobDependencies): {
  definitions: JobDefinition[];
  disabled: JobName[];
} {
  const handlers = jobHandlers(deps);
  const definitions: JobDefinition[] = [];
  const disabled: JobName[] = [];
  for (const name of JOB_NAMES) {
    const handler = handlers[name];
    if (handler) definitions.push({ name, ...JOBS[name], handler });
    else disabled.push(name);
  }
  return { definitions, disabled };
}
