import type { FastifyPluginAsync } from 'fastify';
import type { MediaDirs } from '../media/media.service.ts';
import { vendorCatalogRoutes } from './vendor-catalog.routes.ts';

export { productModerationKind } from './product-moderation.kind.ts';

/** The seller's products, variants and images (issue 13, docs/decisions/030). */
export function vendorCatalogModule(dirs: MediaDirs): FastifyPluginAsync {
  return async (app) => {
    await app.register(vendorCatalogRoutes(dirs), { prefix: '/vendor/dashboard' });
  };
}
