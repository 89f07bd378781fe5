import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { hashPassword } from './password.ts';
import { createSession, type NewSession } from './sessions.service.ts';
import { type IssuedCode, issueVerificationCode } from './verification.service.ts';
import { toUserDto } from './users.service.ts';
import { KVKK_NOTICE_VERSION, type User } from '@carsi/shared';
import { recordConsents } from '../../lib/consents.ts';

export interface RegisterInput {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  password: string;
  marketing_consent: boolean;
  marketing_sms_consent?: boolean;
}

/**
 * Creates an unverified account and signs it in. The same happens whether or not the address
 * already has a verified account, so the answer reveals nothing; only the mailbox owner learns it
 * (they get a notice instead of a code), and the existing account is never touched.
 */
export async function register(
  db: DbOrTx,
  secret: string,
  input: RegisterInput,
  ctx: { ip: string; userAgent: string | undefined },
): Promise<{ user: User; session: NewSession; code: IssuedCode }> {
  const passwordHash = await hashPassword(input.password);
  const now = new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        email: input.email,
        passwordHash,
        firstName: input.first_name,
        lastName: input.last_name,
        phone: input.phone,
        kvkkAcknowledgedAt: now,
        marketingConsentAt: input.marketing_consent ? now : null,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    // The notice seen and the consents given, each on the record with its text's version.
    await recordConsents(
      tx,
      row!.id,
      [
        { kind: 'kvkk_notice', granted: true, version: KVKK_NOTICE_VERSION },
        ...(input.marketing_consent
          ? [{ kind: 'marketing_email' as const, granted: true, version: KVKK_NOTICE_VERSION }]
          : []),
        ...(input.marketing_sms_consent
          ? [{ kind: 'marketing_sms' as const, granted: true, version: KVKK_NOTICE_VERSION }]
          : []),
      ],
      ctx,
    );
    const code = await issueVerificationCode(tx, secret, row!.id, now);
    const session = await createSession(tx, {
      userId: row!.id,
      userAgent: ctx.userAgent,
      ip: ctx.ip,
      now,
    });
    return { user: await toUserDto(tx, row!), session, code };
  });
}

/** How long a registration may stay unverified before the clean-up job removes it. */
export const UNVERIFIED_ACCOUNT_DAYS = 7;

/**
 * Deletes registrations never verified within `olderThanDays` (docs/decisions/009): shopper
 * accounts with no e-mail confirmation, and with them (ON DELETE CASCADE) their codes,
 * sessions, cart, favourites and addresses. An account that has money or a seller's role
 * attached — an order, a payment, a wallet entry, a business membership — is kept; so is a
 * verified or operator account. One statement: running it twice, or on two processes at once,
 * deletes each row once. Returns how many were deleted.
 */
export async function purgeUnverifiedAccounts(
  db: DbOrTx,
  now = new Date(),
  olderThanDays = UNVERIFIED_ACCOUNT_DAYS,
): Promise<number> {
  const cutoff = new Date(now.getTime() - olderThanDays * 24 * 3600 * 1000);
  const deleted = await db
    .delete(users)
    .where(
      and(
        isNull(users.emailVerifiedAt),
        eq(users.role, 'shopper'),
        lt(users.createdAt, cutoff),
        sql`NOT EXISTS (SELECT 1 FROM orders o WHERE o.user_id = ${users.id})`,
        sql`NOT EXISTS (SELECT 1 FROM payments p WHERE p.user_id = ${users.id})`,
        sql`NOT EXISTS (SELECT 1 FROM wallet_entries w WHERE w.user_id = ${users.id})`,
        sql`NOT EXISTS (SELECT 1 FROM business_members m WHERE m.user_id = ${users.id})`,
      ),
    )
    .returning({ id: users.id });
  return deleted.length;
}
