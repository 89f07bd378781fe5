import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { passwordResets, users } from '../../db/schema/index.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { revokeUserSessions } from './sessions.service.ts';
import { randomToken, sha256, sign } from './tokens.service.ts';
import { findAccountByEmail } from './users.service.ts';

export const RESET_TTL_MS = 60 * 60 * 1000;

export const RESET_REQUESTED =
  'Bu e-posta adresiyle kayıtlı bir hesap varsa şifre sıfırlama bağlantısını gönderdik. Gelen kutunuzu (ve istenmeyen klasörünü) kontrol edin.';
const RESET_INVALID = 'Bağlantı geçersiz veya süresi dolmuş. Lütfen yeni bir bağlantı isteyin.';

/** A password change kills outstanding reset links: they carry a fingerprint of the hash they were issued under. */
const fingerprint = (secret: string, passwordHash: string) =>
  sign(secret, 'password-fingerprint', passwordHash);

export const encodeUid = (userId: number) => Buffer.from(String(userId)).toString('base64url');
export function decodeUid(uidb64: string): number | null {
  const id = Number(Buffer.from(uidb64, 'base64url').toString());
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** Creates a reset link for the account of this e-mail, or null when there is none (the caller answers the same). */
export async function createPasswordReset(
  db: DbOrTx,
  secret: string,
  email: string,
  now = new Date(),
): Promise<{
  userId: number;
  firstName: string;
  email: string;
  uidb64: string;
  token: string;
} | null> {
  const user = await findAccountByEmail(db, email);
  if (!user || !user.isActive) return null;
  const token = randomToken(32);
  await db.insert(passwordResets).values({
    userId: user.id,
    tokenHash: sha256(token),
    passwordFingerprint: fingerprint(secret, user.passwordHash),
    expiresAt: new Date(now.getTime() + RESET_TTL_MS),
    createdAt: now,
  });
  return {
    userId: user.id,
    firstName: user.firstName,
    email: user.email,
    uidb64: encodeUid(user.id),
    token,
  };
}

/** Sets a new password from a reset link (once), and signs the account out everywhere. */
export async function confirmPasswordReset(
  db: DbOrTx,
  secret: string,
  input: { uidb64: string; token: string; password: string },
  now = new Date(),
): Promise<{ userId: number; firstName: string; email: string }> {
  const userId = decodeUid(input.uidb64);
  if (!userId) throw new AppError(400, 'reset_link_invalid', RESET_INVALID);
  const newHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ reset: passwordResets, user: users })
      .from(passwordResets)
      .innerJoin(users, eq(users.id, passwordResets.userId))
      .where(
        and(
          eq(passwordResets.tokenHash, sha256(input.token)),
          eq(passwordResets.userId, userId),
          isNull(passwordResets.usedAt),
          gt(passwordResets.expiresAt, now),
        ),
      )
      .for('update', { of: passwordResets })
      .limit(1);
    if (!row || row.reset.passwordFingerprint !== fingerprint(secret, row.user.passwordHash)) {
      throw new AppError(400, 'reset_link_invalid', RESET_INVALID);
    }
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    await tx
      .update(users)
      .set({ passwordHash: newHash, passwordChangedAt: now, updatedAt: now })
      .where(eq(users.id, userId));
    await revokeUserSessions(tx, userId, 'password_reset');
    return { userId, firstName: row.user.firstName, email: row.user.email };
  });
}

/** Changes the password after checking the current one; the other sessions are signed out. */
export async function changePassword(
  db: DbOrTx,
  userId: number,
  sessionId: string,
  input: { current_password: string; new_password: string },
): Promise<{ firstName: string; email: string }> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user || !(await verifyPassword(user.passwordHash, input.current_password))) {
    throw badRequest('Mevcut şifreniz hatalı.', { current_password: ['Mevcut şifreniz hatalı.'] });
  }
  if (input.current_password === input.new_password) {
    throw badRequest('Yeni şifreniz mevcut şifrenizden farklı olmalı.', {
      new_password: ['Yeni şifreniz mevcut şifrenizden farklı olmalı.'],
    });
  }
  const newHash = await hashPassword(input.new_password);
  const now = new Date();
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ passwordHash: newHash, passwordChangedAt: now, updatedAt: now })
      .where(eq(users.id, userId));
    await tx
      .update(passwordResets)
      .set({ usedAt: now })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
    await revokeUserSessions(tx, userId, 'password_changed', sessionId);
  });
  return { firstName: user.firstName, email: user.email };
}
