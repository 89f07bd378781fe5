import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { jwtVerify } from 'jose';
import { unauthorized } from '../lib/errors.ts';
import { accessKey, ACCESS_TOKEN_ALG } from '../lib/tokens.ts';

export interface AuthUser {
  id: number;
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, when a valid bearer access token came with the request. */
    authUser: AuthUser | null;
  }
  interface FastifyInstance {
    /** preHandler: answers 401 unless the request carries a valid access token. */
    requireUser: (req: FastifyRequest) => Promise<void>;
  }
}

/** Reads the bearer access token; the algorithm is pinned so a forged "none" or RS token fails. */
async function authPlugin(app: FastifyInstance, opts: { secret: string }) {
  const key = accessKey(opts.secret);
  app.decorateRequest('authUser', null);
  app.addHook('onRequest', async (req) => {
    const header = req.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const token = header.slice(7).trim();
    if (!token) return;
    try {
      const { payload } = await jwtVerify(token, key, {
        algorithms: [ACCESS_TOKEN_ALG],
        typ: 'access+jwt',
      });
      const id = Number(payload.sub);
      if (Number.isInteger(id) && typeof payload.sid === 'string')
        req.authUser = { id, sessionId: payload.sid };
    } catch {
      // An invalid or expired token is treated as no token; protected routes answer 401.
    }
  });
  app.decorate('requireUser', async (req: FastifyRequest) => {
    if (!req.authUser) throw unauthorized('Oturumunuzun süresi doldu veya giriş yapmadınız.');
  });
}

export default fp(authPlugin, { name: 'auth' });
