// `DATABASE_URL=postgres://… REDIS_URL=redis://… npm run bench:fanout [-- --rounds 20]`
// Notification fan-out (ADR 023): one business event reaching 10,000 sockets held by two server
// processes. A throwaway database gets 1,000 users, all members of one approved business, each
// with a session, an access token and 10 socket tickets; a load generator (bench/fanout-client.mjs)
// opens the 10,000 sockets, half on each server, pinging every 10 s. Each round commits one
// `stock.low` event with the real outbox (`emitEvent`); its NOTIFY wakes both dispatchers, one
// stores the notification and publishes it through Redis, and each process pushes it to its 5,000
// sockets. Delivery time per socket = receipt − commit (both stamped with
// `performance.timeOrigin + performance.now()`).
// Ceiling in the same run (DESIGN §7): two bare `ws` servers (bench/fanout-bare.mjs), the same
// 10,000 clients, a broadcast loop triggered by a Redis publish of a message of the same shape;
// delivery = receipt − publish. Both start stamps are taken as the command that makes the message
// visible (COMMIT, PUBLISH) is sent. Phases alternate, ceiling first and last (--phases, default
// bare,app,bare,app,bare), so drift from other work on the machine hits both; the ratio takes the
// median of each kind's phases, which are shown apart as well. The app's time is also split at the
// dispatcher's Redis publish (this script subscribes to the same channel).
// Servers on CPU 0, this script and the load generator on CPU 1 (when taskset exists).
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { socketTickets } from '../apps/server/src/db/schema/index.ts';
import { queryRows } from '../apps/server/src/lib/query-rows.ts';
import { createSession } from '../apps/server/src/modules/accounts/sessions.service.ts';
import { SOCKET_TICKET_TTL_MS } from '../apps/server/src/modules/accounts/socket-tickets.service.ts';
import {
  issueAccessToken,
  randomToken,
  sha256,
} from '../apps/server/src/modules/accounts/tokens.service.ts';
import { emitEvent } from '../apps/server/src/modules/events/index.ts';
import { hasTaskset, pinLoadToCpu1, root, startProcess, stop } from './processes.mjs';

const { values: args } = parseArgs({
  options: {
    users: { type: 'string', default: '1000' },
    'sockets-per-user': { type: 'string', default: '10' },
    rounds: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '3' },
    gap: { type: 'string', default: '1000' }, // ms between rounds
    timeout: { type: 'string', default: '10000' }, // ms a round may take
    phases: { type: 'string', default: 'bare,app,bare,app,bare' },
    profile: { type: 'boolean', default: false }, // CPU profiles of the servers, in /tmp
    'no-write': { type: 'boolean', default: false },
  },
});
const users = Number(args.users);
const perUser = Number(args['sockets-per-user']);
const total = users * perUser;
const rounds = Number(args.rounds);
const warmup = Number(args.warmup);
const phases = args.phases.split(',');
if (!process.env.DATABASE_URL || !process.env.REDIS_URL)
  throw new Error('the fan-out benchmark runs on PostgreSQL and Redis (DATABASE_URL, REDIS_URL)');
pinLoadToCpu1();

const now = () => performance.timeOrigin + performance.now();
const load = () =>
  loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
const log = (msg) => process.stdout.write(`[fanout] ${msg}\n`);

// ── Throwaway database, Redis prefix, secret ────────────────────────────────────────────────
const admin = new URL(process.env.DATABASE_URL);
const dbName = `carsi_bench_fanout_${process.pid}`;
const adminClient = new pg.Client({ connectionString: admin.toString() });
await adminClient.connect();
await adminClient.query(`CREATE DATABASE ${dbName}`);
const dbUrl = new URL(admin);
dbUrl.pathname = `/${dbName}`;
const pgVersion = (await adminClient.query('SHOW server_version')).rows[0].server_version;
const prefix = `bench_fanout_${process.pid}:`;
const redis = new Redis(process.env.REDIS_URL);
const redisVersion = /redis_version:(\S+)/.exec(await redis.info('server'))?.[1];
const subscriber = redis.duplicate();
const secret = randomBytes(32).toString('hex');
const dataDir = mkdtempSync(join(tmpdir(), 'carsi-bench-fanout-'));
const publicUrl = 'http://carsi.bench.test';
const origin = new URL(publicUrl).origin;
const appPorts = [3931, 3932];
const barePorts = [3941, 3942];
const bareChannel = `${prefix}bare`;

const children = [];
let client = null;
let database = null;
const results = {};

const serverEnv = (port) => ({
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DATABASE_URL: dbUrl.toString(),
  REDIS_URL: process.env.REDIS_URL,
  REDIS_PREFIX: prefix,
  PUBLIC_URL: publicUrl,
  APP_SECRET: secret,
  NODE_ENV: 'production',
  LOG_LEVEL: 'warn',
  SEED: 'none',
  WEB_DIST: '',
  // 10,000 sockets from one address; per-address limits are not what is measured.
  RATE_LIMIT_SCALE: '1000',
});
const profDir = join(tmpdir(), `carsi-fanout-prof-${process.pid}`);
// With --profile: when each round (and each connection phase) started, on the monotonic clock of
// the profiles (µs), so a profile can be cut to the rounds.
const roundMarks = [];
const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);
const profArgs = () => (args.profile ? [`--cpu-prof`, `--cpu-prof-dir=${profDir}`] : []);
const startApp = async (port) => {
  const prof = profArgs();
  const child = await startProcess(
    process.execPath,
    [...prof, '--import', 'tsx', 'apps/server/src/server.ts'],
    serverEnv(port),
    'Çarşı çalışıyor',
  );
  children.push(child);
  return child;
};

// ── Load generator ──────────────────────────────────────────────────────────────────────────
function startClient() {
  const child = fork(join(root, 'bench/fanout-client.mjs'), [], { execArgv: [] });
  const waiters = [];
  child.on('message', (msg) => {
    const i = waiters.findIndex((w) => w.event === msg.event);
    if (i >= 0) waiters.splice(i, 1)[0].resolve(msg);
  });
  const wait = (event, ms = 0) =>
    new Promise((resolve) => {
      const w = { event, resolve };
      waiters.push(w);
      if (ms)
        setTimeout(() => {
          const i = waiters.indexOf(w);
          if (i >= 0) waiters.splice(i, 1)[0].resolve(null);
        }, ms);
    });
  const ready = wait('ready');
  return {
    child,
    ready,
    ask: (msg, event, ms) => {
      const p = wait(event, ms);
      child.send(msg);
      return p;
    },
  };
}

// ── Statistics ──────────────────────────────────────────────────────────────────────────────
const pct = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] : NaN;
function summarise(report, startTimes, measured) {
  const all = [];
  const lastPerRound = [];
  let delivered = 0;
  for (const r of measured) {
    const times = report.rounds[r] ?? [];
    const start = startTimes.get(r);
    let last = 0;
    for (const t of times) {
      if (t === null || Number.isNaN(t)) continue;
      delivered++;
      if (start === undefined) continue;
      const d = t - start;
      all.push(d);
      last = Math.max(last, d);
    }
    lastPerRound.push(last);
  }
  return stats(all, {
    expected: measured.length * report.sockets,
    delivered,
    lastP50: pct(
      lastPerRound.sort((a, b) => a - b),
      0.5,
    ),
    duplicates: report.duplicates,
    unparsed: report.unparsed,
    closed: report.closed,
  });
}
function stats(samples, extra = {}) {
  const sorted = Float64Array.from(samples).sort();
  return {
    ...extra,
    p50: pct(sorted, 0.5),
    p99: pct(sorted, 0.99),
    max: sorted.at(-1) ?? NaN,
  };
}
const median = (xs) => {
  const v = [...xs].sort((a, b) => a - b);
  return v.length % 2 ? v[(v.length - 1) / 2] : (v[v.length / 2 - 1] + v[v.length / 2]) / 2;
};
/**
 * Phases of one kind together: each percentile is the median of the phases' percentiles, so one
 * phase hit by a burst of other work on the machine does not set the figure (pooling the samples
 * would hand the p99 to the worst phase). Deliveries are summed.
 */
const combined = (list) => ({
  delivered: list.reduce((a, s) => a + s.delivered, 0),
  expected: list.reduce((a, s) => a + s.expected, 0),
  p50: median(list.map((s) => s.p50)),
  p99: median(list.map((s) => s.p99)),
  max: Math.max(...list.map((s) => s.max)),
});

// ── Phases ──────────────────────────────────────────────────────────────────────────────────
let businessId;
let sessionsOf = [];
let nextRound = 1;

async function connectAll(ports, withTickets) {
  const chunk = 1000; // sockets per chunk: tickets live 60 s, so they are issued as they are used
  const started = Date.now();
  const mark = { phase: `connect-${ports === appPorts ? 'app' : 'bare'}`, us: monotonicUs() };
  for (let from = 0; from < total; from += chunk) {
    const targets = [];
    const tickets = [];
    for (let i = from; i < Math.min(total, from + chunk); i++) {
      const u = sessionsOf[Math.floor(i / perUser)];
      const port = ports[i % 2];
      let url = `ws://127.0.0.1:${port}/`;
      if (withTickets) {
        const ticket = randomToken(24);
        tickets.push({
          ticketHash: sha256(ticket),
          userId: u.userId,
          sessionId: u.sessionId,
          expiresAt: new Date(Date.now() + SOCKET_TICKET_TTL_MS),
        });
        url = `ws://127.0.0.1:${port}/ws/notifications/?token=${ticket}`;
      }
      targets.push({ url, origin });
    }
    if (tickets.length) await database.db.insert(socketTickets).values(tickets);
    const res = await client.ask({ cmd: 'connect', targets, concurrency: 100 }, 'connected');
    if (res.failed) throw new Error(`sockets refused: ${JSON.stringify(res.errors)}`);
  }
  roundMarks.push({ ...mark, end: monotonicUs() });
  log(`${total} sockets open in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function runPhase(kind) {
  const ports = kind === 'app' ? appPorts : barePorts;
  const loadBefore = load();
  await connectAll(ports, kind === 'app');
  await sleep(3000); // let the connection burst settle (session touch, GC)
  const startTimes = new Map();
  const published = new Map();
  const onLive = (_channel, raw) => {
    const t = now();
    const m = /fanout r(\d+)/.exec(JSON.parse(raw).data?.message ?? '');
    if (m) published.set(Number(m[1]), t);
  };
  subscriber.on('message', onLive);
  const measured = [];
  const commitRtt = [];
  for (let k = 0; k < warmup + rounds; k++) {
    const r = nextRound++;
    if (k >= warmup) measured.push(r);
    const title = `fanout r${r}`;
    roundMarks.push({ phase: kind, round: r, us: monotonicUs() });
    if (kind === 'app') {
      // Stamped when COMMIT is sent (like the ceiling's publish): conservative by the commit's
      // round trip, which is recorded apart.
      let sent = 0;
      await database.db.transaction(async (tx) => {
        await emitEvent(tx, {
          type: 'stock.low',
          payload: { offerId: r, businessId, productId: r, title, stock: 3 },
        });
        sent = now();
      });
      commitRtt.push(now() - sent);
      startTimes.set(r, sent);
    } else {
      const msg = JSON.stringify({
        type: 'notification',
        id: 100000 + r,
        kind: 'stok',
        message: `“${title}” stokta 3 adet kaldı.`,
        link: '/vendor/dashboard/products',
        created_at: new Date().toISOString(),
        business_id: businessId,
      });
      startTimes.set(r, now());
      await redis.publish(bareChannel, msg);
    }
    const done = await client.ask({ cmd: 'expect', round: r }, 'round', Number(args.timeout));
    if (!done) log(`round ${r}: not every socket received it within ${args.timeout} ms`);
    await sleep(Number(args.gap) + Math.random() * 200);
  }
  subscriber.off('message', onLive);
  const report = await client.ask({ cmd: 'report' }, 'report');
  await client.ask({ cmd: 'close' }, 'closed');
  const s = summarise(report, startTimes, measured);
  if (kind === 'app') {
    // commit → the dispatcher's Redis publish (NOTIFY wake, claim, insert, commit, publish), and
    // that publish → each socket (what the ceiling measures)
    s.toPublish = stats(
      measured.filter((r) => published.has(r)).map((r) => published.get(r) - startTimes.get(r)),
    );
    s.fromPublish = summarise(report, published, measured);
    s.commitRtt = stats(commitRtt);
  }
  s.load = `${loadBefore} → ${load()}`;
  log(
    `${kind}: delivered ${s.delivered}/${s.expected}, p50 ${s.p50.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms, ` +
      `max ${s.max.toFixed(1)} ms, all delivered by ${s.lastP50.toFixed(1)} ms (median round)` +
      (kind === 'app'
        ? `, commit → publish p50 ${s.toPublish.p50.toFixed(1)} ms p99 ${s.toPublish.p99.toFixed(1)} ms` +
          ` (COMMIT round trip p50 ${s.commitRtt.p50.toFixed(1)} ms), publish → socket p50 ` +
          `${s.fromPublish.p50.toFixed(1)} ms p99 ${s.fromPublish.p99.toFixed(1)} ms`
        : '') +
      `, duplicates ${s.duplicates}, unparsed ${s.unparsed}, closed ${JSON.stringify(s.closed)}, load ${s.load}`,
  );
  return s;
}

try {
  log(`load average ${load()}; database ${dbName}, Redis prefix ${prefix}`);
  // The first server migrates the empty database (SEED=none); the second starts on it.
  await startApp(appPorts[0]);
  database = await openDatabase({ databaseUrl: dbUrl.toString(), poolSize: 4 });
  const db = database.db;
  const userRows = await queryRows(
    db,
    sql`INSERT INTO users (email, password_hash, first_name, last_name, phone, email_verified_at)
        SELECT 'fanout' || g || '@carsi.test', 'not-a-login', 'Bench', 'Satıcı ' || g,
               '+90532' || lpad(g::text, 7, '0'), now()
          FROM generate_series(1, ${users}) g ORDER BY g RETURNING id`,
  );
  const [b] = await queryRows(
    db,
    sql`INSERT INTO businesses (name, slug, legal_name, tax_number, tax_office, city, status)
        VALUES ('Fanout Ticaret', 'fanout-ticaret', 'Fanout Ticaret Ltd. Şti.', '1234567890',
                'Kadıköy', 'İstanbul', 'onaylandi') RETURNING id`,
  );
  businessId = b.id;
  await db.execute(sql`INSERT INTO business_members (business_id, user_id, role)
    SELECT ${businessId}, u.id, CASE WHEN u.id = ${userRows[0].id} THEN 'owner' ELSE 'staff' END::member_role
      FROM users u WHERE u.email LIKE 'fanout%@carsi.test'`);
  for (const u of userRows) {
    const { sessionId } = await createSession(db, { userId: u.id, ip: '127.0.0.1' });
    // The access token a browser would trade for tickets; the tickets are inserted directly.
    const access = await issueAccessToken(secret, u.id, sessionId);
    sessionsOf.push({ userId: u.id, sessionId, access });
  }
  log(`${users} users in business ${businessId}, ${users} sessions`);
  // One ticket through the real route, as a check that the tokens and the route agree.
  const res = await fetch(`http://127.0.0.1:${appPorts[0]}/api/kullanici/api/get-access-token/`, {
    headers: { authorization: `Bearer ${sessionsOf[0].access}` },
  });
  if (res.status !== 200 || !(await res.json()).access_token)
    throw new Error(`get-access-token answered ${res.status}`);
  await db.execute(sql`DELETE FROM socket_tickets`);
  await startApp(appPorts[1]);
  for (const port of barePorts)
    children.push(
      await startProcess(
        process.execPath,
        [...profArgs(), 'bench/fanout-bare.mjs'],
        { PORT: String(port), REDIS_URL: process.env.REDIS_URL, BARE_CHANNEL: bareChannel },
        'ready',
      ),
    );
  await subscriber.subscribe(`${prefix}live`);
  client = startClient();
  await client.ready;
  for (const [i, kind] of phases.entries()) results[`${kind}${i}`] = await runPhase(kind);
} finally {
  client?.child.kill();
  for (const c of children) await stop(c).catch(() => undefined);
  await database?.close();
  subscriber.disconnect();
  let cursor = '0';
  do {
    const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    if (keys.length) await redis.del(...keys);
    cursor = next;
  } while (cursor !== '0');
  redis.disconnect();
  await adminClient.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await adminClient.end();
  rmSync(dataDir, { recursive: true, force: true });
}

if (args.profile) {
  mkdirSync(profDir, { recursive: true });
  writeFileSync(join(profDir, 'rounds.json'), JSON.stringify(roundMarks));
  log(`CPU profiles of the servers and round marks in ${profDir}`);
}

// ── Report ──────────────────────────────────────────────────────────────────────────────────
const phaseList = Object.entries(results);
const ceiling = combined(phaseList.filter(([k]) => k.startsWith('bare')).map(([, s]) => s));
const appPhases = phaseList.filter(([k]) => k.startsWith('app')).map(([, s]) => s);
const f = (x) => (Number.isFinite(x) ? x.toFixed(1) : '–');
const share = (s) =>
  `${s.delivered} / ${s.expected} (${((100 * s.delivered) / s.expected).toFixed(s.delivered === s.expected ? 0 : 2)} %)`;
const ratio = (s) => `${(s.p50 / ceiling.p50).toFixed(2)} / ${(s.p99 / ceiling.p99).toFixed(2)}`;
const machine = `${cpus().length} × ${cpus()[0]?.model.trim()}, ${(totalmem() / 2 ** 30).toFixed(0)} GiB, Node ${process.version}`;
const row = (label, s, r, extra = '–', loadText = '–') =>
  `| ${label} | ${s.expected ? share(s) : '–'} | ${f(s.p50)} | ${f(s.p99)} | ${f(s.max)} | ${extra} | ${r} | ${loadText} |`;
const rows = [];
for (const [k, s] of phaseList) {
  const n = Number(k.replace(/^\D+/, '')) + 1;
  rows.push(
    k.startsWith('bare')
      ? row(
          `phase ${n}: bare \`ws\` broadcast loop (ceiling), publish → socket`,
          s,
          '–',
          f(s.lastP50),
          s.load,
        )
      : row(`phase ${n}: Çarşı, \`emitEvent\` commit → socket`, s, ratio(s), f(s.lastP50), s.load),
  );
}
if (appPhases.length) {
  const app = combined(appPhases);
  rows.push(row('**ceiling, median of its phases**', ceiling, '1.00 / 1.00'));
  rows.push(row('**Çarşı, median of its phases: commit → socket**', app, `**${ratio(app)}**`));
  rows.push(
    row(
      "of which commit → the dispatcher's Redis publish (one per round)",
      combined(appPhases.map((s) => ({ ...s.toPublish, delivered: 0, expected: 0 }))),
      '–',
    ),
  );
  rows.push(
    row(
      "of which the dispatcher's Redis publish → socket",
      combined(appPhases.map((s) => s.fromPublish)),
      ratio(combined(appPhases.map((s) => s.fromPublish))),
    ),
  );
}
const table = [
  `Run ${new Date().toISOString().slice(0, 10)} · engine: PostgreSQL ${pgVersion}, Redis ${redisVersion} · ${total} sockets (${users} users × ${perUser}) on 2 server processes · ${rounds} rounds (+${warmup} warm-up) in each of ${phases.length} phases · ${machine}${hasTaskset ? ' · the four servers on CPU 0, script and load generator on CPU 1, PostgreSQL and Redis unpinned' : ''}`,
  '',
  '| path | delivered | p50 ms | p99 ms | max ms | all delivered by (median round) ms | ratio to ceiling p50 / p99 | load average (1/5/15 min) before → after |',
  '|---|---:|---:|---:|---:|---:|---:|---|',
  ...rows,
].join('\n');
console.log(`\n${table}\n`);
const short = phaseList.filter(([, s]) => s.delivered < s.expected || s.duplicates);
if (short.length) {
  console.log(`not every socket got every notification exactly once: ${short.map(([k]) => k)}`);
  process.exitCode = 1;
}
if (!args['no-write']) {
  const readme = join(root, 'bench/README.md');
  const begin = '<!-- results:fanout:pg -->';
  const end = '<!-- /results -->';
  const text = readFileSync(readme, 'utf8');
  const s = text.indexOf(begin);
  const e = text.indexOf(end, s);
  if (s >= 0 && e > s) {
    writeFileSync(readme, text.slice(0, s + begin.length) + `\n\n${table}\n\n` + text.slice(e));
    console.log('bench/README.md updated');
  }
}
