import type { FastifyPluginAsync } from 'fastify';
import { devOutboxRoutes } from './mail.routes.ts';

/** Demo and development only: the mail outbox page (verification codes, reset links). */
export function mailModule(opts: { outboxPage: boolean }): FastifyPluginAsync {
  return async (app) => {
    if (opts.outboxPage) await app.register(devOutboxRoutes, { prefix: '/dev' });
  };
}
