import type { FastifyPluginAsync } from 'fastify';
import { flushProductStats } from './product-stats.ts';
import { shopRoutes } from './shop.routes.ts';
import { vendorInsightsRoutes } from './vendor-insights.routes.ts';

/** The seller's overview, analytics and sold items, and the public shop page (issue 12). */
export const vendorInsightsModule: FastifyPluginAsync = async (app) => {
  await app.register(vendorInsightsRoutes, { prefix: '/vendor/api' });
  await app.register(shopRoutes, { prefix: '/urun/api' });
  // The last few seconds of product-page views are written before the database closes.
  app.addHook('preClose', async () => flushProductStats(app.db));
};
