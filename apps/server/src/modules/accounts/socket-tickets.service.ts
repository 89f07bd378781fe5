import { and, eq, gt, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { socketTickets } from '../../db/schema/index.ts';
import { randomToken, sha256 } from './tokens.service.ts';

export const SOCKET_TICKET_TTL_MS = 60 * 1000;

/** A short-lived, single-use ticket for opening the notification socket (DESIGN §6). */
export async function issueSocketTicket(
  db: DbOrTx,
  userId: number,
  sessionId: string,
  now = new Date(),
): Promise<string> {
  const ticket = randomToken(24);
  await db.delete(socketTickets).where(lt(socketTickets.expiresAt, now));
  await db.insert(socketTickets).values({
    ticketHash: sha256(ticket),
    userId,
    sessionId,
    expiresAt: new Date(now.getTime() + SOCKET_TICKET_TTL_MS),
  });
  return ticket;
}

/** Takes a ticket (atomically, once); null when unknown, used or expired. */
export async function consumeSocketTicket(
  db: DbOrTx,
  ticket: string,
  now = new Date(),
): Promise<{ userId: number; sessionId: string } | null> {
  const [row] = await db
    .delete(socketTickets)
    .where(and(eq(socketTickets.ticketHash, sha256(ticket)), gt(socketTickets.expiresAt, now)))
    .returning({ userId: socketTickets.userId, sessionId: socketTickets.sessionId });
  return row ?? null;
}

/** Deletes tickets past their expiry (never used); returns how many. Safe to run any time. */
export async function deleteExpiredSocketTickets(db: DbOrTx, now = new Date()): Promise<number> {
  const rows = await db
    .delete(socketTickets)
    .where(lt(socketTickets.expiresAt, now))
    .returning({ ticketHash: socketTickets.ticketHash });
  return rows.length;
}
