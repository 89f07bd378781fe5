import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { hashPassword } from './password.ts';
import { createSession, type NewSession } from './sessions.service.ts';
import { type IssuedCode, issueVerificationCode } from './verification.service.ts';
import { toUserDto } from './users.service.ts';
import type { User } from '@carsi/shared';

export interface RegisterInput {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  password: string;
  marketing_consent: boolean;
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
