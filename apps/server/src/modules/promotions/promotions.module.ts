import type { FastifyPluginAsync } from 'fastify';
import { shopperPromotionsRoutes, vendorPromotionsRoutes } from './promotions.routes.ts';
import { operatorStarredDealsRoutes, vendorStarredDealsRoutes } from './starred-deals.routes.ts';

/** Coupons, campaigns, discounts and starred deals (issue 14; docs/decisions/033, 038). */
export const promotionsModule: FastifyPluginAsync = async (app) => {
  await app.register(vendorPromotionsRoutes, { prefix: '/vendor/api' });
  await app.register(shopperPromotionsRoutes, { prefix: '/urun/api' });
  await app.register(vendorStarredDealsRoutes, { prefix: '/vendor/api' });
  await app.register(operatorStarredDealsRoutes, { prefix: '/yonetim/api' });
};
