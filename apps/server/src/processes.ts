import cluster, { type Worker } from 'node:cluster';
import { createServer, type Server } from 'node:http';
import { AggregatorRegistry, type PrometheusContentType, type Registry } from 'prom-client';

type Aggregator = AggregatorRegistry<PrometheusContentType>;

/**
 * Serves Prometheus metrics on a port of its own (METRICS_PORT), for a scraper on the private
 * network: one process's registry, or under WORKERS=n the sum of every worker's.
 */
export async function startMetricsServer(
  port: number,
  registry: Registry | Aggregator,
): Promise<{ close(): Promise<void> }> {
  const server: Server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') {
      res.writeHead(404).end();
      return;
    }
    const body: Promise<string> =
      registry instanceof AggregatorRegistry ? registry.clusterMetrics() : registry.metrics();
    body.then(
      (text: string) => res.writeHead(200, { 'Content-Type': registry.contentType }).end(text),
      (err: Error) => res.writeHead(500).end(err.message),
    );
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(port, process.env.METRICS_HOST ?? '127.0.0.1', () => ok());
  });
  return { close: () => new Promise((ok) => server.close(() => ok())) };
}

export interface SuperviseOptions {
  count: number;
  /** How long the workers get to finish after SIGTERM before they are killed. */
  graceMs: number;
  onAllListening(): void;
  onStopped(): void | Promise<void>;
  log(msg: string): void;
}

/** A worker that dies this soon after its start is not restarted at once (a crash loop). */
const QUICK_DEATH_MS = 5_000;

/**
 * Forks the servers and keeps them running: a worker that dies is replaced (after a pause when
 * it died young), SIGTERM/SIGINT are passed on, and the primary exits once every worker has.
 */
export function superviseWorkers(opts: SuperviseOptions): Promise<void> {
  let stopping = false;
  let listening = 0;
  const startedAt = new Map<number, number>();

  const fork = () => {
    const w = cluster.fork();
    startedAt.set(w.id, Date.now());
  };
  cluster.on('listening', () => {
    listening += 1;
    if (listening === opts.count) opts.onAllListening();
  });
  cluster.on('exit', (w: Worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(w.id) ?? 0);
    startedAt.delete(w.id);
    if (stopping) return;
    opts.log(`Sunucu süreci ${w.process.pid} durdu (${signal ?? code}); yenisi başlatılıyor.`);
    setTimeout(fork, lived < QUICK_DEATH_MS ? QUICK_DEATH_MS : 0);
  });
  for (let i = 0; i < opts.count; i++) fork();

  return new Promise((done) => {
    const stop = (signal: NodeJS.Signals) => {
      if (stopping) return;
      stopping = true;
      const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
      const force = setTimeout(() => {
        for (const w of workers) w.process.kill('SIGKILL');
      }, opts.graceMs);
      force.unref();
      let left = workers.length;
      const finish = async () => {
        clearTimeout(force);
        await opts.onStopped();
        done();
        process.exit(0);
      };
      if (left === 0) void finish();
      for (const w of workers) {
        w.once('exit', () => {
          left -= 1;
          if (left === 0) void finish();
        });
        w.process.kill(signal);
      }
    };
    process.on('SIGTERM', () => stop('SIGTERM'));
    process.on('SIGINT', () => stop('SIGTERM'));
  });
}
