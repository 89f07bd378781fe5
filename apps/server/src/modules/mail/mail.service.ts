import { eq } from 'drizzle-orm';
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
  };
}
