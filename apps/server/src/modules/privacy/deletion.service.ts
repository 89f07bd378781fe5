import { sql } from 'drizzle-orm';
import { type DeleteAccountRequest, KVKK_NOTICE_VERSION } from '@carsi/shared';
import type { Db } from '../../db/client.ts';
import { type ConsentSource, recordConsents } from '../../lib/consents.ts';
import { AppError, conflict, notFound } from '../../lib/errors.ts';
import { queryRows } from '../../lib/query-rows.ts';
import type { UserContext } from '../../lib/request-context.ts';
import { revokeUserSessions, verifyPassword } from '../accounts/index.ts';

/** Orders still on their way or in a return: the account must outlive them. */
const OPEN_ITEM_STATUSES = sql`('onay_bekliyor', 'hazirlaniyor', 'kargoya_verildi', 'iade_talep_edildi')`;

const tl = (kurus: number) =>
  `${(kurus / 100).toLocaleString('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} TL`;

/**
 * Deletes the account the KVKK way (art. 7, with the legal retention of art. 5/2-a): personal
 * data is erased or anonymised, while orders, their invoices, contracts and payment records are
 * kept for the periods the Tax Procedure Law and the Consumer Law require (their address copies
 * included); reviews and questions stay as anonymous text. Every session ends at once and the
 * e-mail address is free to register again. Refused while something still needs the account:
 * an open order or return, money in the wallet, a business the user alone owns.
 */
export async function deleteAccount(
  db: Db,
  ctx: UserContext,
  input: DeleteAccountRequest,
  from: ConsentSource,
): Promise<void> {
  const id = ctx.user.id;
  const [user] = await queryRows<{ password_hash: string; role: string }>(
    db,
    sql`SELECT password_hash, role FROM users WHERE id = ${id} AND deleted_at IS NULL`,
  );
  if (!user) throw notFound('Kullanıcı bulunamadı.');
  if (!(await verifyPassword(user.password_hash, input.password)))
    throw new AppError(400, 'wrong_password', 'Şifre yanlış.', {
      password: ['Şifre yanlış.'],
    });
  if (user.role === 'operator')
    throw conflict('operator', 'Yönetici hesapları buradan silinemez; destek ekibine yazın.');

  await db.transaction(async (tx) => {
    // The user row is locked first: a checkout or a wallet move of this user waits or fails.
    await tx.execute(sql`SELECT 1 FROM users WHERE id = ${id} FOR UPDATE`);
    const [open] = await queryRows<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM order_items i JOIN orders o ON o.id = i.order_id
           WHERE o.user_id = ${id} AND i.status IN ${OPEN_ITEM_STATUSES}`,
    );
    if (open!.n > 0)
      throw conflict(
        'open_orders',
        'Devam eden siparişiniz ya da iade talebiniz var. Teslim edildikten ya da sonuçlandıktan sonra hesabınızı silebilirsiniz.',
      );
    const [wallet] = await queryRows<{ balance: number }>(
      tx,
      sql`SELECT balance FROM wallets WHERE user_id = ${id} FOR UPDATE`,
    );
    if (wallet && wallet.balance > 0)
      throw conflict(
        'wallet_balance',
        `Cüzdanınızda ${tl(wallet.balance)} bakiye var. Hesabınızı silmeden önce bakiyenizi kullanın ya da iadesi için destek ekibine yazın.`,
      );
    const [owned] = await queryRows<{ name: string }>(
      tx,
      sql`SELECT b.name FROM business_members m JOIN businesses b ON b.id = m.business_id
           WHERE m.user_id = ${id} AND m.role = 'owner'
             AND NOT EXISTS (SELECT 1 FROM business_members o
                              WHERE o.business_id = m.business_id AND o.role = 'owner'
                                AND o.user_id <> ${id})
           LIMIT 1`,
    );
    if (owned)
      throw conflict(
        'sole_owner',
        `“${owned.name}” işletmesinin tek sahibisiniz. Önce sahipliği başka bir üyeye devredin ya da işletmeyi kapatın.`,
      );

    // Marketing consents end with the account, on the record.
    const given = await queryRows<{ kind: 'marketing_email' | 'marketing_sms' }>(
      tx,
      sql`SELECT DISTINCT ON (kind) kind, granted FROM consent_records
           WHERE user_id = ${id} AND kind IN ('marketing_email', 'marketing_sms')
           ORDER BY kind, created_at DESC, id DESC`,
    );
    const [row] = await queryRows<{ email: string; marketing: boolean }>(
      tx,
      sql`SELECT email, marketing_consent_at IS NOT NULL AS marketing FROM users WHERE id = ${id}`,
    );
    const withdraw = new Set(given.map((g) => g.kind));
    if (row!.marketing) withdraw.add('marketing_email');
    await recordConsents(
      tx,
      id,
      [...withdraw].map((kind) => ({ kind, granted: false, version: KVKK_NOTICE_VERSION })),
      from,
    );

    await tx.execute(sql`
      UPDATE users SET email = ${`silinmis-${id}@silinmis.carsi.invalid`},
             first_name = 'Silinmiş', last_name = 'Kullanıcı', phone = NULL, birth_date = NULL,
             gender = NULL, password_hash = '!silindi', marketing_consent_at = NULL,
             is_active = false, deleted_at = now(), updated_at = now()
       WHERE id = ${id}`);
    for (const statement of [
      sql`DELETE FROM addresses WHERE user_id = ${id}`,
      sql`DELETE FROM favorites WHERE user_id = ${id}`,
      sql`DELETE FROM cart_items WHERE user_id = ${id}`,
      sql`DELETE FROM notifications WHERE recipient_user_id = ${id}`,
      sql`DELETE FROM socket_tickets WHERE user_id = ${id}`,
      sql`DELETE FROM email_codes WHERE user_id = ${id}`,
      sql`DELETE FROM password_resets WHERE user_id = ${id}`,
      sql`DELETE FROM business_members WHERE user_id = ${id}`,
      sql`DELETE FROM login_attempts WHERE email = ${row!.email}`,
      sql`UPDATE reviews SET author_name = 'Silinmiş kullanıcı', user_id = NULL WHERE user_id = ${id}`,
      sql`UPDATE product_questions SET author_name = 'Silinmiş kullanıcı', user_id = NULL
           WHERE user_id = ${id}`,
    ])
      await tx.execute(statement);
    await revokeUserSessions(tx, id, 'account_deleted');
  });
}
