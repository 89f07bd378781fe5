import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { InviteMemberInput, MemberList } from '@carsi/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { businesses, businessInvitations, businessMembers } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { iso, queryRows } from '../../lib/query-rows.ts';
import type { BusinessContext } from '../../lib/request-context.ts';
import { emitEvent } from '../events/index.ts';
import type { Mailer } from '../mail/index.ts';
import { addedToTeamMail, invitationMail } from './business.mails.ts';

const MEMBER_NOT_FOUND = 'Bu kişi işletmenizin ekibinde değil.';
const ALREADY_MEMBER = 'Bu kişi zaten ekibinizde.';
const ALREADY_INVITED = 'Bu adrese zaten davet gönderildi.';
const OWNER_STAYS = 'İşletme sahibi kendini ekipten çıkaramaz.';

export interface MemberDeps {
  mailer: Mailer;
  publicUrl: string;
  log: FastifyBaseLogger;
}

export async function listMembers(db: DbOrTx, ctx: BusinessContext): Promise<MemberList> {
  const members = await queryRows<{
    user_id: number;
    name: string;
    email: string;
    role: 'owner' | 'staff';
    created_at: string;
  }>(
    db,
    sql`SELECT m.user_id, u.first_name || ' ' || u.last_name AS name, u.email, m.role, m.created_at
          FROM business_members m JOIN users u ON u.id = m.user_id
         WHERE m.business_id = ${ctx.business.id}
         ORDER BY (m.role = 'owner') DESC, m.created_at, m.user_id`,
  );
  const invitations = await db
    .select()
    .from(businessInvitations)
    .where(
      and(
        eq(businessInvitations.businessId, ctx.business.id),
        isNull(businessInvitations.acceptedAt),
      ),
    )
    .orderBy(businessInvitations.createdAt);
  return {
    count: members.length,
    next: null,
    previous: null,
    results: members.map((m) => ({ ...m, created_at: iso(m.created_at) })),
    invitations: invitations.map((i) => ({
      id: i.id,
      email: i.email,
      role: i.role,
      created_at: iso(i.createdAt),
    })),
  };
}

async function businessName(db: DbOrTx, id: number): Promise<string> {
  const [b] = await db
    .select({ name: businesses.name })
    .from(businesses)
    .where(eq(businesses.id, id));
  return b!.name;
}

/**
 * Invites by e-mail: a verified account is added as staff at once (notified live and by mail);
 * another address gets an invitation mail and joins when an account with it is verified.
 */
export async function inviteMember(
  db: Db,
  deps: MemberDeps,
  ctx: BusinessContext,
  input: { email: string; role: InviteMemberInput['role'] },
): Promise<{ status: 'added' | 'invited'; detail: string }> {
  const email = input.email;
  const name = await businessName(db, ctx.business.id);
  const [user] = await queryRows<{ id: number }>(
    db,
    sql`SELECT id FROM users WHERE email = ${email} AND email_verified_at IS NOT NULL AND is_active`,
  );
  if (user) {
    await db.transaction(async (tx) => {
      const inserted = await queryRows<{ user_id: number }>(
        tx,
        sql`INSERT INTO business_members (business_id, user_id, role)
            VALUES (${ctx.business.id}, ${user.id}, 'staff')
            ON CONFLICT (business_id, user_id) DO NOTHING RETURNING user_id`,
      );
      if (inserted.length === 0) throw conflict('already_member', ALREADY_MEMBER);
      await emitEvent(tx, {
        type: 'business.member_added',
        payload: { businessId: ctx.business.id, name, userId: user.id },
      });
    });
    await deps.mailer
      .send(db, { to: email, ...addedToTeamMail(deps.publicUrl, name) })
      .catch((err: unknown) => deps.log.warn({ err }, 'ekip e-postası yazılamadı'));
    return { status: 'added', detail: `${email} ekibinize personel olarak eklendi.` };
  }
  const rows = await db
    .insert(businessInvitations)
    .values({ businessId: ctx.business.id, email, role: 'staff', invitedBy: ctx.user.id })
    .onConflictDoNothing()
    .returning({ id: businessInvitations.id });
  if (rows.length === 0) throw conflict('already_invited', ALREADY_INVITED);
  await deps.mailer
    .send(db, { to: email, ...invitationMail(deps.publicUrl, name) })
    .catch((err: unknown) => deps.log.warn({ err }, 'davet e-postası yazılamadı'));
  return {
    status: 'invited',
    detail: `${email} adresine davet gönderildi; üye olup adresini doğruladığında ekibinize katılacak.`,
  };
}

export async function removeMember(db: Db, ctx: BusinessContext, userId: number): Promise<void> {
  if (userId === ctx.user.id) throw conflict('owner_stays', OWNER_STAYS);
  const removed = await db
    .delete(businessMembers)
    .where(
      and(
        eq(businessMembers.businessId, ctx.business.id),
        eq(businessMembers.userId, userId),
        eq(businessMembers.role, 'staff'),
      ),
    )
    .returning({ userId: businessMembers.userId });
  if (removed.length === 0) throw notFound(MEMBER_NOT_FOUND);
}

/**
 * Called when an account's e-mail is verified (accounts/verification.service.ts): open
 * invitations to that address become staff memberships, in the same transaction.
 */
export async function acceptBusinessInvitations(
  tx: DbOrTx,
  userId: number,
  email: string,
): Promise<number> {
  const open = await queryRows<{ id: number; business_id: number; name: string }>(
    tx,
    sql`UPDATE business_invitations i SET accepted_at = now()
          FROM businesses b
         WHERE i.email = ${email.toLowerCase()} AND i.accepted_at IS NULL AND b.id = i.business_id
        RETURNING i.id, i.business_id, b.name`,
  );
  for (const inv of open) {
    await tx.execute(sql`
      INSERT INTO business_members (business_id, user_id, role)
      VALUES (${inv.business_id}, ${userId}, 'staff')
      ON CONFLICT (business_id, user_id) DO NOTHING`);
    await emitEvent(tx, {
      type: 'business.member_added',
      payload: { businessId: inv.business_id, name: inv.name, userId },
    });
  }
  return open.length;
}
