import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  apiErrorSchema,
  loginRequestSchema,
  loginResponseSchema,
  refreshResponseSchema,
  sessionSchema,
  socketTicketSchema,
  userSchema,
} from '@carsi/shared';
import { unauthorized } from '../../lib/errors.ts';
import { login, TooManyAttemptsError } from './login.service.ts';
import {
  closeOwnSession,
  listSessions,
  revokeSession,
  rotateRefreshToken,
} from './sessions.service.ts';
import { issueSocketTicket } from './socket-tickets.service.ts';
import { clearRefreshCookie, REFRESH_COOKIE, setRefreshCookie } from './refresh-cookie.ts';
import { issueAccessToken } from './tokens.service.ts';
import { getUserDto } from './users.service.ts';

const detailSchema = z.object({ detail: z.string() });

export interface AccountsOptions {
  secret: string;
  secureCookies: boolean;
  verifyCaptcha: (token: string) => Promise<void>;
}

/** Account calls of SPEC §7: login, refresh, logout, me, the session list, the socket ticket. */
export function accountsRoutes(opts: AccountsOptions): FastifyPluginAsyncZod {
  return async (app) => {
    const setRefresh = (reply: FastifyReply, token: string) =>
      setRefreshCookie(reply, token, opts.secureCookies);
    const clearRefresh = (reply: FastifyReply) => clearRefreshCookie(reply, opts.secureCookies);

    app.post(
      '/kullanici/api/login/',
      {
        config: { rateLimit: app.routeLimit(30, '1 minute') },
        schema: {
          tags: ['hesap'],
          summary: 'Giriş (e-posta, şifre, ALTCHA captcha)',
          body: loginRequestSchema,
          response: { 200: loginResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
        },
      },
      async (req, reply) => {
        try {
          const { user, session } = await login(app.db, req.body, {
            ip: req.ip,
            userAgent: req.headers['user-agent'],
            verifyCaptcha: opts.verifyCaptcha,
          });
          setRefresh(reply, session.refreshToken);
          reply.rebindCsrf(session.sessionId);
          const access = await issueAccessToken(opts.secret, user.id, session.sessionId);
          return { access, user, message: `Hoş geldin, ${user.first_name}!` };
        } catch (err) {
          if (err instanceof TooManyAttemptsError)
            reply.header('Retry-After', String(err.retryAfterSeconds));
          throw err;
        }
      },
    );

    app.post(
      '/api/token/refresh/',
      {
        // The refresh cookie is SameSite=Strict and path-scoped; this is the client's first call.
        config: { csrf: false, rateLimit: app.routeLimit(120, '1 minute') },
        schema: {
          tags: ['hesap'],
          summary: 'Erişim anahtarını yenile (yenileme çerezi döndürülür)',
          description:
            'Gövde almaz: httpOnly `aq_refresh` çerezini okur, yenisini verir. ' +
            'Yeniden kullanılan bir çerez oturumu kapatır.',
          response: { 200: refreshResponseSchema, 401: apiErrorSchema },
        },
      },
      async (req, reply) => {
        const token = req.cookies[REFRESH_COOKIE];
        const outcome = token
          ? await rotateRefreshToken(app.db, token, req.ip)
          : ({ kind: 'invalid' } as const);
        if (outcome.kind === 'reused') {
          req.log.warn(
            { sessionId: outcome.sessionId, userId: outcome.userId },
            'refresh token reuse: session revoked',
          );
        }
        if (outcome.kind === 'invalid' || outcome.kind === 'reused') {
          clearRefresh(reply);
          // The visitor is anonymous from here on: bind CSRF to a fresh pre-session id.
          reply.rebindCsrf(null);
          throw unauthorized('Oturumunuz sona erdi. Lütfen yeniden giriş yapın.');
        }
        if (outcome.kind === 'rotated') setRefresh(reply, outcome.refreshToken);
        reply.rebindCsrf(outcome.sessionId);
        reply.header('Cache-Control', 'no-store');
        return { access: await issueAccessToken(opts.secret, outcome.userId, outcome.sessionId) };
      },
    );

    app.post(
      '/kullanici/api/logout/',
      {
        schema: {
          tags: ['hesap'],
          summary: 'Çıkış: bu oturumu kapatır',
          description:
            'Gövde almaz. Süresi dolmuş bir erişim anahtarıyla da çalışır; yenileme çerezi silinir.',
          response: { 200: detailSchema },
        },
      },
      async (req, reply) => {
        const sessionId = req.authUser?.sessionId ?? req.tokenSessionId;
        if (sessionId) await revokeSession(app.db, sessionId, 'logout');
        clearRefresh(reply);
        reply.rebindCsrf(null);
        return { detail: 'Çıkış yapıldı.' };
      },
    );

    app.get(
      '/kullanici/api/user/me/',
      {
        auth: 'user',
        schema: {
          tags: ['hesap'],
          summary: 'Oturumdaki kullanıcı',
          security: [{ bearerAuth: [] }],
          response: { 200: userSchema },
        },
      },
      async (req, reply) => {
        reply.header('Cache-Control', 'no-store');
        return getUserDto(app.db, req.authUser!.id);
      },
    );

    app.get(
      '/kullanici/auth/sessions',
      {
        auth: 'user',
        schema: {
          tags: ['hesap'],
          summary: 'Açık oturumlar',
          security: [{ bearerAuth: [] }],
          response: { 200: z.array(sessionSchema) },
        },
      },
      async (req, reply) => {
        reply.header('Cache-Control', 'no-store');
        return listSessions(app.db, req.authUser!.id, req.authUser!.sessionId);
      },
    );

    app.delete(
      '/kullanici/auth/sessions/:id',
      {
        auth: 'user',
        schema: {
          tags: ['hesap'],
          summary: 'Bir oturumu kapat',
          security: [{ bearerAuth: [] }],
          params: z.object({ id: z.string().min(1).max(64) }),
          response: { 200: detailSchema, 404: apiErrorSchema },
        },
      },
      async (req, reply) => {
        await closeOwnSession(app.db, req.authUser!.id, req.params.id);
        if (req.params.id === req.authUser!.sessionId) {
          clearRefresh(reply);
          reply.rebindCsrf(null);
        }
        return { detail: 'Oturum kapatıldı.' };
      },
    );

    app.get(
      '/kullanici/api/get-access-token/',
      {
        auth: 'user',
        // Every page load and reconnect of every tab takes one (tickets are single-use); the
        // socket count per user is what bounds abuse.
        config: { rateLimit: app.routeLimit(150, '1 minute') },
        schema: {
          tags: ['hesap'],
          summary: 'Bildirim soketi için tek kullanımlık, kısa ömürlü bilet',
          security: [{ bearerAuth: [] }],
          response: { 200: socketTicketSchema },
        },
      },
      async (req, reply) => {
        reply.header('Cache-Control', 'no-store');
        return {
          access_token: await issueSocketTicket(app.db, req.authUser!.id, req.authUser!.sessionId),
        };
      },
    );
  };
}
