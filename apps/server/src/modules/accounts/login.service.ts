import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { LoginRequest, User } from '@carsi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { loginAttempts } from '../../db/schema/index.ts';
import { AppError } from '../../lib/errors.ts';
import { verifyPassword } from './password.ts';
import { createSession, type NewSession } from './sessions.service.ts';
import { findAccountByEmail, normalizeEmail, toUserDto } from './users.service.ts';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_MAX_FAILURES = 10;

export const INVALID_CREDENTIALS = 'Kullanıcı adı veya şifre hatalı.';
export const ACCOUNT_SUSPENDED =
  'Hesabınız Çarşı tarafından askıya alındı. Ayrıntılı bilgi için destek@carsi.test adresine yazabilirsiniz.';
export const TOO_MANY_ATTEMPTS = 'Çok fazla deneme yaptınız. Lütfen biraz sonra tekrar deneyin.';

export class TooManyAttemptsError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'throttled', TOO_MANY_ATTEMPTS);
  }
}

/**
 * Seconds until the 10th most recent failure leaves the 15-minute window, or 0 when fewer than 10
 * failures are in it. For an account, failures before its last successful login do not count.
 */
async function lockedFor(
  db: DbOrTx,
  key: 'email' | 'ip',
  value: string,
  now: Date,
): Promise<number> {
  let since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  if (key === 'email') {
    const [ok] = await db
      .select({ at: loginAttempts.createdAt })
      .from(loginAttempts)
      .where(
        and(
          eq(loginAttempts.email, value),
          eq(loginAttempts.succeeded, true),
          gt(loginAttempts.createdAt, since),
        ),
      )
      .orderBy(desc(loginAttempts.createdAt))
      .limit(1);
    if (ok) since = ok.at;
  }
  const column = key === 'email' ? loginAttempts.email : loginAttempts.ip;
  const [tenth] = await db
    .select({ at: loginAttempts.createdAt })
    .from(loginAttempts)
    .where(
      and(
        eq(column, value),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.createdAt, since),
      ),
    )
    .orderBy(desc(loginAttempts.createdAt))
    .offset(LOGIN_MAX_FAILURES - 1)
    .limit(1);
  if (!tenth) return 0;
  return Math.max(1, Math.ceil((tenth.at.getTime() + LOGIN_WINDOW_MS - now.getTime()) / 1000));
}

export interface LoginContext {
  ip: string;
  userAgent: string | undefined;
  /** Verifies the captcha token; throws an AppError when it fails or was used before. */
  verifyCaptcha: (token: string) => Promise<void>;
  now?: Date;
}

export interface LoginResult {
  user: User;
  session: NewSession;
}

/**
 * Checks the throttle, the captcha and the credentials, then opens a session. An unknown e-mail
 * and a wrong password give the same answer in the same time.
 */
export async function login(
  db: DbOrTx,
  input: LoginRequest,
  ctx: LoginContext,
): Promise<LoginResult> {
  const now = ctx.now ?? new Date();
  const email = normalizeEmail(input.email);
  const wait = Math.max(
    await lockedFor(db, 'email', email, now),
    await lockedFor(db, 'ip', ctx.ip, now),
  );
  if (wait > 0) throw new TooManyAttemptsError(wait);

  await ctx.verifyCaptcha(input.captchaToken);

  const user = await findAccountByEmail(db, email);
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password);
  // A suspended account hears why, but only from someone who knows its password: the answer
  // reveals nothing an attacker could not already see (docs/decisions/040).
  if (user && ok && user.isActive && user.suspendedAt) {
    await db.insert(loginAttempts).values({ email, ip: ctx.ip, succeeded: false, createdAt: now });
    throw new AppError(403, 'account_suspended', ACCOUNT_SUSPENDED);
  }
  if (!user || !ok || !user.isActive) {
    await db.insert(loginAttempts).values({ email, ip: ctx.ip, succeeded: false, createdAt: now });
    throw new AppError(400, 'invalid_credentials', INVALID_CREDENTIALS);
  }
  return db.transaction(async (tx) => {
    await tx.insert(loginAttempts).values({ email, ip: ctx.ip, succeeded: true, createdAt: now });
    const session = await createSession(tx, {
      userId: user.id,
      userAgent: ctx.userAgent,
      ip: ctx.ip,
      now,
    });
    return { user: await toUserDto(tx, user), session };
  });
}

/** Old attempts are only needed for the window; deleted opportunistically. */
export async function pruneLoginAttempts(db: DbOrTx, now = new Date()) {
  await db
    .delete(loginAttempts)
    .where(sql`${loginAttempts.createdAt} < ${new Date(now.getTime() - 24 * 3600 * 1000)}`);
}
