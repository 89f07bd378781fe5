import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { DomainEvent } from './event-types.ts';

/** NOTIFY channel that wakes the dispatchers; PostgreSQL delivers it only at commit. */
export const EVENTS_CHANNEL = 'carsi_events';

/**
 * Writes a domain event to the outbox. Call it with the transaction that makes the change, so
 * the event exists exactly when the change does; the dispatcher delivers it after the commit
 * (and, after a crash, on restart). The NOTIFY in the same statement wakes every process's
 * dispatcher at commit — and never if the transaction rolls back. Returns the event id.
 */
export async function emitEvent(tx: DbOrTx, event: DomainEvent): Promise<number> {
  const result = await tx.execute(sql`
    WITH e AS (
      INSERT INTO events (type, payload) VALUES (${event.type}, ${JSON.stringify(event.payload)}::jsonb)
      RETURNING id
    )
    SELECT id, pg_notify(${EVENTS_CHANNEL}, '') FROM e`);
  const rows = (result as unknown as { rows: { id: number | string }[] }).rows;
  return Number(rows[0]!.id);
}
