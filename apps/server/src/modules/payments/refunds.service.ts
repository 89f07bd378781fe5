import { sql } from 'drizzle-orm';
import { formatMoney } from '@carsi/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { emitEvent } from '../events/index.ts';
import type { PaymentProvider, PaymentQuery, RefundResult } from './provider.ts';

/**
 * Money given back to a card, outside any transaction (docs/decisions/022). The transaction that
 * decides a refund writes one `provider_refunds` row per provider call (status `bekliyor`); after
 * the commit `runProviderRefund` claims it, calls the provider and records the answer. A refund
 * the provider refused is retried later (`retryFailedRefunds`, a bounded number of times, then
 * an operator alert); one whose answer never came is first checked with the provider, so money
 * is never given back twice.
 */

export interface RefundLog {
  error(obj: unknown, msg: string): void;
}

/** How long a claimed call may run before a retry may look at it again. */
const LEASE = sql`interval '2 minutes'`;
/** After this many calls a refund goes to an operator. */
export const MAX_REFUND_ATTEMPTS = 5;
/** Minutes to wait after the n-th failed call (n = 1…). */
const BACKOFF_MINUTES = [1, 5, 15, 60];

interface RefundRow {
  id: number;
  payment_id: string;
  refund_id: number | null;
  item_ref: string | null;
  amount: number;
  status: 'bekliyor' | 'yapildi' | 'basarisiz' | 'vazgecildi';
  attempts: number;
  next_attempt_at: Date | string;
  provider_payment_id: string | null;
  provider_data: Record<string, unknown> | null;
  card_amount: number;
}

const select = sql`
  SELECT r.id, r.payment_id, r.refund_id, r.item_ref, r.amount, r.status, r.attempts,
         r.next_attempt_at, p.provider_payment_id, p.provider_data, p.card_amount
    FROM provider_refunds r JOIN payments p ON p.id = r.payment_id`;

/** The text a refund's payment ends with while the money is on its way back, and after. */
export const REFUNDING = 'Ödemeniz kartınıza iade ediliyor.';
export const REFUNDED = 'Ödemeniz kartınıza iade edildi.';

/**
 * Records that a whole payment's card money must go back (no order will be written for it), in
 * one short transaction: the payment moves from one of `from` to `iade_bekliyor` with the reason
 * the shopper reads, and the refund row is written. Returns the row to run, or null when the
 * payment was no longer in `from` (someone else decided first) or nothing was taken by card.
 */
export async function recordWholeRefund(
  db: Db,
  paymentId: string,
  from: string[],
  reason: { code: string; detail: string },
  taken?: { providerPaymentId: string; amount: number; itemRefs: Record<string, string> },
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [p] = await queryRows<{ card_amount: number }>(
      tx,
      sql`UPDATE payments
             SET status = 'iade_bekliyor', failure_code = ${reason.code},
                 failure_detail = ${`${reason.detail} ${REFUNDING}`}, idempotency_key = NULL,
                 three_ds_html = NULL, updated_at = now(),
                 provider_payment_id = COALESCE(${taken?.providerPaymentId ?? null},
                                                provider_payment_id),
                 provider_data = CASE WHEN ${taken ? JSON.stringify(taken.itemRefs) : null}::jsonb
                                           IS NULL THEN provider_data
                                      ELSE COALESCE(provider_data, '{}'::jsonb) || jsonb_build_object(
                                        'item_refs', ${taken ? JSON.stringify(taken.itemRefs) : null}::jsonb)
                                 END
           WHERE id = ${paymentId}
             AND status = ANY(string_to_array(${from.join(',')}, ','))
          RETURNING card_amount`,
    );
    if (!p) return null;
    const amount = taken?.amount ?? p.card_amount;
    if (amount <= 0) {
      await tx.execute(sql`
        UPDATE payments SET status = 'basarisiz',
               failure_detail = ${reason.detail}, updated_at = now()
         WHERE id = ${paymentId}`);
      return null;
    }
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO provider_refunds (payment_id, item_ref, amount, next_attempt_at)
          VALUES (${paymentId}, NULL, ${amount}, now() + ${LEASE})
          ON CONFLICT (payment_id) WHERE refund_id IS NULL DO NOTHING
          RETURNING id`,
    );
    return row?.id ?? null;
  });
}

/**
 * Writes the card part(s) of an item refund, in the caller's transaction (the one cancelling or
 * accepting the return). Run them with `runProviderRefunds` after the commit.
 */
export async function recordItemRefundParts(
  tx: DbOrTx,
  paymentId: string,
  refundId: number,
  parts: { itemRef: string; amount: number }[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const part of parts) {
    if (part.amount <= 0) continue;
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`INSERT INTO provider_refunds (payment_id, refund_id, item_ref, amount, next_attempt_at)
          VALUES (${paymentId}, ${refundId}, ${part.itemRef}, ${part.amount}, now() + ${LEASE})
          RETURNING id`,
    );
    ids.push(row!.id);
  }
  return ids;
}

async function load(db: DbOrTx, id: number): Promise<RefundRow | null> {
  const [row] = await queryRows<RefundRow>(db, sql`${select} WHERE r.id = ${id}`);
  return row ?? null;
}

/**
 * Takes the right to call the provider for one row: attempts + 1 and a lease, only if the row
 * is still as it was read (another process that got there first wins).
 */
async function claim(db: Db, row: RefundRow): Promise<boolean> {
  const taken = await queryRows<{ id: number }>(
    db,
    sql`UPDATE provider_refunds
           SET attempts = attempts + 1, next_attempt_at = now() + ${LEASE}, updated_at = now()
         WHERE id = ${row.id} AND status = ${row.status} AND attempts = ${row.attempts}
        RETURNING id`,
  );
  return taken.length > 0;
}

type Outcome = 'yapildi' | 'basarisiz' | 'vazgecildi' | 'belirsiz' | 'atlandi';

async function giveUp(db: Db, row: RefundRow, why: string): Promise<Outcome> {
  await db.transaction(async (tx) => {
    const done = await queryRows<{ id: number }>(
      tx,
      sql`UPDATE provider_refunds SET status = 'vazgecildi', last_error = ${why}, updated_at = now()
           WHERE id = ${row.id} AND status IN ('bekliyor', 'basarisiz') RETURNING id`,
    );
    if (done.length === 0) return;
    await emitEvent(tx, {
      type: 'operator.alert',
      payload: {
        message: `Karta ${formatMoney(row.amount)} iade yapılamadı (ödeme ${row.payment_id}): ${why}`,
        link: `/yonetim/odemeler/${row.payment_id}/`,
        key: `refund:${row.id}`,
      },
    });
  });
  return 'vazgecildi';
}

async function recordOutcome(db: Db, row: RefundRow, result: RefundResult): Promise<Outcome> {
  if (result.ok) {
    await db.transaction(async (tx) => {
      const done = await queryRows<{ id: number }>(
        tx,
        sql`UPDATE provider_refunds
               SET status = 'yapildi', provider_ref = ${result.ref}, last_error = NULL,
                   updated_at = now()
             WHERE id = ${row.id} AND status IN ('bekliyor', 'basarisiz') RETURNING id`,
      );
      if (done.length === 0) return;
      if (row.refund_id === null)
        await tx.execute(sql`
          UPDATE payments SET status = 'iade_edildi',
                 failure_detail = replace(failure_detail, ${REFUNDING}, ${REFUNDED}),
                 updated_at = now()
           WHERE id = ${row.payment_id} AND status = 'iade_bekliyor'`);
      else
        await tx.execute(sql`
          UPDATE refunds SET provider_ref = concat_ws(',', provider_ref, ${result.ref}::text)
           WHERE id = ${row.refund_id}`);
    });
    return 'yapildi';
  }
  const attempts = row.attempts + 1;
  if (attempts >= MAX_REFUND_ATTEMPTS)
    return giveUp(
      db,
      row,
      `${MAX_REFUND_ATTEMPTS} denemede olmadı: ${result.code} ${result.detail}`,
    );
  const wait = BACKOFF_MINUTES[Math.min(attempts, BACKOFF_MINUTES.length) - 1]!;
  // Refused: try again later. No answer: stays `bekliyor`, so the retry asks the provider first.
  await db.execute(sql`
    UPDATE provider_refunds
       SET status = ${result.uncertain ? 'bekliyor' : 'basarisiz'},
           last_error = ${`${result.code}: ${result.detail}`},
           next_attempt_at = now() + make_interval(mins => ${wait}), updated_at = now()
     WHERE id = ${row.id} AND status IN ('bekliyor', 'basarisiz')`);
  return result.uncertain ? 'belirsiz' : 'basarisiz';
}

async function call(provider: PaymentProvider, row: RefundRow): Promise<RefundResult> {
  if (!row.provider_payment_id)
    return { ok: false, code: 'odeme_yok', detail: 'Ödemenin sağlayıcı numarası yok.' };
  try {
    return await provider.refund({
      paymentId: row.payment_id,
      providerPaymentId: row.provider_payment_id,
      itemRef: row.item_ref,
      amount: row.amount,
      ip: '127.0.0.1',
    });
  } catch (err) {
    return {
      ok: false,
      code: 'odeme_altyapisi_hatasi',
      detail: err instanceof Error ? err.message : String(err),
      uncertain: true,
    };
  }
}

/**
 * A row whose earlier call got no answer (or whose process died mid-call): did the money go
 * back? Only the provider knows. Null when it cannot tell.
 */
async function wentThrough(
  db: Db,
  provider: PaymentProvider,
  row: RefundRow,
): Promise<boolean | null> {
  const [p] = await queryRows<{ checkout: unknown; provider_data: Record<string, unknown> | null }>(
    db,
    sql`SELECT checkout, provider_data FROM payments WHERE id = ${row.payment_id}`,
  );
  const data = p?.provider_data ?? {};
  const query: PaymentQuery = {
    paymentId: row.payment_id,
    providerPaymentId: row.provider_payment_id,
    data,
    expected: {
      paymentId: row.payment_id,
      paidPrice: row.card_amount,
      currency: 'TRY',
      basket: (data.basket as PaymentQuery['expected']['basket'] | undefined) ?? [],
      data,
    },
  };
  let lookup;
  try {
    lookup = await provider.retrievePayment(query);
  } catch {
    return null;
  }
  if (lookup.state === 'not_paid') return true; // nothing is held: nothing to give back
  if (lookup.state !== 'paid' || lookup.refunded === null) return null;
  const key = row.item_ref ?? '*';
  const [ours] = await queryRows<{ s: number }>(
    db,
    sql`SELECT COALESCE(sum(amount), 0)::int AS s FROM provider_refunds
         WHERE payment_id = ${row.payment_id} AND COALESCE(item_ref, '*') = ${key}
           AND status = 'yapildi' AND id <> ${row.id}`,
  );
  return (lookup.refunded[key] ?? 0) >= ours!.s + row.amount;
}

/**
 * Runs one refund row now (no transaction is open while the provider is called). `retry` rows
 * were picked by the retry job; fresh ones right after the transaction that wrote them.
 */
export async function runProviderRefund(
  db: Db,
  provider: PaymentProvider,
  id: number,
  log: RefundLog,
): Promise<Outcome> {
  const row = await load(db, id);
  if (!row || row.status === 'yapildi' || row.status === 'vazgecildi') return 'atlandi';
  // A claimed row still `bekliyor` was called before without an answer we recorded.
  const unsure = row.status === 'bekliyor' && row.attempts > 0;
  if (!(await claim(db, row))) return 'atlandi';
  if (unsure) {
    const done = await wentThrough(db, provider, row);
    if (done === true) return recordOutcome(db, row, { ok: true, ref: 'saglayicida-bulundu' });
    if (done === null)
      return giveUp(
        db,
        row,
        'Önceki iade isteğine yanıt alınamadı ve sağlayıcı sonucunu bildirmiyor; sağlayıcının panelinden kontrol edin.',
      );
  }
  const result = await call(provider, row);
  if (!result.ok)
    log.error({ refund: row.id, payment: row.payment_id, result }, 'card refund failed');
  return recordOutcome(db, row, result);
}

/** Runs refund rows one after another (after the transaction that wrote them). */
export async function runProviderRefunds(
  db: Db,
  provider: PaymentProvider,
  ids: number[],
  log: RefundLog,
): Promise<void> {
  for (const id of ids) {
    try {
      await runProviderRefund(db, provider, id, log);
    } catch (err) {
      // Recorded as `bekliyor`: the retry job finishes it.
      log.error({ err, refund: id }, 'card refund could not be run');
    }
  }
}

/**
 * For the jobs runner (every minute or so, safe on several processes): retries card refunds the
 * provider refused or did not answer, asking the provider first about unanswered ones; after
 * MAX_REFUND_ATTEMPTS calls (or when the provider cannot say what happened) the refund is marked
 * `vazgecildi` and an `operator.alert` event is written with it.
 */
export async function retryFailedRefunds(
  db: Db,
  provider: PaymentProvider,
  log: RefundLog,
): Promise<{ retried: number; done: number; gaveUp: number }> {
  const due = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM provider_refunds
         WHERE status IN ('bekliyor', 'basarisiz') AND next_attempt_at <= now()
         ORDER BY next_attempt_at LIMIT 50`,
  );
  const counts = { retried: 0, done: 0, gaveUp: 0 };
  for (const { id } of due) {
    try {
      const outcome = await runProviderRefund(db, provider, id, log);
      if (outcome === 'atlandi') continue;
      counts.retried++;
      if (outcome === 'yapildi') counts.done++;
      if (outcome === 'vazgecildi') counts.gaveUp++;
    } catch (err) {
      log.error({ err, refund: id }, 'card refund retry failed');
    }
  }
  return counts;
}
