import type { FastifyPluginAsync } from 'fastify';
import { addressesRoutes } from './addresses.routes.ts';

export const addressesModule: FastifyPluginAsync = async (app) => {
  await app.register(addressesRoutes, { prefix: '/core' });
};
