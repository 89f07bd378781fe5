import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { queryRows } from '../lib/query-rows.ts';

declare module 'fastify' {
  interface FastifyInstance {
    metrics: { registry: Registry };
  }
}

export interface MetricsPluginOptions {
  /** `GET /api/metrics` answers only with this bearer token; unset = the route answers 404. */
  token: string | undefined;
}

/** Label for requests no route matched (scanners, typos): one series, not one per URL. */
const UNMATCHED = 'unmatched';

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * Prometheus metrics (prom-client), one registry per app so tests can build many apps in one
 * process. Request rate and latency by route pattern (never by raw URL: ids would explode the
 * series), the pool, the outbox and job queue, open sockets and Node's own figures. The
 * gauges are read at scrape time from the live objects, so nothing is kept up to date on the
 * request path except one counter and one histogram observation.
 */
const metricsPlugin: FastifyPluginAsync<MetricsPluginOptions> = async (app, opts) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'carsi_' });

  const requests = new Counter({
    name: 'carsi_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'carsi_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method and route pattern',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  app.addHook('onResponse', async (req, reply) => {
    const route = req.routeOptions.url ?? UNMATCHED;
    if (route === '/api/metrics') return;
    requests.inc({ method: req.method, route, status: String(reply.statusCode) });
    latency.observe({ method: req.method, route }, reply.elapsedTime / 1000);
  });

  registerGauges(app, registry);
  app.decorate('metrics', { registry });

  app.get('/api/metrics', { schema: { hide: true } }, async (req, reply) => {
    const header = req.headers.authorization ?? '';
    if (!opts.token) return reply.status(404).send({ detail: 'Bulunamadı.' });
    if (!header.startsWith('Bearer ') || !sameToken(header.slice(7), opts.token))
      return reply
        .status(401)
        .header('WWW-Authenticate', 'Bearer')
        .send({ detail: 'Ölçümler için geçerli bir anahtar gerekir.' });
    return reply
      .header('Content-Type', registry.contentType)
      .header('Cache-Control', 'no-store')
      .send(await registry.metrics());
  });
};

function registerGauges(app: FastifyInstance, registry: Registry) {
  new Gauge({
    name: 'carsi_db_pool_connections',
    help: 'PostgreSQL pool connections of this process: max, total, idle, and requests waiting',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const s = app.database.poolStats?.();
      if (!s) return;
      for (const [state, n] of Object.entries(s)) this.set({ state }, n);
    },
  });
  new Gauge({
    name: 'carsi_open_sockets',
    help: 'Notification sockets open on this process',
    registers: [registry],
    collect() {
      this.set(app.hasDecorator('notifications') ? app.notifications.hub.size : 0);
    },
  });
  new Gauge({
    name: 'carsi_outbox_pending_events',
    help: 'Domain events committed and not yet dispatched (all processes)',
    registers: [registry],
    async collect() {
      // Served by the partial index events_pending_idx: cheap however long the table grows.
      const [row] = await queryRows<{ n: number }>(
        app.db,
        sql`SELECT count(*)::int AS n FROM events WHERE dispatched_at IS NULL`,
      ).catch(() => []);
      if (row) this.set(row.n);
    },
  });
  new Gauge({
    name: 'carsi_job_queue',
    help: 'Background job runs by state (pg-boss queue on PostgreSQL; last runs in process)',
    labelNames: ['job', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      if (!app.hasDecorator('jobs')) return;
      const runs = await app.jobs.runner.lastRuns().catch(() => new Map());
      for (const [job, info] of runs) this.set({ job, state: info.state }, 1);
      if (app.jobs.runner.kind !== 'pg-boss') return;
      const rows = await queryRows<{ name: string; state: string; n: number }>(
        app.db,
        sql`SELECT name, state::text AS state, count(*)::int AS n FROM pgboss.job
             WHERE state IN ('created', 'retry', 'active') GROUP BY name, state`,
      ).catch(() => []);
      for (const r of rows) this.set({ job: r.name, state: `queue_${r.state}` }, r.n);
    },
  });
}

export default fp(metricsPlugin, { name: 'metrics', dependencies: ['db'] });
