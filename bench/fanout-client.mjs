// Load generator of bench/notify-fanout.mjs (forked with an IPC channel, on the load CPU).
// Holds the sockets, pings each every 10 s (as the web client does), and stamps every
// notification it receives with `performance.timeOrigin + performance.now()` — the same clock
// the parent stamps the commit with. The round is read from the message text (`fanout r<N>`).
//
// Commands (process.send): { cmd: 'connect', targets: [{ url, origin }], concurrency } opens
// more sockets → { event: 'connected', open, failed, errors }; { cmd: 'expect', round } → { event: 'round',
// round, count } once every socket has it; { cmd: 'report' } → { event: 'report', … };
// { cmd: 'close' } → { event: 'closed' }.
import { WebSocket } from 'ws';

const PING_EVERY_MS = 10_000;
const now = () => performance.timeOrigin + performance.now();

/** @type {{ ws: WebSocket, timer: NodeJS.Timeout | null, closedCode: number | null }[]} */
let sockets = [];
/** round → receipt time per socket (NaN = not received) */
let receipts = new Map();
let counts = new Map();
let duplicates = 0;
let unparsed = 0;
let expected = null;

function onNotification(i, t, text) {
  // The round from the raw text (the client is the measuring instrument: it does as little as
  // it can per message); the first copy of each round is checked to be a notification.
  const m = /fanout r(\d+)/.exec(text);
  const round = m ? Number(m[1]) : null;
  if (round === null || (!receipts.has(round) && JSON.parse(text).type !== 'notification')) {
    unparsed++;
    return;
  }
  let times = receipts.get(round);
  if (!times) {
    times = new Float64Array(sockets.length).fill(NaN);
    receipts.set(round, times);
  }
  if (!Number.isNaN(times[i])) {
    duplicates++;
    return;
  }
  times[i] = t;
  const n = (counts.get(round) ?? 0) + 1;
  counts.set(round, n);
  if (round === expected && n === sockets.length) {
    expected = null;
    process.send({ event: 'round', round, count: n });
  }
}

function open(i, target) {
  return new Promise((resolve) => {
    const ws = new WebSocket(target.url, { origin: target.origin, perMessageDeflate: false });
    const entry = { ws, timer: null, closedCode: null };
    sockets[i] = entry;
    ws.on('message', (data, isBinary) => {
      const t = now();
      if (isBinary) return;
      const text = data.toString();
      if (text === 'pong') return;
      onNotification(i, t, text);
    });
    ws.once('open', () => {
      // Spread the pings over the period, as 10,000 browsers would.
      entry.timer = setTimeout(function ping() {
        if (ws.readyState === ws.OPEN) ws.send('ping');
        entry.timer = setTimeout(ping, PING_EVERY_MS);
      }, Math.random() * PING_EVERY_MS);
      resolve(null);
    });
    ws.once('unexpected-response', (_req, res) => {
      resolve(`HTTP ${res.statusCode}`);
      res.resume();
      ws.terminate();
    });
    ws.once('error', (err) => resolve(err.message));
    ws.once('close', (code) => {
      entry.closedCode = code;
      if (entry.timer) clearTimeout(entry.timer);
    });
  });
}

/** Opens more sockets (the parent sends them in chunks, each with fresh tickets). */
async function connect(targets, concurrency) {
  const base = sockets.length;
  const errors = new Map();
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < targets.length) {
      const i = next++;
      const err = await open(base + i, targets[i]);
      if (err) {
        failed++;
        errors.set(err, (errors.get(err) ?? 0) + 1);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const openNow = sockets.filter((s) => s.ws.readyState === WebSocket.OPEN).length;
  process.send({ event: 'connected', open: openNow, failed, errors: [...errors] });
}

process.on('message', async (msg) => {
  if (msg.cmd === 'connect') await connect(msg.targets, msg.concurrency ?? 100);
  else if (msg.cmd === 'expect') {
    if ((counts.get(msg.round) ?? 0) >= sockets.length)
      process.send({ event: 'round', round: msg.round, count: counts.get(msg.round) });
    else expected = msg.round;
  } else if (msg.cmd === 'report') {
    const closed = {};
    for (const s of sockets)
      if (s.closedCode !== null) closed[s.closedCode] = (closed[s.closedCode] ?? 0) + 1;
    process.send({
      event: 'report',
      sockets: sockets.length,
      rounds: Object.fromEntries([...receipts].map(([r, times]) => [r, Array.from(times)])),
      duplicates,
      unparsed,
      closed,
    });
  } else if (msg.cmd === 'close') {
    await Promise.all(
      sockets.map(
        (s) =>
          new Promise((resolve) => {
            if (s.timer) clearTimeout(s.timer);
            if (s.ws.readyState === WebSocket.CLOSED) return resolve(null);
            s.ws.once('close', resolve);
            s.ws.close(1000);
            setTimeout(() => {
              s.ws.terminate();
              resolve(null);
            }, 2000).unref();
          }),
      ),
    );
    sockets = [];
    receipts = new Map();
    counts = new Map();
    duplicates = 0;
    unparsed = 0;
    process.send({ event: 'closed' });
  } else if (msg.cmd === 'exit') process.exit(0);
});
process.send({ event: 'ready' });
