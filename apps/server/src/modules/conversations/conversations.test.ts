import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  conversationListSchema,
  messagePageSchema,
  messageSchema,
  questionPageSchema,
  startConversationResultSchema,
  unreadCountSchema,
  vendorQuestionListSchema,
  vendorQuestionSchema,
} from '@carsi/shared';
import { createBusiness } from '../../../test/businesses.ts';
import type { TestClient } from '../../../test/client.ts';
import { buildTestApp, onRealServers, type TestContext } from '../../../test/helper.ts';
import { API, openShop, type OfferRow, type Shop } from '../../../test/shop.ts';
import { createShoppers, type TestShopper } from '../../../test/shoppers.ts';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { queryRows } from '../../lib/query-rows.ts';
import { CONTACT_REFUSED } from '../../lib/text-moderation.ts';
import { mailConversationReminders } from './index.ts';

// Issue 15: the questions desk, the operators' decision on reported questions, conversations
// with their moderation, images, limits, live events and isolation.

const Q = `${API}/vendor/api/questions/`;
const M = `${API}/mesaj/api`;
let t: TestContext;
let shop: Shop;
let base: string;
let origin: string;
let buyer: TestShopper;
let asker: TestShopper;
let third: TestShopper;
let seller: TestShopper;
let otherSeller: TestShopper;
let operator: TestShopper;
let spare: TestShopper[];
let businessId: number;
let otherBusinessId: number;
let mine: OfferRow[];

const rows = <T>(q: ReturnType<typeof sql>) => queryRows<T>(t.database.db, q);

beforeAll(async () => {
  t = await buildTestApp({ products: 60 });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `ws://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  origin = new URL(t.config.publicUrl).origin;
  const users = await createShoppers(t, 12, 'talk');
  [buyer, asker, third, seller, otherSeller, operator] = users as [
    TestShopper,
    TestShopper,
    TestShopper,
    TestShopper,
    TestShopper,
    TestShopper,
  ];
  spare = users.slice(6);
  shop = await openShop(t);
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
  otherBusinessId = await createBusiness(t, 'Başka Dükkan', [{ userId: otherSeller.id }]);
  await t.database.db.execute(sql`UPDATE users SET role = 'operator' WHERE id = ${operator.id}`);
}, 120_000);
afterAll(async () => t?.close());

async function ask(who: TestShopper, productId: number, body: string): Promise<number> {
  const res = await who.client.post(`${API}/urun/api/products/${productId}/questions/`, {
    body,
    seller_id: businessId,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

async function ticket(u: TestShopper): Promise<string> {
  const res = await u.client.get('/api/kullanici/api/get-access-token/');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().access_token;
}

interface Opened {
  ws: WebSocket;
  messages: Record<string, unknown>[];
}

function open(token: string, url = base): Promise<Opened> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${url}/ws/notifications/?token=${encodeURIComponent(token)}`, {
      origin,
    });
    const messages: Record<string, unknown>[] = [];
    ws.on('message', (data) => {
      const text = data.toString();
      if (text !== 'pong') messages.push(JSON.parse(text));
    });
    ws.on('open', () => resolve({ ws, messages }));
    ws.on('error', reject);
  });
}

const waitFor = async (check: () => boolean, ms = 4000) => {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

const png = (color: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
    .png()
    .toBuffer();

/** multipart/form-data with a text field and image parts named `images`. */
function form(text: string | null, files: { body: Buffer; name: string; type: string }[]) {
  const boundary = `----carsi${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  if (text !== null)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="text"\r\n\r\n${text}\r\n`,
      ),
    );
  for (const f of files)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="images"; filename="${f.name}"\r\nContent-Type: ${f.type}\r\n\r\n`,
      ),
      f.body,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(parts),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const postForm = (c: TestClient, url: string, f: ReturnType<typeof form>) =>
  c.post(url, f.payload, { headers: f.headers });

describe('questions desk', () => {
  it('lists the business’s unanswered questions, oldest first, with the 48-hour deadline', async () => {
    const p = mine[0]!.product_id;
    const fresh = await ask(asker, p, 'Bu ürünün garantisi kaç yıl, faturalı mı?');
    const old = await ask(asker, p, 'Kargo hangi firmayla gönderiliyor acaba?');
    await t.database.db.execute(
      sql`UPDATE product_questions SET created_at = now() - interval '50 hours' WHERE id = ${old}`,
    );
    const res = await seller.client.get(`${Q}?status=unanswered`);
    expect(res.statusCode, res.body).toBe(200);
    const list = vendorQuestionListSchema.parse(res.json());
    const ids = list.results.map((q) => q.id);
    expect(ids.indexOf(old)).toBeLessThan(ids.indexOf(fresh));
    const o = list.results.find((q) => q.id === old)!;
    const f = list.results.find((q) => q.id === fresh)!;
    expect(o.late).toBe(true);
    expect(f.late).toBe(false);
    expect(new Date(f.deadline_at).getTime() - new Date(f.created_at).getTime()).toBe(
      48 * 3_600_000,
    );
    expect(f.product).toMatchObject({ id: p });
    expect(list.counts.late).toBeGreaterThanOrEqual(1);
    expect(list.counts.unanswered).toBeGreaterThanOrEqual(2);
  });

  it('refuses shoppers (403) and hides other businesses’ questions (404)', async () => {
    const id = await ask(asker, mine[1]!.product_id, 'Beden tablosu standart mı acaba?');
    expect((await asker.client.get(Q)).statusCode).toBe(403);
    expect(
      (await asker.client.post(`${Q}${id}/answer/`, { text: 'Evet, standart kalıptır.' }))
        .statusCode,
    ).toBe(403);
    const other = await otherSeller.client.get(Q);
    expect(other.statusCode).toBe(200);
    expect(vendorQuestionListSchema.parse(other.json()).results).toHaveLength(0);
    const answer = await otherSeller.client.post(`${Q}${id}/answer/`, {
      text: 'Başka işletmenin cevabı olamaz.',
    });
    expect(answer.statusCode).toBe(404);
    expect(
      (await otherSeller.client.post(`${Q}${id}/report/`, { reason: 'Uygunsuz' })).statusCode,
    ).toBe(404);
    expect((await seller.client.get(`${Q}?status=hepsi`)).statusCode).toBe(400);
  });

  it('answers once, moderated; public with the seller’s name; the asker hears live', async () => {
    const p = mine[2]!.product_id;
    const id = await ask(asker, p, 'Bu ürün orijinal mi, ithalatçı garantili mi?');
    const live = await open(await ticket(asker));
    try {
      const phone = await seller.client.post(`${Q}${id}/answer/`, {
        text: 'Detay için 0532 123 45 67 numarasını arayın.',
      });
      expect(phone.statusCode).toBe(400);
      expect(phone.json().detail).toMatch(new RegExp(`^${CONTACT_REFUSED}`));
      const short = await seller.client.post(`${Q}${id}/answer/`, { text: 'Evet.' });
      expect(short.json().errors.text).toEqual(['Cevap en az 10 karakter olmalı.']);

      const res = await seller.client.post(`${Q}${id}/answer/`, {
        text: '  Evet, ürün orijinaldir; iki yıl ithalatçı garantilidir.  ',
      });
      expect(res.statusCode, res.body).toBe(200);
      const q = vendorQuestionSchema.parse(res.json());
      expect(q).toMatchObject({
        status: 'answered',
        answer: 'Evet, ürün orijinaldir; iki yıl ithalatçı garantilidir.',
        answered_by: 'Alıcı Test 4',
        late: false,
      });
      const again = await seller.client.post(`${Q}${id}/answer/`, {
        text: 'İkinci bir cevap yazılamaz.',
      });
      expect(again.statusCode).toBe(409);

      const page = questionPageSchema.parse(
        (await asker.client.get(`${API}/urun/api/products/${p}/questions/`)).json(),
      );
      const [biz] = await rows<{ name: string }>(
        sql`SELECT name FROM businesses WHERE id = ${businessId}`,
      );
      expect(page.results.find((x) => x.id === id)).toMatchObject({
        answer: 'Evet, ürün orijinaldir; iki yıl ithalatçı garantilidir.',
        seller_name: biz!.name,
      });
      await waitFor(() => live.messages.some((m) => m.kind === 'cevap'));
      expect(live.messages.find((m) => m.kind === 'cevap')).toMatchObject({
        type: 'notification',
        message: expect.stringContaining('sorunuz cevaplandı'),
      });
      const answered = vendorQuestionListSchema.parse(
        (await seller.client.get(`${Q}?status=answered&q=ithalatçı`)).json(),
      );
      expect(answered.results.map((x) => x.id)).toContain(id);
    } finally {
      live.ws.close();
    }
  });

  it('hides a reported question until an operator keeps or removes it', async () => {
    const p = mine[3]!.product_id;
    const id = await ask(asker, p, 'Bu ürünü neden bu kadar pahalı satıyorsunuz?');
    const rep = await seller.client.post(`${Q}${id}/report/`, { reason: 'Hakaret içeriyor' });
    expect(rep.statusCode, rep.body).toBe(200);
    expect(rep.json()).toMatchObject({ status: 'reported', report_reason: 'Hakaret içeriyor' });
    const unanswered = vendorQuestionListSchema.parse((await seller.client.get(Q)).json());
    expect(unanswered.results.map((x) => x.id)).not.toContain(id);
    const reported = vendorQuestionListSchema.parse(
      (await seller.client.get(`${Q}?status=reported`)).json(),
    );
    expect(reported.results.map((x) => x.id)).toContain(id);
    const blocked = await seller.client.post(`${Q}${id}/answer/`, {
      text: 'Bildirilen soru cevaplanamaz.',
    });
    expect(blocked.statusCode).toBe(409);

    const Y = `${API}/yonetim/api/questions`;
    expect((await seller.client.get(`${Y}/reported/`)).statusCode).toBe(403);
    const queue = await operator.client.get(`${Y}/reported/`);
    expect(queue.statusCode).toBe(200);
    expect(queue.json().map((x: { id: number }) => x.id)).toContain(id);
    const keep = await operator.client.post(`${Y}/${id}/decide/`, { action: 'keep' });
    expect(keep.statusCode).toBe(204);
    const back = vendorQuestionListSchema.parse((await seller.client.get(Q)).json());
    expect(back.results.map((x) => x.id)).toContain(id);

    await seller.client.post(`${Q}${id}/report/`, { reason: 'Yine hakaret' });
    expect(
      (await operator.client.post(`${Y}/${id}/decide/`, { action: 'remove' })).statusCode,
    ).toBe(204);
    expect((await operator.client.post(`${Y}/${id}/decide/`, { action: 'keep' })).statusCode).toBe(
      404,
    );
    for (const status of ['unanswered', 'answered', 'reported'])
      expect(
        vendorQuestionListSchema
          .parse((await seller.client.get(`${Q}?status=${status}`)).json())
          .results.map((x) => x.id),
      ).not.toContain(id);
  });
});

describe('conversations', () => {
  let orderId: number;
  let conversationId: number;

  beforeAll(async () => {
    await shop.addToCart(buyer, mine[4]!.id, 1);
    orderId = (await shop.buyWithCard(buyer)).orderId;
  }, 60_000);

  it('a shopper writes to the seller about an order; the seller hears live and answers', async () => {
    const sellerLive = await open(await ticket(seller));
    const buyerLive = await open(await ticket(buyer));
    try {
      const res = await buyer.client.post(`${M}/conversations/`, {
        business_id: businessId,
        order_id: orderId,
        text: 'Merhaba, siparişim ne zaman kargoya verilir?',
      });
      expect(res.statusCode, res.body).toBe(201);
      const started = startConversationResultSchema.parse(res.json());
      conversationId = started.conversation.id;
      expect(started.conversation).toMatchObject({ side: 'alici', order: { id: orderId } });

      // Live: the message and the unread count (no `message` field), and a notification.
      await waitFor(() => sellerLive.messages.some((m) => m.type === 'chat.message'));
      await waitFor(() => sellerLive.messages.some((m) => m.type === 'notification'));
      const chat = sellerLive.messages.filter((m) => m.type !== 'notification');
      expect(chat.map((m) => m.type)).toEqual(
        expect.arrayContaining(['chat.message', 'chat.unread']),
      );
      for (const m of chat) expect(m).not.toHaveProperty('message');
      expect(sellerLive.messages.find((m) => m.type === 'notification')).toMatchObject({
        kind: 'mesaj',
        message: 'Alıcı T. size bir mesaj gönderdi.',
        link: `/chatUI?conversation=${conversationId}`,
      });

      const count = unreadCountSchema.parse((await seller.client.get(`${M}/unread-count/`)).json());
      expect(count.as_business).toBe(1);
      const list = conversationListSchema.parse(
        (await seller.client.get(`${M}/conversations/?side=satici`)).json(),
      );
      expect(list.results[0]).toMatchObject({
        id: conversationId,
        side: 'satici',
        other_name: 'Alıcı T.',
        unread: 1,
        last_message: { text: 'Merhaba, siparişim ne zaman kargoya verilir?', side: 'alici' },
      });

      // The seller reads: the buyer sees "görüldü" live.
      const read = await seller.client.post(`${M}/conversations/${conversationId}/read/`);
      expect(read.statusCode, read.body).toBe(200);
      await waitFor(() => buyerLive.messages.some((m) => m.type === 'chat.read'));
      expect(buyerLive.messages.find((m) => m.type === 'chat.read')).toMatchObject({
        conversation_id: conversationId,
        side: 'satici',
        read_message_id: started.message.id,
      });
      expect(
        unreadCountSchema.parse((await seller.client.get(`${M}/unread-count/`)).json()).as_business,
      ).toBe(0);

      // The seller has the chat open: the buyer's next message raises no notification.
      const before = await rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM events WHERE type = 'message.sent'`,
      );
      const next = await buyer.client.post(`${M}/conversations/${conversationId}/messages/`, {
        text: 'Bir de fatura kurumsal kesilebilir mi?',
      });
      expect(next.statusCode, next.body).toBe(201);
      const after = await rows<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM events WHERE type = 'message.sent'`,
      );
      expect(after[0]!.n).toBe(before[0]!.n);

      // The seller answers; the buyer's count rises.
      const reply = await seller.client.post(`${M}/conversations/${conversationId}/messages/`, {
        text: 'Yarın kargoya veriyoruz, kurumsal fatura da kesebiliriz.',
      });
      expect(reply.statusCode, reply.body).toBe(201);
      expect(messageSchema.parse(reply.json()).side).toBe('satici');
      await waitFor(() =>
        buyerLive.messages.some(
          (m) => m.type === 'chat.message' && (m.item as { side: string }).side === 'satici',
        ),
      );
      expect(
        unreadCountSchema.parse((await buyer.client.get(`${M}/unread-count/`)).json()),
      ).toMatchObject({ unread: 1, as_shopper: 1 });
      const page = messagePageSchema.parse(
        (await buyer.client.get(`${M}/conversations/${conversationId}/messages/`)).json(),
      );
      expect(page.results.map((m) => m.side)).toEqual(['alici', 'alici', 'satici']);
      expect(page.conversation.other_name).toBeTruthy();
    } finally {
      sellerLive.ws.close();
      buyerLive.ws.close();
    }
  });

  it('refuses contact details and abuse with the reason', async () => {
    const url = `${M}/conversations/${conversationId}/messages/`;
    for (const text of [
      'Bana 0532 123 45 67 numarasından ulaşın',
      'IBAN TR33 0006 1005 1978 6457 8413 26 hesabına gönderin',
      'instagram: @dukkan_ozel üzerinden yazın',
    ]) {
      const res = await seller.client.post(url, { text });
      expect(res.statusCode, text).toBe(400);
      expect(res.json().detail).toMatch(new RegExp(`^${CONTACT_REFUSED}`));
    }
    const abuse = await buyer.client.post(url, { text: 'ŞIKE yapıyorsunuz' });
    expect(abuse.statusCode).toBe(400);
    const html = await buyer.client.post(url, { text: '<b>merhaba</b>' });
    expect(html.statusCode).toBe(400);
    const empty = await buyer.client.post(url, { text: '   ' });
    expect(empty.json().detail).toBe('Mesajınızı yazın ya da bir fotoğraf ekleyin.');
  });

  it('lets a seller open a conversation about one of its orders', async () => {
    const res = await seller.client.post(`${M}/conversations/`, {
      order_id: orderId,
      text: 'Siparişinizdeki ürünün rengi stokta kalmadı, değişim ister misiniz?',
    });
    expect(res.statusCode, res.body).toBe(201);
    const r = startConversationResultSchema.parse(res.json());
    expect(r.conversation).toMatchObject({ id: conversationId, side: 'satici' });
    // Not about an order of its own: 404.
    const foreign = await otherSeller.client.post(`${M}/conversations/`, {
      order_id: orderId,
      text: 'Başka işletmenin siparişi hakkında yazamaz.',
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('checks what a conversation is about', async () => {
    const notSold = shop.pool.find((o) => o.business_id !== businessId)!;
    const wrongProduct = await spare[0]!.client.post(`${M}/conversations/`, {
      business_id: businessId,
      product_id: notSold.product_id,
      text: 'Bu ürün hakkında bilgi alabilir miyim?',
    });
    expect(wrongProduct.statusCode).toBe(400);
    const othersOrder = await spare[0]!.client.post(`${M}/conversations/`, {
      business_id: businessId,
      order_id: orderId,
      text: 'Başkasının siparişi hakkında yazamam.',
    });
    expect(othersOrder.statusCode).toBe(404);
    const otherSellersOrder = await buyer.client.post(`${M}/conversations/`, {
      business_id: otherBusinessId,
      order_id: orderId,
      text: 'Bu siparişte bu satıcının ürünü yok.',
    });
    expect(otherSellersOrder.statusCode).toBe(400);
    const own = await seller.client.post(`${M}/conversations/`, {
      business_id: businessId,
      text: 'Kendi işletmeme yazıyorum.',
    });
    expect(own.statusCode).toBe(400);
    const product = await spare[0]!.client.post(`${M}/conversations/`, {
      business_id: businessId,
      product_id: mine[0]!.product_id,
      text: 'Bu ürünün kırmızısı gelecek mi?',
    });
    expect(product.statusCode, product.body).toBe(201);
    expect(product.json().conversation.product).toMatchObject({ id: mine[0]!.product_id });
  });

  it('sends images checked by their content, served only to the two sides', async () => {
    const url = `${M}/conversations/${conversationId}/messages/`;
    const res = await postForm(
      buyer.client,
      url,
      form('Paketteki hasar bu şekilde:', [
        { body: await png('#c2410c'), name: 'a.png', type: 'image/png' },
        { body: await png('#0e7490'), name: 'b.png', type: 'image/png' },
      ]),
    );
    expect(res.statusCode, res.body).toBe(201);
    const m = messageSchema.parse(res.json());
    expect(m.images).toHaveLength(2);
    for (const who of [buyer, seller]) {
      const img = await who.client.get(m.images[0]!.thumb_url);
      expect(img.statusCode).toBe(200);
      expect(img.headers['content-type']).toBe('image/webp');
      const meta = await sharp(img.rawPayload).metadata();
      expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(320);
    }
    expect((await third.client.get(m.images[0]!.url)).statusCode).toBe(404);
    expect((await otherSeller.client.get(m.images[0]!.url)).statusCode).toBe(404);

    const imageOnly = await postForm(
      buyer.client,
      url,
      form(null, [{ body: await png('#15803d'), name: 'c.png', type: 'image/png' }]),
    );
    expect(imageOnly.statusCode, imageOnly.body).toBe(201);

    const fake = await postForm(
      buyer.client,
      url,
      form('Fotoğraf', [
        { body: Buffer.from('GIF89a not really'), name: 'x.jpg', type: 'image/jpeg' },
      ]),
    );
    expect(fake.statusCode).toBe(400);
    expect(fake.json().detail).toBe('Yalnızca JPEG, PNG veya WebP fotoğraf yükleyebilirsiniz.');

    const six = await png('#000000');
    const tooMany = await postForm(
      buyer.client,
      url,
      form(
        'Altı fotoğraf',
        Array.from({ length: 6 }, (_, i) => ({ body: six, name: `${i}.png`, type: 'image/png' })),
      ),
    );
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().detail).toBe('Bir mesajda en fazla 5 fotoğraf gönderebilirsiniz.');

    const big = Buffer.concat([await png('#ffffff'), Buffer.alloc(5 * 1024 * 1024)]);
    const tooBig = await postForm(
      buyer.client,
      url,
      form('Büyük', [{ body: big, name: 'big.png', type: 'image/png' }]),
    );
    expect(tooBig.statusCode).toBe(400);
  });

  it('answers 404 to anyone outside the conversation', async () => {
    const c = conversationId;
    const [img] = await rows<{ id: number }>(
      sql`SELECT id FROM message_images WHERE conversation_id = ${c} LIMIT 1`,
    );
    for (const who of [third, otherSeller]) {
      expect((await who.client.get(`${M}/conversations/${c}/messages/`)).statusCode).toBe(404);
      expect(
        (await who.client.post(`${M}/conversations/${c}/messages/`, { text: 'Merhaba' }))
          .statusCode,
      ).toBe(404);
      expect((await who.client.post(`${M}/conversations/${c}/read/`)).statusCode).toBe(404);
      expect(
        (await who.client.post(`${M}/conversations/${c}/report/`, { reason: 'Deneme' })).statusCode,
      ).toBe(404);
      expect(
        (await who.client.get(`${M}/conversations/${c}/images/${img!.id}/?size=thumb`)).statusCode,
      ).toBe(404);
      const list = conversationListSchema.parse(
        (await who.client.get(`${M}/conversations/`)).json(),
      );
      expect(list.results.map((x) => x.id)).not.toContain(c);
    }
    // An image id of another conversation through this one: 404 too.
    const [other] = await rows<{ id: number }>(
      sql`SELECT id FROM conversations WHERE id <> ${c} ORDER BY id LIMIT 1`,
    );
    expect(
      (await buyer.client.get(`${M}/conversations/${other!.id}/images/${img!.id}/`)).statusCode,
    ).toBe(404);
    const anon = await buyer.client.get(`${M}/unread-count/`, { headers: { authorization: '' } });
    expect([401, 200]).toContain(anon.statusCode);
  });

  it('pages older messages with before=', async () => {
    const c = conversationId;
    await t.database.db.execute(sql`
      INSERT INTO messages (conversation_id, sender_user_id, side, body, created_at)
      SELECT ${c}, ${buyer.id}, 'alici', 'Eski mesaj ' || g, now() - make_interval(days => 3, mins => 100 - g)
        FROM generate_series(1, 40) g`);
    const first = messagePageSchema.parse(
      (await buyer.client.get(`${M}/conversations/${c}/messages/`)).json(),
    );
    expect(first.results).toHaveLength(30);
    expect(first.has_more).toBe(true);
    const ids = first.results.map((m) => m.id);
    expect([...ids].sort((a, b) => a - b)).toEqual(ids);
    const older = messagePageSchema.parse(
      (await buyer.client.get(`${M}/conversations/${c}/messages/?before=${ids[0]}`)).json(),
    );
    expect(older.results.every((m) => m.id < ids[0]!)).toBe(true);
  });

  it('limits new conversations to 5 an hour and messages to 20 a minute, with Retry-After', async () => {
    const u = spare[1]!;
    for (let i = 0; i < 5; i++) {
      const res = await u.client.post(`${M}/conversations/`, {
        business_id: businessId,
        text: `Merhaba, ${i + 1}. sorum şu olacak.`,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const over = await u.client.post(`${M}/conversations/`, {
      business_id: businessId,
      text: 'Altıncı konuşma açılmamalı.',
    });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.json().detail).toBe(
      'Bir saatte en fazla 5 yeni konuşma başlatabilirsiniz. Lütfen daha sonra tekrar deneyin.',
    );

    const w = spare[2]!;
    const start = await w.client.post(`${M}/conversations/`, {
      business_id: businessId,
      text: 'Hızlı yazan bir alıcıyım.',
    });
    const cid = start.json().conversation.id;
    for (let i = 0; i < 20; i++) {
      const res = await w.client.post(`${M}/conversations/${cid}/messages/`, {
        text: `Mesaj ${i + 1}`,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    const flood = await w.client.post(`${M}/conversations/${cid}/messages/`, { text: 'Fazla' });
    expect(flood.statusCode).toBe(429);
    expect(flood.headers['retry-after']).toBeDefined();
    expect(flood.json().detail).toMatch(/dakikada en fazla 20 mesaj/);
  });

  it('mails the shopper once about a message unread for an hour, the seller about deadlines', async () => {
    // The seller wrote last (the buyer's own messages mark what came before as seen).
    const last = await seller.client.post(`${M}/conversations/${conversationId}/messages/`, {
      text: 'Kargonuz yola çıktı, takip numarası sipariş sayfanızda.',
    });
    expect(last.statusCode, last.body).toBe(201);
    await t.database.db.execute(
      sql`UPDATE messages SET created_at = now() - interval '2 hours' WHERE id = ${last.json().id}`,
    );
    await t.database.db.execute(
      sql`UPDATE businesses SET email_notification_kinds = array_append(email_notification_kinds, 'soru') WHERE id = ${businessId}`,
    );
    const q = await ask(asker, mine[5]!.product_id, 'Bu ürün hediye paketiyle gönderilebilir mi?');
    await t.database.db.execute(
      sql`UPDATE product_questions SET created_at = now() - interval '40 hours' WHERE id = ${q}`,
    );
    const sent: { to: string; subject: string }[] = [];
    const mailer = {
      send: async (_db: unknown, m: { to: string; subject: string }) => {
        sent.push(m);
      },
    } as unknown as Parameters<typeof mailConversationReminders>[1];
    const n = await mailConversationReminders(t.database.db, mailer, 'http://localhost');
    expect(n, JSON.stringify(sent.map((m) => m.subject))).toBeGreaterThanOrEqual(2);
    expect(sent.some((m) => /size mesaj gönderdi/.test(m.subject))).toBe(true);
    expect(sent.some((m) => /cevap süresi doluyor/.test(m.subject))).toBe(true);
    // Once: a second run mails nothing new about them.
    const again: unknown[] = [];
    const m2 = {
      send: async (_d: unknown, m: unknown) => void again.push(m),
    } as unknown as typeof mailer;
    await mailConversationReminders(t.database.db, m2, 'http://localhost');
    expect(again).toHaveLength(0);
  });
});

describe.runIf(onRealServers && !!process.env.REDIS_URL)('two processes', () => {
  it('a message sent through one reaches the other side’s socket on the other', async () => {
    const second = await openDatabase({ databaseUrl: t.databaseUrl!, poolSize: 5 });
    const app2 = await buildApp(t.config, { database: second });
    await app2.listen({ port: 0, host: '127.0.0.1' });
    try {
      const url2 = `ws://127.0.0.1:${(app2.server.address() as AddressInfo).port}`;
      const onSecond = await open(await ticket(seller), url2);
      const res = await spare[3]!.client.post(`${M}/conversations/`, {
        business_id: businessId,
        text: 'İki sunucu arasında giden bir mesaj.',
      });
      expect(res.statusCode, res.body).toBe(201);
      await waitFor(() => onSecond.messages.some((m) => m.type === 'chat.message'));
      expect(onSecond.messages.find((m) => m.type === 'chat.message')).toMatchObject({
        item: { text: 'İki sunucu arasında giden bir mesaj.' },
      });
      onSecond.ws.close();
    } finally {
      await app2.close();
    }
  });
});
