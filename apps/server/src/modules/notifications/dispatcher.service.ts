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

async function storeDrafts(
  tx: DbOrTx,
  eventId: number,
  drafts: NotificationDraft[],
): Promise<StoredNotification[]> {
  const out: StoredNotification[] = [];
  for (const d of drafts) {
    const recipients: { user: number | null; business: number | null }[] =
      'operators' in d.to
        ? (
            await queryRows<{ id: number }>(
              tx,
              sql`SELECT id FROM users WHERE role = 'operator' AND is_active ORDER BY id`,
            )
          ).map((u) => ({ user: u.id, business: null }))
        : 'user' in d.to
          ? [{ user: d.to.user, business: null }]
          : [{ user: null, business: d.to.business }];
    for (const r of recipients) {
      // The unique (event, recipient, kind) index makes a redelivered event a no-op.
      const rows = await queryRows<Row>(
        tx,
        sql`INSERT INTO notifications (recipient_user_id, recipient_business_id, kind, message, link, event_id)
            VALUES (${r.user}, ${r.business}, ${d.kind}, ${d.message}, ${d.link}, ${eventId})
            ON CONFLICT DO NOTHING
            RETURNING id, recipient_user_id, recipient_business_id, kind, message, link, created_at`,
      );
      out.push(...rows.map(stored));
    }
  }
  return out;
}

/**
 * Turns undispatched outbox events into stored notifications, a batch at a time, and returns
 * those it stored so the caller can push them to sockets after the commit. Events are claimed
 * with FOR UPDATE SKIP LOCKED: two processes never take the same one; an event whose handling
 * fails is retried later (its own savepoint keeps the batch going) and set aside after
 * MAX_EVENT_ATTEMPTS.
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
      const out: StoredNotification[] = [];
      for (const e of events) {
        const id = Number(e.id);
        const payload = typeof e.payload === 'string' ? JSON.parse(e.payload) : e.payload;
        try {
          const rows = await tx.transaction(async (sp) => {
            const drafts = draftsFor({ type: e.type, payload } as DomainEvent) ?? [];
            const r = await storeDrafts(sp, id, drafts);
            await sp.execute(
              sql`UPDATE events SET dispatched_at = now(), attempts = attempts + 1 WHERE id = ${id}`,
            );
            return r;
          });
          out.push(...rows);
        } catch (err) {
          const message = err instanceof Error ? err.message : String(err);
          log?.error({ err, eventId: id, type: e.type }, 'event dispatch failed');
          await tx.execute(sql`
            UPDATE events SET attempts = attempts + 1, last_error = ${message.slice(0, 1000)},
                   dispatched_at = CASE WHEN attempts + 1 >= ${MAX_EVENT_ATTEMPTS} THEN now() END
             WHERE id = ${id}`);
        }
      }
      return { batch: events.length, stored: out };
    });
    delivered.push(...got);
    if (batch < BATCH) return delivered;
  }
}
