import { buildApp } from './app.ts';
import { prepareDatabase } from './bootstrap.ts';
import { loadConfig } from './config.ts';
import { DEMO_ACCOUNTS } from './seed/demo.ts';

const SHUTDOWN_GRACE_MS = 10_000;

const config = loadConfig();
const say = (msg: string) => process.stdout.write(`${msg}\n`);

const { database } = await prepareDatabase(config, say);
const app = await buildApp(config, { database });

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS);
  force.unref();
  try {
    await app.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ host: config.host, port: config.port });

const url = `http://localhost:${config.port}`;
say('');
// From process start: `npm start` builds the web app in this same process first, and that wait
// is part of the time to ready.
say(`Çarşı çalışıyor: ${url}  (${process.uptime().toFixed(1)} sn)`);
say(
  `Veritabanı: ${database.engine === 'pglite' ? `gömülü PGlite (${config.dataDir})` : 'PostgreSQL'}`,
);
say(`API belgeleri: ${url}/api/docs`);
say(
  config.jobs
    ? `Arka plan işleri: ${app.jobs.runner.kind === 'pg-boss' ? 'pg-boss (PostgreSQL)' : 'bu süreçte çalışıyor'}`
    : 'Arka plan işleri kapalı (JOBS=off).',
);
if (config.mailOutboxPage && !config.smtpUrl)
  say(`E-posta kutusu (SMTP yok; doğrulama kodları burada): ${url}/api/dev/outbox/html`);
if (!config.webDist)
  say('Uyarı: web uygulaması derlenmemiş; yalnızca API sunuluyor (npm run build).');
if (config.seed === 'demo') {
  say('Demo hesapları:');
  for (const a of DEMO_ACCOUNTS) say(`  ${a.label.padEnd(9)} ${a.email.padEnd(22)} ${a.password}`);
}
say('');
