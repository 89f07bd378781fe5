import { sql } from 'drizzle-orm';
import {
  DISPUTE_STATUS_LABELS,
  type DisputeDecision,
  type DisputeStatus,
  type OperatorDispute,
  type OperatorDisputeList,
  RETURN_REASONS,
  type ReturnReason,
} from '@carsi/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { pageLinks } from '../../lib/paging.ts';
import { iso, queryRows } from '../../lib/query-rows.ts';
import type { UserContext } from '../../lib/request-context.ts';
import { emitEvent } from '../events/index.ts';
import { chargeDispute } from '../payouts/index.ts';
import { imageUrl } from '../media/media.urls.ts';
import { disputedItemRef, refundDisputedItem } from '../orders/index.ts';
import { type PaymentLog, type PaymentProvider, runProviderRefunds } from '../payments/index.ts';

export const DISPUTES_PAGE_SIZE = 20;
const NOT_FOUND = 'İtiraz bulunamadı.';

interface DisputeRow {
  id: number;
  status: DisputeStatus;
  created_at: Date | string;
  note: string;
  photos: string[] | null;
  decision_note: string | null;
  decided_at: Date | string | null;
  refunded_amount: number;
  order_id: number;
  order_number: string;
  item_id: number;
  title: string;
  image_key: string | null;
  quantity: number;
  line_total: number;
  business_id: number;
  business_name: string;
  user_id: number;
  first_name: string;
  last_name: string;
  email: string;
  return_reason: string | null;
  return_note: string | null;
  return_photos: string[] | null;
  return_requested_at: Date | string | null;
  seller_reason: string | null;
  seller_photos: string[] | null;
  rejected_at: Date | string | null;
  total: number;
}

const SELECT = sql`
  SELECT d.id, d.status, d.created_at, d.note, d.photos, d.decision_note, d.decided_at,
         d.refunded_amount, o.id AS order_id, o.number AS order_number, i.id AS item_id, i.title,
         i.image_key, i.quantity, i.line_total, b.id AS business_id, b.name AS business_name,
         u.id AS user_id, u.first_name, u.last_name, u.email,
         i.return_reason, i.return_note, i.return_photos, i.return_requested_at,
         coalesce(rd.reason, (SELECT e.note FROM order_item_events e
                               WHERE e.order_item_id = i.id AND e.status = 'iade_reddedildi'
                               ORDER BY e.created_at DESC, e.id DESC LIMIT 1)) AS seller_reason,
         rd.photos AS seller_photos,
         (SELECT max(e.created_at) FROM order_item_events e
           WHERE e.order_item_id = i.id AND e.status = 'iade_reddedildi') AS rejected_at
    FROM return_disputes d
    JOIN order_items i ON i.id = d.order_item_id
    JOIN orders o ON o.id = i.order_id
    JOIN businesses b ON b.id = d.business_id
    JOIN users u ON u.id = d.user_id
    LEFT JOIN return_decisions rd ON rd.order_item_id = i.id`;

const photos = (keys: string[] | null) => (keys ?? []).filter(Boolean).map((k) => imageUrl(k, 400));
const isoOrNull = (v: Date | string | null) => (v === null ? null : iso(v));

function toDto(r: DisputeRow): OperatorDispute {
  return {
    id: r.id,
    status: r.status,
    status_label: DISPUTE_STATUS_LABELS[r.status],
    created_at: iso(r.created_at),
    order: { id: r.order_id, number: r.order_number },
    item: {
      id: r.item_id,
      title: r.title,
      image: r.image_key ? imageUrl(r.image_key, 200) : null,
      quantity: r.quantity,
      line_total: r.line_total,
    },
    business: { id: r.business_id, name: r.business_name },
    shopper: { id: r.user_id, name: `${r.first_name} ${r.last_name}`.trim(), email: r.email },
    buyer: {
      reason: r.return_reason
        ? (RETURN_REASONS[r.return_reason as ReturnReason] ?? r.return_reason)
        : null,
      note: r.return_note,
      photos: photos(r.return_photos),
      at: isoOrNull(r.return_requested_at),
      dispute_note: r.note,
      dispute_photos: photos(r.photos),
    },
    seller: {
      reason: r.seller_reason,
      note: null,
      photos: photos(r.seller_photos),
      at: isoOrNull(r.rejected_at),
    },
    decision_note: r.decision_note,
    decided_at: isoOrNull(r.decided_at),
    refunded_amount: r.refunded_amount,
  };
}

/** Disputes by status: waiting ones oldest first (first come, first decided), others newest. */
export async function listDisputes(
  db: DbOrTx,
  status: DisputeStatus,
  page: number,
  url: string,
): Promise<OperatorDisputeList> {
  const rows = await queryRows<DisputeRow>(
    db,
    sql`SELECT *, count(*) OVER ()::int AS total FROM (${SELECT} WHERE d.status = ${status}) q
         ORDER BY ${status === 'bekliyor' ? sql`created_at ASC` : sql`decided_at DESC`}, id
         LIMIT ${DISPUTES_PAGE_SIZE} OFFSET ${(page - 1) * DISPUTES_PAGE_SIZE}`,
  );
  const [{ n: waiting } = { n: 0 }] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM return_disputes WHERE status = 'bekliyor'`,
  );
  const count = rows[0]?.total ?? 0;
  return {
    count,
    ...pageLinks(url, page, DISPUTES_PAGE_SIZE, count),
    waiting,
    results: rows.map(toDto),
  };
}

/**
 * Decides a waiting dispute, once (the row is locked; a decided one answers 409). For the buyer:
 * the item is refunded through the returns' refund path in the same transaction and the amount
 * kept on the dispute, for the seller's ledger (`dispute_charge`); the card part goes to the
 * provider after the commit. Both sides hear of it through `dispute.decided`.
 */
export async function decideDispute(
  db: Db,
  provider: PaymentProvider,
  ctx: UserContext,
  id: number,
  input: DisputeDecision,
  log: PaymentLog = { error: () => undefined },
): Promise<OperatorDispute> {
  const providerRefunds = await db.transaction(async (tx) => {
    const [d] = await queryRows<{ id: number; status: DisputeStatus; order_item_id: number }>(
      tx,
      sql`SELECT id, status, order_item_id FROM return_disputes WHERE id = ${id} FOR UPDATE`,
    );
    if (!d) throw notFound(NOT_FOUND);
    if (d.status !== 'bekliyor')
      throw conflict('zaten_karar_verildi', 'Bu itiraz için karar zaten verilmiş.');
    const buyer = input.outcome === 'buyer';
    let refunded = 0;
    let refundId: number | null = null;
    let pending: number[] = [];
    let ref;
    if (buyer) {
      const r = await refundDisputedItem(
        tx,
        d.order_item_id,
        `Çarşı itirazınızı haklı buldu: ${input.note}`,
      );
      refunded = r.amount;
      refundId = r.refundId || null;
      pending = r.providerRefunds;
      ref = r.ref;
      // The seller pays for it: its net of the item leaves its ledger, once (ADR 039).
      await chargeDispute(tx, { disputeId: id, orderItemId: d.order_item_id });
    } else ref = await disputedItemRef(tx, d.order_item_id);
    const status: DisputeStatus = buyer ? 'alici_lehine' : 'satici_lehine';
    await tx.execute(sql`
      UPDATE return_disputes
         SET status = ${status}, decision_note = ${input.note}, decided_by = ${ctx.user.id},
             decided_at = now(), refunded_amount = ${refunded}, refund_id = ${refundId}
       WHERE id = ${id}`);
    await recordAudit(tx, ctx, {
      action: 'dispute.decide',
      objectType: 'dispute',
      objectId: id,
      before: { status: 'bekliyor' },
      after: { status, outcome: input.outcome, refunded_amount: refunded },
      reason: input.note,
    });
    await emitEvent(tx, {
      type: 'dispute.decided',
      payload: { ...ref, disputeId: id, outcome: input.outcome, refunded },
    });
    return pending;
  });
  await runProviderRefunds(db, provider, providerRefunds, log);
  const [row] = await queryRows<DisputeRow>(
    db,
    sql`SELECT *, 1 AS total FROM (${SELECT} WHERE d.id = ${id}) q`,
  );
  return toDto(row!);
}

export async function waitingDisputes(db: DbOrTx): Promise<number> {
  const [r] = await queryRows<{ n: number }>(
    db,
    sql`SELECT count(*)::int AS n FROM return_disputes WHERE status = 'bekliyor'`,
  );
  return r?.n ?? 0;
}
