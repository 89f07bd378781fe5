import type { FastifyPluginAsync } from 'fastify';
import { searchRoutes } from '../search/search.routes.ts';
import { catalogRoutes } from './catalog.routes.ts';
import { discoveryRoutes } from './discovery.routes.ts';
import { listingRoutes } from './listing.routes.ts';
import { productRoutes } from './product.routes.ts';

/** The catalogue a shopper browses: tree, listings, product pages, discovery, search. */
export const catalogModule: FastifyPluginAsync = async (app) => {
  for (const routes of [catalogRoutes, listingRoutes, productRoutes, discoveryRoutes, searchRoutes])
    await app.register(routes, { prefix: '/urun/api' });
};
