import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import { createTransport } from 'nodemailer';
import { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { DbOrTx } from '../../db/client.ts';
import { outboxEmails } from '../../db/schema/auth.ts';

/** One recipient, nothing that could smuggle a second address or a header into the envelope. */
const addressSchema = z
  .string()
  .trim()
  .min(3)
  .max(254)
  .regex(/^[^\s@<>,;:"'()[\]\\]+@[^\s@<>,;:"'()[\]\\]+$/, 'Geçersiz e-posta adresi.');

export const mailMessageSchema = z.object({
  to: addressSchema,
  subject: z
    .string()
    .min(1)
    .max(300)
    .refine((s) => !/[\r\n]/.test(s), 'Konu tek satır olmalı.'),
  text: z.string().min(1).max(100_000),
  html: z.string().max(500_000).optional(),
  /** Parts of the subject or body that no log line may show (codes, links with tokens). */
  secrets: z.array(z.string()).max(20).optional(),
});
export type MailMessage = z.input<typeof mailMessageSchema>;

/** The part of a nodemailer transporter the mailer uses (tests inject their own). */
export interface MailTransport {
  sendMail(mail: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
  }): Promise<unknown>;
}

/** pino-style logger (app.log fits). */
export interface MailLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

export interface MailerOptions {
  /** SMTP connection URL (`SMTP_URL`); unset = outbox only. */
  smtpUrl: string | undefined;
  /** The From header, e.g. `"Çarşı" <no-reply@carsi.example>`. */
  from: string;
  log: MailLog;
  /** Outside production, mail kept in the outbox is printed in full to the log. */
  env?: AppConfig['env'];
  /** Overrides the transport built from `smtpUrl` (tests). */
  transport?: MailTransport;
}

export interface Mailer {
  /** True when mail leaves through SMTP (or an injected transport). */
  readonly delivers: boolean;
  /**
   * Records the message in `outbox_emails` and, with SMTP, sends it and sets `sent_at` or
   * `error`. An SMTP failure never throws: it is logged (without the body) and the row stays
   * for a retry. Throws only for an invalid message or a database error.
   */
  send(db: DbOrTx, message: MailMessage): Promise<void>;
  /**
   * Sends again, with back-off, mail whose SMTP attempt failed (`mailRetryDue`); a no-op
   * without SMTP. Each mail is claimed with a conditional update before it is sent, so two
   * processes running this at once never send the same mail twice.
   */
  retryFailed(db: DbOrTx, now?: Date): Promise<MailRetryResult>;
}

export interface MailRetryResult {
  sent: number;
  failed: number;
}

/**
 * Back-off for failed mail. `outbox_emails` has no attempt counter or next-try column, so the
 * attempt number rides in `error` (`[deneme 3] …`; a plain message is the first attempt) and
 * the next try is reckoned from `created_at`: attempt n+1 is due `2^n − 1` minutes after the
 * mail was written (1, 3, 7, 15, … minutes), up to MAX_ATTEMPTS, and never for mail older than
 * a day (its codes and links have long expired).
 */
export const MAIL_RETRY = { firstDelayMinutes: 1, maxAttempts: 8, giveUpAfterHours: 24 };

const ATTEMPT_RE = /^\[deneme (\d+)\] /;
const SENDING = 'gönderiliyor';

/** How many attempts a row's `error` says were made (1 for a plain message). */
export function mailAttempts(error: string): number {
  const m = ATTEMPT_RE.exec(error);
  return m ? Number(m[1]) : 1;
}

const withAttempt = (n: number, text: string) => `[deneme ${n}] ${text}`;

/** Whether a failed mail written at `createdAt`, tried `attempts` times, is due again at `now`. */
export function mailRetryDue(createdAt: Date, attempts: number, now: Date): boolean {
  if (attempts >= MAIL_RETRY.maxAttempts) return false;
  const ageMs = now.getTime() - createdAt.getTime();
  if (ageMs > MAIL_RETRY.giveUpAfterHours * 3600_000) return false;
  return ageMs >= MAIL_RETRY.firstDelayMinutes * 60_000 * (2 ** attempts - 1);
}

const REDACTED = '[gizli]';

function redact(value: string, secrets: readonly string[]): string {
  let out = value;
  for (const secret of secrets) if (secret) out = out.split(secret).join(REDACTED);
  return out;
}

const firstLine = (text: string) =>
  text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .find((l) => l.length > 0) ?? '';

/** `"Çarşı" <no-reply@host>` from the public URL, for installations without a configured sender. */
export function defaultMailFrom(publicUrl: string): string {
  const host = new URL(publicUrl).hostname;
  return `"Çarşı" <no-reply@${host.includes('.') ? host : `${host}.localdomain`}>`;
}

export function createMailer(opts: MailerOptions): Mailer {
  const env = opts.env ?? 'production';
  // Bounded timeouts: a request that sends mail must not hang for nodemailer's 2-minute default.
  const transport: MailTransport | null =
    opts.transport ??
    (opts.smtpUrl
      ? createTransport({
          url: opts.smtpUrl,
          connectionTimeout: 10_000,
          greetingTimeout: 10_000,
          socketTimeout: 30_000,
        })
      : null);

  return {
    delivers: transport !== null,

    async send(db, input) {
      const message = mailMessageSchema.parse(input);
      const secrets = message.secrets ?? [];
      const [row] = await db
        .insert(outboxEmails)
        .values({
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html ?? null,
        })
        .returning({ id: outboxEmails.id });
      if (!row) throw new Error('outbox insert returned no row');
      const mailId = row.id;

      if (!transport) {
        if (env === 'production') {
          opts.log.info({ mailId }, 'mail waiting in the outbox (SMTP_URL is not set)');
        } else {
          // Development convenience: the whole text, so the verification code is in the log.
          opts.log.info(
            { mailId, to: message.to, subject: message.subject, text: message.text },
            'mail kept in the outbox (no SMTP); full text follows',
          );
        }
        return;
      }

      const summary = {
        mailId,
        to: message.to,
        subject: redact(message.subject, secrets),
        firstLine: redact(firstLine(message.text), secrets),
      };
      try {
        await transport.sendMail({
          from: opts.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
        });
      } catch (err) {
        const reason = redact(err instanceof Error ? err.message : String(err), secrets).slice(
          0,
          1000,
        );
        await db.update(outboxEmails).set({ error: reason }).where(eq(outboxEmails.id, mailId));
        opts.log.warn({ ...summary, error: reason }, 'mail could not be sent; kept in the outbox');
        return;
      }
      await db
        .update(outboxEmails)
        .set({ sentAt: new Date(), error: null })
        .where(eq(outboxEmails.id, mailId));
      opts.log.info(summary, 'mail sent');
    },

    async retryFailed(db, now = new Date()) {
      const result: MailRetryResult = { sent: 0, failed: 0 };
      if (!transport) return result;
      const since = new Date(now.getTime() - MAIL_RETRY.giveUpAfterHours * 3600_000);
      const rows = await db
        .select()
        .from(outboxEmails)
        .where(
          and(
            isNull(outboxEmails.sentAt),
            isNotNull(outboxEmails.error),
            gt(outboxEmails.createdAt, since),
          ),
        )
        .orderBy(outboxEmails.id)
        .limit(200);
      for (const row of rows) {
        const previous = row.error!;
        const attempts = mailAttempts(previous);
        if (!mailRetryDue(row.createdAt, attempts, now)) continue;
        const n = attempts + 1;
        // The claim: only the process whose update still finds the old error sends it.
        const claimed = await db
          .update(outboxEmails)
          .set({ error: withAttempt(n, SENDING) })
          .where(
            and(
              eq(outboxEmails.id, row.id),
              isNull(outboxEmails.sentAt),
              eq(outboxEmails.error, previous),
            ),
          )
          .returning({ id: outboxEmails.id });
        if (claimed.length === 0) continue;
        try {
          await transport.sendMail({
            from: opts.from,
            to: row.toAddress,
            subject: row.subject,
            text: row.textBody,
            ...(row.htmlBody ? { html: row.htmlBody } : {}),
          });
        } catch (err) {
          const reason = (err instanceof Error ? err.message : String(err)).slice(0, 1000);
          await db
            .update(outboxEmails)
            .set({ error: withAttempt(n, reason) })
            .where(eq(outboxEmails.id, row.id));
          opts.log.warn({ mailId: row.id, attempt: n, error: reason }, 'mail retry failed');
          result.failed++;
          continue;
        }
        await db
          .update(outboxEmails)
          .set({ sentAt: new Date(), error: null })
          .where(eq(outboxEmails.id, row.id));
        opts.log.info({ mailId: row.id, attempt: n }, 'mail sent on retry');
        result.sent++;
      }
      return result;
    },
  };
}
