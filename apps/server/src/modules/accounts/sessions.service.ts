import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { SessionInfo } from '@carsi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { describeClient } from './user-agent.ts';
import { randomToken, sha256 } from './tokens.service.ts';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Two tabs refreshing at once both present the same token: the later one is let through. */
export const REFRESH_GRACE_MS = 30 * 1000;
/** last_seen is written at most this often per session. */
const LAST_SEEN_EVERY_MS = 60 * 1000;

export interface NewSession {
  sessionId: string;
  refreshToken: string;
}

export async function createSession(
  db: DbOrTx,
  input: { userId: number; userAgent?: string | undefined; ip: string; now?: Date },
): Promise<NewSession> {
  const now = input.now ?? new Date();
  const sessionId = randomToken(18);
  const refreshToken = randomToken(32);
  const client = describeClient(input.userAgent);
  await db.insert(sessions).values({
    id: sessionId,
    userId: input.userId,
    clientType: client.clientType,
    browser: client.browser,
    os: client.os,
    userAgent: (input.userAgent ?? '').slice(0, 512),
    lastIp: input.ip,
    refreshHash: sha256(refreshToken),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return { sessionId, refreshToken };
}

export type RefreshOutcome =
  | { kind: 'rotated'; userId: number; sessionId: string; refreshToken: string }
  /** The previous token within the grace window: a new access token, the cookie stays. */
  | { kind: 'grace'; userId: number; sessionId: string }
  | { kind: 'reused'; userId: number; sessionId: string }
  | { kind: 'invalid' };

/**
 * Rotates a refresh token under a row lock. Presenting an already-rotated token after the grace
 * window means it was stolen or replayed: the whole session is revoked.
 */
export async function rotateRefreshToken(
  db: DbOrTx,
  token: string,
  ip: string,
  now = new Date(),
): Promise<RefreshOutcome> {
  const tokenHash = sha256(token);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: sessions.id,
        userId: sessions.userId,
        refreshHash: sessions.refreshHash,
        rotatedAt: sessions.rotatedAt,
        revokedAt: sessions.revokedAt,
        expiresAt: sessions.expiresAt,
        active: users.isActive,
        suspendedAt: users.suspendedAt,
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(or(eq(sessions.refreshHash, tokenHash), eq(sessions.previousRefreshHash, tokenHash)))
      .for('update', { of: sessions })
      .limit(1);
    if (!row || row.revokedAt || row.expiresAt <= now || !row.active || row.suspendedAt)
      return { kind: 'invalid' };

    if (row.refreshHash !== tokenHash) {
      const withinGrace =
        row.rotatedAt && now.getTime() - row.rotatedAt.getTime() <= REFRESH_GRACE_MS;
      if (withinGrace) return { kind: 'grace', userId: row.userId, sessionId: row.id };
      await tx
        .update(sessions)
        .set({ revokedAt: now, revokeReason: 'refresh_reuse' })
        .where(eq(sessions.id, row.id));
      return { kind: 'reused', userId: row.userId, sessionId: row.id };
    }

    const refreshToken = randomToken(32);
    await tx
      .update(sessions)
      .set({
        previousRefreshHash: tokenHash,
        refreshHash: sha256(refreshToken),
        rotatedAt: now,
        lastSeenAt: now,
        lastIp: ip,
        expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
      })
      .where(eq(sessions.id, row.id));
    return { kind: 'rotated', userId: row.userId, sessionId: row.id, refreshToken };
  });
}

/** Finds the session a refresh token belongs to (current or previous), without rotating it. */
export async function sessionIdForRefreshToken(db: DbOrTx, token: string): Promise<string | null> {
  const tokenHash = sha256(token);
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(or(eq(sessions.refreshHash, tokenHash), eq(sessions.previousRefreshHash, tokenHash)))
    .limit(1);
  return row?.id ?? null;
}

/**
 * The per-request check behind every access token: one primary-key read, so a revoked session's
 * access token fails at once. Touches last_seen at most once a minute.
 */
/** Who the holder of a live session is: platform role and business memberships. */
export interface SessionHolder {
  role: 'shopper' | 'operator';
  memberships: { businessId: number; role: 'owner' | 'staff'; status: string }[];
}

/**
 * One read per request: the session is live, its user active; returns the user's role and
 * memberships (null when the session is not live). Touches last-seen at most once a minute.
 */
export async function checkSessionActive(
  db: DbOrTx,
  sessionId: string,
  userId: number,
  ip: string,
  now = new Date(),
): Promise<SessionHolder | null> {
  const [row] = await db
    .select({
      lastSeenAt: sessions.lastSeenAt,
      lastIp: sessions.lastIp,
      role: users.role,
      memberships: sql<SessionHolder['memberships']>`(
        SELECT coalesce(json_agg(json_build_object(
          'businessId', m.business_id, 'role', m.role, 'status', b.status
        ) ORDER BY m.created_at, m.business_id), '[]'::json)
        FROM business_members m JOIN businesses b ON b.id = m.business_id
        WHERE m.user_id = ${users.id})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
        eq(users.isActive, true),
        isNull(users.suspendedAt),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.lastSeenAt.getTime() > LAST_SEEN_EVERY_MS || row.lastIp !== ip) {
    await db
      .update(sessions)
      .set({ lastSeenAt: now, lastIp: ip })
      .where(eq(sessions.id, sessionId));
  }
  const memberships =
    typeof row.memberships === 'string' ? JSON.parse(row.memberships) : row.memberships;
  return { role: row.role, memberships };
}

export async function revokeSession(
  db: DbOrTx,
  sessionId: string,
  reason: string,
  now = new Date(),
) {
  await db
    .update(sessions)
    .set({ revokedAt: now, revokeReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes a user's sessions, optionally keeping one (password change keeps the current one). */
export async function revokeUserSessions(
  db: DbOrTx,
  userId: number,
  reason: string,
  keepSessionId?: string,
) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokeReason: reason })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        keepSessionId ? sql`${sessions.id} <> ${keepSessionId}` : undefined,
      ),
    );
}

/** The user's live sessions for the session list, newest activity first. */
export async function listSessions(
  db: DbOrTx,
  userId: number,
  currentSessionId: string,
  now = new Date(),
): Promise<SessionInfo[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(
      and(eq(sessions.userId, userId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)),
    )
    .orderBy(desc(sessions.lastSeenAt));
  return rows.map((s) => ({
    id: s.id,
    client_type: s.clientType,
    browser: s.browser,
    os: s.os,
    last_ip: s.lastIp,
    created: s.createdAt.toISOString(),
    last_seen: s.lastSeenAt.toISOString(),
    expires: s.expiresAt.toISOString(),
    current: s.id === currentSessionId,
  }));
}

/** Closes one of the caller's own sessions; another user's session answers 404 like a missing one. */
export async function closeOwnSession(db: DbOrTx, userId: number, sessionId: string) {
  const closed = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokeReason: 'closed_by_user' })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  if (closed.length === 0) throw notFound('Oturum bulunamadı.');
}
