import type { FastifyPluginAsync } from 'fastify';
import {
  businessRoutes,
  type BusinessesOptions,
  dashboardRoutes,
  operatorBusinessRoutes,
} from './businesses.routes.ts';

/**
 * Businesses (issue 12): applications and their documents, the operators' review, and the
 * seller's settings, details, team and cargo companies (docs/decisions/026).
 */
export function businessesModule(opts: BusinessesOptions): FastifyPluginAsync {
  return async (app) => {
    await app.register(businessRoutes(opts), { prefix: '/vendor/api' });
    await app.register(dashboardRoutes(opts), { prefix: '/vendor/api' });
    await app.register(operatorBusinessRoutes(opts), { prefix: '/yonetim/api' });
  };
}
