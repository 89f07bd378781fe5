import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { User } from '@carsi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { businessMembers, businesses, users } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';

type UserRow = typeof users.$inferSelect;

/** The user as the API shows it: never the password hash, with the businesses they belong to. */
export async function toUserDto(db: DbOrTx, user: UserRow): Promise<User> {
  const memberships = await db
    .select({ id: businesses.id, name: businesses.name, role: businessMembers.role })
    .from(businessMembers)
    .innerJoin(businesses, eq(businesses.id, businessMembers.businessId))
    .where(eq(businessMembers.userId, user.id))
    .orderBy(businesses.name);
  return {
    id: user.id,
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    phone: user.phone,
    role: user.role,
    email_verified: user.emailVerifiedAt !== null,
    profile_completed: user.phone !== null,
    businesses: memberships,
  };
}

export async function getUserDto(db: DbOrTx, userId: number): Promise<User> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound('Kullanıcı bulunamadı.');
  return toUserDto(db, user);
}

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/**
 * The account an e-mail signs in to: the verified one when it exists, otherwise the newest
 * unverified registration of that address.
 */
export async function findAccountByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .orderBy(sql`${users.emailVerifiedAt} IS NULL`, desc(users.createdAt))
    .limit(1);
  return row;
}

export async function hasVerifiedAccount(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, normalizeEmail(email)), isNotNull(users.emailVerifiedAt)))
    .limit(1);
  return row !== undefined;
}
