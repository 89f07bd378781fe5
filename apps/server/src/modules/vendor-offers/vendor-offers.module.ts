import type { FastifyPluginAsync } from 'fastify';
import { vendorOffersRoutes } from './vendor-offers.routes.ts';

/** Sell what exists, offer edits and bulk price & stock (issue 13; docs/decisions/029). */
export const vendorOffersModule: FastifyPluginAsync = async (app) => {
  await app.register(vendorOffersRoutes, { prefix: '/vendor/api' });
};
