import type { FastifyPluginAsync } from 'fastify';
import {
  operatorBrandRoutes,
  type VendorBrandsOptions,
  vendorBrandsRoutes,
} from './vendor-brands.routes.ts';

/**
 * The seller's brands, product lines and attribute-value proposals, and the wizard's category
 * search (issue 13). Their review is the moderation queue's brand and attribute kinds.
 */
export function vendorBrandsModule(opts: VendorBrandsOptions): FastifyPluginAsync {
  return async (app) => {
    await app.register(vendorBrandsRoutes(opts), { prefix: '/vendor/api' });
    await app.register(operatorBrandRoutes(opts), { prefix: '/yonetim/api' });
  };
}
