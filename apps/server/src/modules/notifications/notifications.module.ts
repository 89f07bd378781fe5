import type { FastifyPluginAsync } from 'fastify';
import { notificationsRoutes } from './notifications.routes.ts';

/** The notification calls (the socket and dispatcher are the root plugin beside this). */
export const notificationsModule: FastifyPluginAsync = async (app) => {
  await app.register(notificationsRoutes, { prefix: '/notifications' });
};
