import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { MediaDirs } from '../media/media.service.ts';

/** Placeholder: shopper photo uploads (issue 5), being built. */
export function uploadsRoutes(_dirs: MediaDirs): FastifyPluginAsyncZod {
  return async () => {};
}
