// A smoke test of a deployed Çarşı behind its proxy (docs/deploy.md):
//   node --import tsx deploy/smoke.ts http://localhost:8080
// Needs the demo accounts (SEED=demo). Requests are spread over the processes by the proxy, so
// every step below crosses processes many times: sessions, CSRF, the socket through the
// proxy's upgrade, an event fanned out over Redis, and a price change seen by every process.
import WebSocket from 'ws';
import { TestClient } from '../apps/server/test/client.ts';
import { loginAs } from '../apps/server/test/helper.ts';
import { RemoteApp } from '../apps/server/test/processes.ts';

const base = (process.argv[2] ?? 'http://localhost:8080').replace(/\/$/, '');
const remote = new RemoteApp(base);
const app = remote.asApp;
let failed = 0;

async function step(name: string, fn: () => Promise<void>) {
  const started = performance.now();
  try {
    await fn();
    console.log(`ok    ${name} (${Math.round(performance.now() - started)} ms)`);
  } catch (err) {
    failed += 1;
    console.log(`FAIL  ${name}: ${(err as Error).message}`);
  }
}
function check(cond: unknown, what: string): asserts cond {
  if (!cond) throw new Error(what);
}

await step('every process is ready (20 probes through the proxy)', async () => {
  for (let i = 0; i < 20; i++) {
    const res = await app.inject({ method: 'GET', url: '/api/health/ready' });
    check(res.statusCode === 200, `ready answered ${res.statusCode}: ${res.body}`);
  }
});

await step('the home page and the API docs are served', async () => {
  const home = await app.inject({ method: 'GET', url: '/' });
  check(home.statusCode === 200 && home.body.includes('<div id="root"'), 'no web app at /');
  const metrics = await app.inject({ method: 'GET', url: '/api/metrics' });
  check(
    metrics.statusCode === 404,
    `/api/metrics is reachable from outside (${metrics.statusCode})`,
  );
});

const seller = await loginAs(app, 'satici@carsi.test');
const shopper = await loginAs(app, 'alici@carsi.test');

await step('a session holds on every process (30 calls)', async () => {
  for (let i = 0; i < 30; i++) {
    const me = await shopper.get('/api/kullanici/api/user/me/');
    check(me.statusCode === 200, `me answered ${me.statusCode}`);
  }
});

await step('a question reaches the seller’s socket through the proxy', async () => {
  const offers = (await seller.get('/api/vendor/api/offers/')).json().results as {
    product_id: number;
  }[];
  check(offers.length > 0, 'the demo seller has no offers');
  const ticket = (await seller.get('/api/kullanici/api/get-access-token/')).json().access_token;
  const wsBase = base.replace(/^http/, 'ws');
  const ws = new WebSocket(`${wsBase}/ws/notifications/?token=${encodeURIComponent(ticket)}`, {
    origin: base,
  });
  const got = new Promise<string>((ok, fail) => {
    setTimeout(() => fail(new Error('no notification in 10 s')), 10_000).unref();
    ws.on('message', (d) => {
      const text = d.toString();
      if (text !== 'pong' && JSON.parse(text).type === 'notification') ok(text);
    });
  });
  await new Promise((ok, fail) => {
    ws.once('open', ok);
    ws.once('error', fail);
  });
  const asked = await shopper.post(`/api/urun/api/products/${offers[0]!.product_id}/questions/`, {
    body: `Duman testi: kargoya ne zaman verilir? (${new Date().toISOString()})`,
  });
  check(asked.statusCode === 201, `question answered ${asked.statusCode}: ${asked.body}`);
  await got;
  ws.close();
});

await step('a price change is seen by every process at once (20 reads)', async () => {
  const [offer] = (await seller.get('/api/vendor/api/offers/')).json().results as {
    id: number;
    price: number;
    product_slug: string;
  }[];
  const visitor = await new TestClient(app).prime();
  const read = async () =>
    (
      (await visitor.get(`/api/urun/api/products/${offer!.product_slug}/`)).json() as {
        offers: { id: number; price: number }[];
      }
    ).offers.find((o) => o.id === offer!.id)?.price;
  for (let i = 0; i < 6; i++) await read(); // cached everywhere
  const price = offer!.price - 100;
  const res = await seller.request('PATCH', `/api/vendor/api/offers/${offer!.id}/`, { price });
  check(res.statusCode === 200, `price change answered ${res.statusCode}`);
  try {
    for (let i = 0; i < 20; i++) check((await read()) === price, 'a process showed the old price');
  } finally {
    await seller.request('PATCH', `/api/vendor/api/offers/${offer!.id}/`, { price: offer!.price });
  }
});

console.log(failed === 0 ? '\nAll smoke checks passed.' : `\n${failed} smoke check(s) failed.`);
process.exit(failed === 0 ? 0 : 1);
