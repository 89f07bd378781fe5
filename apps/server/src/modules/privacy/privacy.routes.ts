import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  deleteAccountSchema,
  privacyConsentsSchema,
  updateConsentsSchema,
} from '@carsi/shared';
import type { UserContext } from '../../lib/request-context.ts';
import { clearRefreshCookie } from '../accounts/index.ts';
import { loadConsents, updateConsents } from './consents.service.ts';
import { deleteAccount } from './deletion.service.ts';
import { exportUserData } from './export.service.ts';

const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  409: apiErrorSchema,
  429: apiErrorSchema,
};

/** KVKK rights of a signed-in user: consents, a copy of the data, deleting the account. */
export function privacyRoutes(opts: { secureCookies: boolean }): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onSend', async (_req, reply) => {
      reply.header('Cache-Control', 'private, no-store');
    });

    app.get(
      '/privacy/consents/',
      {
        auth: 'user',
        schema: {
          tags: ['hesap'],
          summary: 'KVKK onayı, pazarlama izinleri (e-posta, SMS) ve çerez tercihleri, geçmişiyle',
          security: [{ bearerAuth: [] }],
          response: { 200: privacyConsentsSchema, ...errors },
        },
      },
      async (req) => loadConsents(app.db, req.ctx as UserContext),
    );

    app.put(
      '/privacy/consents/',
      {
        auth: 'user',
        config: { rateLimit: app.routeLimit(60, '1 minute') },
        schema: {
          tags: ['hesap'],
          summary: 'İzinleri değiştir: yalnızca gönderilenler, değiştiyse kayda geçer',
          security: [{ bearerAuth: [] }],
          body: updateConsentsSchema,
          response: { 200: privacyConsentsSchema, ...errors },
        },
      },
      async (req) =>
        updateConsents(app.db, req.ctx as UserContext, req.body, {
          ip: req.ip,
          userAgent: req.headers['user-agent'],
        }),
    );

    app.get(
      '/privacy/export/',
      {
        auth: 'user',
        config: { rateLimit: app.routeLimit(5, '1 hour') },
        schema: {
          tags: ['hesap'],
          summary: 'Verilerimi indir: hesabınızla ilgili tüm kişisel veriler (JSON)',
          security: [{ bearerAuth: [] }],
          response: { 200: z.record(z.string(), z.unknown()), ...errors },
        },
      },
      async (req, reply) => {
        const data = await exportUserData(app.db, req.ctx as UserContext);
        const day = new Date().toISOString().slice(0, 10);
        return reply
          .header('Content-Disposition', `attachment; filename="carsi-verilerim-${day}.json"`)
          .send(data);
      },
    );

    app.post(
      '/privacy/delete/',
      {
        auth: 'user',
        // Guesses at the password are slowed like logins.
        config: { rateLimit: app.routeLimit(5, '15 minutes') },
        schema: {
          tags: ['hesap'],
          summary:
            'Hesabımı sil: kişisel veriler silinir ya da anonimleşir, siparişler yasal süre saklanır',
          security: [{ bearerAuth: [] }],
          body: deleteAccountSchema,
          response: { 200: z.object({ detail: z.string() }), ...errors },
        },
      },
      async (req, reply) => {
        await deleteAccount(app.db, req.ctx as UserContext, req.body, {
          ip: req.ip,
          userAgent: req.headers['user-agent'],
        });
        clearRefreshCookie(reply, opts.secureCookies);
        reply.rebindCsrf(null);
        return {
          detail:
            'Hesabınız silindi. Kişisel verileriniz silindi ya da anonimleştirildi; siparişleriniz ve faturalarınız yasal süre boyunca saklanacak.',
        };
      },
    );
  };
}
