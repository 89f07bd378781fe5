import { eq } from 'drizzle-orm';
import { KVKK_NOTICE_VERSION, type Profile, type ProfileUpdate } from '@carsi/shared';
import { type ConsentSource, recordConsents } from '../../lib/consents.ts';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';

type UserRow = typeof users.$inferSelect;

const toProfile = (u: UserRow): Profile => ({
  email: u.email,
  first_name: u.firstName,
  last_name: u.lastName,
  phone: u.phone,
  birth_date: u.birthDate,
  gender: u.gender,
  marketing_consent: u.marketingConsentAt !== null,
  email_verified: u.emailVerifiedAt !== null,
});

export async function getProfile(db: DbOrTx, userId: number): Promise<Profile> {
  const [u] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!u) throw notFound('Kullanıcı bulunamadı.');
  return toProfile(u);
}

/** Applies the fields that were sent; consent keeps the moment it was given (İYS records need it). */
export async function updateProfile(
  db: DbOrTx,
  userId: number,
  input: ProfileUpdate & { phone?: string },
  from: ConsentSource = {},
): Promise<Profile> {
  return db.transaction(async (tx) => {
    const [current] = await tx.select().from(users).where(eq(users.id, userId)).limit(1);
    if (!current) throw notFound('Kullanıcı bulunamadı.');
    const now = new Date();
    if (
      input.marketing_consent !== undefined &&
      input.marketing_consent !== (current.marketingConsentAt !== null)
    )
      await recordConsents(
        tx,
        userId,
        [
          {
            kind: 'marketing_email',
            granted: input.marketing_consent,
            version: KVKK_NOTICE_VERSION,
          },
        ],
        from,
      );
    const [u] = await tx
      .update(users)
      .set({
        ...(input.first_name !== undefined ? { firstName: input.first_name } : {}),
        ...(input.last_name !== undefined ? { lastName: input.last_name } : {}),
        ...(input.phone !== undefined ? { phone: input.phone } : {}),
        ...(input.birth_date !== undefined ? { birthDate: input.birth_date } : {}),
        ...(input.gender !== undefined ? { gender: input.gender } : {}),
        ...(input.marketing_consent !== undefined
          ? {
              marketingConsentAt: input.marketing_consent
                ? (current.marketingConsentAt ?? now)
                : null,
            }
          : {}),
        updatedAt: now,
      })
      .where(eq(users.id, userId))
      .returning();
    return toProfile(u!);
  });
}
