import { sql } from 'drizzle-orm';
import type { NotificationKind } from '@carsi/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { iso, queryRows } from '../../lib/query-rows.ts';
import type { DomainEvent } from '../events/index.ts';
import { draftsFor, type NotificationDraft } from './messages.ts';

/** A stored notification as it is pushed to sockets. */
export interface StoredNotification {
  id: number;
  recipientUserId: number | null;
  recipientBusinessId: number | null;
  kind: NotificationKind;
  message: string;
  link: string | null;
  createdAt: string;
}

/** After this many failed tries an event is set aside (kept with its error) so it stops blocking. */
export const MAX_EVENT_ATTEMPTS = 10;
const BATCH = 100;

interface Row {
  id: number | string;
  recipient_user_id: number | null;
  recipient_business_id: number | null;
  kind: NotificationKind;
  message: string;
  link: string | null;
  created_at: Date | string;
}
const stored = (r: Row): StoredNotification => ({
  id: Number(r.id),
  recipientUserId: r.recipient_user_id,
  recipientBusinessId: r.recipient_business_id,
  kind: r.kind,
  message: r.message,
  link: r.link,
  createdAt: iso(r.created_at),
});

/**
 * Every notification a batch of events asks for in one statement, and the events marked done
 * in one more (issue 17: the dispatcher follows every order, so its cost per event counts).
 */
async function storeBatch(
  tx: DbOrTx,
  batch: { id: number; drafts: NotificationDraft[] }[],
): Promise<StoredNotification[]> {
  const operators = batch.some((b) => b.drafts.some((d) => 'operators' in d.to))
    ? await queryRows<{ id: number }>(
        tx,
        sql`SELECT id FROM users WHERE role = 'operator' AND is_active ORDER BY id`,
      )
    : [];
  const rows = batch.flatMap((b) =>
    b.drafts.flatMap((d) =>
      ('operators' in d.to
        ? operators.map((u) => ({ user: u.id, business: null }))
        : 'user' in d.to
          ? [{ user: d.to.user, business: null }]
          : [{ user: null, business: d.to.business }]
      ).map((r) => ({
        event_id: b.id,
        user_id: r.user,
        business_id: r.business,
        kind: d.kind,
        message: d.message,
        link: d.link,
      })),
    ),
  );
  const inserted =
    rows.length === 0
      ? []
      : await queryRows<Row>(
          tx,
          // The unique (event, recipient, kind) index makes a redelivered event a no-op.
          sql`INSERT INTO notifications (recipient_user_id, recipient_business_id, kind, message,
                                         link, event_id)
              SELECT x.user_id, x.business_id, x.kind, x.message, x.link, x.event_id
                FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS x(
                       user_id int, business_id int, kind text, message text, link text,
                       event_id bigint)
              ON CONFLICT DO NOTHING
              RETURNING id, recipient_user_id, recipient_business_id, kind, message, link,
                        created_at`,
        );
  await tx.execute(sql`
    UPDATE events SET dispatched_at = now(), attempts = attempts + 1
     WHERE id = ANY(string_to_array(${batch.map((b) => b.id).join(',')}, ',')::bigint[])`);
  return inserted.map(stored).sort((a, b) => a.id - b.id);
}

async function markFailed(tx: DbOrTx, id: number, err: unknown) {
  const message = err instanceof Error ? err.message : String(err);
  await tx.execute(sql`
    UPDATE events SET attempts = attempts + 1, last_error = ${message.slice(0, 1000)},
           dispatched_at = CASE WHEN attempts + 1 >= ${MAX_EVENT_ATTEMPTS} THEN now() END
     WHERE id = ${id}`);
}

/**
 * Turns undispatched outbox events into stored notifications, a batch at a time, and returns
 * those it stored so the caller can push them to sockets after the commit. Events are claimed
 * with FOR UPDATE SKIP LOCKED: two processes never take the same one. A batch is stored in one
 * go (under one savepoint); if that fails, each event is tried in its own savepoint, so one bad
 * event is retried later and set aside after MAX_EVENT_ATTEMPTS while the others go through.
 */
export async function dispatchPendingEvents(
  db: Db,
  log?: { error: (obj: object, msg: string) => void },
): Promise<StoredNotification[]> {
  const delivered: StoredNotification[] = [];
  for (;;) {
    const { batch, stored: got } = await db.transaction(async (tx) => {
      const events = await queryRows<{ id: number | string; type: string; payload: unknown }>(
        tx,
        sql`SELECT id, type, payload FROM events WHERE dispatched_at IS NULL
            ORDER BY id LIMIT ${BATCH} FOR UPDATE SKIP LOCKED`,
      );
      const ready: { id: number; type: string; drafts: NotificationDraft[] }[] = [];
      for (const e of events) {
        const id = Number(e.id);
        const payload = typeof e.payload === 'string' ? JSON.parse(e.payload) : e.payload;
        try {
          const drafts = draftsFor({ type: e.type, payload } as DomainEvent) ?? [];
          ready.push({ id, type: e.type, drafts });
        } catch (err) {
          log?.error({ err, eventId: id, type: e.type }, 'event dispatch failed');
          await markFailed(tx, id, err);
        }
      }
      if (ready.length === 0) return { batch: events.length, stored: [] };
      try {
        return {
          batch: events.length,
          stored: await tx.transaction((sp) => storeBatch(sp, ready)),
        };
      } catch {
        const out: StoredNotification[] = [];
        for (const e of ready) {
          try {
            out.push(...(await tx.transaction((sp) => storeBatch(sp, [e]))));
          } catch (err) {
            log?.error({ err, eventId: e.id, type: e.type }, 'event dispatch failed');
            await markFailed(tx, e.id, err);
          }
        }
        return { batch: events.length, stored: out };
      }
    });
    delivered.push(...got);
    if (batch < BATCH) return delivered;
  }
}
