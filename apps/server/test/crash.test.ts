// The server killed with SIGKILL in the middle of a burst of checkouts, on PostgreSQL (the
// server-pg project only): a real child process, real connections cut mid-transaction and
// mid-provider-call. After a restart and reconciliation the books must hold (ADR 022): stock
// conserved, every charge the sandbox bank took has its order or its refund, every wallet equals
// its ledger, and no cart line is in two orders.
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import type { Db } from '../src/db/client.ts';
import { queryRows } from '../src/lib/query-rows.ts';
import { createSession } from '../src/modules/accounts/sessions.service.ts';
import { issueAccessToken } from '../src/modules/accounts/tokens.service.ts';
import { settleOrderPayment } from '../src/modules/checkout/fulfil.service.ts';
import { reconcilePayments, retryFailedRefunds } from '../src/modules/payments/index.ts';
import {
  createSandboxProvider,
  sandboxCallbackFields,
} from '../src/modules/payments/sandbox.provider.ts';
import { settleTopUp } from '../src/modules/wallet/top-up.service.ts';
import { creditWallet } from '../src/modules/wallet/wallet.service.ts';
import { seedDemo } from '../src/seed/demo.ts';
import { openMigratedTestDatabase, type TestDatabase } from './database.ts';
import { onRealServers } from './helper.ts';

const SERVER_DIR = resolve(import.meta.dirname, '..');
const SECRET = loadConfig({ NODE_ENV: 'test', SEED: 'none' }).secret;
const CARD = {
  holder_name: 'Ayşe Yılmaz',
  number: '5528 7900 0000 0008',
  expiry_month: 12,
  expiry_year: 2030,
  cvc: '123',
};
const ROUNDS = 3;
const SHOPPERS_PER_ROUND = 24;
const quiet = { error: () => undefined };

let testDb: TestDatabase;
let db: Db;
let url: string;
let port: number;
let child: ChildProcess | null = null;

const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(db, q);

async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const s = createServer();
    s.once('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => res(p));
    });
  });
}

/** Starts `node src/server.ts` on the test database; resolves once it says it is listening. */
async function startServer(): Promise<void> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      DATABASE_URL: url,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED: 'none',
      JOBS: 'off',
      RATE_LIMIT_SCALE: '1000',
      WEB_DIST: '',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child = proc;
  let output = '';
  await new Promise<void>((res, rej) => {
    const timer = setTimeout(() => rej(new Error(`server did not start:\n${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Çarşı çalışıyor')) {
        clearTimeout(timer);
        res();
      }
    };
    proc.stdout!.on('data', read);
    proc.stderr!.on('data', read);
    proc.once('exit', (code) => {
      clearTimeout(timer);
      rej(new Error(`server exited (${code}):\n${output}`));
    });
  });
  proc.removeAllListeners('exit');
}

async function killServer(): Promise<void> {
  const proc = child;
  if (!proc || proc.exitCode !== null) return;
  const gone = new Promise((res) => proc.once('exit', res));
  proc.kill('SIGKILL');
  await gone;
  child = null;
}

/** A shopper speaking HTTP to the child server, as the web app does (bearer + CSRF cookie). */
class Shopper {
  private cookies = new Map<string, string>();
  constructor(
    readonly id: number,
    readonly addressId: number,
    private readonly access: string,
  ) {}

  async request(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) {
    const h: Record<string, string> = {
      authorization: `Bearer ${this.access}`,
      ...headers,
    };
    if (this.cookies.size > 0) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const csrf = this.cookies.get('aq_csrf');
    if (method !== 'GET' && csrf) h['x-csrf-token'] = csrf;
    if (body !== undefined) h['content-type'] = 'application/json';
    const res = await fetch(`http://127.0.0.1:${port}${path}`, {
      method,
      headers: h,
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      redirect: 'manual',
    });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, i), pair!.slice(i + 1));
    }
    const text = await res.text();
    return { status: res.status, json: () => JSON.parse(text) as Record<string, unknown> };
  }

  prime() {
    return this.request('GET', '/api/urun/api/cartitemcount/');
  }

  checkout(body: Record<string, unknown>) {
    return this.request(
      'POST',
      '/api/siparis/api/checkout/',
      { address_id: this.addressId, accept_agreements: true, ...body },
      { 'idempotency-key': `crash-${this.id}-${Math.random().toString(36).slice(2)}` },
    );
  }
}

async function bankAnswer(paymentId: string) {
  const [p] = await rows<{ card_amount: number }>(
    sql`SELECT card_amount FROM payments WHERE id = ${paymentId}`,
  );
  const fields = sandboxCallbackFields(SECRET, paymentId, p!.card_amount, 'onay');
  return fetch(`http://127.0.0.1:${port}/api/odeme/api/sandbox/callback/`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

async function makeShoppers(n: number, prefix: string): Promise<Shopper[]> {
  const users = await rows<{ id: number }>(
    sql`INSERT INTO users (email, password_hash, first_name, last_name, phone, email_verified_at)
        SELECT ${prefix} || g || '@carsi.test', 'not-a-login', 'Alıcı', 'Test ' || g,
               '+90533' || lpad(g::text, 7, '0'), now()
          FROM generate_series(1, ${n}) g
        RETURNING id`,
  );
  const out: Shopper[] = [];
  for (const u of users) {
    const [addr] = await rows<{ id: number }>(
      sql`INSERT INTO addresses (user_id, title, first_name, last_name, phone, city_code, city,
                                 district, neighbourhood, address_line, postal_code, billing_type,
                                 is_default)
          VALUES (${u.id}, 'Ev', 'Alıcı', 'Test', '+905321234567', 34, 'İstanbul', 'Kadıköy',
                  'Caferağa Mah', 'Moda Caddesi No: 12 Daire: 3', '34710', 'bireysel', true)
          RETURNING id`,
    );
    const { sessionId } = await createSession(db, { userId: u.id, ip: '127.0.0.1' });
    out.push(new Shopper(u.id, addr!.id, await issueAccessToken(SECRET, u.id, sessionId)));
  }
  return out;
}

/** One full card checkout, so the fresh server has loaded and compiled everything it uses. */
async function warmUp(offerId: number, price: number) {
  const [s] = await makeShoppers(1, `warm${Math.random().toString(36).slice(2, 8)}-`);
  await db.execute(sql`
    INSERT INTO cart_items (user_id, offer_id, quantity, price_at_add)
    VALUES (${s!.id}, ${offerId}, 1, ${price})`);
  await s!.prime();
  const res = await s!.checkout({ card: CARD });
  expect(res.status).toBe(200);
  await bankAnswer(res.json().payment_id as string);
}

/** Settles what the crash left, as the jobs would: reconcile, then the refund retries. */
async function reconcileAll() {
  const provider = createSandboxProvider(SECRET, db);
  const settlers = {
    siparis: (id: string) => settleOrderPayment(db, provider, id),
    cuzdan_yukleme: (id: string) => settleTopUp(db, id),
  };
  for (let i = 0; i < 3; i++) {
    await reconcilePayments(db, { provider, settlers }, quiet, 0);
    await db.execute(sql`
      UPDATE provider_refunds SET next_attempt_at = now() WHERE status IN ('bekliyor', 'basarisiz')`);
    await retryFailedRefunds(db, provider, quiet);
  }
}

beforeAll(async () => {
  if (!onRealServers) return;
  testDb = await openMigratedTestDatabase();
  db = testDb.database.db;
  url = testDb.url!;
  await seedDemo(db, { products: 40 });
  port = await freePort();
  await startServer();
}, 180_000);

afterAll(async () => {
  await killServer();
  await testDb?.close();
});

describe.skipIf(!onRealServers)('kill -9 during a burst of checkouts (PostgreSQL)', () => {
  it('after restart and reconciliation: stock conserved, every charge has its order or its refund, wallets equal their ledgers, no cart line in two orders', async () => {
    const offers = await rows<{ id: number; price: number }>(sql`
        SELECT DISTINCT ON (p.id) o.id, o.price
          FROM offers o JOIN variants v ON v.id = o.variant_id JOIN products p ON p.id = v.product_id
         WHERE o.is_active AND v.is_active AND p.status = 'yayinda' AND o.price < 500000
         ORDER BY p.id, o.id LIMIT ${ROUNDS * 5}`);
    expect(offers.length).toBe(ROUNDS * 5);
    const initial = new Map<number, number>();
    const summary: string[] = [];
    const [spare] = await rows<{ id: number; price: number }>(sql`
        SELECT o.id, o.price FROM offers o
         WHERE o.is_active AND o.stock >= 50 AND o.id <> ALL(${`{${offers.map((o) => o.id).join(',')}}`}::int[])
         ORDER BY o.id LIMIT 1`);
    const warm = () => warmUp(spare!.id, spare!.price);
    await warm();

    for (let round = 0; round < ROUNDS; round++) {
      // Five scarce offers per round: more buyers than units.
      const mine = offers.slice(round * 5, round * 5 + 5);
      for (const o of mine) {
        await db.execute(sql`UPDATE offers SET stock = 6 WHERE id = ${o.id}`);
        initial.set(o.id, 6);
      }
      const shoppers = await makeShoppers(SHOPPERS_PER_ROUND, `crash${round}-`);
      for (const [i, s] of shoppers.entries()) {
        const lines = [mine[i % 5]!, mine[(i + 2) % 5]!].slice(0, 1 + (i % 2));
        for (const o of lines)
          await db.execute(sql`
              INSERT INTO cart_items (user_id, offer_id, quantity, price_at_add)
              VALUES (${s.id}, ${o.id}, ${1 + (i % 3 === 0 ? 1 : 0)}, ${o.price})`);
        await db.transaction((tx) =>
          creditWallet(tx, s.id, 'cashback', 2_000_000, { description: 'Test bakiyesi' }),
        );
        await s.prime();
      }
      // Each shopper taps twice: wallet, card, or part wallet part card.
      const answers = new Map<string, number>();
      // The kill lands after a random number of answers: early, middle or late in the burst.
      const killAt = 3 + Math.floor(Math.random() * 40);
      let seen = 0;
      let kill: () => void = () => undefined;
      const killed = new Promise<void>((r) => (kill = r));
      const saw = () => {
        if (++seen === killAt) kill();
      };
      const flows = shoppers.flatMap((s, i) =>
        [0, 1].map(async () => {
          const kind = i % 3;
          const body =
            kind === 0
              ? { wallet_amount: 2_000_000 }
              : kind === 1
                ? { card: CARD }
                : { card: CARD, wallet_amount: 5_000 };
          const res = await s.checkout(body);
          const key = `${res.status}${res.status >= 400 ? `:${String(res.json().code)}` : ''}`;
          answers.set(key, (answers.get(key) ?? 0) + 1);
          saw();
          if (res.status === 200) {
            const id = res.json().payment_id as string;
            await bankAnswer(id);
            saw();
          }
        }),
      );
      const t0 = performance.now();
      const burst = Promise.allSettled(flows);
      await Promise.race([killed, burst]);
      const killAfter = Math.round(performance.now() - t0);
      await killServer();
      await burst;
      const [states] = await rows<Record<string, number>>(sql`
          SELECT count(*) FILTER (WHERE status = 'onaylaniyor')::int AS onaylaniyor,
                 count(*) FILTER (WHERE status = 'odendi')::int AS odendi,
                 count(*) FILTER (WHERE status = 'dogrulama_bekliyor')::int AS bekliyor,
                 count(*) FILTER (WHERE status = 'tamamlandi')::int AS tamamlandi
            FROM payments p JOIN users u ON u.id = p.user_id
           WHERE u.email LIKE ${`crash${round}-%`}`);
      await startServer();
      await warm();
      // Shoppers still at the bank page answer it after the restart.
      const waiting = await rows<{ id: string }>(sql`
          SELECT p.id FROM payments p JOIN users u ON u.id = p.user_id
           WHERE u.email LIKE ${`crash${round}-%`} AND p.status = 'dogrulama_bekliyor'`);
      await Promise.all(waiting.map((w) => bankAnswer(w.id)));
      await reconcileAll();
      summary.push(
        `round ${round + 1}: killed after ${killAfter} ms (answer ${killAt}); answers before the kill ${JSON.stringify(Object.fromEntries(answers))}; at the kill ${JSON.stringify(states)}; ${waiting.length} bank pages answered after restart`,
      );
    }
    await killServer();
    await reconcileAll();

    // Nothing is left halfway.
    const open = await rows<{ status: string; n: number }>(sql`
        SELECT status, count(*)::int AS n FROM payments
         WHERE status IN ('onaylaniyor', 'odendi', 'iade_bekliyor') GROUP BY status`);
    expect(open).toEqual([]);

    // Stock conserved: initial = remaining + sold in live orders.
    for (const [offerId, start] of initial) {
      const [r] = await rows<{ stock: number; sold: number }>(sql`
          SELECT (SELECT stock FROM offers WHERE id = ${offerId}) AS stock,
                 (SELECT COALESCE(sum(quantity), 0)::int FROM order_items
                   WHERE offer_id = ${offerId} AND status <> 'iptal_edildi') AS sold`);
      expect(r!.stock + r!.sold, `offer ${offerId}`).toBe(start);
      expect(r!.stock).toBeGreaterThanOrEqual(0);
    }

    // Every charge the bank took has its order or is given back in full, never both.
    const charges = await rows<{
      payment_id: string;
      taken: number;
      back: number;
      orders: number;
      status: string;
    }>(sql`
        SELECT c.payment_id, c.amount AS taken,
               (SELECT COALESCE(sum(r.amount), 0)::int FROM sandbox_bank_entries r
                 WHERE r.provider_payment_id = c.provider_payment_id
                   AND r.kind IN ('iade', 'iptal')) AS back,
               (SELECT count(*)::int FROM orders o WHERE o.payment_id = c.payment_id) AS orders,
               p.status
          FROM sandbox_bank_entries c JOIN payments p ON p.id = c.payment_id
         WHERE c.kind = 'tahsilat'`);
    expect(charges.length).toBeGreaterThan(0);
    for (const c of charges) {
      if (c.orders === 1) expect(c, c.payment_id).toMatchObject({ back: 0, status: 'tamamlandi' });
      else
        expect(c, c.payment_id).toMatchObject({ orders: 0, back: c.taken, status: 'iade_edildi' });
    }
    // No order without its money: card orders were charged, wallet shares were debited.
    const unpaid = await rows<{ id: number }>(sql`
        SELECT o.id FROM orders o JOIN payments p ON p.id = o.payment_id
         WHERE (o.paid_card > 0 AND NOT EXISTS (
                  SELECT 1 FROM sandbox_bank_entries c
                   WHERE c.payment_id = o.payment_id AND c.kind = 'tahsilat'))
            OR (o.paid_wallet > 0 AND (SELECT COALESCE(-sum(e.amount), 0) FROM wallet_entries e
                                        WHERE e.order_id = o.id AND e.kind = 'odeme') <> o.paid_wallet)`);
    expect(unpaid).toEqual([]);

    // Wallets equal their ledgers and never go below zero.
    const wallets = await rows<{ user_id: number; balance: number; sum: number }>(sql`
        SELECT w.user_id, w.balance,
               (SELECT COALESCE(sum(e.amount), 0)::int FROM wallet_entries e
                 WHERE e.user_id = w.user_id) AS sum
          FROM wallets w`);
    for (const w of wallets) {
      expect(w.balance, `wallet ${w.user_id}`).toBe(w.sum);
      expect(w.balance).toBeGreaterThanOrEqual(0);
    }

    // No cart line in two orders.
    const lines = await rows<{ cart_item_id: number; n: number }>(sql`
        SELECT (l ->> 'cart_item_id')::int AS cart_item_id, count(*)::int AS n
          FROM orders o JOIN payments p ON p.id = o.payment_id,
               jsonb_array_elements(p.checkout -> 'basket' -> 'packages') pk,
               jsonb_array_elements(pk -> 'lines') l
         GROUP BY 1 HAVING count(*) > 1`);
    expect(lines).toEqual([]);

    const [totals] = await rows<Record<string, number>>(sql`
        SELECT (SELECT count(*)::int FROM orders o JOIN users u ON u.id = o.user_id
                 WHERE u.email LIKE 'crash%') AS orders,
               (SELECT count(*)::int FROM payments p JOIN users u ON u.id = p.user_id
                 WHERE u.email LIKE 'crash%' AND p.status = 'iade_edildi') AS refunded,
               (SELECT count(*)::int FROM payments p JOIN users u ON u.id = p.user_id
                 WHERE u.email LIKE 'crash%' AND p.status = 'basarisiz') AS failed`);
    console.info(
      `[measure] crash test\n  ${summary.join('\n  ')}\n  totals ${JSON.stringify(totals)}`,
    );
  }, 300_000);
});
