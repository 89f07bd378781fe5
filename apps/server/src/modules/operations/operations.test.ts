import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditListSchema,
  categoryTreeSchema,
  operatorCategoryTreeSchema,
  operatorDisputeListSchema,
  operatorUserListSchema,
  orderSchema,
  type OperatorCategoryNode,
} from '@carsi/shared';
import { buildTestApp, loginAs, solvedCaptcha, type TestContext } from '../../../test/helper.ts';
import { TestClient } from '../../../test/client.ts';
import { API, openShop, type Shop } from '../../../test/shop.ts';
import { createShoppers, type TestShopper } from '../../../test/shoppers.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { advancePackage, resolveReturn } from '../orders/index.ts';

// The operators' console calls (issue 16): who may call them, the audit log every operator
// action writes, the category tree's edits, suspending users, and return disputes.

const Y = `${API}/yonetim/api`;
let t: TestContext;
let shop: Shop;
let operator: TestClient;
let seller: TestClient;
let shopper: TestClient;

beforeAll(async () => {
  t = await buildTestApp({ products: 60 });
  shop = await openShop(t);
  operator = await loginAs(t.app, 'yonetici@carsi.test');
  seller = await loginAs(t.app, 'satici@carsi.test');
  shopper = await loginAs(t.app, 'alici@carsi.test');
}, 120_000);
afterAll(async () => t?.close());

const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(t.database.db, q);

describe('who may call the console', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', `${Y}/audit/`],
    ['GET', `${Y}/categories/`],
    ['POST', `${Y}/categories/`, { name: 'Deneme' }],
    ['PUT', `${Y}/categories/1/`, { name: 'Deneme' }],
    ['POST', `${Y}/categories/1/move/`, { parent_id: null, position: 0 }],
    ['GET', `${Y}/categories/1/attributes/`],
    ['PUT', `${Y}/categories/1/attributes/`, { attributes: [] }],
    ['GET', `${Y}/users/?q=a`],
    ['POST', `${Y}/users/1/suspend/`, { reason: 'Deneme gerekçe' }],
    ['POST', `${Y}/users/1/unsuspend/`, {}],
    ['GET', `${Y}/disputes/`],
    ['POST', `${Y}/disputes/1/decide/`, { outcome: 'buyer', note: 'Deneme not' }],
    ['GET', `${Y}/jobs/`],
  ];

  it('refuses visitors (401), shoppers and sellers (403), and changes nothing', async () => {
    const visitor = new TestClient(t.app);
    await visitor.prime();
    const [before] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM categories`);
    for (const [method, url, body] of calls) {
      const anon = await visitor.request(method as 'GET', url, body);
      expect(anon.statusCode, `${method} ${url}`).toBe(401);
      for (const who of [shopper, seller]) {
        const res = await who.request(method as 'GET', url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(403);
        expect(res.json().detail).toBe('Bu işlem yalnızca Çarşı yöneticileri içindir.');
      }
    }
    const [after] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM categories`);
    expect(after!.n).toBe(before!.n);
    const [{ suspended } = { suspended: 0 }] = await rows<{ suspended: number }>(
      sql`SELECT count(*)::int AS suspended FROM users WHERE suspended_at IS NOT NULL`,
    );
    expect(suspended).toBe(0);
  });
});

describe('the audit log', () => {
  it('records a product approval with who, before and after, and finds it by object and actor', async () => {
    const [p] = await rows<{ id: number; title: string }>(sql`
      UPDATE products SET status = 'onay_bekliyor', review_status = 'beklemede', submitted_at = now()
       WHERE id = (SELECT id FROM products WHERE status = 'yayinda' ORDER BY id DESC LIMIT 1)
      RETURNING id, title`);
    const ok = await operator.post(`${Y}/moderation/product/${p!.id}/approve/`);
    expect(ok.statusCode, ok.body).toBe(200);

    const byObject = auditListSchema.parse(
      (await operator.get(`${Y}/audit/?object=product:${p!.id}`)).json(),
    );
    expect(byObject.count).toBe(1);
    expect(byObject.results[0]).toMatchObject({
      actor: { email: 'yonetici@carsi.test' },
      action: 'product.approve',
      action_label: 'Ürün onaylandı',
      object_type: 'product',
      object_id: String(p!.id),
      before: { status: 'onay_bekliyor', review_status: 'beklemede' },
      after: { status: 'yayinda', review_status: 'onaylandi' },
    });

    // A rejection of another product carries its reason; newest first.
    const [q] = await rows<{ id: number }>(sql`
      UPDATE products SET status = 'onay_bekliyor', review_status = 'beklemede', submitted_at = now()
       WHERE id = (SELECT id FROM products WHERE status = 'yayinda' AND id <> ${p!.id} ORDER BY id DESC LIMIT 1)
      RETURNING id`);
    const no = await operator.post(`${Y}/moderation/product/${q!.id}/reject/`, {
      reasons: ['diger'],
      note: 'Görseller ürünü göstermiyor.',
    });
    expect(no.statusCode, no.body).toBe(200);
    const byActor = auditListSchema.parse(
      (await operator.get(`${Y}/audit/?actor=yonetici`)).json(),
    );
    expect(byActor.results.map((r) => r.action).slice(0, 2)).toEqual([
      'product.reject',
      'product.approve',
    ]);
    expect(byActor.results[0]!.reason).toBe('Görseller ürünü göstermiyor.');
    const nobody = auditListSchema.parse(
      (await operator.get(`${Y}/audit/?actor=baskasi@carsi.test`)).json(),
    );
    expect(nobody.count).toBe(0);
    const bad = await operator.get(`${Y}/audit/?object=${encodeURIComponent('ürün 5')}`);
    expect(bad.statusCode).toBe(400);
  });

  it('is written in the action’s transaction: a refused decision leaves no record', async () => {
    // Decided already (approved above): a second approval is refused.
    const [p] = await rows<{ id: number }>(
      sql`SELECT id FROM products WHERE review_status = 'onaylandi' LIMIT 1`,
    );
    const [{ n: before } = { n: 0 }] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM audit_log`,
    );
    const res = await operator.post(`${Y}/moderation/product/${p!.id}/approve/`);
    expect(res.statusCode).toBe(409);
    const [{ n: after } = { n: 0 }] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM audit_log`,
    );
    expect(after).toBe(before);
  });

  it('cannot be changed or deleted', async () => {
    await expect(t.database.db.execute(sql`UPDATE audit_log SET reason = 'x'`)).rejects.toThrow();
    await expect(t.database.db.execute(sql`DELETE FROM audit_log`)).rejects.toThrow();
  });
});

describe('the category tree', () => {
  const tree = async () =>
    operatorCategoryTreeSchema.parse((await operator.get(`${Y}/categories/`)).json());
  const find = (nodes: OperatorCategoryNode[], id: number): OperatorCategoryNode | undefined => {
    for (const n of nodes) {
      if (n.id === id) return n;
      const hit = find(n.children, id);
      if (hit) return hit;
    }
    return undefined;
  };

  it('adds, renames, moves with the subtree’s paths, refuses cycles, and the shop sees it at once', async () => {
    const add = (name: string, parent_id: number | null) =>
      operator.post(`${Y}/categories/`, { name, parent_id });
    const a = await add('Kamp Ürünleri', null);
    expect(a.statusCode, a.body).toBe(201);
    const A = a.json();
    expect(A).toMatchObject({ slug: 'kamp-urunleri', depth: 0, path: `${A.id}/` });
    const B = (await add('Çadırlar', A.id)).json();
    const C = (await add('Tek Kişilik Çadırlar', B.id)).json();
    expect(C.path).toBe(`${A.id}/${B.id}/${C.id}/`);
    const D = (await add('Outdoor', null)).json();

    // Warm the shop's cached tree, then move B (with C) under D.
    const publicTree = async () =>
      categoryTreeSchema.parse((await shopper.get(`${API}/urun/api/categories/`)).json());
    const warm = await publicTree();
    expect(warm.find((n) => n.id === A.id)!.children.map((c) => c.id)).toContain(B.id);

    const moved = await operator.post(`${Y}/categories/${B.id}/move/`, {
      parent_id: D.id,
      position: 0,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ parent_id: D.id, depth: 1, path: `${D.id}/${B.id}/` });
    const [c] = await rows<{ path: string; depth: number }>(
      sql`SELECT path, depth FROM categories WHERE id = ${C.id}`,
    );
    expect(c).toEqual({ path: `${D.id}/${B.id}/${C.id}/`, depth: 2 });
    const fresh = await publicTree();
    expect(fresh.find((n) => n.id === A.id)!.children).toEqual([]);
    expect(fresh.find((n) => n.id === D.id)!.children.map((x) => x.id)).toEqual([B.id]);

    // Under itself or its own descendant: refused, nothing changes.
    for (const parent of [B.id, C.id]) {
      const cycle = await operator.post(`${Y}/categories/${B.id}/move/`, {
        parent_id: parent,
        position: 0,
      });
      expect(cycle.statusCode).toBe(409);
      expect(cycle.json().code).toBe('kategori_dongusu');
    }
    expect(find(await tree(), C.id)!.path).toBe(`${D.id}/${B.id}/${C.id}/`);

    // Positions among siblings: C moved to the top level at position 0 comes first.
    const top = await operator.post(`${Y}/categories/${C.id}/move/`, {
      parent_id: null,
      position: 0,
    });
    expect(top.json()).toMatchObject({ parent_id: null, depth: 0, position: 0, path: `${C.id}/` });
    const roots = await tree();
    expect(roots[0]!.id).toBe(C.id);
    expect(roots.map((r) => r.position)).toEqual(roots.map((_, i) => i));

    // Rename and deactivate; a deactivated category leaves the shop's tree.
    const renamed = await operator.put(`${Y}/categories/${D.id}/`, { name: 'Doğa Sporları' });
    expect(renamed.json().name).toBe('Doğa Sporları');
    const off = await operator.put(`${Y}/categories/${A.id}/`, { is_active: false });
    expect(off.json().is_active).toBe(false);
    expect((await publicTree()).some((n) => n.id === A.id)).toBe(false);
    expect(find(await tree(), A.id)!.is_active).toBe(false);

    const missing = await operator.post(`${Y}/categories/${B.id}/move/`, {
      parent_id: 999999,
      position: 0,
    });
    expect(missing.statusCode).toBe(404);
    const empty = await operator.post(`${Y}/categories/`, { name: ' ' });
    expect(empty.statusCode).toBe(400);

    const audit = auditListSchema.parse(
      (await operator.get(`${Y}/audit/?object=category:${B.id}`)).json(),
    );
    expect(audit.results.map((r) => r.action)).toEqual(['category.move', 'category.create']);
    expect(audit.results[0]!.before).toMatchObject({ parent_id: A.id, path: `${A.id}/${B.id}/` });
  });

  it('two crossing moves at once cannot make a cycle', async () => {
    const X = (
      await operator.post(`${Y}/categories/`, { name: 'Çapraz Bir', parent_id: null })
    ).json();
    const Z = (
      await operator.post(`${Y}/categories/`, { name: 'Çapraz İki', parent_id: null })
    ).json();
    const answers = await Promise.all([
      operator.post(`${Y}/categories/${X.id}/move/`, { parent_id: Z.id, position: 0 }),
      operator.post(`${Y}/categories/${Z.id}/move/`, { parent_id: X.id, position: 0 }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const both = await rows<{ id: number; parent_id: number | null; path: string }>(
      sql`SELECT id, parent_id, path FROM categories WHERE id IN (${X.id}, ${Z.id}) ORDER BY id`,
    );
    // Exactly one is the other's child, and each path ends with its own id.
    expect(both.filter((c) => c.parent_id === null)).toHaveLength(1);
    for (const c of both) expect(c.path.endsWith(`${c.id}/`)).toBe(true);
  });

  it('reads and replaces a category’s attributes', async () => {
    const [cat] = await rows<{ id: number }>(
      sql`SELECT category_id AS id FROM category_attributes GROUP BY category_id ORDER BY count(*) DESC LIMIT 1`,
    );
    const got = await operator.get(`${Y}/categories/${cat!.id}/attributes/`);
    expect(got.statusCode).toBe(200);
    const before = got.json();
    expect(before.attributes.length).toBeGreaterThan(0);
    const first = before.attributes[0];
    const extra = before.available.find(
      (a: { id: number }) =>
        !before.attributes.some((x: { attribute_id: number }) => x.attribute_id === a.id),
    );
    const body = {
      attributes: [
        ...(extra
          ? [
              {
                attribute_id: extra.id,
                is_variant_axis: false,
                is_filterable: true,
                is_required: true,
              },
            ]
          : []),
        {
          attribute_id: first.attribute_id,
          is_variant_axis: true,
          is_filterable: false,
          is_required: false,
        },
      ],
    };
    const put = await operator.put(`${Y}/categories/${cat!.id}/attributes/`, body);
    expect(put.statusCode, put.body).toBe(200);
    expect(
      put
        .json()
        .attributes.map(
          (a: {
            attribute_id: number;
            is_variant_axis: boolean;
            is_filterable: boolean;
            is_required: boolean;
          }) => ({
            attribute_id: a.attribute_id,
            is_variant_axis: a.is_variant_axis,
            is_filterable: a.is_filterable,
            is_required: a.is_required,
          }),
        ),
    ).toEqual(body.attributes);
    const dup = await operator.put(`${Y}/categories/${cat!.id}/attributes/`, {
      attributes: [body.attributes[0], body.attributes[0]],
    });
    expect(dup.statusCode).toBe(400);
    const unknown = await operator.put(`${Y}/categories/${cat!.id}/attributes/`, {
      attributes: [
        { attribute_id: 999999, is_variant_axis: false, is_filterable: true, is_required: false },
      ],
    });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('users', () => {
  it('finds users by e-mail, name and phone', async () => {
    const [u] = await rows<{ id: number }>(sql`
      INSERT INTO users (email, password_hash, first_name, last_name, phone, email_verified_at)
      VALUES ('ozgur.isik@example.com', 'x', 'Özgür', 'Işık', '+905551234567', now()) RETURNING id`);
    for (const q of ['ozgur.isik', 'ÖZGÜR IŞIK', 'isik', '555 123 45']) {
      const list = operatorUserListSchema.parse(
        (await operator.get(`${Y}/users/?q=${encodeURIComponent(q)}`)).json(),
      );
      expect(
        list.results.map((r) => r.id),
        q,
      ).toContain(u!.id);
    }
    const none = operatorUserListSchema.parse(
      (await operator.get(`${Y}/users/?q=yokboyle`)).json(),
    );
    expect(none.count).toBe(0);
  });

  it('suspending ends every session at once and refuses logging in, in Turkish; unsuspending lets them back', async () => {
    const victim = await loginAs(t.app, 'alici@carsi.test');
    const second = await loginAs(t.app, 'alici@carsi.test');
    expect((await victim.get(`${API}/kullanici/api/user/me/`)).statusCode).toBe(200);
    const [u] = await rows<{ id: number }>(
      sql`SELECT id FROM users WHERE email = 'alici@carsi.test'`,
    );

    const short = await operator.post(`${Y}/users/${u!.id}/suspend/`, { reason: 'x' });
    expect(short.statusCode).toBe(400);
    const res = await operator.post(`${Y}/users/${u!.id}/suspend/`, {
      reason: 'Sahte siparişler verdiği tespit edildi.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      live_sessions: 0,
      suspension_reason: 'Sahte siparişler verdiği tespit edildi.',
    });

    // The access tokens already issued stop working, and so do the refresh cookies.
    for (const c of [victim, second, shopper]) {
      expect((await c.get(`${API}/kullanici/api/user/me/`)).statusCode).toBe(401);
      const refresh = await c.post(`${API}/api/token/refresh/`);
      expect(refresh.statusCode).toBe(401);
    }
    const again = await operator.post(`${Y}/users/${u!.id}/suspend/`, {
      reason: 'İkinci kez deneme',
    });
    expect(again.statusCode).toBe(409);

    const login = new TestClient(t.app);
    await login.prime();
    const refused = await login.post(`${API}/kullanici/api/login/`, {
      email: 'alici@carsi.test',
      password: 'Carsi.2026!',
      captchaToken: await solvedCaptcha(t.app),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'account_suspended' });
    expect(refused.json().detail).toContain('askıya alındı');
    // A wrong password still says only that the credentials are wrong.
    const wrong = await login.post(`${API}/kullanici/api/login/`, {
      email: 'alici@carsi.test',
      password: 'Yanlis.2026!',
      captchaToken: await solvedCaptcha(t.app),
    });
    expect(wrong.statusCode).toBe(400);

    const [op] = await rows<{ id: number }>(
      sql`SELECT id FROM users WHERE email = 'yonetici@carsi.test'`,
    );
    const self = await operator.post(`${Y}/users/${op!.id}/suspend/`, {
      reason: 'Kendimi deniyorum',
    });
    expect(self.statusCode).toBe(409);

    const back = await operator.post(`${Y}/users/${u!.id}/unsuspend/`, {
      reason: 'İtiraz kabul edildi',
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().suspended_at).toBeNull();
    shopper = await loginAs(t.app, 'alici@carsi.test');
    expect((await shopper.get(`${API}/kullanici/api/user/me/`)).statusCode).toBe(200);

    const audit = auditListSchema.parse(
      (await operator.get(`${Y}/audit/?object=user:${u!.id}`)).json(),
    );
    expect(audit.results.map((r) => r.action)).toEqual(['user.unsuspend', 'user.suspend']);
    expect(audit.results[1]!.before).toMatchObject({ suspended: false });
    expect(
      (audit.results[1]!.before as { live_sessions: number }).live_sessions,
    ).toBeGreaterThanOrEqual(3);
  });
});

describe('return disputes', () => {
  let buyers: TestShopper[];
  /** The item the first test disputes; the demo seed may have disputes of its own. */
  let disputedItemId = 0;
  beforeAll(async () => {
    buyers = await createShoppers(t, 3, 'itiraz');
  });

  /** A card order of one item, delivered, its return asked for and rejected by the seller. */
  async function rejectedReturn(b: TestShopper) {
    await shop.addToCart(b, shop.fresh().id, 1);
    const { orderId } = await shop.buyWithCard(b);
    const order = await shop.getOrder(b, orderId);
    const pkg = order.packages[0]!;
    await advancePackage(
      t.database.db,
      t.app.payments.provider,
      pkg.id,
      'kargoya_verildi',
      '1234567890',
    );
    await advancePackage(t.database.db, t.app.payments.provider, pkg.id, 'teslim_edildi');
    const item = pkg.items[0]!;
    const ret = await b.client.post(`${API}/siparis/api/order-items/${item.id}/return/`, {
      reason: 'kusurlu',
      note: 'Açılmıyor.',
      refund_target: 'kart',
    });
    expect(ret.statusCode, ret.body).toBe(200);
    const [owner] = await rows<{ user_id: number }>(
      sql`SELECT user_id FROM business_members WHERE business_id = ${pkg.seller.id} LIMIT 1`,
    );
    await resolveReturn(
      t.database.db,
      t.app.payments.provider,
      item.id,
      false,
      'Ürün kullanılmış olarak geldi.',
      undefined,
      { businessId: pkg.seller.id, userId: owner?.user_id ?? 0, photos: [] } as never,
    );
    return { orderId, itemId: item.id, lineTotal: item.line_total };
  }

  const photo = async (userId: number) => {
    const key = `up/${Math.random().toString(36).slice(2).padEnd(24, 'a').slice(0, 24)}`;
    await t.database.db.execute(
      sql`INSERT INTO uploads (key, user_id, width, height, bytes) VALUES (${key}, ${userId}, 800, 600, 1000)`,
    );
    return key;
  };

  it('lets the shopper appeal within 7 days of the rejection, once', async () => {
    const b = buyers[0]!;
    const { orderId, itemId } = await rejectedReturn(b);
    disputedItemId = itemId;
    const order = await shop.getOrder(b, orderId);
    const item = order.packages[0]!.items[0]!;
    expect(item.status).toBe('iade_reddedildi');
    expect(item.dispute_deadline).not.toBeNull();
    expect(item.dispute).toBeNull();

    const url = `${API}/siparis/api/order-items/${itemId}/dispute/`;
    expect((await b.client.post(url, { note: 'kısa' })).statusCode).toBe(400);
    const foreign = await buyers[1]!.client.post(url, {
      note: 'Bu benim siparişim değil ama deniyorum.',
    });
    expect(foreign.statusCode).toBe(404);
    const notMine = await b.client.post(url, {
      note: 'Ürün kutusundan çıkarken zaten kırıktı.',
      photos: [await photo(buyers[1]!.id)],
    });
    expect(notMine.statusCode).toBe(400);

    const ok = await b.client.post(url, {
      note: 'Ürün kutusundan çıkarken zaten kırıktı.',
      photos: [await photo(b.id)],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const after = orderSchema.parse(ok.json()).packages[0]!.items[0]!;
    expect(after.dispute).toMatchObject({ status: 'bekliyor', status_label: 'Çarşı inceliyor' });
    expect(after.dispute_deadline).toBeNull();
    const twice = await b.client.post(url, { note: 'Bir kez daha itiraz ediyorum.' });
    expect(twice.statusCode).toBe(409);
    const opened = await shop.events('dispute.opened');
    expect(opened.filter((e) => e.payload.orderItemId === itemId)).toHaveLength(1);
  });

  it('refuses an appeal after the 7 days, and one for an item that was not rejected', async () => {
    const b = buyers[1]!;
    const { itemId } = await rejectedReturn(b);
    await t.database.db.execute(sql`
      UPDATE order_item_events SET created_at = now() - interval '7 days 1 minute'
       WHERE order_item_id = ${itemId} AND status = 'iade_reddedildi'`);
    const late = await b.client.post(`${API}/siparis/api/order-items/${itemId}/dispute/`, {
      note: 'Geç kaldım ama yine de itiraz ediyorum.',
    });
    expect(late.statusCode).toBe(409);
    expect(late.json().code).toBe('itiraz_suresi_doldu');

    await shop.addToCart(b, shop.fresh().id, 1);
    const { orderId } = await shop.buyWithCard(b);
    const live = (await shop.getOrder(b, orderId)).packages[0]!.items[0]!;
    const wrong = await b.client.post(`${API}/siparis/api/order-items/${live.id}/dispute/`, {
      note: 'Henüz teslim bile edilmedi ama itiraz ediyorum.',
    });
    expect(wrong.statusCode).toBe(409);
  });

  it('shows the operator both sides; a decision for the buyer refunds once and is kept for the seller’s ledger', async () => {
    const list = operatorDisputeListSchema.parse((await operator.get(`${Y}/disputes/`)).json());
    expect(list.waiting).toBeGreaterThanOrEqual(1);
    const d = list.results.find((r) => r.item.id === disputedItemId)!;
    expect(d.buyer).toMatchObject({
      reason: 'Ürün kusurlu / çalışmıyor',
      note: 'Açılmıyor.',
      dispute_note: 'Ürün kutusundan çıkarken zaten kırıktı.',
    });
    expect(d.buyer.dispute_photos).toHaveLength(1);
    expect(d.seller.reason).toBe('Ürün kullanılmış olarak geldi.');

    const bad = await operator.post(`${Y}/disputes/${d.id}/decide/`, {
      outcome: 'kimse',
      note: 'Geçersiz karar',
    });
    expect(bad.statusCode).toBe(400);
    const [{ n: refundsBefore } = { n: 0 }] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM provider_refunds`,
    );
    const decided = await operator.post(`${Y}/disputes/${d.id}/decide/`, {
      outcome: 'buyer',
      note: 'Fotoğraflar ürünün kırık geldiğini gösteriyor.',
    });
    expect(decided.statusCode, decided.body).toBe(200);
    expect(decided.json()).toMatchObject({
      status: 'alici_lehine',
      refunded_amount: d.item.line_total,
    });
    const again = await operator.post(`${Y}/disputes/${d.id}/decide/`, {
      outcome: 'buyer',
      note: 'İkinci kez karar vermeyi deniyorum.',
    });
    expect(again.statusCode).toBe(409);

    const b = buyers[0]!;
    const item = (await shop.getOrder(b, d.order.id)).packages[0]!.items[0]!;
    expect(item.status).toBe('iade_edildi');
    expect(item.refund).toMatchObject({
      amount: d.item.line_total,
      card_amount: d.item.line_total,
    });
    expect(item.dispute).toMatchObject({ status: 'alici_lehine' });
    const [{ n: refundsAfter } = { n: 0 }] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM provider_refunds`,
    );
    expect(refundsAfter - refundsBefore).toBe(1);
    const [stored] = await rows<{
      refunded_amount: number;
      business_id: number;
      refund_id: number;
    }>(sql`SELECT refunded_amount, business_id, refund_id FROM return_disputes WHERE id = ${d.id}`);
    expect(stored!.refunded_amount).toBe(d.item.line_total);
    expect(stored!.refund_id).toBeGreaterThan(0);
    const events = await shop.events('dispute.decided');
    expect(events.map((e) => e.payload).filter((p) => p.disputeId === d.id)).toEqual([
      expect.objectContaining({
        outcome: 'buyer',
        refunded: d.item.line_total,
        businessId: d.business.id,
      }),
    ]);
    const audit = auditListSchema.parse(
      (await operator.get(`${Y}/audit/?object=dispute:${d.id}`)).json(),
    );
    expect(audit.results[0]).toMatchObject({
      action: 'dispute.decide',
      reason: 'Fotoğraflar ürünün kırık geldiğini gösteriyor.',
    });
    expect(
      operatorDisputeListSchema.parse((await operator.get(`${Y}/disputes/`)).json()).waiting,
    ).toBe(list.waiting - 1);
  });

  it('two operators deciding at once: one decision, one refund', async () => {
    const [b] = await createShoppers(t, 1, 'aynianda');
    const { itemId } = await rejectedReturn(b!);
    const opened = await b!.client.post(`${API}/siparis/api/order-items/${itemId}/dispute/`, {
      note: 'Aynı anda iki karar denemesi için itiraz.',
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const [d] = await rows<{ id: number }>(
      sql`SELECT id FROM return_disputes WHERE order_item_id = ${itemId}`,
    );
    const second = await loginAs(t.app, 'yonetici@carsi.test');
    const answers = await Promise.all(
      [operator, second].map((o) =>
        o.post(`${Y}/disputes/${d!.id}/decide/`, {
          outcome: 'buyer',
          note: 'Alıcı haklı, iade yapılsın.',
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const [{ n } = { n: 0 }] = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM refunds WHERE order_item_id = ${itemId}`,
    );
    expect(n).toBe(1);
    const audit = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM audit_log WHERE object_type = 'dispute' AND object_id = ${String(d!.id)}`,
    );
    expect(audit[0]!.n).toBe(1);
    // The seller is charged once, in the decision's transaction.
    const charges = await rows<{ n: number; amount: number }>(
      sql`SELECT count(*)::int AS n, coalesce(sum(amount), 0)::int AS amount FROM ledger_entries
           WHERE order_item_id = ${itemId} AND kind = 'dispute_charge'`,
    );
    expect(charges[0]!.n).toBe(1);
    expect(charges[0]!.amount).toBeLessThan(0);
  });

  it('a decision for the seller moves no money', async () => {
    const b = buyers[2]!;
    const { itemId, orderId } = await rejectedReturn(b);
    const opened = await b.client.post(`${API}/siparis/api/order-items/${itemId}/dispute/`, {
      note: 'Satıcı haksız yere reddetti bence.',
    });
    expect(opened.statusCode, opened.body).toBe(200);
    const [d] = await rows<{ id: number }>(
      sql`SELECT id FROM return_disputes WHERE order_item_id = ${itemId}`,
    );
    const res = await operator.post(`${Y}/disputes/${d!.id}/decide/`, {
      outcome: 'seller',
      note: 'Ürün kullanılmış; satıcı haklı.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'satici_lehine', refunded_amount: 0 });
    const item = (await shop.getOrder(b, orderId)).packages[0]!.items[0]!;
    expect(item.status).toBe('iade_reddedildi');
    expect(item.refund).toBeNull();
    const charges = await rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM ledger_entries
           WHERE order_item_id = ${itemId} AND kind IN ('dispute_charge', 'refund_reversal')`,
    );
    expect(charges[0]!.n).toBe(0);
  });
});
