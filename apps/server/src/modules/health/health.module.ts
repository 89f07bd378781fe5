import type { FastifyPluginAsync } from 'fastify';
import { healthRoutes } from './health.routes.ts';

export const healthModule: FastifyPluginAsync = async (app) => {
  await app.register(healthRoutes);
};
