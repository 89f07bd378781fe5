import { sql } from 'drizzle-orm';
import { AUDIT_ACTION_LABELS, type AuditList } from '@carsi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest } from '../../lib/errors.ts';
import { pageLinks } from '../../lib/paging.ts';
import { iso, queryRows } from '../../lib/query-rows.ts';

export const AUDIT_PAGE_SIZE = 25;

interface AuditRow {
  id: number;
  created_at: Date | string;
  actor_user_id: number | null;
  actor_email: string;
  action: string;
  object_type: string;
  object_id: string;
  before: unknown;
  after: unknown;
  reason: string | null;
  total: number;
}

/** `product:123` → type and id; `product` alone → every product. */
export function parseObjectFilter(object: string): { type: string; id: string | null } {
  const m = /^([a-z_]{2,40})(?::([A-Za-z0-9_-]{1,40}))?$/.exec(object.trim());
  if (!m)
    throw badRequest('Nesne filtresi "tür:numara" biçiminde olmalı (ör. product:123).', {
      object: ['Nesne filtresi "tür:numara" biçiminde olmalı (ör. product:123).'],
    });
  return { type: m[1]!, id: m[2] ?? null };
}

/**
 * The audit log, newest first, filtered by actor (an e-mail, or part of one, or a user id) and
 * object (`type` or `type:id`).
 */
export async function listAudit(
  db: DbOrTx,
  q: { actor?: string | undefined; object?: string | undefined; page: number },
  url: string,
): Promise<AuditList> {
  const where = [sql`TRUE`];
  const actor = q.actor?.trim();
  if (actor) {
    if (/^\d{1,10}$/.test(actor)) where.push(sql`actor_user_id = ${Number(actor)}`);
    else where.push(sql`actor_email LIKE ${`%${actor.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`}`);
  }
  if (q.object?.trim()) {
    const o = parseObjectFilter(q.object);
    where.push(sql`object_type = ${o.type}`);
    if (o.id !== null) where.push(sql`object_id = ${o.id}`);
  }
  const rows = await queryRows<AuditRow>(
    db,
    sql`SELECT id, created_at, actor_user_id, actor_email, action, object_type, object_id,
               before, after, reason, count(*) OVER ()::int AS total
          FROM audit_log WHERE ${sql.join(where, sql` AND `)}
         ORDER BY created_at DESC, id DESC
         LIMIT ${AUDIT_PAGE_SIZE} OFFSET ${(q.page - 1) * AUDIT_PAGE_SIZE}`,
  );
  const count = rows[0]?.total ?? 0;
  return {
    count,
    ...pageLinks(url, q.page, AUDIT_PAGE_SIZE, count),
    results: rows.map((r) => ({
      id: r.id,
      created_at: iso(r.created_at),
      actor: { id: r.actor_user_id, email: r.actor_email },
      action: r.action,
      action_label: AUDIT_ACTION_LABELS[r.action] ?? r.action,
      object_type: r.object_type,
      object_id: r.object_id,
      before: parseJson(r.before),
      after: parseJson(r.after),
      reason: r.reason,
    })),
  };
}

// PGlite and node-postgres both parse jsonb; a string here is a JSON string value or raw text.
function parseJson(v: unknown): unknown {
  return v === undefined ? null : v;
}
