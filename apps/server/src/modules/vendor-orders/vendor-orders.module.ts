import type { FastifyPluginAsync } from 'fastify';
import {
  buyerInvoiceRoutes,
  type VendorOrdersOptions,
  vendorOrdersRoutes,
} from './vendor-orders.routes.ts';

/** The seller's order desk (issue 12) and the buyer's invoice download. */
export function vendorOrdersModule(opts: VendorOrdersOptions): FastifyPluginAsync {
  return async (app) => {
    await app.register(vendorOrdersRoutes(opts), { prefix: '/vendor/api' });
    await app.register(buyerInvoiceRoutes(opts), { prefix: '/siparis/api' });
  };
}
