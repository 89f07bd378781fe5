import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { istanbulToday } from '../../lib/istanbul-days.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { emitEvent } from '../events/index.ts';
import type { PaymentLog, PaymentProvider } from '../payments/index.ts';
import { type CommissionRule, commissionOf, resolveCommission } from './commission.ts';
import {
  commissionBase,
  itemEntries,
  type LedgerItem,
  RETURN_WINDOW_DAYS,
  reversalOf,
} from './ledger.ts';

const quiet: PaymentLog = { error: () => undefined };

// ---------------------------------------------------------------------------------------------
// Commissions, fixed at checkout

/** What an order line needs for its commission (the same fields the order item gets). */
export interface CommissionLine {
  product_id: number;
  business_id: number;
  unit_price: number;
  quantity: number;
  reductions: {
    kind: string;
    source_id: number;
    amount: number;
    funded_by: 'seller' | 'platform';
  }[];
}

/**
 * The commission of each line of an order about to be written, in one read (the rules in force
 * and the lines' category paths), so that the checkout writes each item with its commission
 * instead of fixing it with three more statements (docs/decisions/045). The rules are a small
 * table, read whole and resolved in code by one function.
 */
export async function commissionsForLines(
  tx: DbOrTx,
  lines: readonly CommissionLine[],
  at: Date,
): Promise<{ rate: number; rule: number | null; amount: number }[]> {
  if (lines.length === 0) return [];
  const ids = [...new Set(lines.map((l) => l.product_id))].join(',');
  const [row] = await queryRows<{
    rules: (Omit<CommissionRule, 'valid_from' | 'valid_to'> & {
      valid_from: string;
      valid_to: string | null;
    })[];
    paths: Record<string, string | null>;
  }>(
    tx,
    sql`SELECT coalesce((SELECT json_agg(r) FROM (
                 SELECT id, category_id, business_id, campaign_id, rate_bp, valid_from, valid_to
                   FROM commission_rules
                  WHERE valid_from <= ${at.toISOString()}::timestamptz
                    AND (valid_to IS NULL OR valid_to > ${at.toISOString()}::timestamptz)) r),
                 '[]'::json) AS rules,
               coalesce((SELECT json_object_agg(p.id, c.path)
                           FROM products p LEFT JOIN categories c ON c.id = p.category_id
                          WHERE p.id = ANY(string_to_array(${ids}, ',')::int[])),
                        '{}'::json) AS paths`,
  );
  const rules: CommissionRule[] = row!.rules.map((r) => ({
    ...r,
    valid_from: new Date(r.valid_from),
    valid_to: r.valid_to === null ? null : new Date(r.valid_to),
  }));
  return lines.map((line) => {
    const resolved = resolveCommission(
      rules,
      {
        business_id: line.business_id,
        category_path: (row!.paths[String(line.product_id)] ?? '')
          .split('/')
          .filter(Boolean)
          .map(Number),
        campaign_ids: line.reductions.filter((r) => r.kind === 'kampanya').map((r) => r.source_id),
      },
      at,
    );
    return {
      rate: resolved.rate_bp,
      rule: resolved.rule_id,
      amount: commissionOf(commissionBase(line), resolved.rate_bp),
    };
  });
}

// ---------------------------------------------------------------------------------------------
// The ledger

interface AccrualRow extends LedgerItem {
  id: number;
  order_id: number;
  business_id: number;
  title: string;
  number: string;
  payable_at: Date | string;
}

/**
 * Writes the ledger entries of delivered items and packages not yet written (`ledger_at` is
 * null: a partial index keeps this cheap however many items were ever delivered), and the
 * reversals of items refunded after their entries were written. Each batch is one transaction:
 * the entries and the `ledger_at` marks together. Safe twice and on two processes (unique
 * indexes, ON CONFLICT DO NOTHING, conditional marks). Returns the entries written.
 */
export async function accrueLedger(db: Db, batch = 2_000): Promise<number> {
  let written = 0;
  for (;;) {
    const n = await db.transaction(async (tx) => {
      const items = await queryRows<AccrualRow>(
        tx,
        sql`SELECT oi.id, oi.order_id, oi.business_id, oi.title, o.number, oi.unit_price,
                   oi.quantity, oi.reductions, oi.commission_amount,
                   oi.delivered_at + make_interval(days => ${RETURN_WINDOW_DAYS}) AS payable_at
              FROM order_items oi JOIN orders o ON o.id = oi.order_id
             WHERE oi.delivered_at IS NOT NULL AND oi.ledger_at IS NULL
             ORDER BY oi.id LIMIT ${batch}
             FOR UPDATE OF oi SKIP LOCKED`,
      );
      if (items.length === 0) return { items: 0, written: 0 };
      const values = items.flatMap((item) =>
        itemEntries(item).map(
          (e) => sql`(${item.business_id}::int, ${e.kind}, ${e.amount}::bigint,
                      ${item.order_id}::int, ${item.id}::int, ${describe(e.kind, item)},
                      ${new Date(item.payable_at).toISOString()}::timestamptz)`,
        ),
      );
      const r = await tx.execute(sql`
        INSERT INTO ledger_entries (business_id, kind, amount, order_id, order_item_id,
                                    description, payable_at)
        VALUES ${sql.join(values, sql`, `)}
        ON CONFLICT DO NOTHING`);
      await tx.execute(sql`
        UPDATE order_items SET ledger_at = now()
         WHERE id = ANY(string_to_array(${items.map((i) => i.id).join(',')}, ',')::int[])
           AND ledger_at IS NULL`);
      return { items: items.length, written: rowCount(r) };
    });
    written += n.written;
    if (n.items < batch) break;
  }
  // Shipping fees of delivered packages the shopper did not get back, marked in the same
  // statement (a data-modifying CTE).
  const shipping = await queryRows<{ n: number }>(
    db,
    sql`WITH due AS (
          SELECT p.id, p.business_id, p.order_id, p.shipping_fee, p.shipping_refunded_at,
                 p.delivered_at, o.number
            FROM order_packages p JOIN orders o ON o.id = p.order_id
           WHERE p.delivered_at IS NOT NULL AND p.ledger_at IS NULL
           ORDER BY p.id LIMIT ${batch * 5}
           FOR UPDATE OF p SKIP LOCKED),
        marked AS (UPDATE order_packages SET ledger_at = now()
                    WHERE id IN (SELECT id FROM due) RETURNING id),
        written AS (
          INSERT INTO ledger_entries (business_id, kind, amount, order_id, package_id,
                                      description, payable_at)
          SELECT business_id, 'shipping', shipping_fee, order_id, id,
                 'Kargo ücreti · Sipariş ' || number,
                 delivered_at + make_interval(days => ${RETURN_WINDOW_DAYS})
            FROM due WHERE shipping_fee > 0 AND shipping_refunded_at IS NULL
          ON CONFLICT DO NOTHING RETURNING 1)
        SELECT (SELECT count(*) FROM written)::int AS n, (SELECT count(*) FROM marked)::int AS m`,
  );
  written += shipping[0]?.n ?? 0;
  // Items returned after their entries were written: the seller's net is taken back, unless a
  // dispute charge already did.
  const returned = await queryRows<AccrualRow>(
    db,
    sql`SELECT oi.id, oi.order_id, oi.business_id, oi.title, o.number, oi.unit_price,
               oi.quantity, oi.reductions, oi.commission_amount, s.payable_at
          FROM order_items oi JOIN orders o ON o.id = oi.order_id
          JOIN ledger_entries s ON s.order_item_id = oi.id AND s.kind = 'sale'
         WHERE oi.status = 'iade_edildi' AND oi.ledger_at IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM ledger_entries l WHERE l.order_item_id = oi.id
                              AND l.kind IN ('refund_reversal', 'dispute_charge'))
         ORDER BY oi.id LIMIT ${batch}`,
  );
  if (returned.length > 0) {
    const r = await db.execute(sql`
      INSERT INTO ledger_entries (business_id, kind, amount, order_id, order_item_id, description,
                                  payable_at)
      VALUES ${sql.join(
        returned.map(
          (item) => sql`(${item.business_id}::int, 'refund_reversal', ${reversalOf(item)}::bigint,
                          ${item.order_id}::int, ${item.id}::int,
                          ${describe('refund_reversal', item)},
                          ${new Date(item.payable_at).toISOString()}::timestamptz)`,
        ),
        sql`, `,
      )}
      ON CONFLICT DO NOTHING`);
    written += rowCount(r);
  }
  return written;
}

/** Rows a write touched (node-postgres and PGlite spell it differently). */
const rowCount = (r: unknown) => {
  const x = r as { rowCount?: number | null; affectedRows?: number };
  return x.rowCount ?? x.affectedRows ?? 0;
};

function describe(kind: string, item: { title: string; quantity: number; number: string }) {
  const what = `${item.title}${item.quantity > 1 ? ` × ${item.quantity}` : ''} · Sipariş ${item.number}`;
  switch (kind) {
    case 'sale':
      return `Satış: ${what}`;
    case 'promotion':
      return `Satıcının karşıladığı indirim: ${what}`;
    case 'commission':
      return `Komisyon: ${what}`;
    case 'refund_reversal':
      return `İade: ${what}`;
    default:
      return what;
  }
}

/**
 * Charges a return dispute decided for the shopper to the seller's ledger: the seller's whole net
 * of the item (sale − the promotions it funded − commission) is taken back, payable at once, once
 * per dispute (and never on top of a refund reversal of the same item). Call it in the
 * transaction that records the decision (issue 16 point 2, `return_disputes`). Returns the
 * charge, kuruş (≤ 0), or null when there was nothing to charge.
 */
export async function chargeDispute(
  tx: DbOrTx,
  input: { disputeId: number; orderItemId: number },
): Promise<number | null> {
  const [item] = await queryRows<AccrualRow>(
    tx,
    sql`SELECT oi.id, oi.order_id, oi.business_id, oi.title, o.number, oi.unit_price,
               oi.quantity, oi.reductions, oi.commission_amount, now() AS payable_at
          FROM order_items oi JOIN orders o ON o.id = oi.order_id
         WHERE oi.id = ${input.orderItemId}
           AND NOT EXISTS (SELECT 1 FROM ledger_entries l WHERE l.order_item_id = oi.id
                              AND l.kind IN ('refund_reversal', 'dispute_charge'))`,
  );
  if (!item) return null;
  const amount = reversalOf(item);
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`INSERT INTO ledger_entries (business_id, kind, amount, order_id, order_item_id,
                                    dispute_id, description, payable_at)
        VALUES (${item.business_id}, 'dispute_charge', ${amount}, ${item.order_id}, ${item.id},
                ${input.disputeId},
                ${`İtiraz kararı (iade alıcı lehine): ${item.title} · Sipariş ${item.number}`},
                now())
        ON CONFLICT DO NOTHING RETURNING id`,
  );
  return rows.length > 0 ? amount : null;
}

// ---------------------------------------------------------------------------------------------
// Statements and payouts

/**
 * What may go into a statement at `now`: entries not in one yet, whose time has come, of items
 * with no open return and no return dispute waiting for Çarşı's decision.
 */
const payableWhere = (now: Date) => sql`
  l.statement_id IS NULL AND l.kind <> 'payout'
  AND l.payable_at <= ${now.toISOString()}::timestamptz
  AND NOT EXISTS (SELECT 1 FROM order_items oi
                   WHERE oi.id = l.order_item_id AND oi.status = 'iade_talep_edildi')
  AND NOT EXISTS (SELECT 1 FROM return_disputes rd
                   WHERE rd.order_item_id = l.order_item_id AND rd.status = 'bekliyor')`;

class NothingToPay extends Error {}

/**
 * Makes this week's statement (`payoutWeek`) of every business with a positive payable balance. One
 * transaction per business; the (business, week) unique index makes a second run (or a second
 * process) make none. A business whose payable entries do not sum above zero gets none: they
 * wait for a later week. Returns the statements made.
 */
export async function makeStatements(db: Db, provider: string, now: Date): Promise<number[]> {
  const week = payoutWeek(now);
  const due = await queryRows<{ business_id: number }>(
    db,
    sql`SELECT l.business_id FROM ledger_entries l WHERE ${payableWhere(now)}
         GROUP BY l.business_id HAVING sum(l.amount) > 0 ORDER BY l.business_id`,
  );
  const made: number[] = [];
  for (const { business_id } of due) {
    const id = await db
      .transaction(async (tx) => {
        const [stmt] = await queryRows<{ id: number }>(
          tx,
          sql`INSERT INTO statements (business_id, week, total, provider)
            VALUES (${business_id}, ${week}, 0, ${provider})
            ON CONFLICT (business_id, week) DO NOTHING RETURNING id`,
        );
        if (!stmt) return null;
        const [sum] = await queryRows<{ total: string | number | null }>(
          tx,
          sql`WITH claimed AS (
              UPDATE ledger_entries l SET statement_id = ${stmt.id}
               WHERE l.business_id = ${business_id} AND ${payableWhere(now)}
              RETURNING l.amount)
            SELECT sum(amount) AS total FROM claimed`,
        );
        const total = Number(sum?.total ?? 0);
        // Someone else claimed the entries between our read and this transaction.
        if (total <= 0) throw new NothingToPay();
        await tx.execute(sql`UPDATE statements SET total = ${total} WHERE id = ${stmt.id}`);
        return stmt.id;
      })
      .catch((err: unknown) => {
        if (err instanceof NothingToPay) return null;
        throw err;
      });
    if (id !== null) made.push(id);
  }
  return made;
}

/**
 * Pays statements not yet paid (new ones, and ones whose payout failed), outside any
 * transaction: the intent is the statement row itself (`odeniyor`), the provider is called, the
 * outcome is recorded with a conditional update. With a transfer (the sandbox) the statement's
 * total is sent to the seller's account; with iyzico each card-paid item of the statement is
 * approved (the sub-merchant is then paid by iyzico). Both are safe to repeat.
 */
export async function payStatements(
  db: Db,
  provider: PaymentProvider,
  log: PaymentLog = quiet,
  ids?: number[],
): Promise<number> {
  const open = await queryRows<{
    id: number;
    business_id: number;
    week: string;
    total: string | number;
  }>(
    db,
    sql`SELECT id, business_id, week::text AS week, total FROM statements
         WHERE status IN ('odeniyor', 'basarisiz') AND attempts < 10
           ${ids ? sql`AND id = ANY(string_to_array(${ids.join(',') || '0'}, ',')::int[])` : sql``}
         ORDER BY id`,
  );
  let paid = 0;
  for (const stmt of open) {
    const total = Number(stmt.total);
    let outcome: { ok: true; ref: string } | { ok: false; detail: string };
    try {
      if (provider.transferPayout) {
        const r = await provider.transferPayout({
          reference: `ekstre-${stmt.id}`,
          businessId: stmt.business_id,
          amount: total,
        });
        outcome = r.ok ? { ok: true, ref: r.ref } : { ok: false, detail: r.detail };
      } else {
        outcome = await approveStatementItems(db, provider, stmt.id, log);
      }
    } catch (err) {
      log.error({ err, statement: stmt.id }, 'statement payout failed');
      outcome = { ok: false, detail: 'Ödeme altyapısına ulaşılamadı.' };
    }
    if (outcome.ok) {
      await db.transaction(async (tx) => {
        const done = await queryRows<{ id: number }>(
          tx,
          sql`UPDATE statements SET status = 'odendi', paid_at = now(), transfer_ref = ${outcome.ref},
                     attempts = attempts + 1, last_error = NULL
               WHERE id = ${stmt.id} AND status <> 'odendi' RETURNING id`,
        );
        if (done.length === 0) return;
        await tx.execute(sql`
          INSERT INTO ledger_entries (business_id, kind, amount, statement_id, description,
                                      payable_at)
          VALUES (${stmt.business_id}, 'payout', ${-total}, ${stmt.id},
                  ${`Ödeme (ekstre #${stmt.id})`}, now())
          ON CONFLICT DO NOTHING`);
        await emitEvent(tx, {
          type: 'statement.paid',
          payload: { businessId: stmt.business_id, statementId: stmt.id, week: stmt.week, total },
        });
      });
      paid++;
    } else {
      await db.execute(sql`
        UPDATE statements SET status = 'basarisiz', attempts = attempts + 1,
               last_error = ${outcome.detail}
         WHERE id = ${stmt.id} AND status <> 'odendi'`);
    }
  }
  return paid;
}

/** iyzico: approve every card-paid item of the statement not yet approved, one call each. */
async function approveStatementItems(
  db: Db,
  provider: PaymentProvider,
  statementId: number,
  log: PaymentLog,
): Promise<{ ok: true; ref: string } | { ok: false; detail: string }> {
  const items = await queryRows<{ id: number; ref: string }>(
    db,
    sql`SELECT DISTINCT oi.id, oi.provider_item_ref AS ref
          FROM ledger_entries l JOIN order_items oi ON oi.id = l.order_item_id
         WHERE l.statement_id = ${statementId} AND oi.provider_item_ref IS NOT NULL
           AND oi.payout_approved_at IS NULL
         ORDER BY oi.id`,
  );
  let failed = 0;
  for (const item of items) {
    const r = await provider.approvePayout(item.ref).catch((err: unknown) => {
      log.error({ err, item: item.id }, 'payout approval failed');
      return { ok: false as const, code: 'hata', detail: 'Onaylanamadı.' };
    });
    if (!r.ok) {
      failed++;
      continue;
    }
    await db.execute(sql`
      UPDATE order_items SET payout_approved_at = now()
       WHERE id = ${item.id} AND payout_approved_at IS NULL`);
  }
  if (failed > 0) return { ok: false, detail: `${failed} kalem onaylanamadı.` };
  return { ok: true, ref: `onay-${statementId}` };
}

/**
 * The weekly job (Wednesdays, Istanbul): entries written, statements made, statements paid.
 * Run twice, it makes one statement per business and pays each once.
 */
export async function runWeeklyPayouts(
  db: Db,
  provider: PaymentProvider,
  now: Date = new Date(),
  log: PaymentLog = quiet,
): Promise<{ accrued: number; made: number; paid: number }> {
  const accrued = await accrueLedger(db);
  const made = await makeStatements(db, provider.name, now);
  const paid = await payStatements(db, provider, log);
  return { accrued, made: made.length, paid };
}

/** The next Wednesday (today when it is Wednesday before the run), Istanbul date YYYY-MM-DD. */
export function nextPayoutDate(now: Date): string {
  const today = istanbulToday(now);
  const d = new Date(`${today}T00:00:00Z`);
  const dow = d.getUTCDay(); // 3 = Wednesday
  const add = (3 - dow + 7) % 7;
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Istanbul',
      hour: '2-digit',
      hourCycle: 'h23',
    }).format(now),
  );
  d.setUTCDate(d.getUTCDate() + (add === 0 && hour >= PAYOUT_HOUR ? 7 : add));
  return d.toISOString().slice(0, 10);
}

/** The weekly job's hour (Istanbul), as in jobs.config.ts. */
export const PAYOUT_HOUR = 10;

/**
 * The week a run at `now` makes statements for: the Wednesday (Istanbul date) on or before
 * today, so that a retry on Thursday still finds the week's statements made and makes none.
 */
export function payoutWeek(now: Date): string {
  const d = new Date(`${istanbulToday(now)}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() - 3 + 7) % 7));
  return d.toISOString().slice(0, 10);
}

/** The instant of the last weekly run at or before `now` (Wednesday 10:00 Istanbul, UTC+3). */
export function previousPayoutRun(now: Date): Date {
  const next = nextPayoutDate(now);
  const run = new Date(`${next}T${String(PAYOUT_HOUR).padStart(2, '0')}:00:00+03:00`);
  return run > now ? new Date(run.getTime() - 7 * 86_400_000) : run;
}
