import type { FastifyPluginAsync } from 'fastify';
import { roadmapRoutes } from './roadmap.routes.ts';

/** The sellers' "Yakında gelecek özellikler" with votes (issue 16, remaining pages). */
export const roadmapModule: FastifyPluginAsync = async (app) => {
  await app.register(roadmapRoutes, { prefix: '/vendor/api' });
};
