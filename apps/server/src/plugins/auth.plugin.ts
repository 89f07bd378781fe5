import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { unauthorized } from '../lib/errors.ts';
import { checkSessionActive } from '../modules/accounts/sessions.service.ts';
import { checkAccessToken } from '../modules/accounts/tokens.service.ts';

export interface AuthUser {
  id: number;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, when a valid access token of a live session came with the request. */
    authUser: AuthUser | null;
    /** The session an access token names, even if it expired (CSRF binds to it). */
    tokenSessionId: string | null;
  }
  interface FastifyInstance {
    /** preHandler: answers 401 unless the request carries a valid access token. */
    requireUser: (req: FastifyRequest) => Promise<void>;
  }
}

/**
 * Reads the bearer access token (algorithm pinned) and checks its session on every request with
 * one primary-key read, so a revoked session's token fails at once.
 */
async function authPlugin(app: FastifyInstance, opts: { secret: string }) {
  app.decorateRequest('authUser', null);
  app.decorateRequest('tokenSessionId', null);
  app.addHook('onRequest', async (req) => {
    const header = req.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const token = header.slice(7).trim();
    if (!token) return;
    const check = await checkAccessToken(opts.secret, token);
    if (check.status === 'invalid') return;
    req.tokenSessionId = check.sessionId;
    if (
      check.status === 'valid' &&
      (await checkSessionActive(app.db, check.sessionId, check.userId, req.ip))
    ) {
      req.authUser = { id: check.userId, sessionId: check.sessionId };
    }
  });
  app.decorate('requireUser', async (req: FastifyRequest) => {
    if (!req.authUser) throw unauthorized('Oturumunuzun süresi doldu veya giriş yapmadınız.');
  });
}

export default fp(authPlugin, { name: 'auth', dependencies: ['db'] });
