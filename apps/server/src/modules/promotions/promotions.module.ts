import type { FastifyPluginAsync } from 'fastify';
import { shopperPromotionsRoutes, vendorPromotionsRoutes } from './promotions.routes.ts';

/** Coupons, campaigns and discounts (issue 14; docs/decisions/033). */
export const promotionsModule: FastifyPluginAsync = async (app) => {
  await app.register(vendorPromotionsRoutes, { prefix: '/vendor/api' });
  await app.register(shopperPromotionsRoutes, { prefix: '/urun/api' });
};
