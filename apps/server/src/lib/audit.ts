import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import type { RequestContext } from './request-context.ts';

/** One operator action as the audit log keeps it (docs/decisions/040). */
export interface AuditEntry {
  /** What was done, `<object>.<verb>`: `product.approve`, `user.suspend`, `category.move`. */
  action: string;
  objectType: string;
  objectId: string | number;
  /** The values the action changed, as they were and as they became (null: created/removed). */
  before?: unknown;
  after?: unknown;
  reason?: string | null | undefined;
}

/**
 * Records an operator action. Call it with the action's own transaction, so the record and the
 * change commit together or not at all. The actor's e-mail is copied in the same statement.
 */
export async function recordAudit(tx: DbOrTx, ctx: RequestContext, entry: AuditEntry) {
  const actor = ctx.user?.id ?? null;
  const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v));
  await tx.execute(sql`
    INSERT INTO audit_log (actor_user_id, actor_email, action, object_type, object_id,
                           before, after, reason, ip, request_id)
    VALUES (${actor},
            COALESCE((SELECT email FROM users WHERE id = ${actor}), ''),
            ${entry.action}, ${entry.objectType}, ${String(entry.objectId)},
            ${json(entry.before)}::jsonb, ${json(entry.after)}::jsonb,
            ${entry.reason ?? null}, ${ctx.ip}, ${ctx.requestId})`);
}
