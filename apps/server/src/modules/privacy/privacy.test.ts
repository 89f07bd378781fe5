import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KVKK_NOTICE_VERSION, privacyConsentsSchema } from '@carsi/shared';
import { createBusiness } from '../../../test/businesses.ts';
import { TestClient } from '../../../test/client.ts';
import { buildTestApp, solvedCaptcha, type TestContext } from '../../../test/helper.ts';
import { API, openShop, type Shop } from '../../../test/shop.ts';
import { createShoppers, type TestShopper } from '../../../test/shoppers.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { hashPassword } from '../accounts/password.ts';

// KVKK: consents on the record (registration, the profile, the privacy page), the data export,
// and deleting an account — personal data gone, orders kept, sessions ended at once.

const P = `${API}/kullanici/api/privacy`;
const PASSWORD = 'Guvenli.Sifre1';
let t: TestContext;
let shop: Shop;
const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(t.database.db, q);

beforeAll(async () => {
  t = await buildTestApp({ products: 20 });
  shop = await openShop(t);
});
afterAll(async () => t?.close());

async function withPassword(prefix: string): Promise<TestShopper> {
  const [s] = await createShoppers(t, 1, prefix);
  await t.database.db.execute(
    sql`UPDATE users SET password_hash = ${await hashPassword(PASSWORD)} WHERE id = ${s!.id}`,
  );
  return s!;
}

describe('consents', () => {
  it('records the notice and each marketing channel at registration, with version and IP', async () => {
    const c = await new TestClient(t.app).prime();
    const res = await c.post(`${API}/kullanici/api/register/`, {
      first_name: 'Deniz',
      last_name: 'Yıldız',
      email: `kvkk${Date.now()}@example.com`,
      phone: '0532 765 43 21',
      password: PASSWORD,
      kvkk_acknowledged: true,
      marketing_consent: false,
      marketing_sms_consent: true,
      captchaToken: await solvedCaptcha(t.app),
    });
    expect(res.statusCode, res.body).toBe(201);
    c.access = res.json().access;
    const consents = privacyConsentsSchema.parse((await c.get(`${P}/consents/`)).json());
    expect(consents.kvkk_notice).toMatchObject({
      version: KVKK_NOTICE_VERSION,
      current_version: KVKK_NOTICE_VERSION,
    });
    expect(consents.marketing_email.granted).toBe(false);
    expect(consents.marketing_sms.granted).toBe(true);
    expect(consents.history.map((h) => h.kind).sort()).toEqual(['kvkk_notice', 'marketing_sms']);
    expect(consents.history.every((h) => h.ip === '127.0.0.1')).toBe(true);
  });

  it('changes only what was sent, writes a record only for a change, keeps the profile in step', async () => {
    const s = await withPassword('kvkk-consent');
    let res = await s.client.put(`${P}/consents/`, {
      marketing_email: true,
      cookies_analytics: false,
      cookies_marketing: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    let c = privacyConsentsSchema.parse(res.json());
    expect(c.marketing_email.granted).toBe(true);
    expect(c.cookies_marketing.granted).toBe(true);
    // Analytics was already off: nothing to record.
    expect(c.history.map((h) => h.kind).sort()).toEqual(['cookies_marketing', 'marketing_email']);
    const profile = await s.client.get(`${API}/kullanici/api/profile/`);
    expect(profile.json().marketing_consent).toBe(true);
    res = await s.client.put(`${P}/consents/`, { marketing_email: true });
    expect(privacyConsentsSchema.parse(res.json()).history).toHaveLength(2);
    res = await s.client.put(`${P}/consents/`, { marketing_email: false });
    c = privacyConsentsSchema.parse(res.json());
    expect(c.marketing_email.granted).toBe(false);
    expect(c.history[0]).toMatchObject({ kind: 'marketing_email', granted: false });
    expect(c.history).toHaveLength(3);
    const [u] = await rows<{ at: string | null }>(
      sql`SELECT marketing_consent_at AS at FROM users WHERE id = ${s.id}`,
    );
    expect(u!.at).toBeNull();
    // Unknown keys and wrong types are refused.
    expect((await s.client.put(`${P}/consents/`, { newsletter: true })).statusCode).toBe(400);
    expect((await s.client.put(`${P}/consents/`, { marketing_sms: 'evet' })).statusCode).toBe(400);
  });

  it('the profile’s marketing switch is recorded too', async () => {
    const s = await withPassword('kvkk-profile');
    const res = await s.client.patch(`${API}/kullanici/api/profile/`, { marketing_consent: true });
    expect(res.statusCode, res.body).toBe(200);
    const c = privacyConsentsSchema.parse((await s.client.get(`${P}/consents/`)).json());
    expect(c.history.map((h) => [h.kind, h.granted])).toEqual([['marketing_email', true]]);
  });

  it('needs a session', async () => {
    const visitor = await new TestClient(t.app).prime();
    expect((await visitor.get(`${P}/consents/`)).statusCode).toBe(401);
    expect((await visitor.get(`${P}/export/`)).statusCode).toBe(401);
    expect(
      (await visitor.post(`${P}/delete/`, { password: 'x', confirm: 'HESABIMI SİL' })).statusCode,
    ).toBe(401);
  });
});

describe('export', () => {
  it('downloads everything about the user as JSON, and no secret', async () => {
    const [s] = await createShoppers(t, 1, 'kvkk-export');
    await shop.addToCart(s!, shop.pool[0]!.id, 1);
    await shop.buyWithCard(s!);
    const res = await s!.client.get(`${P}/export/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="carsi-verilerim-\d{4}-\d{2}-\d{2}\.json"/,
    );
    expect(res.headers['cache-control']).toBe('private, no-store');
    const data = res.json();
    expect(data.profile.email).toBe('kvkk-export1@carsi.test');
    expect(data.addresses).toHaveLength(1);
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0].items[0].title).toBeTruthy();
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(res.body).not.toMatch(/password|refresh_hash|token_hash|ticket_hash|not-a-login/);
  });
});

describe('deleting the account', () => {
  const del = (s: TestShopper, body: Record<string, unknown>) =>
    s.client.post(`${P}/delete/`, { password: PASSWORD, confirm: 'hesabımı sil', ...body });

  it('checks the password and the typed words', async () => {
    const s = await withPassword('kvkk-wrong');
    let res = await del(s, { password: 'yanlis' });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Şifre yanlış.');
    res = await del(s, { confirm: 'sil' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('HESABIMI SİL');
  });

  it('waits for open orders, a wallet balance and a business the user alone owns', async () => {
    const s = await withPassword('kvkk-busy');
    await shop.addToCart(s, shop.pool[1]!.id, 1);
    await shop.buyWithCard(s);
    let res = await del(s, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('open_orders');
    await t.database.db.execute(sql`
      UPDATE order_items SET status = 'teslim_edildi'
       WHERE order_id IN (SELECT id FROM orders WHERE user_id = ${s.id})`);
    await t.database.db.execute(sql`
      INSERT INTO wallets (user_id, balance) VALUES (${s.id}, 2550)
      ON CONFLICT (user_id) DO UPDATE SET balance = 2550`);
    res = await del(s, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toContain('25,50 TL');
    await t.database.db.execute(sql`UPDATE wallets SET balance = 0 WHERE user_id = ${s.id}`);
    await createBusiness(t, 'Tek Sahipli Dükkan', [{ userId: s.id }]);
    res = await del(s, {});
    expect(res.statusCode).toBe(409);
    expect(res.json().detail).toContain('“Tek Sahipli Dükkan” işletmesinin tek sahibisiniz');
  });

  it('anonymises personal data, keeps the orders, ends every session, frees the e-mail', async () => {
    const s = await withPassword('kvkk-delete');
    await s.client.put(`${P}/consents/`, { marketing_email: true, marketing_sms: true });
    await shop.addToCart(s, shop.pool[2]!.id, 1);
    const { orderId } = await shop.buyWithCard(s);
    await t.database.db.execute(
      sql`UPDATE order_items SET status = 'teslim_edildi' WHERE order_id = ${orderId}`,
    );
    await t.database.db.execute(sql`
      INSERT INTO reviews (product_id, user_id, author_name, rating, body)
      SELECT product_id, ${s.id}, 'Alıcı T.', 5, 'Çok güzel.' FROM order_items
       WHERE order_id = ${orderId} LIMIT 1`);
    // A second device of the same user.
    const [other] = await rows<{ id: string }>(
      sql`SELECT id FROM sessions WHERE user_id = ${s.id} LIMIT 1`,
    );
    expect(other).toBeDefined();

    const res = await del(s, {});
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().detail).toMatch(/Hesabınız silindi/);
    expect(res.headers['set-cookie']).toBeDefined();

    const [u] = await rows<Record<string, unknown>>(
      sql`SELECT email, first_name, last_name, phone, is_active, deleted_at FROM users WHERE id = ${s.id}`,
    );
    expect(u).toMatchObject({
      email: `silinmis-${s.id}@silinmis.carsi.invalid`,
      first_name: 'Silinmiş',
      last_name: 'Kullanıcı',
      phone: null,
      is_active: false,
    });
    expect(u!.deleted_at).not.toBeNull();
    const count = async (table: string, column = 'user_id') =>
      (
        await rows<{ n: number }>(
          sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)} WHERE ${sql.identifier(column)} = ${s.id}`,
        )
      )[0]!.n;
    expect(await count('addresses')).toBe(0);
    expect(await count('cart_items')).toBe(0);
    expect(await count('orders')).toBe(1);
    expect(await count('reviews')).toBe(0);
    const [review] = await rows<{ author_name: string }>(
      sql`SELECT author_name FROM reviews WHERE body = 'Çok güzel.' ORDER BY id DESC LIMIT 1`,
    );
    expect(review!.author_name).toBe('Silinmiş kullanıcı');
    const [live] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM sessions WHERE user_id = ${s.id} AND revoked_at IS NULL`,
    );
    expect(live!.n).toBe(0);
    // Marketing consents withdrawn on the record; the records themselves are kept.
    const withdrawn = await rows<{ kind: string }>(sql`
      SELECT kind FROM consent_records WHERE user_id = ${s.id} AND NOT granted ORDER BY kind`);
    expect(withdrawn.map((w) => w.kind)).toEqual(['marketing_email', 'marketing_sms']);

    // The old access token is dead at once.
    expect((await s.client.get(`${API}/kullanici/api/user/me/`)).statusCode).toBe(401);
    // Logging in with the old address fails; the address may register again.
    const c = await new TestClient(t.app).prime();
    const login = await c.post(`${API}/kullanici/api/login/`, {
      email: 'kvkk-delete1@carsi.test',
      password: PASSWORD,
      captchaToken: await solvedCaptcha(t.app),
    });
    expect(login.statusCode).toBe(400);
    const again = await c.post(`${API}/kullanici/api/register/`, {
      first_name: 'Yeni',
      last_name: 'Hesap',
      email: 'kvkk-delete1@carsi.test',
      phone: '0532 111 22 33',
      password: PASSWORD,
      kvkk_acknowledged: true,
      captchaToken: await solvedCaptcha(t.app),
    });
    expect(again.statusCode, again.body).toBe(201);
  });
});
