import type { FastifyPluginAsync } from 'fastify';
import { favoritesRoutes } from './favorites.routes.ts';

export const favoritesModule: FastifyPluginAsync = async (app) => {
  await app.register(favoritesRoutes, { prefix: '/core' });
};
