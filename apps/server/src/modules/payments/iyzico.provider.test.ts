import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigratedTestDatabase, type TestDatabase } from '../../../test/database.ts';
import type { Db } from '../../db/client.ts';
import { businesses } from '../../db/schema/index.ts';
import { IyzicoDouble } from '../../../test/iyzico-double.ts';
import {
  createIyzicoProvider,
  parseIyzicoPrice,
  PLATFORM_COMMISSION_RATE,
  sellerShares,
  toIyzicoPrice,
} from './iyzico.provider.ts';
import type {
  BasketItem,
  ExpectedPayment,
  PaymentProvider,
  StartPaymentInput,
  VerifiedCallback,
} from './provider.ts';

const API_KEY = 'sandbox-carsi-api-key';
const SECRET_KEY = 'sandbox-carsi-secret-key';

const CARDS = {
  success: '5528790000000008',
  debit: '4766620000000001',
  insufficient: '4111111111111129',
  doNotHonour: '4129111111111111',
  expired: '4125111111111115',
  mdStatus0: '4131111111111117',
  initFails: '4151111111111112',
};

let testDb: TestDatabase;
let db: Db;
let double: IyzicoDouble;
let server: { baseUrl: string; close(): Promise<void> };
let provider: PaymentProvider;
let sequence = 0;

beforeAll(async () => {
  testDb = await openMigratedTestDatabase();
  db = testDb.database.db;
  double = new IyzicoDouble({ apiKey: API_KEY, secretKey: SECRET_KEY });
  server = await double.start();
  provider = createIyzicoProvider({
    apiKey: API_KEY,
    secretKey: SECRET_KEY,
    baseUrl: server.baseUrl,
    db,
  });
});

afterAll(async () => {
  await server?.close();
  await testDb?.close();
});

async function makeBusiness(overrides: Partial<typeof businesses.$inferInsert> = {}) {
  sequence += 1;
  const [row] = await db
    .insert(businesses)
    .values({
      name: `Test Mağaza ${sequence}`,
      slug: `test-magaza-${sequence}-${Math.random().toString(36).slice(2, 7)}`,
      legalName: `Test Ticaret ${sequence} A.Ş.`,
      taxNumber: '1234567890',
      taxOffice: 'Kadıköy',
      iban: 'TR330006100519786457841326',
      city: 'İstanbul',
      phone: '+905321234567',
      email: `satici${sequence}@example.com`,
      status: 'onaylandi',
      ...overrides,
    })
    .returning({ id: businesses.id });
  return row!.id;
}

async function keyOf(businessId: number) {
  const [row] = await db
    .select({ key: businesses.iyzicoSubMerchantKey })
    .from(businesses)
    .where(eq(businesses.id, businessId));
  return row?.key ?? null;
}

function newPaymentId() {
  sequence += 1;
  return `pay_test${sequence}${Math.random().toString(36).slice(2, 8)}`;
}

function startInput(
  basket: BasketItem[],
  opts: {
    card?: string;
    installments?: number;
    paidPrice?: number;
    kind?: StartPaymentInput['kind'];
  } = {},
): StartPaymentInput {
  const price = basket.reduce((a, b) => a + b.price, 0);
  return {
    paymentId: newPaymentId(),
    kind: opts.kind ?? 'siparis',
    price,
    paidPrice: opts.paidPrice ?? price,
    installments: opts.installments ?? 1,
    card: {
      holder_name: 'Ayşe Yılmaz',
      number: opts.card ?? CARDS.success,
      expiry_month: 12,
      expiry_year: 2030,
      cvc: '123',
    },
    buyer: {
      id: 42,
      firstName: 'Ayşe',
      lastName: 'Yılmaz',
      email: 'ayse@example.com',
      phone: '+905551112233',
      identityNumber: null,
      ip: '85.34.78.112',
      registeredAt: new Date('2026-01-05T10:00:00Z'),
    },
    address: {
      contactName: 'Ayşe Yılmaz',
      city: 'İstanbul',
      district: 'Kadıköy',
      address: 'Caferağa Mah. Moda Cad. No:1 D:3',
      zipCode: '34710',
    },
    basket,
    callbackUrl: 'https://carsi.example/api/odeme/api/iyzico/callback/',
  };
}

function expectedFor(
  input: StartPaymentInput,
  data: Record<string, unknown> | undefined,
): ExpectedPayment {
  return {
    paymentId: input.paymentId,
    paidPrice: input.paidPrice,
    currency: 'TRY',
    basket: input.basket,
    data: data ?? {},
  };
}

/** Starts a payment, goes through 3-D Secure at the double and verifies the callback. */
async function startAndVerify(input: StartPaymentInput) {
  const started = await provider.start3ds(input);
  if (!started.ok) throw new Error(`start failed: ${started.code} ${started.detail}`);
  const callback = provider.verifyCallback(double.callbackBodyFor(input.paymentId));
  if (!callback) throw new Error('callback refused');
  return { started, callback, expected: expectedFor(input, started.data) };
}

describe('money helpers', () => {
  it('converts kuruş to iyzico decimals and back exactly', () => {
    expect(toIyzicoPrice(12990)).toBe('129.90');
    expect(toIyzicoPrice(5)).toBe('0.05');
    expect(toIyzicoPrice(100000)).toBe('1000.00');
    expect(parseIyzicoPrice(129.9)).toBe(12990);
    expect(parseIyzicoPrice('129.90')).toBe(12990);
    expect(parseIyzicoPrice('1000')).toBe(100000);
    expect(parseIyzicoPrice('129.905')).toBeNull();
    expect(parseIyzicoPrice('abc')).toBeNull();
  });

  it('splits the platform commission so every line and the total add up to the kuruş', () => {
    const prices = [3333, 3333, 3334, 1999, 1];
    const shares = sellerShares(prices);
    const commissions = prices.map((p, i) => p - shares[i]!);
    const total = prices.reduce((a, b) => a + b, 0);
    expect(commissions.reduce((a, b) => a + b, 0)).toBe(
      Math.round(total * PLATFORM_COMMISSION_RATE),
    );
    for (const [i, c] of commissions.entries()) {
      expect(Number.isInteger(c)).toBe(true);
      expect(c).toBeGreaterThanOrEqual(0);
      expect(c).toBeLessThanOrEqual(Math.ceil(prices[i]! * PLATFORM_COMMISSION_RATE));
    }
  });
});

describe('iyzico provider against the local iyzico double', () => {
  it('is refused by iyzico when it signs with the wrong secret', async () => {
    const wrong = createIyzicoProvider({
      apiKey: API_KEY,
      secretKey: 'not-the-secret',
      baseUrl: server.baseUrl,
      db,
    });
    expect(await wrong.installments('552879', 10000)).toBeNull();
    const refused = double.lastCall('/payment/iyzipos/installment')!;
    expect(refused.authorized).toBe(false);
    expect(refused.response).toMatchObject({
      status: 'failure',
      errorCode: '1000',
      errorMessage: 'Geçersiz imza',
    });

    const topUp = await wrong.start3ds(
      startInput(
        [{ id: 'w1', name: 'Cüzdan yükleme', category: 'Cüzdan', price: 5000, businessId: null }],
        {
          kind: 'cuzdan_yukleme',
        },
      ),
    );
    expect(topUp).toEqual({
      ok: false,
      code: 'odeme_altyapisi_hatasi',
      detail: 'Ödeme altyapısına şu an ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.',
    });

    // No header at all, or another API key: iyzico does not know the caller.
    const bare = await fetch(`${server.baseUrl}/payment/iyzipos/installment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ binNumber: '552879', price: '100.0' }),
    });
    expect(await bare.json()).toMatchObject({ status: 'failure', errorCode: '1001' });

    // The same call signed with the right secret goes through.
    expect(await provider.installments('552879', 10000)).not.toBeNull();
    expect(double.lastCall('/payment/iyzipos/installment')!.authorized).toBe(true);
  });

  it('creates one sub-merchant per business, even for concurrent calls', async () => {
    const businessId = await makeBusiness();
    const before = double.calls.filter((c) => c.path === '/onboarding/submerchant').length;
    await Promise.all([provider.ensureSeller!(businessId), provider.ensureSeller!(businessId)]);
    const key = await keyOf(businessId);
    expect(key).toBeTruthy();
    expect(double.subMerchants.has(key!)).toBe(true);
    const created = double.calls.filter((c) => c.path === '/onboarding/submerchant').slice(before);
    expect(created).toHaveLength(1);
    expect(created[0]!.body).toMatchObject({
      subMerchantType: 'LIMITED_OR_JOINT_STOCK_COMPANY',
      subMerchantExternalId: `carsi-isletme-${businessId}`,
      legalCompanyTitle: expect.stringContaining('A.Ş.'),
      taxNumber: '1234567890',
      taxOffice: 'Kadıköy',
      iban: 'TR330006100519786457841326',
      currency: 'TRY',
    });

    // Once stored, nothing is created again.
    await provider.ensureSeller!(businessId);
    expect(double.calls.filter((c) => c.path === '/onboarding/submerchant').length).toBe(
      before + 1,
    );
    expect(await keyOf(businessId)).toBe(key);
  });

  it('keeps one key when two processes onboard the same business at once', async () => {
    const businessId = await makeBusiness();
    const other = createIyzicoProvider({
      apiKey: API_KEY,
      secretKey: SECRET_KEY,
      baseUrl: server.baseUrl,
      db,
    });
    await Promise.all([provider.ensureSeller!(businessId), other.ensureSeller!(businessId)]);
    const key = await keyOf(businessId);
    expect(key).toBeTruthy();
    await Promise.all([provider.ensureSeller!(businessId), other.ensureSeller!(businessId)]);
    expect(await keyOf(businessId)).toBe(key);

    // Both processes then pay that seller with the stored key.
    const input = startInput([{ id: 'o1', name: 'Kupa', category: 'Ev', price: 2500, businessId }]);
    expect((await other.start3ds(input)).ok).toBe(true);
    const items = double.lastCall('/payment/3dsecure/initialize')!.body!.basketItems as Record<
      string,
      unknown
    >[];
    expect(items[0]!.subMerchantKey).toBe(key);
  });

  it('refuses to start when a seller cannot be onboarded, without calling 3-D Secure', async () => {
    const businessId = await makeBusiness({ iban: null });
    const before = double.calls.length;
    const result = await provider.start3ds(
      startInput([{ id: 'o1', name: 'Kalem', category: 'Kırtasiye', price: 1000, businessId }]),
    );
    expect(result).toEqual({
      ok: false,
      code: 'satici_hazir_degil',
      detail:
        'Sepetinizdeki satıcılardan birinin ödeme hesabı henüz hazır değil. Lütfen daha sonra tekrar deneyin.',
    });
    expect(double.calls.slice(before).map((c) => c.path)).not.toContain(
      '/payment/3dsecure/initialize',
    );
    expect(await keyOf(businessId)).toBeNull();
  });

  it('initialises 3-D Secure with each line’s sub-merchant and exact seller shares', async () => {
    const a = await makeBusiness();
    const b = await makeBusiness();
    const basket: BasketItem[] = [
      { id: 'o11', name: 'Çaydanlık', category: 'Mutfak', price: 3333, businessId: a },
      { id: 'o12', name: 'Bardak', category: 'Mutfak', price: 3333, businessId: a },
      { id: 's' + a, name: 'Kargo', category: 'Kargo', price: 1999, businessId: a },
      { id: 'o21', name: 'Kitap', category: 'Kitap', price: 3334, businessId: b },
    ];
    const input = startInput(basket, { installments: 3, paidPrice: 12433 });
    const result = await provider.start3ds(input);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.threeDsHtml).toContain('<form');
    const payment = double.paymentFor(input.paymentId)!;
    expect(result.data?.iyzico_payment_id).toBe(payment.paymentId);

    const body = double.lastCall('/payment/3dsecure/initialize')!.body!;
    expect(body).toMatchObject({
      conversationId: input.paymentId,
      basketId: input.paymentId,
      price: '119.99',
      paidPrice: '124.33',
      installment: 3,
      currency: 'TRY',
      paymentGroup: 'PRODUCT',
      callbackUrl: input.callbackUrl,
    });
    expect((body.buyer as Record<string, unknown>).identityNumber).toBe('11111111111');
    const items = body.basketItems as Record<string, string>[];
    const keyA = await keyOf(a);
    const keyB = await keyOf(b);
    expect(items.map((i) => i.subMerchantKey)).toEqual([keyA, keyA, keyA, keyB]);
    const prices = items.map((i) => parseIyzicoPrice(i.price)!);
    const shares = items.map((i) => parseIyzicoPrice(i.subMerchantPrice)!);
    expect(prices).toEqual([3333, 3333, 1999, 3334]);
    expect(prices.reduce((x, y) => x + y, 0)).toBe(input.price);
    const commission = prices.reduce((x, p, i) => x + p - shares[i]!, 0);
    expect(commission).toBe(Math.round(input.price * PLATFORM_COMMISSION_RATE));
    for (const [i, share] of shares.entries()) expect(share).toBeLessThan(prices[i]!);
  });

  it('sends a wallet top-up as the platform’s own (LISTING) sale and refuses a mixed basket', async () => {
    const topUp = startInput(
      [{ id: 'w1', name: 'Cüzdan yükleme', category: 'Cüzdan', price: 25000, businessId: null }],
      { kind: 'cuzdan_yukleme' },
    );
    expect((await provider.start3ds(topUp)).ok).toBe(true);
    const body = double.lastCall('/payment/3dsecure/initialize')!.body!;
    expect(body.paymentGroup).toBe('LISTING');
    const item = (body.basketItems as Record<string, unknown>[])[0]!;
    expect(item.subMerchantKey).toBeUndefined();
    expect(item.itemType).toBe('VIRTUAL');

    const seller = await makeBusiness();
    const mixed = await provider.start3ds(
      startInput([
        { id: 'o1', name: 'Kupa', category: 'Ev', price: 1000, businessId: seller },
        { id: 'w1', name: 'Cüzdan yükleme', category: 'Cüzdan', price: 1000, businessId: null },
      ]),
    );
    expect(mixed).toMatchObject({ ok: false, code: 'gecersiz_sepet' });
  });

  it('takes the money after 3-D Secure and returns each item’s transaction id', async () => {
    const seller = await makeBusiness();
    const input = startInput([
      { id: 'o1', name: 'Lamba', category: 'Ev', price: 45000, businessId: seller },
      { id: 'o2', name: 'Ampul', category: 'Ev', price: 2990, businessId: seller },
      { id: 'o3', name: 'Cüzdandan ödenen', category: 'Ev', price: 0, businessId: seller },
    ]);
    const { callback, expected } = await startAndVerify(input);
    expect(callback).toMatchObject({ paymentId: input.paymentId, approved: true });
    const done = await provider.complete3ds(callback, expected);
    expect(done.ok).toBe(true);
    if (!done.ok) return;
    const payment = double.paymentFor(input.paymentId)!;
    expect(payment.state).toBe('AUTH');
    expect(done.providerPaymentId).toBe(payment.paymentId);
    expect(done.itemRefs).toEqual({
      o1: payment.items.find((i) => i.itemId === 'o1')!.paymentTransactionId,
      o2: payment.items.find((i) => i.itemId === 'o2')!.paymentTransactionId,
    });
  });

  describe('the 3-D Secure callback', () => {
    it('is accepted only as iyzico signed it', async () => {
      const input = startInput([
        { id: 'w1', name: 'Cüzdan yükleme', category: 'Cüzdan', price: 1000, businessId: null },
      ]);
      expect((await provider.start3ds(input)).ok).toBe(true);
      const genuine = double.callbackBodyFor(input.paymentId);
      expect(provider.verifyCallback(genuine)).toMatchObject({ approved: true });

      const other = startInput([
        { id: 'w1', name: 'Cüzdan yükleme', category: 'Cüzdan', price: 1000, businessId: null },
      ]);
      expect((await provider.start3ds(other)).ok).toBe(true);
      const tampered = [
        { signature: 'a'.repeat(64) },
        { conversationId: other.paymentId },
        { paymentId: double.paymentFor(other.paymentId)!.paymentId },
        { mdStatus: '1', status: 'success', conversationData: 'x' },
        { conversationId: 'pay_<script>' },
        { mdStatus: 'bir' },
      ];
      for (const tamper of tampered)
        expect(
          provider.verifyCallback(double.callbackBodyFor(input.paymentId, { tamper })),
        ).toBeNull();
      expect(
        provider.verifyCallback(double.callbackBodyFor(input.paymentId, { omitSignature: true })),
      ).toBeNull();
      // A failed 3-D Secure cannot be turned into a success by editing the post.
      expect(
        provider.verifyCallback(
          double.callbackBodyFor(input.paymentId, {
            mdStatus: '0',
            tamper: { mdStatus: '1', status: 'success' },
          }),
        ),
      ).toBeNull();
    });

    it('tells the shopper why 3-D Secure failed and takes no money', async () => {
      const input = startInput(
        [{ id: 'w1', name: 'Cüzdan yükleme', category: 'Cüzdan', price: 1500, businessId: null }],
        { card: CARDS.mdStatus0 },
      );
      const started = await provider.start3ds(input);
      expect(started.ok).toBe(true);
      const callback = provider.verifyCallback(double.callbackBodyFor(input.paymentId));
      expect(callback).toMatchObject({
        paymentId: input.paymentId,
        approved: false,
        failure: {
          code: '3ds_basarisiz',
          detail: '3-D Secure doğrulaması başarısız oldu. Kartınızı kontrol edip tekrar deneyin.',
        },
      });
      const before = double.calls.length;
      const done = await provider.complete3ds(
        callback!,
        expectedFor(input, started.ok ? started.data : {}),
      );
      expect(done).toMatchObject({ ok: false, code: '3ds_basarisiz' });
      expect(double.calls.slice(before).map((c) => c.path)).not.toContain('/payment/3dsecure/auth');
      expect(double.paymentFor(input.paymentId)!.state).toBe('INIT');

      const four = provider.verifyCallback(
        double.callbackBodyFor(input.paymentId, { mdStatus: '4' }),
      );
      expect(four?.approved).toBe(false);
      expect(four?.failure?.detail).toMatch(/3-D Secure/);
    });
  });

  describe('the auth answer', () => {
    async function tamperedCompletion(
      mutate: (answer: Record<string, unknown>) => void,
      resign: boolean,
    ) {
      const seller = await makeBusiness();
      const input = startInput([
        { id: 'o1', name: 'Saat', category: 'Aksesuar', price: 80000, businessId: seller },
        { id: 'o2', name: 'Kordon', category: 'Aksesuar', price: 12000, businessId: seller },
      ]);
      const { callback, expected } = await startAndVerify(input);
      double.tamperNextAuth(mutate, { resign });
      const done = await provider.complete3ds(callback, expected);
      return { done, payment: double.paymentFor(input.paymentId)! };
    }

    const refused = {
      ok: false,
      code: 'dogrulama_hatasi',
      detail:
        'Ödeme bilgileri doğrulanamadı; kartınızdan para çekilmedi veya iade edildi. Lütfen tekrar deneyin.',
    };

    it('is refused, and the payment cancelled, when iyzico took another amount', async () => {
      const { done, payment } = await tamperedCompletion((a) => {
        a.paidPrice = 9.2;
      }, true);
      expect(done).toEqual(refused);
      expect(payment.state).toBe('CANCELLED');
    });

    it('is refused when the answer is not signed by iyzico', async () => {
      const { done, payment } = await tamperedCompletion((a) => {
        a.paidPrice = 1;
        a.price = 1;
      }, false);
      expect(done).toEqual(refused);
      expect(payment.state).toBe('CANCELLED');
    });

    it('is refused when its signature is not iyzico’s, even if every field matches', async () => {
      const { done, payment } = await tamperedCompletion((a) => {
        a.signature = String(a.signature).replace(/^./, (c) => (c === '0' ? '1' : '0'));
      }, false);
      expect(done).toEqual(refused);
      expect(payment.state).toBe('CANCELLED');
    });

    it('is refused when it is about another basket', async () => {
      const { done } = await tamperedCompletion((a) => {
        a.basketId = 'pay_someone_else';
      }, true);
      expect(done).toEqual(refused);
    });

    it('is refused when its items are not the basket’s items', async () => {
      const dropped = await tamperedCompletion((a) => {
        (a.itemTransactions as unknown[]).pop();
      }, true);
      expect(dropped.done).toEqual(refused);
      const renamed = await tamperedCompletion((a) => {
        (a.itemTransactions as Record<string, unknown>[])[1]!.itemId = 'o9';
      }, true);
      expect(renamed.done).toEqual(refused);
      expect(renamed.payment.state).toBe('CANCELLED');
    });

    it('is refused when it is in another currency', async () => {
      const { done } = await tamperedCompletion((a) => {
        a.currency = 'USD';
      }, true);
      expect(done).toEqual(refused);
    });
  });

  describe('declined cards', () => {
    const cases: [string, string, string][] = [
      [CARDS.insufficient, 'yetersiz_bakiye', 'Kartınızın bakiyesi yetersiz.'],
      [CARDS.doNotHonour, 'odeme_reddedildi', 'Bankanız işlemi onaylamadı.'],
      [CARDS.expired, 'kart_suresi_dolmus', 'Kartın son kullanma tarihi geçmiş.'],
    ];
    for (const [card, code, detail] of cases)
      it(`answers "${detail}" for ${card}`, async () => {
        const seller = await makeBusiness();
        const input = startInput(
          [{ id: 'o1', name: 'Ayakkabı', category: 'Giyim', price: 99900, businessId: seller }],
          { card },
        );
        const { callback, expected } = await startAndVerify(input);
        expect(await provider.complete3ds(callback, expected)).toEqual({ ok: false, code, detail });
        expect(double.paymentFor(input.paymentId)!.state).toBe('FAILURE');
      });

    it('answers a generic Turkish reason when 3-D Secure cannot start', async () => {
      const input = startInput(
        [{ id: 'w1', name: 'Cüzdan yükleme', category: 'Cüzdan', price: 1000, businessId: null }],
        { card: CARDS.initFails },
      );
      expect(await provider.start3ds(input)).toEqual({
        ok: false,
        code: 'odeme_basarisiz',
        detail: 'Ödeme alınamadı. Lütfen başka bir kart deneyin.',
      });
    });
  });

  it('reads instalment options by BIN in kuruş', async () => {
    const credit = await provider.installments('552879', 100000);
    expect(credit).toMatchObject({
      bin: '552879',
      bank_name: 'Halkbank',
      card_family: 'Paraf',
      card_type: 'CREDIT_CARD',
      card_association: 'MASTER_CARD',
    });
    expect(credit!.options.map((o) => o.installments)).toEqual([1, 2, 3, 6, 9, 12]);
    expect(credit!.options[0]).toEqual({
      installments: 1,
      installment_price: 100000,
      total_price: 100000,
    });
    expect(credit!.options.find((o) => o.installments === 6)).toEqual({
      installments: 6,
      installment_price: 18150,
      total_price: 108900,
    });

    const debit = await provider.installments('47666200', 100000);
    expect(debit).toMatchObject({
      bank_name: 'Denizbank',
      card_type: 'DEBIT_CARD',
      card_family: null,
    });
    expect(debit!.options).toEqual([
      { installments: 1, installment_price: 100000, total_price: 100000 },
    ]);

    expect(await provider.installments('999999', 100000)).toBeNull();
  });

  it('refunds one item, cancels a whole payment and approves payouts', async () => {
    const seller = await makeBusiness();
    const input = startInput([
      { id: 'o1', name: 'Masa', category: 'Mobilya', price: 150000, businessId: seller },
      { id: 'o2', name: 'Sandalye', category: 'Mobilya', price: 40000, businessId: seller },
    ]);
    const { callback, expected } = await startAndVerify(input);
    const done = await provider.complete3ds(callback, expected);
    if (!done.ok) throw new Error(done.detail);

    const refund = await provider.refund({
      paymentId: input.paymentId,
      providerPaymentId: done.providerPaymentId,
      itemRef: done.itemRefs.o2!,
      amount: 40000,
      ip: '85.34.78.112',
    });
    expect(refund).toMatchObject({ ok: true });
    expect(double.refunds.at(-1)).toMatchObject({
      paymentTransactionId: done.itemRefs.o2,
      price: 40000,
    });
    // The same item again: nothing left to give back.
    const again = await provider.refund({
      paymentId: input.paymentId,
      providerPaymentId: done.providerPaymentId,
      itemRef: done.itemRefs.o2!,
      amount: 40000,
      ip: '85.34.78.112',
    });
    expect(again).toEqual({
      ok: false,
      code: 'iade_basarisiz',
      detail: 'İade yapılamadı. Lütfen daha sonra tekrar deneyin.',
    });

    expect(await provider.approvePayout(done.itemRefs.o1!)).toEqual({ ok: true });
    const payment = double.paymentFor(input.paymentId)!;
    expect(payment.items.find((i) => i.itemId === 'o1')!.approved).toBe(true);
    expect(await provider.approvePayout('999999999')).toMatchObject({
      ok: false,
      code: 'onay_basarisiz',
    });

    const second = startInput([
      { id: 'o1', name: 'Halı', category: 'Ev', price: 70000, businessId: seller },
    ]);
    const s = await startAndVerify(second);
    const paid = await provider.complete3ds(s.callback, s.expected);
    if (!paid.ok) throw new Error(paid.detail);
    const cancel = await provider.refund({
      paymentId: second.paymentId,
      providerPaymentId: paid.providerPaymentId,
      itemRef: null,
      amount: 70000,
      ip: '85.34.78.112',
    });
    expect(cancel).toMatchObject({ ok: true });
    expect(double.paymentFor(second.paymentId)!.state).toBe('CANCELLED');
  });

  it('does not believe forged initialize or refund answers', async () => {
    const input = startInput([
      { id: 'w1', name: 'Cüzdan yükleme', category: 'Cüzdan', price: 1000, businessId: null },
    ]);
    double.tamperNextAnswer('/payment/3dsecure/initialize', (a) => {
      a.signature = 'f'.repeat(64);
    });
    expect(await provider.start3ds(input)).toEqual({
      ok: false,
      code: 'dogrulama_hatasi',
      detail: 'Ödeme başlatılamadı. Lütfen tekrar deneyin.',
    });

    const seller = await makeBusiness();
    const paidInput = startInput([
      { id: 'o1', name: 'Tava', category: 'Mutfak', price: 30000, businessId: seller },
    ]);
    const s = await startAndVerify(paidInput);
    const paid = await provider.complete3ds(s.callback, s.expected);
    if (!paid.ok) throw new Error(paid.detail);
    double.tamperNextAnswer('/payment/refund', (a) => {
      a.price = 3;
    });
    expect(
      await provider.refund({
        paymentId: paidInput.paymentId,
        providerPaymentId: paid.providerPaymentId,
        itemRef: paid.itemRefs.o1!,
        amount: 30000,
        ip: '85.34.78.112',
      }),
    ).toEqual({ ok: false, code: 'dogrulama_hatasi', detail: 'İade yanıtı doğrulanamadı.' });
  });

  it('does not complete a callback for another payment than the one expected', async () => {
    const a = startInput([
      { id: 'w1', name: 'Cüzdan yükleme', category: 'Cüzdan', price: 1000, businessId: null },
    ]);
    const b = startInput([
      { id: 'w1', name: 'Cüzdan yükleme', category: 'Cüzdan', price: 1000, businessId: null },
    ]);
    const sa = await startAndVerify(a);
    const sb = await startAndVerify(b);
    const cross: VerifiedCallback = sa.callback;
    expect(await provider.complete3ds(cross, sb.expected)).toMatchObject({
      ok: false,
      code: 'dogrulama_hatasi',
    });
    expect(double.paymentFor(a.paymentId)!.state).toBe('INIT');
    expect(double.paymentFor(b.paymentId)!.state).toBe('INIT');
  });
  describe('asking iyzico what became of a payment (/payment/detail)', () => {
    const queryFor = (
      input: StartPaymentInput,
      expected: ExpectedPayment,
      providerPaymentId: string | null = null,
    ) => ({
      paymentId: input.paymentId,
      providerPaymentId,
      data: expected.data,
      expected,
    });

    it('tells a payment not yet authorised from one authorised, with its item refs', async () => {
      const seller = await makeBusiness();
      const input = startInput([
        { id: 'o1', name: 'Kupa', category: 'Mutfak', price: 12000, businessId: seller },
        { id: 's1', name: 'Kargo', category: 'Kargo', price: 3000, businessId: seller },
      ]);
      const { callback, expected } = await startAndVerify(input);
      expect(await provider.retrievePayment(queryFor(input, expected))).toMatchObject({
        state: 'not_paid',
      });
      const done = await provider.complete3ds(callback, expected);
      if (!done.ok) throw new Error(done.detail);
      const found = await provider.retrievePayment(queryFor(input, expected));
      expect(found).toEqual({
        state: 'paid',
        providerPaymentId: done.providerPaymentId,
        paidPrice: 15000,
        itemRefs: done.itemRefs,
        matches: true,
        refunded: null,
      });
      const detail = double.lastCall('/payment/detail')!;
      expect(detail.authorized).toBe(true);
      expect(detail.body).toMatchObject({ paymentConversationId: input.paymentId });
    });

    it('reads a lost auth answer as uncertain, and then finds the money taken', async () => {
      const seller = await makeBusiness();
      const input = startInput([
        { id: 'o1', name: 'Çaydanlık', category: 'Mutfak', price: 54000, businessId: seller },
      ]);
      const { callback, expected } = await startAndVerify(input);
      double.dropNextAnswer('/payment/3dsecure/auth');
      const lost = await provider.complete3ds(callback, expected);
      expect(lost).toMatchObject({ ok: false, code: 'odeme_altyapisi_hatasi', uncertain: true });
      // Nothing was cancelled blindly: the payment is iyzico's to report.
      expect(double.paymentFor(input.paymentId)!.state).toBe('AUTH');
      const found = await provider.retrievePayment(queryFor(input, expected));
      expect(found).toMatchObject({ state: 'paid', matches: true, paidPrice: 54000 });
    });

    it('says when what was taken is not what we expected, and does not believe an unsigned answer', async () => {
      const seller = await makeBusiness();
      const input = startInput([
        { id: 'o1', name: 'Tencere', category: 'Mutfak', price: 80000, businessId: seller },
      ]);
      const { callback, expected } = await startAndVerify(input);
      const done = await provider.complete3ds(callback, expected);
      if (!done.ok) throw new Error(done.detail);
      const otherAmount = { ...expected, paidPrice: 79999 };
      expect(await provider.retrievePayment(queryFor(input, otherAmount))).toMatchObject({
        state: 'paid',
        matches: false,
      });
      // A changed amount breaks iyzico's signature: not iyzico's word, so it cannot tell.
      double.tamperNextAnswer('/payment/detail', (a) => {
        a.paidPrice = 1;
      });
      expect(await provider.retrievePayment(queryFor(input, expected))).toMatchObject({
        state: 'unknown',
      });
    });

    it('answers uncertain when a cancel after a mismatching answer is not confirmed', async () => {
      const seller = await makeBusiness();
      const input = startInput([
        { id: 'o1', name: 'Bardak', category: 'Mutfak', price: 9000, businessId: seller },
      ]);
      const { callback, expected } = await startAndVerify(input);
      double.tamperNextAuth((a) => (a.paidPrice = 1), { resign: true });
      double.dropNextAnswer('/payment/cancel');
      expect(await provider.complete3ds(callback, expected)).toMatchObject({
        ok: false,
        code: 'dogrulama_hatasi',
        uncertain: true,
      });
    });
  });
});
