import type { FastifyPluginAsync } from 'fastify';
import { privacyRoutes } from './privacy.routes.ts';

/** KVKK: consents with their records, the data export, account deletion (issue 16). */
export function privacyModule(opts: { secureCookies: boolean }): FastifyPluginAsync {
  return async (app) => {
    await app.register(privacyRoutes(opts), { prefix: '/kullanici/api' });
  };
}
