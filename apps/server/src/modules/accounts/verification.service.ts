import { randomInt } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { User, VerificationStatus } from '@carsi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { emailCodes, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { safeEqual, sign } from './tokens.service.ts';
import { hasVerifiedAccount, toUserDto } from './users.service.ts';
import { acceptBusinessInvitations } from '../businesses/members.service.ts';

export const CODE_TTL_MS = 10 * 60 * 1000;
export const CODE_MAX_ATTEMPTS = 5;
export const RESEND_AFTER_MS = 60 * 1000;

/** Codes are stored as an HMAC with the server secret: a database leak does not reveal them. */
const codeHash = (secret: string, userId: number, code: string) =>
  sign(secret, 'email-code', `${userId}.${code}`);

export interface IssuedCode {
  /** The code to e-mail, or null when the address already has a verified account (nothing to send). */
  code: string | null;
  email: string;
  firstName: string;
}

/**
 * Issues a new 6-digit code. For an address that already belongs to a verified account a code row
 * is written all the same (never sent), so this registration behaves exactly like any other.
 */
export async function issueVerificationCode(
  db: DbOrTx,
  secret: string,
  userId: number,
  now = new Date(),
): Promise<IssuedCode> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound('Kullanıcı bulunamadı.');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.insert(emailCodes).values({
    userId,
    purpose: 'verify_email',
    codeHash: codeHash(secret, userId, code),
    expiresAt: new Date(now.getTime() + CODE_TTL_MS),
    createdAt: now,
  });
  await db
    .delete(emailCodes)
    .where(
      and(
        eq(emailCodes.userId, userId),
        lt(emailCodes.expiresAt, new Date(now.getTime() - 24 * 3600 * 1000)),
      ),
    );
  const taken = user.emailVerifiedAt === null && (await hasVerifiedAccount(db, user.email));
  return { code: taken ? null : code, email: user.email, firstName: user.firstName };
}

async function latestCode(db: DbOrTx, userId: number) {
  const [row] = await db
    .select()
    .from(emailCodes)
    .where(
      and(
        eq(emailCodes.userId, userId),
        eq(emailCodes.purpose, 'verify_email'),
        isNull(emailCodes.consumedAt),
      ),
    )
    .orderBy(desc(emailCodes.createdAt), desc(emailCodes.id))
    .limit(1);
  return row;
}

export async function verificationStatus(
  db: DbOrTx,
  userId: number,
  now = new Date(),
): Promise<VerificationStatus> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound('Kullanıcı bulunamadı.');
  const code = await latestCode(db, userId);
  const since = code ? now.getTime() - code.createdAt.getTime() : Infinity;
  return {
    email: user.email,
    verified: user.emailVerifiedAt !== null,
    resend_available_in: Math.max(0, Math.ceil((RESEND_AFTER_MS - since) / 1000)),
    expires_in: code
      ? Math.max(0, Math.ceil((code.expiresAt.getTime() - now.getTime()) / 1000))
      : 0,
    attempts_left: code ? Math.max(0, CODE_MAX_ATTEMPTS - code.attempts) : 0,
  };
}

/** Seconds until a new code may be sent (0 = now). */
export async function resendWait(db: DbOrTx, userId: number, now = new Date()): Promise<number> {
  const code = await latestCode(db, userId);
  if (!code) return 0;
  return Math.max(
    0,
    Math.ceil((RESEND_AFTER_MS - (now.getTime() - code.createdAt.getTime())) / 1000),
  );
}

export class ResendTooSoonError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'resend_too_soon', `Yeni kod istemek için ${retryAfterSeconds} saniye bekleyin.`);
  }
}

/**
 * Checks a code. The try is counted first with a conditional update that commits on its own (a
 * wrong code must still use up a try, so parallel guesses can never exceed five); then the code
 * is compared in constant time.
 */
export async function verifyEmailCode(
  db: DbOrTx,
  secret: string,
  userId: number,
  code: string,
  now = new Date(),
): Promise<User> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound('Kullanıcı bulunamadı.');
  if (user.emailVerifiedAt) return toUserDto(db, user);
  const latest = await latestCode(db, userId);
  if (!latest || latest.expiresAt <= now) {
    throw new AppError(400, 'code_expired', 'Kodun süresi doldu. Lütfen yeni kod isteyin.');
  }
  const [counted] = await db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(
      and(
        eq(emailCodes.id, latest.id),
        lt(emailCodes.attempts, CODE_MAX_ATTEMPTS),
        isNull(emailCodes.consumedAt),
      ),
    )
    .returning({ attempts: emailCodes.attempts });
  if (!counted) {
    throw new AppError(
      429,
      'too_many_attempts',
      'Çok fazla hatalı deneme yaptınız. Lütfen yeni kod isteyin.',
    );
  }
  if (!safeEqual(codeHash(secret, userId, code), latest.codeHash)) {
    const left = CODE_MAX_ATTEMPTS - counted.attempts;
    throw new AppError(
      400,
      'code_invalid',
      left > 0
        ? `Kod hatalı. Kalan deneme hakkınız: ${left}.`
        : 'Kod hatalı. Deneme hakkınız kalmadı; lütfen yeni kod isteyin.',
      { code: ['Kod hatalı.'] },
    );
  }
  return db.transaction(async (tx) => {
    await tx.update(emailCodes).set({ consumedAt: now }).where(eq(emailCodes.id, latest.id));
    const [verified] = await tx
      .update(users)
      .set({ emailVerifiedAt: now, updatedAt: now })
      .where(and(eq(users.id, userId), isNull(users.emailVerifiedAt)))
      .returning();
    // Invitations to a business's team wait for a verified address (issue 12).
    if (verified) await acceptBusinessInvitations(tx, verified.id, verified.email);
    return toUserDto(tx, verified ?? user);
  });
}
