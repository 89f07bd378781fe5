import cluster from 'node:cluster';
import { AggregatorRegistry, type PrometheusContentType } from 'prom-client';
import { buildApp } from './app.ts';
import { prepareDatabase } from './bootstrap.ts';
import { type AppConfig, loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { startMetricsServer, superviseWorkers } from './processes.ts';
import { DEMO_ACCOUNTS } from './seed/demo.ts';

const SHUTDOWN_GRACE_MS = 10_000;

const config = loadConfig();
const say = (msg: string) => process.stdout.write(`${msg}\n`);

if (cluster.isPrimary && config.workers > 1) await runPrimary(config);
else await runServer(config);

/**
 * `WORKERS=n`: this process migrates and seeds once, then forks n servers that share the port
 * (node:cluster hands out connections round-robin) and share everything else through
 * PostgreSQL and Redis. It restarts a server that dies and passes SIGTERM on for a graceful stop.
 */
async function runPrimary(cfg: AppConfig) {
  const { database } = await prepareDatabase(cfg, say);
  await database.close();
  const metrics = cfg.metrics.port
    ? await startMetricsServer(cfg.metrics.port, new AggregatorRegistry<PrometheusContentType>())
    : null;
  await superviseWorkers({
    count: cfg.workers,
    graceMs: SHUTDOWN_GRACE_MS + 5_000,
    onAllListening: () => banner(cfg, 'postgres'),
    onStopped: () => metrics?.close(),
    log: say,
  });
}

/** One server: the whole app on the port (alone, or as one of the cluster's workers). */
async function runServer(cfg: AppConfig) {
  // Workers find the database migrated and seeded by the primary.
  const database = cluster.isWorker
    ? await openDatabase({
        databaseUrl: cfg.databaseUrl,
        ...(cfg.dbPoolSize ? { poolSize: cfg.dbPoolSize } : {}),
      })
    : (await prepareDatabase(cfg, say)).database;
  const app = await buildApp(cfg, { database });
  // The primary's METRICS_PORT sums every worker's registry.
  // Constructing one is what makes prom-client answer the primary's requests in a worker.
  if (cluster.isWorker) {
    new AggregatorRegistry<PrometheusContentType>();
    AggregatorRegistry.setRegistries([app.metrics.registry]);
  }

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      // Stops accepting, answers 503 to new requests on kept-alive connections, lets requests
      // in flight finish, closes the sockets with a reconnect hint (1012), then the pools.
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ host: cfg.host, port: cfg.port });
  if (cluster.isWorker) return; // the primary prints the banner once all are listening

  const metrics =
    cfg.metrics.port !== undefined
      ? await startMetricsServer(cfg.metrics.port, app.metrics.registry)
      : null;
  if (metrics) app.addHook('onClose', async () => metrics.close());
  banner(cfg, database.engine, app.jobs.runner.kind);
}

function banner(cfg: AppConfig, engine: 'pglite' | 'postgres', jobsKind?: string) {
  const url = `http://localhost:${cfg.port}`;
  say('');
  // From process start: `npm start` builds the web app in this same process first, and that wait
  // is part of the time to ready.
  say(`Çarşı çalışıyor: ${url}  (${process.uptime().toFixed(1)} sn)`);
  say(`Veritabanı: ${engine === 'pglite' ? `gömülü PGlite (${cfg.dataDir})` : 'PostgreSQL'}`);
  if (cfg.workers > 1) say(`Sunucu süreçleri: ${cfg.workers} (aynı port, Redis ile paylaşımlı)`);
  say(`API belgeleri: ${url}/api/docs`);
  say(
    cfg.jobs
      ? `Arka plan işleri: ${(jobsKind ?? 'pg-boss') === 'pg-boss' ? 'pg-boss (PostgreSQL)' : 'bu süreçte çalışıyor'}`
      : 'Arka plan işleri kapalı (JOBS=off).',
  );
  if (cfg.metrics.port) say(`Ölçümler (Prometheus): http://127.0.0.1:${cfg.metrics.port}/metrics`);
  if (cfg.mailOutboxPage && !cfg.smtpUrl)
    say(`E-posta kutusu (SMTP yok; doğrulama kodları burada): ${url}/api/dev/outbox/html`);
  if (!cfg.webDist)
    say('Uyarı: web uygulaması derlenmemiş; yalnızca API sunuluyor (npm run build).');
  if (cfg.seed === 'demo') {
    say('Demo hesapları:');
    for (const a of DEMO_ACCOUNTS)
      say(`  ${a.label.padEnd(9)} ${a.email.padEnd(22)} ${a.password}`);
  }
  say('');
}
