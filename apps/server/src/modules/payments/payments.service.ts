import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { PaymentStatus, PaymentStatusView } from '@carsi/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import { queryRows } from '../../lib/query-rows.ts';
import type { BasketItem, PaymentProvider, StartPaymentInput } from './provider.ts';

/**
 * The payment lifecycle shared by checkouts and wallet top-ups. A payment row is written before
 * the provider is asked anything; the callback authorises it once (row lock), marks it `odendi`
 * and commits — only then is the order or top-up written ("settled") in its own transaction. A
 * settle that fails for a known reason (stock, wallet) refunds the card; an unexpected failure
 * leaves the payment `odendi` for `reconcilePayments` to finish or refund.
 */

export type PaymentKind = 'siparis' | 'cuzdan_yukleme';

export interface PaymentRow {
  id: string;
  user_id: number;
  kind: PaymentKind;
  status: PaymentStatus;
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

export const newPaymentId = () => `pay_${randomBytes(15).toString('base64url').toLowerCase()}`;

export async function getPayment(db: DbOrTx, id: string, lock = false): Promise<PaymentRow | null> {
  const [row] = await queryRows<PaymentRow>(
    db,
    sql`SELECT * FROM payments WHERE id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return row ?? null;
}

/** Marks a payment failed and frees its idempotency key for a new attempt. */
export async function failPayment(
  db: DbOrTx,
  id: string,
  code: string,
  detail: string,
  status: 'basarisiz' | 'iade_edildi' = 'basarisiz',
) {
  await db.execute(sql`
    UPDATE payments SET status = ${status}, failure_code = ${code}, failure_detail = ${detail},
           idempotency_key = NULL, updated_at = now()
     WHERE id = ${id}`);
}

/** Where our own page shows the bank's 3-D Secure step. */
export const threeDsUrl = (provider: string, id: string) => `/api/odeme/api/${provider}/3ds/${id}/`;

/**
 * Asks the provider to start 3-D Secure for a written payment (in the caller's transaction).
 * Refused → the payment is marked failed and the reason returned: the caller commits that and
 * then answers 402 (throwing here would roll the record back).
 */
export async function startThreeDs(
  tx: DbOrTx,
  provider: PaymentProvider,
  input: StartPaymentInput,
): Promise<{ ok: true; url: string } | { ok: false; code: string; detail: string }> {
  const result = await provider.start3ds(input);
  if (!result.ok) {
    await failPayment(tx, input.paymentId, result.code, result.detail);
    return result;
  }
  await tx.execute(sql`
    UPDATE payments SET status = 'dogrulama_bekliyor', three_ds_html = ${result.threeDsHtml},
           provider_data = COALESCE(provider_data, '{}'::jsonb) || ${JSON.stringify(result.data ?? {})}::jsonb,
           updated_at = now()
     WHERE id = ${input.paymentId}`);
  return { ok: true, url: threeDsUrl(provider.name, input.paymentId) };
}

/** A card refused before 3-D Secure (the failed payment row is kept). */
export const paymentRefused = (detail: string) =>
  new AppError(402, 'odeme_reddedildi', detail, { card: [detail] });

/** The basket the provider charged, as stored at start (so the callback can be checked). */
export const storedBasket = (p: PaymentRow): BasketItem[] =>
  ((p.provider_data?.basket as BasketItem[] | undefined) ?? []).map((b) => ({ ...b }));

/**
 * A bank's 3-D Secure answer. Authorises once (concurrent or replayed callbacks wait on the row
 * lock and find it done), then settles. Answers where to send the browser.
 */
export async function handleCallback(
  db: Db,
  provider: PaymentProvider,
  settlers: Settlers,
  body: Record<string, string>,
  log: { error(obj: unknown, msg: string): void },
): Promise<string> {
  const verified = provider.verifyCallback(body);
  if (!verified) throw badRequest('Ödeme doğrulaması geçersiz.');
  const payment = await db.transaction(async (tx) => {
    const p = await getPayment(tx, verified.paymentId, true);
    if (!p || p.provider !== provider.name) throw notFound('Ödeme bulunamadı.');
    if (p.status !== 'dogrulama_bekliyor') return p;
    if (!verified.approved) {
      const f = verified.failure ?? {
        code: '3ds_basarisiz',
        detail: '3-D Secure doğrulaması başarısız oldu.',
      };
      await failPayment(tx, p.id, f.code, f.detail);
      return { ...p, status: 'basarisiz' as const };
    }
    const result = await provider.complete3ds(verified, {
      paymentId: p.id,
      paidPrice: p.card_amount,
      currency: 'TRY',
      basket: storedBasket(p),
      data: p.provider_data ?? {},
    });
    if (!result.ok) {
      await failPayment(tx, p.id, result.code, result.detail);
      return { ...p, status: 'basarisiz' as const };
    }
    await tx.execute(sql`
      UPDATE payments SET status = 'odendi', provider_payment_id = ${result.providerPaymentId},
             provider_data = COALESCE(provider_data, '{}'::jsonb)
                             || jsonb_build_object('item_refs', ${JSON.stringify(result.itemRefs)}::jsonb),
             three_ds_html = NULL, paid_at = now(), updated_at = now()
       WHERE id = ${p.id}`);
    return { ...p, status: 'odendi' as const };
  });
  if (payment.status === 'odendi' || payment.status === 'tamamlandi') {
    try {
      await settlers[payment.kind](payment.id);
    } catch (err) {
      // Known failures were refunded by the settler; anything else waits for reconciliation.
      if (!(err instanceof AppError)) log.error({ err, paymentId: payment.id }, 'settle failed');
    }
  }
  return redirectAfter((await getPayment(db, payment.id))!);
}

/** Where the shopper lands after the bank page. */
export function redirectAfter(p: PaymentRow): string {
  if (p.kind === 'cuzdan_yukleme') return `/cuzdanim?odeme=${encodeURIComponent(p.id)}`;
  if (p.status === 'tamamlandi' && p.order_id) return `/odeme-tamamlandi/?siparis=${p.order_id}`;
  return `/odeme-islemi/?odeme=${encodeURIComponent(p.id)}`;
}

/** The card share of a payment given back in full (a settle that could not finish). */
export async function refundWholePayment(
  db: DbOrTx,
  provider: PaymentProvider,
  p: PaymentRow,
  code: string,
  detail: string,
) {
  if (p.card_amount > 0 && p.provider_payment_id) {
    const r = await provider.refund({
      paymentId: p.id,
      providerPaymentId: p.provider_payment_id,
      itemRef: null,
      amount: p.card_amount,
      ip: '127.0.0.1',
    });
    if (!r.ok) throw new Error(`refund of ${p.id} failed: ${r.code}`);
  }
  await failPayment(
    db,
    p.id,
    code,
    p.card_amount > 0 ? `${detail} Ödemeniz kartınıza iade edildi.` : detail,
    p.card_amount > 0 ? 'iade_edildi' : 'basarisiz',
  );
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
    status: row.status,
    amount: row.amount,
    order_id: row.order_id,
    order_number: row.order_number,
    failure_code: row.failure_code,
    failure_detail: row.failure_detail,
  };
}

/**
 * Finishes what a crash or an error left halfway: paid payments without their order or top-up
 * are settled again (or refunded by the settler), and 3-D Secure pages nobody answered for
 * 30 minutes are given up. Safe to run on several processes at once (row locks).
 */
export async function reconcilePayments(
  db: Db,
  settlers: Settlers,
  log: { error(obj: unknown, msg: string): void },
  olderThanSeconds = 60,
): Promise<number> {
  const stuck = await queryRows<{ id: string; kind: PaymentKind }>(
    db,
    sql`SELECT id, kind FROM payments
         WHERE status = 'odendi' AND paid_at < now() - make_interval(secs => ${olderThanSeconds})
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
     WHERE status IN ('baslatildi', 'dogrulama_bekliyor')
       AND created_at < now() - interval '30 minutes'`);
  return stuck.length;
}
