import type { FastifyPluginAsync } from 'fastify';
import type { PaymentProvider } from '../payments/index.ts';
import { operationsRoutes } from './operations.routes.ts';

/**
 * The operators' console (issue 16, docs/decisions/040): audit log, category tree, users,
 * return disputes. The queues of other modules (moderation, applications, questions) stay there.
 */
export function operationsModule(opts: { provider: PaymentProvider }): FastifyPluginAsync {
  return async (app) => {
    await app.register(operationsRoutes(opts), { prefix: '/yonetim/api' });
  };
}
