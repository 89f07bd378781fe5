import type { FastifyPluginAsync } from 'fastify';
import { operatorPayoutRoutes, vendorStatementRoutes } from './payouts.routes.ts';

/** Commissions, sellers' ledgers, statements and payouts (issue 16; docs/decisions/039). */
export const payoutsModule: FastifyPluginAsync = async (app) => {
  await app.register(operatorPayoutRoutes, { prefix: '/yonetim/api' });
  await app.register(vendorStatementRoutes, { prefix: '/vendor/api' });
};
