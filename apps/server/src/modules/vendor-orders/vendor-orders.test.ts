import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type VendorOrder, vendorOrderListSchema, vendorOrderSchema } from '@carsi/shared';
import { createBusiness } from '../../../test/businesses.ts';
import { buildTestApp, onRealServers, type TestContext } from '../../../test/helper.ts';
import { API, openShop, type OfferRow, type Shop } from '../../../test/shop.ts';
import { createShoppers, type TestShopper } from '../../../test/shoppers.ts';
import { runDemoCarrier } from './demo-carrier.service.ts';
import { compactPackageCounts } from './package-counts.service.ts';

// The seller's order desk: the packages list, an order as the business sees it, item status
// changes (forward only), the seller's cancel and return decisions with their refunds, bulk
// changes, labels, invoices on both sides, the demo carrier, and isolation between businesses.

const V = `${API}/vendor/api`;
let t: TestContext;
let shop: Shop;
let buyer: TestShopper;
let seller: TestShopper;
let stranger: TestShopper;
let businessId: number;

beforeAll(async () => {
  t = await buildTestApp({ products: 80 });
  const users = await createShoppers(t, 3, 'vorders');
  [buyer, seller, stranger] = users as [TestShopper, TestShopper, TestShopper];
  shop = await openShop(t);
  // The business with the most offers in the pool; its offers are reused (stock topped up).
  const per = new Map<number, number>();
  for (const o of shop.pool) per.set(o.business_id, (per.get(o.business_id) ?? 0) + 1);
  businessId = [...per.entries()].sort((a, b) => b[1] - a[1])[0]![0];
  mine = shop.pool.filter((o) => o.business_id === businessId);
  await t.database.db.execute(
    sql`UPDATE offers SET stock = 1000 WHERE business_id = ${businessId}`,
  );
  await t.database.db.execute(
    sql`INSERT INTO business_members (business_id, user_id, role) VALUES (${businessId}, ${seller.id}, 'staff')`,
  );
  await createBusiness(t, 'Başka Dükkan', [{ userId: stranger.id }]);
});
afterAll(async () => t?.close());
beforeEach(async () => shop.clearCart(buyer));

let mine: OfferRow[] = [];
let nextOffer = 0;
const ours = () => mine[nextOffer++ % mine.length]!;

/** An order with `n` items of our business (one package), paid by card; returns its detail. */
async function order(n = 1): Promise<VendorOrder> {
  for (let i = 0; i < n; i++) await shop.addToCart(buyer, ours().id, 1);
  const { orderId } = await shop.buyWithCard(buyer);
  return detail(orderId);
}

async function detail(orderId: number): Promise<VendorOrder> {
  const res = await seller.client.get(`${V}/vendor/orders/${orderId}/`);
  expect(res.statusCode, res.body).toBe(200);
  return vendorOrderSchema.parse(res.json());
}

const patch = (itemId: number, body: Record<string, unknown>, who = seller) =>
  who.client.patch(`${V}/vendor/order-items/${itemId}/`, body);

describe('the seller moves items forward', () => {
  it('prepares, ships the whole package with a valid tracking number, delivers; no skip, no step back', async () => {
    const o = await order(2);
    const pkg = o.packages[0]!;
    const [a, b] = pkg.items as [
      VendorOrder['packages'][0]['items'][0],
      VendorOrder['packages'][0]['items'][0],
    ];
    expect(a.status).toBe('onay_bekliyor');
    expect(a.actions).toEqual(['hazirlaniyor', 'iptal_edildi']);
    expect(o.buyer_name).toBe('Alıcı Test');
    expect(o.payment.status).toBe('odendi');

    const skip = await patch(a.id, {
      status: 'kargoya_verildi',
      cargo_company: 'yurtici',
      tracking_number: '123456789012',
    });
    expect(skip.statusCode).toBe(409);
    expect(skip.json().detail).toMatch(/yalnızca sırayla ilerler/);

    let res = await patch(a.id, { status: 'hazirlaniyor' });
    expect(res.statusCode, res.body).toBe(200);
    let now = vendorOrderSchema.parse(res.json());
    expect(now.packages[0]!.items.map((i) => i.status)).toEqual(['hazirlaniyor', 'onay_bekliyor']);
    // The package ships together: b is not prepared yet.
    expect(now.packages[0]!.items[0]!.actions).toEqual(['iptal_edildi']);
    const early = await patch(a.id, {
      status: 'kargoya_verildi',
      cargo_company: 'yurtici',
      tracking_number: '123456789012',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().detail).toMatch(/^Paket birlikte kargoya verilir/);
    expect((await patch(b.id, { status: 'hazirlaniyor' })).statusCode).toBe(200);

    // Bad bodies: 400 with a Turkish detail.
    const noCargo = await patch(a.id, {
      status: 'kargoya_verildi',
      tracking_number: '123456789012',
    });
    expect(noCargo.statusCode).toBe(400);
    expect(noCargo.json().detail).toBe('Kargo firmasını seçin.');
    const badNumber = await patch(a.id, {
      status: 'kargoya_verildi',
      cargo_company: 'yurtici',
      tracking_number: 'ABC',
    });
    expect(badNumber.statusCode).toBe(400);
    expect(badNumber.json().detail).toMatch(/numara biçimine uymuyor/);
    const badStatus = await patch(a.id, { status: 'bilmem' });
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json().detail).toBeTruthy();

    const before = await shop.lastEventId();
    res = await patch(a.id, {
      status: 'kargoya_verildi',
      cargo_company: 'aras',
      tracking_number: '1234 5678 901',
    });
    expect(res.statusCode, res.body).toBe(200);
    now = vendorOrderSchema.parse(res.json());
    const shipped = now.packages[0]!;
    expect(shipped.items.map((i) => i.status)).toEqual(['kargoya_verildi', 'kargoya_verildi']);
    expect(shipped.tracking_number).toBe('12345678901');
    expect(shipped.cargo_company.name).toBe('Aras Kargo');
    expect(shipped.tracking_url).toContain('12345678901');
    const events = await shop.events('order_item.status_changed', before);
    expect(events).toHaveLength(1);
    expect(events[0]!.payload).toMatchObject({ from: 'hazirlaniyor', to: 'kargoya_verildi' });

    // The shopper sees the tracking link.
    const mine = await shop.getOrder(buyer, o.id);
    expect(mine.packages[0]!.tracking_url).toContain('araskargo');

    const back = await patch(a.id, { status: 'hazirlaniyor' });
    expect(back.statusCode).toBe(409);
    expect(back.json().detail).toMatch(/"Kargoya verildi" durumundaki ürün/);
    const cancelShipped = await patch(a.id, { status: 'iptal_edildi', reason: 'Stokta yok' });
    expect(cancelShipped.statusCode).toBe(409);

    res = await patch(b.id, { status: 'teslim_edildi' });
    expect(res.statusCode, res.body).toBe(200);
    now = vendorOrderSchema.parse(res.json());
    expect(now.packages[0]!.items.map((i) => i.status)).toEqual(['teslim_edildi', 'teslim_edildi']);
    expect(now.packages[0]!.items[0]!.events.map((e) => e.status)).toEqual([
      'onay_bekliyor',
      'hazirlaniyor',
      'kargoya_verildi',
      'teslim_edildi',
    ]);
    const again = await patch(a.id, { status: 'teslim_edildi' });
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Bu ürün zaten "Teslim edildi" durumunda.');
  });

  it('cancels before shipping with a reason: refunded once to the card, stock back, shipping back, buyer told', async () => {
    const offer = ours();
    await shop.addToCart(buyer, offer.id, 2);
    const { orderId, paymentId } = await shop.buyWithCard(buyer);
    const o = await detail(orderId);
    const item = o.packages[0]!.items[0]!;
    const stock = await shop.stockOf(offer.id);

    const noReason = await patch(item.id, { status: 'iptal_edildi' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().detail).toBe('İptal nedenini belirtin.');

    const before = await shop.lastEventId();
    const res = await patch(item.id, { status: 'iptal_edildi', reason: 'Stokta yok' });
    expect(res.statusCode, res.body).toBe(200);
    const now = vendorOrderSchema.parse(res.json());
    const cancelled = now.packages[0]!.items[0]!;
    expect(cancelled.status).toBe('iptal_edildi');
    expect(cancelled.refund!.amount).toBe(item.line_total + o.packages[0]!.shipping_fee);
    expect(now.payment.status).toBe('iade_edildi');
    expect(await shop.stockOf(offer.id)).toBe(stock + 2);
    const ev = await shop.events('order_item.cancelled', before);
    expect(ev.map((e) => e.payload)).toEqual([
      expect.objectContaining({ by: 'seller', reason: 'Stokta yok', orderItemId: item.id }),
    ]);
    const bank = await shop.bank(paymentId);
    expect(bank.filter((e) => e.kind === 'iade').reduce((s, e) => s + e.amount, 0)).toBe(
      cancelled.refund!.amount,
    );
    const mine = await shop.getOrder(buyer, orderId);
    expect(mine.packages[0]!.items[0]!.refund!.card_amount).toBe(cancelled.refund!.amount);

    const twice = await patch(item.id, { status: 'iptal_edildi', reason: 'Stokta yok' });
    expect(twice.statusCode).toBe(409);
    const [n] = await shop.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM refunds WHERE order_item_id = ${item.id}`,
    );
    expect(n!.n).toBe(1);
  });

  it('a seller cancel of a card-and-wallet order gives the card its part and the wallet its part', async () => {
    const offer = ours();
    await shop.addToCart(buyer, offer.id, 1);
    await shop.fundWallet(buyer, 10_000);
    const { orderId } = await shop.buyWithCard(buyer, { wallet_amount: 10_000 });
    const mine = await shop.getOrder(buyer, orderId);
    expect(mine.paid_wallet).toBe(10_000);
    const item = mine.packages[0]!.items[0]!;
    const res = await patch(item.id, { status: 'iptal_edildi', reason: 'Fiyat hatası' });
    expect(res.statusCode, res.body).toBe(200);
    const after = await shop.getOrder(buyer, orderId);
    const refund = after.packages[0]!.items[0]!.refund!;
    expect(refund.amount).toBe(mine.grand_total);
    expect(refund.card_amount).toBe(mine.paid_card);
    expect(refund.wallet_amount).toBe(mine.paid_wallet);
  });

  it('decides returns: approve refunds once, reject needs a reason of at most 500 characters', async () => {
    const o = await order(2);
    const a = o.packages[0]!.items[0]!;
    const b = o.packages[0]!.items[1]!;
    await patch(a.id, { status: 'hazirlaniyor' });
    await patch(b.id, { status: 'hazirlaniyor' });
    await patch(a.id, {
      status: 'kargoya_verildi',
      cargo_company: 'mng',
      tracking_number: '1234567890',
    });
    await patch(a.id, { status: 'teslim_edildi' });
    for (const id of [a.id, b.id]) {
      const r = await buyer.client.post(`${API}/siparis/api/order-items/${id}/return/`, {
        reason: 'hasarli',
        refund_target: 'cuzdan',
      });
      expect(r.statusCode, r.body).toBe(200);
    }
    let d = await detail(o.id);
    expect(d.packages[0]!.items[0]!.actions).toEqual(['iade_edildi', 'iade_reddedildi']);
    expect(d.packages[0]!.items[0]!.return_request!.reason_label).toBe('Ürün hasarlı geldi');

    let res = await patch(a.id, { status: 'iade_edildi' });
    expect(res.statusCode, res.body).toBe(200);
    d = vendorOrderSchema.parse(res.json());
    expect(d.packages[0]!.items[0]!.status).toBe('iade_edildi');
    expect(d.packages[0]!.items[0]!.refund!.amount).toBe(a.line_total);
    expect((await patch(a.id, { status: 'iade_edildi' })).statusCode).toBe(409);

    const noReason = await patch(b.id, { status: 'iade_reddedildi' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().detail).toBe('Ret nedenini yazın.');
    const long = await patch(b.id, { status: 'iade_reddedildi', reason: 'x'.repeat(501) });
    expect(long.statusCode).toBe(400);
    expect(long.json().detail).toBe('Gönderilen bilgiler geçersiz.');
    expect(long.json().errors.reason).toEqual(['Neden en fazla 500 karakter olabilir.']);
    // Photos: only the seller's own uploads.
    const own = 'up/sellerphoto0000000000001';
    const foreign = 'up/buyerphoto00000000000001';
    await t.database.db.execute(sql`
      INSERT INTO uploads (key, user_id, width, height, bytes)
      VALUES (${own}, ${seller.id}, 10, 10, 100), (${foreign}, ${buyer.id}, 10, 10, 100)`);
    const notMine = await patch(b.id, {
      status: 'iade_reddedildi',
      reason: 'Ürün kullanılmış.',
      photos: [foreign],
    });
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json().detail).toBe('Fotoğraf bulunamadı. Lütfen yeniden yükleyin.');
    const before = await shop.lastEventId();
    res = await patch(b.id, {
      status: 'iade_reddedildi',
      reason: 'Ürün kullanılmış.',
      photos: [own],
    });
    expect(res.statusCode, res.body).toBe(200);
    d = vendorOrderSchema.parse(res.json());
    const rejected = d.packages[0]!.items[1]!;
    expect(rejected.status).toBe('iade_reddedildi');
    expect(rejected.refund).toBeNull();
    expect(rejected.events.at(-1)!.note).toBe('İade reddedildi. Neden: Ürün kullanılmış.');
    // The decision is shown back to the seller with its reason and photos.
    expect(rejected.return_decision).toMatchObject({
      accepted: false,
      reason: 'İade reddedildi. Neden: Ürün kullanılmış.',
    });
    expect(rejected.return_decision!.photos).toHaveLength(1);
    const [decision] = await shop.rows<{ accepted: boolean; photos: string[]; reason: string }>(
      sql`SELECT accepted, photos, reason FROM return_decisions WHERE order_item_id = ${b.id}`,
    );
    expect(decision).toEqual({
      accepted: false,
      photos: [own],
      reason: 'İade reddedildi. Neden: Ürün kullanılmış.',
    });
    const ev = await shop.events('return.decided', before);
    expect(ev[0]!.payload).toMatchObject({
      accepted: false,
      reason: 'İade reddedildi. Neden: Ürün kullanılmış.',
    });
  });
});

describe('the packages list', () => {
  it('lists this business’s packages with tabs, counts, search, dates, paging and CSV', async () => {
    const o = await order(1);
    let res = await seller.client.get(`${V}/dashboard/orders/`);
    expect(res.statusCode, res.body).toBe(200);
    let list = vendorOrderListSchema.parse(res.json());
    expect(list.counts.all).toBeGreaterThanOrEqual(4);
    const row = list.results.find((r) => r.order_id === o.id)!;
    expect(row).toMatchObject({
      order_number: o.number,
      buyer_name: 'Alıcı Test',
      item_count: 1,
      status: 'onay_bekliyor',
      is_late: false,
      tracking_number: null,
    });
    expect(row.package_total).toBe(
      o.packages[0]!.items[0]!.line_total + o.packages[0]!.shipping_fee,
    );

    res = await seller.client.get(`${V}/dashboard/orders/?status=onay_bekliyor`);
    list = vendorOrderListSchema.parse(res.json());
    expect(list.results.every((r) => r.status === 'onay_bekliyor')).toBe(true);
    expect(list.count).toBe(list.counts.onay_bekliyor);
    res = await seller.client.get(`${V}/dashboard/orders/?status=iptal_edildi`);
    expect(
      vendorOrderListSchema.parse(res.json()).results.every((r) => r.status === 'iptal_edildi'),
    ).toBe(true);

    res = await seller.client.get(`${V}/dashboard/orders/?q=${encodeURIComponent(o.number)}`);
    list = vendorOrderListSchema.parse(res.json());
    expect(list.results.map((r) => r.order_id)).toEqual([o.id]);
    res = await seller.client.get(`${V}/dashboard/orders/?q=${encodeURIComponent('alıcı')}`);
    expect(vendorOrderListSchema.parse(res.json()).count).toBeGreaterThan(0);
    res = await seller.client.get(`${V}/dashboard/orders/?from=2001-01-01&to=2001-01-31`);
    expect(vendorOrderListSchema.parse(res.json()).count).toBe(0);
    const bad = await seller.client.get(`${V}/dashboard/orders/?from=dün`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.from[0]).toMatch(/YYYY-AA-GG/);
    expect((await seller.client.get(`${V}/dashboard/orders/?status=x`)).statusCode).toBe(400);

    // The overview's dispatch links: past its dispatch day and not shipped is late; a package
    // still waiting for confirmation is not "to ship today".
    await t.database.db.execute(
      sql`UPDATE order_packages SET created_at = now() - interval '20 days' WHERE id = ${o.packages[0]!.id}`,
    );
    res = await seller.client.get(`${V}/dashboard/orders/?sevk=geciken`);
    list = vendorOrderListSchema.parse(res.json());
    expect(list.results.map((r) => r.order_id)).toContain(o.id);
    expect(list.results.every((r) => r.is_late)).toBe(true);
    expect(list.counts.all).toBe(list.count);
    res = await seller.client.get(`${V}/dashboard/orders/?sevk=bugun`);
    expect(vendorOrderListSchema.parse(res.json()).results.map((r) => r.order_id)).not.toContain(
      o.id,
    );
    const late = await seller.client.get(`${V}/vendor/orders/${o.id}/`);
    expect(vendorOrderSchema.parse(late.json()).packages[0]!.is_late).toBe(true);
    expect((await seller.client.get(`${V}/dashboard/orders/?sevk=yarin`)).statusCode).toBe(400);

    const csv = await seller.client.get(`${V}/dashboard/orders/?format=csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.body.startsWith('\uFEFFSipariş No;Tarih;Alıcı;')).toBe(true);
    expect(csv.body).toContain(`${o.number};`);
  });
});

describe('bulk, labels, invoices', () => {
  it('bulk-prepares and ships packages, each on its own; refusals are reported in Turkish', async () => {
    const o1 = await order(1);
    const o2 = await order(1);
    const p1 = o1.packages[0]!.id;
    const p2 = o2.packages[0]!.id;
    let res = await seller.client.post(`${V}/vendor/order-items/bulk-status/`, {
      package_ids: [p1, p2],
      status: 'hazirlaniyor',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results.map((r: { ok: boolean }) => r.ok)).toEqual([true, true]);
    res = await seller.client.post(`${V}/vendor/order-items/bulk-status/`, {
      package_ids: [p1, p2],
      status: 'kargoya_verildi',
      cargo_company: 'yurtici',
      tracking_numbers: { [p1]: '111122223333', [p2]: 'kötü' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [r1, r2] = res.json().results;
    expect(r1).toMatchObject({ id: p1, ok: true });
    expect(r2).toMatchObject({ id: p2, ok: false });
    expect(r2.detail).toMatch(/numara biçimine uymuyor/);
    expect((await detail(o1.id)).packages[0]!.status).toBe('kargoya_verildi');
    expect((await detail(o2.id)).packages[0]!.status).toBe('hazirlaniyor');
    // By item: the tracking number is the item's package's.
    const item2 = o2.packages[0]!.items[0]!.id;
    res = await seller.client.post(`${V}/vendor/order-items/bulk-status/`, {
      item_ids: [item2],
      status: 'kargoya_verildi',
      cargo_company: 'yurtici',
      tracking_numbers: { [p2]: '444455556666' },
    });
    expect(res.json().results).toEqual([{ id: item2, kind: 'item', ok: true, detail: null }]);
    expect((await detail(o2.id)).packages[0]!.tracking_number).toBe('444455556666');
    const empty = await seller.client.post(`${V}/vendor/order-items/bulk-status/`, {
      status: 'hazirlaniyor',
    });
    expect(empty.statusCode).toBe(400);
  });

  it('prints an A6 label PDF with the fonts embedded, one or several', async () => {
    const o = await order(1);
    const res = await seller.client.get(`${V}/vendor/packages/${o.packages[0]!.id}/label/`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.rawPayload.toString('latin1')).toContain('DejaVuSans');
    const many = await seller.client.get(`${V}/vendor/packages/labels/?ids=${o.packages[0]!.id}`);
    expect(many.statusCode).toBe(200);
    expect((await seller.client.get(`${V}/vendor/packages/labels/?ids=a`)).statusCode).toBe(400);
  });

  it('keeps the invoice as a https link or a checked file, for the buyer and the business only', async () => {
    const o = await order(1);
    const pkg = o.packages[0]!.id;
    const http = await seller.client.put(`${V}/vendor/packages/${pkg}/invoice/`, {
      url: 'http://earsiv.example/f/1',
    });
    expect(http.statusCode).toBe(400);
    expect(http.json().detail).toMatch(/https/);
    let res = await seller.client.put(`${V}/vendor/packages/${pkg}/invoice/`, {
      url: 'https://earsiv.example/f/1',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(vendorOrderSchema.parse(res.json()).packages[0]!.invoice).toMatchObject({
      kind: 'link',
      url: 'https://earsiv.example/f/1',
    });
    let mine = await shop.getOrder(buyer, o.id);
    expect(mine.packages[0]!.invoice_url).toBe('https://earsiv.example/f/1');

    const upload = (bytes: Buffer) => {
      const boundary = 'XfaturaX';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="fatura.png"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return seller.client.request('PUT', `${V}/vendor/packages/${pkg}/invoice/`, body, {
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
    };
    const fake = await upload(Buffer.from('MZ not a pdf at all'));
    expect(fake.statusCode).toBe(400);
    expect(fake.json().detail).toBe('Fatura yalnızca PDF, JPEG veya PNG olabilir.');
    const huge = await upload(
      Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024)]),
    );
    expect(huge.statusCode).toBe(400);
    expect(huge.json().detail).toBe('Fatura dosyası en fazla 10 MB olabilir.');
    const pdf = Buffer.from('%PDF-1.4\n% e-Arşiv fatura\n%%EOF\n');
    res = await upload(pdf);
    expect(res.statusCode, res.body).toBe(200);
    mine = await shop.getOrder(buyer, o.id);
    const link = mine.packages[0]!.invoice_url!;
    expect(link).toBe(`/api/siparis/api/packages/${pkg}/invoice/`);
    const file = await buyer.client.get(link);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload.equals(pdf)).toBe(true);
    expect((await seller.client.get(`${V}/vendor/packages/${pkg}/invoice/`)).statusCode).toBe(200);
    expect((await stranger.client.get(link)).statusCode).toBe(404);
  });
});

describe('isolation', () => {
  it('a shopper gets 403 and a member of another business 404 on every object', async () => {
    const o = await order(1);
    const item = o.packages[0]!.items[0]!.id;
    const pkg = o.packages[0]!.id;
    const calls = [
      (c: TestShopper) => c.client.get(`${V}/vendor/orders/${o.id}/`),
      (c: TestShopper) =>
        c.client.patch(`${V}/vendor/order-items/${item}/`, { status: 'hazirlaniyor' }),
      (c: TestShopper) => c.client.get(`${V}/vendor/packages/${pkg}/label/`),
      (c: TestShopper) => c.client.get(`${V}/vendor/packages/labels/?ids=${pkg}`),
      (c: TestShopper) =>
        c.client.put(`${V}/vendor/packages/${pkg}/invoice/`, { url: 'https://e.example/x' }),
      (c: TestShopper) => c.client.get(`${V}/vendor/packages/${pkg}/invoice/`),
    ];
    for (const call of calls) {
      const asShopper = await call(buyer);
      expect(asShopper.statusCode, asShopper.body).toBe(403);
      const asStranger = await call(stranger);
      expect(asStranger.statusCode, asStranger.body).toBe(404);
    }
    expect((await buyer.client.get(`${V}/dashboard/orders/`)).statusCode).toBe(403);
    const list = vendorOrderListSchema.parse(
      (await stranger.client.get(`${V}/dashboard/orders/`)).json(),
    );
    expect(list.count).toBe(0);
    const bulk = await stranger.client.post(`${V}/vendor/order-items/bulk-status/`, {
      item_ids: [item],
      status: 'hazirlaniyor',
    });
    expect(bulk.json().results[0]).toMatchObject({
      ok: false,
      detail: 'Sipariş ürünü bulunamadı.',
    });
    // Nothing moved.
    expect((await detail(o.id)).packages[0]!.items[0]!.status).toBe('onay_bekliyor');
  });
});

describe('the demo carrier', () => {
  it('delivers packages shipped longer ago than the delay, once', async () => {
    const o = await order(1);
    const item = o.packages[0]!.items[0]!.id;
    await patch(item, { status: 'hazirlaniyor' });
    await patch(item, {
      status: 'kargoya_verildi',
      cargo_company: 'ptt',
      tracking_number: 'RR123456789TR',
    });
    const provider = t.app.payments.provider;
    expect(await runDemoCarrier(t.database.db, provider, 10)).toBe(0);
    await t.database.db.execute(
      sql`UPDATE order_packages SET shipped_at = now() - interval '11 minutes' WHERE id = ${o.packages[0]!.id}`,
    );
    expect(await runDemoCarrier(t.database.db, provider, 0)).toBe(0);
    // Shipped days ago (the demo data's history): left as it is.
    await t.database.db.execute(
      sql`UPDATE order_packages SET shipped_at = now() - interval '2 days' WHERE id = ${o.packages[0]!.id}`,
    );
    expect(await runDemoCarrier(t.database.db, provider, 10)).toBe(0);
    await t.database.db.execute(
      sql`UPDATE order_packages SET shipped_at = now() - interval '11 minutes' WHERE id = ${o.packages[0]!.id}`,
    );
    expect(await runDemoCarrier(t.database.db, provider, 10)).toBe(1);
    expect(await runDemoCarrier(t.database.db, provider, 10)).toBe(0);
    expect((await detail(o.id)).packages[0]!.items[0]!.status).toBe('teslim_edildi');
  });
});

describe('the package state stored for the desk', () => {
  it('follows every item writer: status, count and total equal what the items say', async () => {
    // By now this file has confirmed, shipped, delivered, cancelled, returned and bulk-changed
    // items, and the demo carrier has run: every package's stored columns must match its items.
    const o = await order(2);
    const [a, b] = o.packages[0]!.items as [
      VendorOrder['packages'][0]['items'][0],
      VendorOrder['packages'][0]['items'][0],
    ];
    expect((await patch(a.id, { status: 'iptal_edildi', reason: 'Stokta yok' })).statusCode).toBe(
      200,
    );
    const [one] = await shop.rows<{ status: string; item_count: number }>(
      sql`SELECT status, item_count FROM order_packages WHERE id = ${o.packages[0]!.id}`,
    );
    expect(one).toEqual({ status: 'onay_bekliyor', item_count: 2 });
    expect((await patch(b.id, { status: 'iptal_edildi', reason: 'Stokta yok' })).statusCode).toBe(
      200,
    );
    const wrong = await shop.rows<{ id: number }>(sql`
      SELECT p.id FROM order_packages p
        JOIN LATERAL (
          SELECT min(CASE i.status WHEN 'onay_bekliyor' THEN 0 WHEN 'hazirlaniyor' THEN 1
                   WHEN 'kargoya_verildi' THEN 2 WHEN 'teslim_edildi' THEN 3
                   WHEN 'iade_talep_edildi' THEN 4 WHEN 'iade_reddedildi' THEN 5
                   WHEN 'iade_edildi' THEN 6 ELSE 7 END) AS rank,
                 sum(i.quantity)::int AS n, sum(i.line_total)::int AS total
            FROM order_items i WHERE i.package_id = p.id) s ON true
       WHERE p.status <> (ARRAY['onay_bekliyor', 'hazirlaniyor', 'kargoya_verildi',
                'teslim_edildi', 'iade_talep_edildi', 'iade_reddedildi', 'iade_edildi',
                'iptal_edildi'])[1 + s.rank]
          OR p.item_count <> s.n OR p.items_total <> s.total`);
    expect(wrong).toEqual([]);
    const res = await seller.client.get(`${V}/dashboard/orders/?status=iptal_edildi`);
    const list = vendorOrderListSchema.parse(res.json());
    expect(list.results.map((r) => r.package_id)).toContain(o.packages[0]!.id);
  });
  it('keeps each business’s counts per status as deltas that fold into the same sums', async () => {
    const truth = () =>
      shop.rows<{ business_id: number; status: string; n: number }>(sql`
        SELECT business_id, status, count(*)::int AS n FROM order_packages
         GROUP BY 1, 2 ORDER BY 1, 2`);
    const stored = () =>
      shop.rows<{ business_id: number; status: string; n: number }>(sql`
        SELECT business_id, status, sum(n)::int AS n FROM package_status_counts
         GROUP BY 1, 2 HAVING sum(n) <> 0 ORDER BY 1, 2`);
    const before = await truth();
    expect(await stored()).toEqual(before);
    const [deltas] = await shop.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM package_status_counts`,
    );
    expect(await compactPackageCounts(t.database.db)).toBeGreaterThan(0);
    expect(await stored()).toEqual(before);
    const [folded] = await shop.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM package_status_counts`,
    );
    expect(folded!.n).toBeLessThan(deltas!.n);
    expect(folded!.n).toBe(before.length);
    expect(await compactPackageCounts(t.database.db)).toBe(0);
    // The desk's unfiltered counts come from them and agree with a search's counted rows.
    const all = vendorOrderListSchema.parse(
      (await seller.client.get(`${V}/dashboard/orders/`)).json(),
    );
    const mineTruth = before.filter((r) => r.business_id === businessId);
    expect(all.counts.all).toBe(mineTruth.reduce((a, r) => a + r.n, 0));
    expect(all.counts.iptal_edildi).toBe(
      mineTruth.find((r) => r.status === 'iptal_edildi')?.n ?? 0,
    );
  });
});

describe.skipIf(!onRealServers)('under concurrency (PostgreSQL)', () => {
  it('two members cancelling one item at once: one wins, the other 409, one refund', async () => {
    const [second] = await createShoppers(t, 1, 'vorders-second');
    await t.database.db.execute(
      sql`INSERT INTO business_members (business_id, user_id, role) VALUES (${businessId}, ${second!.id}, 'staff')`,
    );
    const o = await order(1);
    const item = o.packages[0]!.items[0]!.id;
    const results = await Promise.all([
      patch(item, { status: 'iptal_edildi', reason: 'Stokta yok' }),
      patch(item, { status: 'iptal_edildi', reason: 'Fiyat hatası' }, second!),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [n] = await shop.rows<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM refunds WHERE order_item_id = ${item}`,
    );
    expect(n!.n).toBe(1);
  });

  it('shipping and cancelling one item at once: one wins, the other 409', async () => {
    const o = await order(1);
    const item = o.packages[0]!.items[0]!.id;
    await patch(item, { status: 'hazirlaniyor' });
    const results = await Promise.all([
      patch(item, {
        status: 'kargoya_verildi',
        cargo_company: 'yurtici',
        tracking_number: '999988887777',
      }),
      patch(item, { status: 'iptal_edildi', reason: 'Stokta yok' }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });
});
