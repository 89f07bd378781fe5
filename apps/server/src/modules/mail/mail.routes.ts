import { and, desc, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@carsi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { outboxEmails } from '../../db/schema/auth.ts';
import { notFound } from '../../lib/errors.ts';
import { htmlResponse } from '../../lib/openapi.ts';
import { escapeHtml } from './mail.templates.ts';

/**
 * The development outbox: mail the app "sent" without SMTP, readable by developers and by the
 * browser tests (which read verification codes here). Mount ONLY outside production: it shows
 * codes and reset links.
 */

const LIST_LIMIT = 50;
const CODE_SCAN_LIMIT = 20;
const CODE_RE = /(?<!\d)(\d{6})(?!\d)/;

// Same folding as the accounts module's normalizeEmail (trim + lower-case).
const toSchema = z.string().trim().min(3).max(254).toLowerCase();

const outboxItemSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  created_at: z.string(),
  sent_at: z.string().nullable(),
  error: z.string().nullable(),
});

async function latestMails(db: DbOrTx, to: string | undefined, limit: number) {
  const filters: SQL[] = [];
  if (to) filters.push(sql`lower(${outboxEmails.toAddress}) = ${to}`);
  return db
    .select()
    .from(outboxEmails)
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(desc(outboxEmails.createdAt), desc(outboxEmails.id))
    .limit(limit);
}

type OutboxRow = Awaited<ReturnType<typeof latestMails>>[number];

const toItem = (r: OutboxRow): z.infer<typeof outboxItemSchema> => ({
  id: r.id,
  to: r.toAddress,
  subject: r.subject,
  text: r.textBody,
  created_at: r.createdAt.toISOString(),
  sent_at: r.sentAt ? r.sentAt.toISOString() : null,
  error: r.error,
});

/** The newest 6-digit code in the latest mails to `to` (subject first, then body). */
export function extractCode(rows: readonly Pick<OutboxRow, 'subject' | 'textBody'>[]) {
  for (const r of rows) {
    const match = CODE_RE.exec(r.subject) ?? CODE_RE.exec(r.textBody);
    if (match?.[1]) return match[1];
  }
  return null;
}

const dateFormat = new Intl.DateTimeFormat('tr-TR', {
  dateStyle: 'short',
  timeStyle: 'medium',
  hourCycle: 'h23',
  timeZone: 'Europe/Istanbul',
});

function renderHtml(rows: OutboxRow[], to: string | undefined): string {
  const items = rows
    .map((r) => {
      const status = r.sentAt
        ? `gönderildi (${escapeHtml(dateFormat.format(r.sentAt))})`
        : r.error
          ? `gönderilemedi: ${escapeHtml(r.error)}`
          : 'SMTP yok, yalnızca burada';
      return [
        '<article style="border:1px solid #e4e4e7;border-radius:8px;padding:12px 16px;margin:0 0 12px;background:#fff;">',
        `<h2 style="font-size:16px;margin:0 0 4px;">${escapeHtml(r.subject)}</h2>`,
        `<p style="margin:0 0 8px;color:#52525b;font-size:13px;">#${r.id} · Alıcı: <strong>${escapeHtml(r.toAddress)}</strong> · `,
        `${escapeHtml(dateFormat.format(r.createdAt))} · ${status}</p>`,
        `<pre style="white-space:pre-wrap;margin:0;font-size:13px;">${escapeHtml(r.textBody)}</pre>`,
        '</article>',
      ].join('');
    })
    .join('');
  return [
    '<!doctype html><html lang="tr"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    '<title>Geliştirme e-posta kutusu · Çarşı</title></head>',
    '<body style="margin:0;padding:24px;background:#f4f4f5;font-family:Arial,Helvetica,sans-serif;color:#18181b;">',
    '<main style="max-width:860px;margin:0 auto;">',
    '<h1 style="font-size:22px;margin:0 0 4px;">Geliştirme e-posta kutusu</h1>',
    `<p style="margin:0 0 16px;color:#52525b;">Yalnızca geliştirme ortamında açıktır. Son ${LIST_LIMIT} e-posta, en yenisi üstte.</p>`,
    '<form method="get" style="margin:0 0 16px;">',
    '<label for="to">Alıcı: </label>',
    `<input id="to" name="to" type="email" value="${escapeHtml(to ?? '')}" placeholder="ornek@eposta.com"> `,
    '<button type="submit">Filtrele</button>',
    to ? ' <a href="html">Tümünü göster</a>' : '',
    '</form>',
    items || '<p>Henüz e-posta yok.</p>',
    '</main></body></html>',
  ].join('');
}

export const devOutboxRoutes: FastifyPluginAsyncZod = async (app) => {
  // Codes and links must not be cached anywhere.
  app.addHook('onSend', async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/outbox/',
    {
      schema: {
        tags: ['geliştirme'],
        summary: 'Geliştirme e-posta kutusu: son 50 e-posta (yalnızca geliştirme ortamında)',
        querystring: z.object({ to: toSchema.optional() }),
        response: { 200: z.array(outboxItemSchema), 400: apiErrorSchema },
      },
    },
    async (req) => (await latestMails(app.db, req.query.to, LIST_LIMIT)).map(toItem),
  );

  app.get(
    '/outbox/latest-code/',
    {
      schema: {
        tags: ['geliştirme'],
        summary: 'Bir adrese gönderilen son 6 haneli kod (tarayıcı testleri için)',
        querystring: z.object({ to: toSchema }),
        response: {
          200: z.object({ code: z.string().regex(/^\d{6}$/) }),
          400: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (req) => {
      const code = extractCode(await latestMails(app.db, req.query.to, CODE_SCAN_LIMIT));
      if (!code) throw notFound('Bu adrese gönderilmiş bir kod bulunamadı.');
      return { code };
    },
  );

  app.get(
    '/outbox/html',
    {
      schema: {
        tags: ['geliştirme'],
        summary: 'Geliştirme e-posta kutusu (HTML görünüm)',
        querystring: z.object({
          // An empty field from the filter form means "all".
          to: z.union([z.literal(''), toSchema]).optional(),
        }),
        produces: ['text/html'],
        response: {
          200: htmlResponse('E-postaların HTML listesi'),
          400: apiErrorSchema,
        },
      },
    },
    async (req, reply) => {
      const to = req.query.to || undefined;
      const rows = await latestMails(app.db, to, LIST_LIMIT);
      return reply.type('text/html; charset=utf-8').send(renderHtml(rows, to));
    },
  );
};
