import { sql } from 'drizzle-orm';
import { foldTurkish, type OperatorUser, type OperatorUserList } from '@carsi/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { pageLinks } from '../../lib/paging.ts';
import { iso, queryRows } from '../../lib/query-rows.ts';
import type { UserContext } from '../../lib/request-context.ts';
import { revokeUserSessions } from '../accounts/sessions.service.ts';

export const USERS_PAGE_SIZE = 20;
const NOT_FOUND = 'Kullanıcı bulunamadı.';

interface UserRow {
  id: number;
  email: string;
  first_name: string;
  last_name: string;
  phone: string | null;
  role: 'shopper' | 'operator';
  created_at: Date | string;
  is_active: boolean;
  suspended_at: Date | string | null;
  suspension_reason: string | null;
  businesses: { id: number; name: string; role: string }[] | string;
  live_sessions: number;
  total?: number;
}

const SELECT = sql`
  SELECT u.id, u.email, u.first_name, u.last_name, u.phone, u.role, u.created_at, u.is_active,
         u.suspended_at, u.suspension_reason,
         (SELECT coalesce(json_agg(json_build_object('id', b.id, 'name', b.name, 'role', m.role)
                   ORDER BY b.id), '[]'::json)
            FROM business_members m JOIN businesses b ON b.id = m.business_id
           WHERE m.user_id = u.id) AS businesses,
         (SELECT count(*)::int FROM sessions s
           WHERE s.user_id = u.id AND s.revoked_at IS NULL AND s.expires_at > now()) AS live_sessions`;

function toDto(r: UserRow): OperatorUser {
  return {
    id: r.id,
    email: r.email,
    first_name: r.first_name,
    last_name: r.last_name,
    phone: r.phone,
    role: r.role,
    created_at: iso(r.created_at),
    is_active: r.is_active,
    suspended_at: r.suspended_at === null ? null : iso(r.suspended_at),
    suspension_reason: r.suspension_reason,
    businesses: typeof r.businesses === 'string' ? JSON.parse(r.businesses) : r.businesses,
    live_sessions: r.live_sessions,
  };
}

/**
 * Users by e-mail, name or phone (any part; Turkish letters folded in the application, as
 * PostgreSQL's lower() gets İ/ı wrong — DESIGN §5). Newest first.
 */
export async function searchUsers(
  db: DbOrTx,
  q: string,
  page: number,
  url: string,
): Promise<OperatorUserList> {
  const term = q.trim();
  let where = sql`TRUE`;
  if (term) {
    const like = `%${foldTurkish(term).replace(/[\\%_]/g, '\\$&')}%`;
    const digits = term.replace(/\D/g, '');
    // Names are folded with translate() over the Turkish letters, the query by foldTurkish.
    const fold = (col: ReturnType<typeof sql>) =>
      sql`translate(lower(${col}), 'çğıöşüâîûÇĞİIÖŞÜ', 'cgiosuaiucgiiosu')`;
    where = sql`(u.email LIKE ${`%${term.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`}
      OR ${fold(sql`u.first_name || ' ' || u.last_name`)} LIKE ${like}
      ${digits.length >= 3 ? sql`OR regexp_replace(coalesce(u.phone, ''), '\\D', '', 'g') LIKE ${`%${digits.slice(-10)}%`}` : sql``})`;
  }
  const rows = await queryRows<UserRow>(
    db,
    sql`${SELECT}, count(*) OVER ()::int AS total FROM users u WHERE ${where}
         ORDER BY u.created_at DESC, u.id DESC
         LIMIT ${USERS_PAGE_SIZE} OFFSET ${(page - 1) * USERS_PAGE_SIZE}`,
  );
  const count = rows[0]?.total ?? 0;
  return { count, ...pageLinks(url, page, USERS_PAGE_SIZE, count), results: rows.map(toDto) };
}

async function loadUser(db: DbOrTx, id: number): Promise<OperatorUser> {
  const [row] = await queryRows<UserRow>(db, sql`${SELECT} FROM users u WHERE u.id = ${id}`);
  if (!row) throw notFound(NOT_FOUND);
  return toDto(row);
}

/**
 * Suspends a user: they cannot log in (a Turkish message says why), and every session ends in
 * the same transaction — refresh tokens are refused and, since each request reads its session
 * (auth plugin → checkSessionActive), access tokens already issued stop working at once.
 */
export async function suspendUser(
  db: Db,
  ctx: UserContext,
  id: number,
  reason: string,
): Promise<OperatorUser> {
  if (id === ctx.user.id)
    throw conflict('kendini_askiya_alamaz', 'Kendi hesabınızı askıya alamazsınız.');
  await db.transaction(async (tx) => {
    const [row] = await queryRows<{ suspended_at: Date | null; role: string }>(
      tx,
      sql`SELECT suspended_at, role FROM users WHERE id = ${id} FOR UPDATE`,
    );
    if (!row) throw notFound(NOT_FOUND);
    if (row.suspended_at) throw conflict('zaten_askida', 'Bu kullanıcı zaten askıya alınmış.');
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM sessions
           WHERE user_id = ${id} AND revoked_at IS NULL AND expires_at > now()`,
    );
    await tx.execute(sql`
      UPDATE users SET suspended_at = now(), suspension_reason = ${reason}, updated_at = now()
       WHERE id = ${id}`);
    await revokeUserSessions(tx, id, 'suspended');
    await recordAudit(tx, ctx, {
      action: 'user.suspend',
      objectType: 'user',
      objectId: id,
      before: { suspended: false, live_sessions: n },
      after: { suspended: true, live_sessions: 0 },
      reason,
    });
  });
  return loadUser(db, id);
}

export async function unsuspendUser(
  db: Db,
  ctx: UserContext,
  id: number,
  reason: string,
): Promise<OperatorUser> {
  await db.transaction(async (tx) => {
    const [row] = await queryRows<{ suspended_at: Date | null; suspension_reason: string | null }>(
      tx,
      sql`SELECT suspended_at, suspension_reason FROM users WHERE id = ${id} FOR UPDATE`,
    );
    if (!row) throw notFound(NOT_FOUND);
    if (!row.suspended_at) throw conflict('askida_degil', 'Bu kullanıcı askıda değil.');
    await tx.execute(sql`
      UPDATE users SET suspended_at = NULL, suspension_reason = NULL, updated_at = now()
       WHERE id = ${id}`);
    await recordAudit(tx, ctx, {
      action: 'user.unsuspend',
      objectType: 'user',
      objectId: id,
      before: { suspended: true, suspension_reason: row.suspension_reason },
      after: { suspended: false },
      reason: reason || null,
    });
  });
  return loadUser(db, id);
}
