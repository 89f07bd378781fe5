import type { FastifyPluginAsync } from 'fastify';
import { paymentsRoutes, type PaymentsRoutesOptions } from './payments.routes.ts';

/** The provider's pages and callbacks. */
export function paymentsModule(opts: PaymentsRoutesOptions): FastifyPluginAsync {
  return async (app) => {
    await app.register(paymentsRoutes(opts), { prefix: '/odeme/api' });
  };
}
