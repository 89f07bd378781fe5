import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PaymentStatus, PaymentStatusView } from '@carsi/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { emitEvent } from '../events/index.ts';
import type {
  BasketItem,
  CompleteResult,
  ExpectedPayment,
  PaymentLookup,
  PaymentProvider,
  StartPaymentInput,
  StartResult,
  VerifiedCallback,
} from './provider.ts';
import { recordWholeRefund, runProviderRefunds } from './refunds.service.ts';

/**
 * The payment lifecycle shared by checkouts and wallet top-ups. No provider call is made inside
 * a transaction or while a row lock is held (docs/decisions/022): every step records its intent
 * with a conditional update, calls the provider with nothing open, then records the outcome with
 * another conditional update. A crash between the two leaves a state that says what was being
 * asked (`baslatildi`: 3-D Secure start, `onaylaniyor`: taking the money, a `bekliyor` refund);
 * `reconcilePayments` settles it by asking the provider, never by guessing.
 */

export type PaymentKind = 'siparis' | 'cuzdan_yukleme';

/** Internal statuses: the public ones plus `onaylaniyor` and `iade_bekliyor`. */
export type PaymentState = PaymentStatus | 'onaylaniyor' | 'iade_bekliyor';

export interface PaymentRow {
  id: string;
  user_id: number;
  kind: PaymentKind;
  status: PaymentState;
  provider: string;
  card_amount: number;
  wallet_amount: number;
  amount: number;
  installments: number;
  card_last4: string | null;
  provider_payment_id: string | null;
  provider_data: Record<string, unknown> | null;
  three_ds_html: string | null;
  checkout: Record<string, unknown> | null;
  order_id: number | null;
  failure_code: string | null;
  failure_detail: string | null;
}

/** Settles a paid payment: writes its order or credits its top-up. Must be idempotent. */
export type Settler = (paymentId: string) => Promise<void>;
export type Settlers = Record<PaymentKind, Settler>;
/** What reconciliation needs: the provider to ask, and what settles a paid payment. */
export interface PaymentsRuntime {
  provider: PaymentProvider;
  settlers: Settlers;
}

export interface PaymentLog {
  error(obj: unknown, msg: string): void;
}

/** Statuses in which a checkout payment may still take money or write its order. */
export const LIVE_STATUSES: readonly PaymentState[] = [
  'baslatildi',
  'dogrulama_bekliyor',
  'onaylaniyor',
  'odendi',
];

const UNAVAILABLE = 'Ödeme altyapısına şu an ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.';

export const newPaymentId = () => `pay_${randomBytes(15).toString('base64url').toLowerCase()}`;

export async function getPayment(db: DbOrTx, id: string, lock = false): Promise<PaymentRow | null> {
  const [row] = await queryRows<PaymentRow>(
    db,
    sql`SELECT * FROM payments WHERE id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return row ?? null;
}

/**
 * Marks a payment failed if it is still in one of `from` (no money was taken for it), and frees
 * its idempotency key for a new attempt; its claim on cart lines lapses with it. True when this
 * call changed it.
 */
export async function failPayment(
  db: DbOrTx,
  id: string,
  code: string,
  detail: string,
  from: readonly PaymentState[] = ['baslatildi', 'dogrulama_bekliyor', 'onaylaniyor'],
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`UPDATE payments SET status = 'basarisiz', failure_code = ${code},
               failure_detail = ${detail}, idempotency_key = NULL, three_ds_html = NULL,
               updated_at = now()
         WHERE id = ${id} AND status = ANY(string_to_array(${from.join(',')}, ','))
        RETURNING id`,
  );
  return rows.length > 0;
}

/** Where our own page shows the bank's 3-D Secure step. */
export const threeDsUrl = (provider: string, id: string) => `/api/odeme/api/${provider}/3ds/${id}/`;

/**
 * Asks the provider to start 3-D Secure for a payment already committed as `baslatildi` (no
 * transaction is open here), then records the answer. Refused → the payment is marked failed
 * and the reason returned (the caller answers 402). Starting takes no money, so a start that
 * never answers is simply failed too.
 */
export async function startThreeDs(
  db: Db,
  provider: PaymentProvider,
  input: StartPaymentInput,
): Promise<{ ok: true; url: string } | { ok: false; code: string; detail: string }> {
  let result: StartResult;
  try {
    result = await provider.start3ds(input);
  } catch {
    result = { ok: false, code: 'odeme_altyapisi_hatasi', detail: UNAVAILABLE };
  }
  if (!result.ok) {
    await failPayment(db, input.paymentId, result.code, result.detail, ['baslatildi']);
    return { ok: false, code: result.code, detail: result.detail };
  }
  const recorded = await queryRows<{ id: string }>(
    db,
    sql`UPDATE payments SET status = 'dogrulama_bekliyor', three_ds_html = ${result.threeDsHtml},
               provider_data = COALESCE(provider_data, '{}'::jsonb) || ${JSON.stringify(result.data ?? {})}::jsonb,
               updated_at = now()
         WHERE id = ${input.paymentId} AND status = 'baslatildi'
        RETURNING id`,
  );
  if (recorded.length === 0)
    // Given up meanwhile (reconciliation, or a newer checkout of the same cart).
    return {
      ok: false,
      code: 'zaman_asimi',
      detail: 'Ödeme zaman aşımına uğradı. Lütfen tekrar deneyin.',
    };
  return { ok: true, url: threeDsUrl(provider.name, input.paymentId) };
}

/** A card refused before 3-D Secure (the failed payment row is kept). */
export const paymentRefused = (detail: string) =>
  new AppError(402, 'odeme_reddedildi', detail, { card: [detail] });

/** The basket the provider charged, as stored at start (so the callback can be checked). */
export const storedBasket = (p: PaymentRow): BasketItem[] =>
  ((p.provider_data?.basket as BasketItem[] | undefined) ?? []).map((b) => ({ ...b }));

const expectedOf = (p: PaymentRow): ExpectedPayment => ({
  paymentId: p.id,
  paidPrice: p.card_amount,
  currency: 'TRY',
  basket: storedBasket(p),
  data: p.provider_data ?? {},
});

/**
 * The provider took `providerPaymentId` for a payment we were asking about: record it (from
 * `onaylaniyor` only). If the payment was given up meanwhile (it waited too long and
 * reconciliation found nothing yet), the money is not kept: it is given back.
 */
async function recordCharge(
  db: Db,
  provider: PaymentProvider,
  paymentId: string,
  providerPaymentId: string,
  itemRefs: Record<string, string>,
  paidPrice: number,
  log: PaymentLog,
): Promise<void> {
  const recorded = await queryRows<{ id: string }>(
    db,
    sql`UPDATE payments SET status = 'odendi', provider_payment_id = ${providerPaymentId},
               provider_data = COALESCE(provider_data, '{}'::jsonb)
                               || jsonb_build_object('item_refs', ${JSON.stringify(itemRefs)}::jsonb),
               three_ds_html = NULL, paid_at = now(), updated_at = now()
         WHERE id = ${paymentId} AND status = 'onaylaniyor'
        RETURNING id`,
  );
  if (recorded.length > 0) return;
  const now = await getPayment(db, paymentId);
  if (!now || now.provider_payment_id === providerPaymentId) return; // recorded by someone else
  const refundId = await recordWholeRefund(
    db,
    paymentId,
    ['basarisiz'],
    {
      code: 'gec_onay',
      detail: 'Bankanızın onayı ödeme zaman aşımına uğradıktan sonra geldi; sipariş oluşturulmadı.',
    },
    { providerPaymentId, amount: paidPrice, itemRefs },
  );
  if (refundId !== null) await runProviderRefunds(db, provider, [refundId], log);
}

/**
 * Settles a payment whose request for money got no recorded answer (`onaylaniyor`), by asking
 * the provider: taken and as expected → `odendi` (the order follows); taken but not what we
 * asked for → given back; not taken → failed; the provider cannot say → left for later.
 * Returns what the provider said.
 */
export async function resolveCharge(
  db: Db,
  provider: PaymentProvider,
  p: PaymentRow,
  log: PaymentLog,
): Promise<PaymentLookup['state']> {
  let lookup: PaymentLookup;
  try {
    lookup = await provider.retrievePayment({
      paymentId: p.id,
      providerPaymentId: p.provider_payment_id,
      data: p.provider_data ?? {},
      expected: expectedOf(p),
    });
  } catch (err) {
    lookup = { state: 'unknown', detail: err instanceof Error ? err.message : String(err) };
  }
  if (lookup.state === 'paid' && lookup.matches)
    await recordCharge(
      db,
      provider,
      p.id,
      lookup.providerPaymentId,
      lookup.itemRefs,
      lookup.paidPrice,
      log,
    );
  else if (lookup.state === 'paid') {
    const refundId = await recordWholeRefund(
      db,
      p.id,
      ['onaylaniyor'],
      {
        code: 'dogrulama_hatasi',
        detail: 'Ödeme bilgileri doğrulanamadı; sipariş oluşturulmadı.',
      },
      {
        providerPaymentId: lookup.providerPaymentId,
        amount: lookup.paidPrice,
        itemRefs: lookup.itemRefs,
      },
    );
    if (refundId !== null) await runProviderRefunds(db, provider, [refundId], log);
  } else if (lookup.state === 'not_paid')
    await failPayment(
      db,
      p.id,
      'odeme_tamamlanamadi',
      'Ödemeniz tamamlanamadı; kartınızdan para çekilmedi. Lütfen tekrar deneyin.',
      ['onaylaniyor'],
    );
  else log.error({ paymentId: p.id, detail: lookup.detail }, 'payment outcome still unknown');
  return lookup.state;
}

/**
 * A bank's 3-D Secure answer. One conditional update takes the payment from
 * `dogrulama_bekliyor` to `onaylaniyor` (a replayed or concurrent callback finds it taken and
 * only reads), the provider is asked for the money with nothing locked, and the answer is
 * recorded; then the payment is settled. Answers where to send the browser.
 */
export async function handleCallback(
  db: Db,
  provider: PaymentProvider,
  settlers: Settlers,
  body: Record<string, string>,
  log: PaymentLog,
): Promise<string> {
  const verified = provider.verifyCallback(body);
  if (!verified) throw badRequest('Ödeme doğrulaması geçersiz.');
  const found = await getPayment(db, verified.paymentId);
  if (!found || found.provider !== provider.name) throw notFound('Ödeme bulunamadı.');
  if (!verified.approved) {
    const f = verified.failure ?? {
      code: '3ds_basarisiz',
      detail: '3-D Secure doğrulaması başarısız oldu.',
    };
    await failPayment(db, found.id, f.code, f.detail, ['dogrulama_bekliyor']);
  } else {
    const [taking] = await queryRows<PaymentRow>(
      db,
      sql`UPDATE payments SET status = 'onaylaniyor', updated_at = now()
           WHERE id = ${found.id} AND status = 'dogrulama_bekliyor'
          RETURNING *`,
    );
    if (taking) await takeMoney(db, provider, taking, verified, log);
  }
  const payment = (await getPayment(db, found.id))!;
  if (payment.status === 'odendi') {
    try {
      await settlers[payment.kind](payment.id);
    } catch (err) {
      // Known failures were refunded by the settler; anything else waits for reconciliation.
      if (!(err instanceof AppError)) log.error({ err, paymentId: payment.id }, 'settle failed');
    }
  }
  return redirectAfter((await getPayment(db, payment.id))!);
}

async function takeMoney(
  db: Db,
  provider: PaymentProvider,
  p: PaymentRow,
  verified: VerifiedCallback,
  log: PaymentLog,
): Promise<void> {
  let result: CompleteResult;
  try {
    result = await provider.complete3ds(verified, expectedOf(p));
  } catch (err) {
    log.error({ err, paymentId: p.id }, 'complete3ds threw');
    result = { ok: false, code: 'odeme_altyapisi_hatasi', detail: UNAVAILABLE, uncertain: true };
  }
  if (result.ok) {
    await recordCharge(
      db,
      provider,
      p.id,
      result.providerPaymentId,
      result.itemRefs,
      p.card_amount,
      log,
    );
    return;
  }
  if (!result.uncertain) {
    await failPayment(db, p.id, result.code, result.detail, ['onaylaniyor']);
    return;
  }
  // No answer: ask right away; if the provider cannot say either, reconciliation asks again.
  await resolveCharge(db, provider, p, log);
}

/** Where the shopper lands after the bank page. */
export function redirectAfter(p: PaymentRow): string {
  if (p.kind === 'cuzdan_yukleme') return `/cuzdanim?odeme=${encodeURIComponent(p.id)}`;
  if (p.status === 'tamamlandi' && p.order_id) return `/odeme-tamamlandi/?siparis=${p.order_id}`;
  return `/odeme-islemi/?odeme=${encodeURIComponent(p.id)}`;
}

/**
 * A paid payment that cannot become its order (stock gone, wallet spent, its cart lines bought
 * by another payment): recorded as `iade_bekliyor` with the shopper's reason, then the card is
 * refunded after the commit (retried later if the provider refuses).
 */
export async function refundWholePayment(
  db: Db,
  provider: PaymentProvider,
  paymentId: string,
  code: string,
  detail: string,
  log: PaymentLog,
): Promise<void> {
  const refundId = await recordWholeRefund(db, paymentId, ['odendi'], { code, detail });
  if (refundId !== null) await runProviderRefunds(db, provider, [refundId], log);
}

/**
 * The shopper gives up a payment still waiting for the bank (a closed 3-D Secure page): it is
 * failed, so its cart lines are free for a new attempt. Money was not asked for yet, so none
 * can have been taken.
 */
export async function abandonPayment(db: Db, userId: number, id: string): Promise<void> {
  const [p] = await queryRows<{ user_id: number }>(
    db,
    sql`SELECT user_id FROM payments WHERE id = ${id} AND user_id = ${userId}`,
  );
  if (!p) throw notFound('Ödeme bulunamadı.');
  const done = await failPayment(db, id, 'vazgecildi', 'Ödemeden vazgeçtiniz.', [
    'baslatildi',
    'dogrulama_bekliyor',
  ]);
  if (!done)
    throw conflict('durum_uygun_degil', 'Bu ödeme artık iptal edilemez; bankanın yanıtı alındı.');
}

/**
 * The public status of an internal one: `onaylaniyor` reads as `odendi` without an order (the
 * page waits for it, and it does become an order, a failure or a refund), `iade_bekliyor` as
 * `iade_edildi` (its detail says the refund is on its way).
 */
export function publicStatus(status: PaymentState): PaymentStatus {
  if (status === 'onaylaniyor') return 'odendi';
  if (status === 'iade_bekliyor') return 'iade_edildi';
  return status;
}

export async function paymentStatusView(
  db: DbOrTx,
  userId: number,
  id: string,
): Promise<PaymentStatusView> {
  const [row] = await queryRows<PaymentRow & { order_number: string | null }>(
    db,
    sql`SELECT p.*, o.number AS order_number FROM payments p
          LEFT JOIN orders o ON o.id = p.order_id
         WHERE p.id = ${id} AND p.user_id = ${userId}`,
  );
  if (!row) throw notFound('Ödeme bulunamadı.');
  return {
    id: row.id,
    kind: row.kind,
    status: publicStatus(row.status),
    amount: row.amount,
    order_id: row.order_id,
    order_number: row.order_number,
    failure_code: row.failure_code,
    failure_detail: row.failure_detail,
  };
}

/** How long a start (no money) may stay unanswered, and a 3-D Secure page unused. */
const START_ABANDONED = sql`interval '5 minutes'`;
const BANK_PAGE_ABANDONED = sql`interval '30 minutes'`;
/** A payment whose outcome the provider still cannot tell after this long goes to an operator. */
const UNKNOWN_ALERT = sql`interval '1 hour'`;

/**
 * Finishes what a crash or a lost answer left halfway; safe on several processes at once:
 *  - `onaylaniyor` (we asked for the money, no answer recorded): the provider is asked; money
 *    taken → `odendi` and settled, or given back if it is not what we asked for; none taken →
 *    failed; the provider cannot tell → left, and an operator alerted after an hour;
 *  - `odendi` without its order or top-up: settled again (or refunded by the settler when the
 *    order cannot be written, e.g. its cart lines were bought meanwhile);
 *  - `baslatildi` / `dogrulama_bekliyor` left unanswered: failed. No money was asked for yet
 *    (that only happens from `onaylaniyor`), so none can have been taken.
 * Card refunds that failed are retried by `retryFailedRefunds`. Returns how many payments it
 * settled or asked about. The age test is inclusive: PGlite's clock can give the marking
 * statement and this one the same `now()`, and an age of 0 must still take that payment.
 */
export async function reconcilePayments(
  db: Db,
  payments: PaymentsRuntime,
  log: PaymentLog,
  olderThanSeconds = 60,
): Promise<number> {
  const { provider, settlers } = payments;
  const unsure = await queryRows<PaymentRow>(
    db,
    sql`SELECT * FROM payments
         WHERE status = 'onaylaniyor'
           AND updated_at <= now() - make_interval(secs => ${olderThanSeconds})
         ORDER BY updated_at LIMIT 100`,
  );
  for (const p of unsure) {
    try {
      const state = await resolveCharge(db, provider, p, log);
      if (state === 'unknown') await alertOnce(db, p);
    } catch (err) {
      log.error({ err, paymentId: p.id }, 'reconcile: asking the provider failed');
    }
  }
  const stuck = await queryRows<{ id: string; kind: PaymentKind }>(
    db,
    sql`SELECT id, kind FROM payments
         WHERE status = 'odendi' AND paid_at <= now() - make_interval(secs => ${olderThanSeconds})
         ORDER BY paid_at LIMIT 100`,
  );
  for (const p of stuck) {
    try {
      await settlers[p.kind](p.id);
    } catch (err) {
      if (!(err instanceof AppError)) log.error({ err, paymentId: p.id }, 'reconcile failed');
    }
  }
  await db.execute(sql`
    UPDATE payments SET status = 'basarisiz', failure_code = 'zaman_asimi',
           failure_detail = 'Ödeme zaman aşımına uğradı.', idempotency_key = NULL,
           three_ds_html = NULL, updated_at = now()
     WHERE (status = 'baslatildi' AND created_at < now() - ${START_ABANDONED})
        OR (status = 'dogrulama_bekliyor' AND created_at < now() - ${BANK_PAGE_ABANDONED})`);
  return unsure.length + stuck.length;
}

/** One operator alert for a payment whose outcome the provider has not told us for an hour. */
async function alertOnce(db: Db, p: PaymentRow) {
  await db.transaction(async (tx) => {
    const marked = await queryRows<{ id: string }>(
      tx,
      sql`UPDATE payments
             SET provider_data = COALESCE(provider_data, '{}'::jsonb)
                                 || jsonb_build_object('alerted_at', now())
           WHERE id = ${p.id} AND status = 'onaylaniyor'
             AND updated_at < now() - ${UNKNOWN_ALERT}
             AND NOT COALESCE(provider_data ? 'alerted_at', false)
          RETURNING id`,
    );
    if (marked.length === 0) return;
    await emitEvent(tx, {
      type: 'operator.alert',
      payload: {
        message: `Ödeme ${p.id} bir saattir sonuçlanmadı: sağlayıcı parayı alıp almadığını bildirmiyor.`,
        link: `/yonetim/odemeler/${p.id}/`,
        key: `payment-unknown:${p.id}`,
      },
    });
  });
}
