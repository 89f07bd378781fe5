import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { getRendition, type MediaDirs, parseMediaPath } from './media.service.ts';

/**
 * Image renditions: /media/p/<storage key>/<width>.webp, immutable for a year — product images
 * and shoppers' photos (`up/<random>` keys).
 */
export function mediaRoutes(dirs: MediaDirs): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/p/*',
      {
        schema: { hide: true, params: z.object({ '*': z.string().max(300) }) },
      },
      async (req, reply) => {
        const parsed = parseMediaPath(req.params['*']);
        if (!parsed) throw notFound('Görsel bulunamadı.');
        const body = await getRendition(app.db, dirs, parsed.key, parsed.width);
        return reply
          .type('image/webp')
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .send(body);
      },
    );
  };
}
