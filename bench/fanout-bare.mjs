// The ceiling of bench/notify-fanout.mjs: a bare `ws` server (the library under
// @fastify/websocket) that answers `ping` with `pong` and, for each message published on a Redis
// channel, sends it to every client it holds — `for (const c of wss.clients) c.send(msg)`.
// Two of these (one per process, like the two app servers) share the fan-out through Redis.
import { createServer } from 'node:http';
import { Redis } from 'ioredis';
import { WebSocketServer } from 'ws';

const server = createServer((_req, res) => res.writeHead(426).end());
const wss = new WebSocketServer({ server, maxPayload: 4096 });
wss.on('connection', (ws) => {
  ws.on('message', (data, isBinary) => {
    if (!isBinary && data.toString() === 'ping') ws.send('pong');
  });
});
const sub = new Redis(process.env.REDIS_URL);
sub.on('message', (_channel, msg) => {
  for (const c of wss.clients) c.send(msg);
});
await sub.subscribe(process.env.BARE_CHANNEL);
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.stdout.write('ready\n'));
process.on('SIGTERM', () => {
  for (const c of wss.clients) c.terminate();
  sub.disconnect();
  server.close(() => process.exit(0));
});
