import { sql } from 'drizzle-orm';
import { dashboardPath, guardedRoutePatterns, QUESTION_ANSWER_HOURS } from '@carsi/shared';
import type { Db } from '../../db/client.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { escapeHtml, type Mailer, type MailTemplate } from '../mail/index.ts';

/** Mailed when an unanswered question has this many hours or fewer left. */
export const DEADLINE_WARNING_HOURS = 12;
/** A shopper hears by mail about a seller's message left unread this long. */
export const UNREAD_MAIL_AFTER_MINUTES = 60;

function template(subject: string, lines: string[], href: string, label: string): MailTemplate {
  const text = [...lines, '', `${label}: ${href}`, '', 'Çarşı'].join('\n');
  const html = [
    '<!doctype html><html lang="tr"><head><meta charset="utf-8"></head>',
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#18181b;">',
    '<h1 style="color:#ea580c;font-size:22px;">Çarşı</h1>',
    ...lines.map((l) => `<p>${escapeHtml(l)}</p>`),
    `<p><a href="${escapeHtml(href)}">${escapeHtml(label)}</a></p>`,
    '</body></html>',
  ].join('');
  return { subject, text, html, secrets: [] };
}

/**
 * The job `mail-conversation-reminders`: (1) each business with unanswered questions whose
 * 48-hour deadline is under 12 hours away gets one mail listing how many (if it chose mails
 * about questions, kind `soru`, in its settings); each question is claimed once
 * (`deadline_mailed_at`); (2) each shopper with a seller's message unread for over an hour gets
 * one mail per conversation (claimed by `unread_mailed_at`, cleared by the seller's next
 * message). Claims are conditional updates, so two processes never mail the same thing.
 */
export async function mailConversationReminders(
  db: Db,
  mailer: Mailer,
  publicUrl: string,
): Promise<number> {
  let sent = 0;
  const due = await queryRows<{
    business_id: number;
    n: number;
    name: string;
    email: string | null;
  }>(
    db,
    sql`WITH claimed AS (
          UPDATE product_questions q SET deadline_mailed_at = now()
            FROM businesses b
           WHERE b.id = q.business_id AND q.answer IS NULL AND q.reported_at IS NULL
             AND q.removed_at IS NULL AND q.deadline_mailed_at IS NULL
             AND q.created_at < now() - make_interval(hours => ${QUESTION_ANSWER_HOURS - DEADLINE_WARNING_HOURS})
             AND q.created_at > now() - make_interval(hours => ${QUESTION_ANSWER_HOURS})
             AND 'soru' = ANY(b.email_notification_kinds)
          RETURNING q.business_id
        )
        SELECT c.business_id, count(*)::int AS n, b.name,
               coalesce(b.email, (SELECT u.email FROM business_members bm JOIN users u ON u.id = bm.user_id
                                   WHERE bm.business_id = b.id AND bm.role = 'owner' LIMIT 1)) AS email
          FROM claimed c JOIN businesses b ON b.id = c.business_id
         GROUP BY c.business_id, b.id, b.name, b.email`,
  );
  for (const d of due) {
    if (!d.email) continue;
    await mailer.send(db, {
      to: d.email,
      ...template(
        `${d.name}: ${d.n} soru için cevap süresi doluyor`,
        [
          'Merhaba,',
          `${d.n} müşteri sorusunun ${QUESTION_ANSWER_HOURS} saatlik cevap süresinin dolmasına ${DEADLINE_WARNING_HOURS} saatten az kaldı. Zamanında cevaplanan sorular mağazanızın puanını yükseltir.`,
        ],
        `${publicUrl}${dashboardPath('questions')}`,
        'Soruları cevapla',
      ),
    });
    sent++;
  }

  const unread = await queryRows<{
    id: number;
    email: string;
    first_name: string;
    business_name: string;
  }>(
    db,
    sql`UPDATE conversations c SET unread_mailed_at = now()
          FROM users u, businesses b
         WHERE u.id = c.user_id AND b.id = c.business_id AND u.is_active
           AND c.unread_mailed_at IS NULL
           AND EXISTS (SELECT 1 FROM messages m
                        WHERE m.conversation_id = c.id AND m.side = 'satici'
                          AND m.id > c.user_read_message_id
                          AND m.created_at < now() - make_interval(mins => ${UNREAD_MAIL_AFTER_MINUTES}))
        RETURNING c.id, u.email, u.first_name, b.name AS business_name`,
  );
  for (const u of unread) {
    await mailer.send(db, {
      to: u.email,
      ...template(
        `${u.business_name} size mesaj gönderdi`,
        [
          `Merhaba ${u.first_name},`,
          `${u.business_name} satıcısından okunmamış bir mesajınız var.`,
          'Güvenliğiniz için ödemelerinizi ve yazışmalarınızı yalnızca Çarşı üzerinden yapın.',
        ],
        `${publicUrl}${guardedRoutePatterns.chat}?conversation=${u.id}`,
        'Mesajı oku',
      ),
    });
    sent++;
  }
  return sent;
}
