import type { FastifyPluginAsync } from 'fastify';
import type { PaymentProvider } from '../payments/index.ts';
import { checkoutRoutes } from './checkout.routes.ts';

/** The checkout: preview and the submit that pays. */
export function checkoutModule(opts: {
  provider: PaymentProvider;
  publicUrl: string;
}): FastifyPluginAsync {
  return async (app) => {
    await app.register(checkoutRoutes(opts), { prefix: '/siparis/api' });
  };
}
