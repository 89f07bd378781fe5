import type { FastifyPluginAsync } from 'fastify';
import type { PaymentProvider } from '../payments/index.ts';
import { ordersRoutes } from './orders.routes.ts';

/** The shopper's orders: detail, cancellation, returns, tracking. */
export function ordersModule(opts: { provider: PaymentProvider }): FastifyPluginAsync {
  return async (app) => {
    await app.register(ordersRoutes(opts), { prefix: '/siparis/api' });
  };
}
