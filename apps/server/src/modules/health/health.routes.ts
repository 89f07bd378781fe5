import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ engine: z.enum(['pglite', 'postgres']), ok: z.boolean() }),
  cache: z.object({ kind: z.enum(['redis', 'memory']), ok: z.boolean() }),
  uptime_seconds: z.number(),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['sistem'],
        summary: 'Sağlık kontrolü (veritabanı ve önbellek)',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_req, reply) => {
      const dbOk = await app.database.ping().then(
        () => true,
        () => false,
      );
      const cacheOk = await app.cache.ping();
      const body = {
        status: dbOk && cacheOk ? ('ok' as const) : ('degraded' as const),
        database: { engine: app.database.engine, ok: dbOk },
        cache: { kind: app.cache.kind, ok: cacheOk },
        uptime_seconds: Math.round(process.uptime()),
      };
      return reply
        .status(dbOk ? 200 : 503)
        .header('Cache-Control', 'no-store')
        .send(body);
    },
  );
};
