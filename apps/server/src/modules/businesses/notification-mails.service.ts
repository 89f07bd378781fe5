import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../lib/query-rows.ts';
import type { Mailer } from '../mail/index.ts';
import { notificationMail } from './business.mails.ts';

/** How far back the job looks: older notifications are not mailed late. */
const WINDOW_HOURS = 24;

/**
 * Mails the business notifications of the kinds each business chose in its settings
 * (`email_notification_kinds`), to the business's address or else its owner's (job
 * `mail-business-notifications`). Each notification is claimed in
 * `business_notification_mails` before its mail is written, so it is mailed at most once even
 * with two processes. Returns how many mails were written.
 */
export async function mailBusinessNotifications(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
): Promise<number> {
  const claimed = await queryRows<{
    message: string;
    link: string | null;
    name: string;
    email: string | null;
  }>(
    db,
    sql`WITH due AS (
          SELECT n.id FROM notifications n
            JOIN businesses b ON b.id = n.recipient_business_id
           WHERE n.created_at > now() - make_interval(hours => ${WINDOW_HOURS})
             AND n.kind = ANY(b.email_notification_kinds)
             AND NOT EXISTS (SELECT 1 FROM business_notification_mails m
                              WHERE m.notification_id = n.id)
           ORDER BY n.id
           LIMIT 200
        ),
        claimed AS (
          INSERT INTO business_notification_mails (notification_id)
          SELECT id FROM due ON CONFLICT DO NOTHING RETURNING notification_id
        )
        SELECT n.message, n.link, b.name,
               coalesce(b.email, (SELECT u.email FROM business_members bm
                                    JOIN users u ON u.id = bm.user_id
                                   WHERE bm.business_id = b.id AND bm.role = 'owner'
                                   LIMIT 1)) AS email
          FROM claimed c
          JOIN notifications n ON n.id = c.notification_id
          JOIN businesses b ON b.id = n.recipient_business_id
         ORDER BY n.id`,
  );
  let sent = 0;
  for (const row of claimed) {
    if (!row.email) continue;
    await mailer.send(db, {
      to: row.email,
      ...notificationMail(publicUrl, row.name, row.message, row.link),
    });
    sent++;
  }
  return sent;
}
