import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ engine: z.enum(['pglite', 'postgres']), ok: z.boolean() }),
  cache: z.object({ kind: z.enum(['redis', 'memory']), ok: z.boolean() }),
  uptime_seconds: z.number(),
});

const probeSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  checks: z.record(z.string(), z.boolean()).optional(),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Set when the process begins to shut down: the load balancer stops sending before the
  // listener closes, while requests in flight finish.
  let draining = false;
  app.addHook('preClose', async () => {
    draining = true;
  });

  // Liveness: the event loop answers. No dependency is checked, so a database outage does not
  // make an orchestrator restart every process at once.
  app.get(
    '/health/live',
    {
      schema: {
        tags: ['sistem'],
        summary: 'Süreç ayakta mı (liveness)',
        response: { 200: probeSchema },
      },
    },
    async (_req, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }),
  );

  // Readiness: this process can serve — the database answers, Redis answers when configured,
  // and it is not shutting down.
  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['sistem'],
        summary: 'Süreç istek almaya hazır mı (readiness: veritabanı ve Redis)',
        response: { 200: probeSchema, 503: probeSchema },
      },
    },
    async (_req, reply) => {
      const [database, redis] = await Promise.all([
        app.database.ping().then(
          () => true,
          () => false,
        ),
        app.redis ? app.cache.ping() : Promise.resolve(true),
      ]);
      const checks = { database, redis, accepting: !draining };
      const ok = database && redis && !draining;
      return reply
        .status(ok ? 200 : 503)
        .header('Cache-Control', 'no-store')
        .send({ status: ok ? 'ok' : 'unavailable', checks });
    },
  );

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
