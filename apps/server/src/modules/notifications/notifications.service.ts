import { sql, type SQL } from 'drizzle-orm';
import {
  NOTIFICATION_HISTORY_PAGE_SIZE,
  type NotificationHistory,
  type NotificationHistoryQuery,
  type NotificationItem,
  type NotificationKind,
} from '@carsi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { intList, iso, queryRows } from '../../lib/query-rows.ts';
import type { UserContext } from '../../lib/request-context.ts';

const UNREAD_LIMIT = 100;

/** The caller's notifications: addressed to them, or to any business they belong to. */
function mine(ctx: UserContext): SQL {
  const businesses = ctx.memberships.map((m) => m.businessId);
  return businesses.length
    ? sql`(n.recipient_user_id = ${ctx.user.id} OR n.recipient_business_id IN (${intList(businesses)}))`
    : sql`n.recipient_user_id = ${ctx.user.id}`;
}

interface Row {
  id: number | string;
  kind: NotificationKind;
  message: string;
  link: string | null;
  created_at: Date | string;
  read_at: Date | string | null;
  recipient_business_id: number | null;
}
const COLUMNS = sql`n.id, n.kind, n.message, n.link, n.created_at, n.read_at, n.recipient_business_id`;
const item = (r: Row): NotificationItem => ({
  id: Number(r.id),
  type: 'notification',
  kind: r.kind,
  message: r.message,
  link: r.link,
  created_at: iso(r.created_at),
  read_at: r.read_at ? iso(r.read_at) : null,
  business_id: r.recipient_business_id,
});

/** Unread, newest first (the bell). */
export async function listUnread(db: DbOrTx, ctx: UserContext): Promise<NotificationItem[]> {
  const rows = await queryRows<Row>(
    db,
    sql`SELECT ${COLUMNS} FROM notifications n
         WHERE ${mine(ctx)} AND n.read_at IS NULL
         ORDER BY n.id DESC LIMIT ${UNREAD_LIMIT}`,
  );
  return rows.map(item);
}

/** Every notification, read ones included, a page at a time, optionally of one kind. */
export async function listHistory(
  db: DbOrTx,
  ctx: UserContext,
  query: NotificationHistoryQuery,
  pageUrl: (page: number) => string,
): Promise<NotificationHistory> {
  const kind = query.kind ? sql` AND n.kind = ${query.kind}` : sql``;
  const size = NOTIFICATION_HISTORY_PAGE_SIZE;
  const [counts] = await queryRows<{ total: number | string; unread: number | string }>(
    db,
    sql`SELECT count(*) FILTER (WHERE TRUE ${kind}) AS total,
               count(*) FILTER (WHERE n.read_at IS NULL) AS unread
          FROM notifications n WHERE ${mine(ctx)}`,
  );
  const rows = await queryRows<Row>(
    db,
    sql`SELECT ${COLUMNS} FROM notifications n WHERE ${mine(ctx)} ${kind}
         ORDER BY n.id DESC LIMIT ${size} OFFSET ${(query.page - 1) * size}`,
  );
  const count = Number(counts?.total ?? 0);
  return {
    count,
    unread: Number(counts?.unread ?? 0),
    next: query.page * size < count ? pageUrl(query.page + 1) : null,
    previous: query.page > 1 ? pageUrl(query.page - 1) : null,
    results: rows.map(item),
  };
}

/** Marks one read; another person's (or an unknown) id is not found. */
export async function markRead(db: DbOrTx, ctx: UserContext, id: number): Promise<void> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`UPDATE notifications n SET read_at = coalesce(n.read_at, now())
         WHERE n.id = ${id} AND ${mine(ctx)} RETURNING n.id`,
  );
  if (rows.length === 0) throw notFound('Bildirim bulunamadı.');
}

/** Marks every unread one read; returns how many. */
export async function clearAll(db: DbOrTx, ctx: UserContext): Promise<number> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`UPDATE notifications n SET read_at = now() WHERE ${mine(ctx)} AND n.read_at IS NULL RETURNING n.id`,
  );
  return rows.length;
}
