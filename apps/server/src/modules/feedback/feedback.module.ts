import type { FastifyPluginAsync } from 'fastify';
import type { MediaDirs } from '../media/media.service.ts';
import { feedbackRoutes } from './feedback.routes.ts';
import { uploadsRoutes } from './uploads.routes.ts';

/** Reviews, questions and the photo uploads reviews carry. */
export function feedbackModule(dirs: MediaDirs): FastifyPluginAsync {
  return async (app) => {
    await app.register(feedbackRoutes, { prefix: '/urun/api' });
    await app.register(uploadsRoutes(dirs), { prefix: '/core' });
  };
}
