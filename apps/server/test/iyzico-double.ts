/**
 * TEST SUPPORT ONLY — never import this from the server's runtime code.
 *
 * A local stand-in for iyzico's HTTP API (node:http on 127.0.0.1, random port) covering exactly
 * the endpoints Çarşı uses: 3-D Secure initialize and auth, instalments by BIN, refund, cancel,
 * payment retrieval (/payment/detail), sub-merchant onboarding and payout approval. Like iyzico it
 *  - checks the IYZWSv2 Authorization header of every request (HMAC-SHA256 of x-iyzi-rnd + path +
 *    body with the merchant's secret) and answers errorCode 1001 (unknown API key) or 1000
 *    ("Geçersiz imza") otherwise;
 *  - answers with iyzico's JSON shapes (status, errorCode, errorMessage, errorGroup, locale,
 *    systemTime, conversationId and the success fields), prices as JSON numbers;
 *  - signs answers as documented ("Response Signature Validation"): HMAC-SHA256 hex, with the
 *    secret key, of the listed fields joined by ':' (prices without trailing zeros);
 *  - keeps state: sub-merchants, initialised 3-D Secure payments with their basket, authorised
 *    payments with their item transactions, refunds, cancels and approvals;
 *  - knows iyzico's published test cards (success 5528790000000008 / 4766620000000001, not
 *    sufficient funds 4111111111111129, mdStatus 0 4131111111111117, …).
 * Validation failures the docs give no code for are answered with errorCode 11 and a message.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Json = Record<string, unknown>;

export interface IyzicoDoubleOptions {
  apiKey: string;
  secretKey: string;
}

export interface RecordedCall {
  path: string;
  /** The request body as sent (parsed JSON), or null when it was not JSON. */
  body: Json | null;
  /** Whether the IYZWSv2 header checked out. */
  authorized: boolean;
  response: Json;
}

export interface DoubleSubMerchant {
  key: string;
  externalId: string;
  request: Json;
}

export interface DoubleItem {
  itemId: string;
  paymentTransactionId: string;
  /** kuruş */
  price: number;
  /** kuruş: the item's share of paidPrice */
  paidPrice: number;
  subMerchantKey: string | null;
  /** kuruş */
  subMerchantPrice: number | null;
  refunded: number;
  approved: boolean;
}

export interface DoublePayment {
  paymentId: string;
  conversationId: string;
  basketId: string;
  paymentGroup: string;
  /** kuruş */
  price: number;
  /** kuruş */
  paidPrice: number;
  currency: string;
  installment: number;
  callbackUrl: string;
  cardNumber: string;
  conversationData: string;
  /** The mdStatus of the 3-D Secure step once the shopper went through it. */
  mdStatus: string | null;
  state: 'INIT' | 'AUTH' | 'FAILURE' | 'CANCELLED';
  basketItems: Json[];
  items: DoubleItem[];
  request: Json;
}

export interface DoubleRefund {
  paymentId: string;
  paymentTransactionId: string;
  /** kuruş */
  price: number;
  hostReference: string;
}

export interface CallbackOptions {
  /** Another genuine outcome (signed correctly), e.g. mdStatus '0'. */
  mdStatus?: string;
  status?: 'success' | 'failure';
  /** Fields changed after signing (a forged or tampered post). */
  tamper?: Partial<
    Record<
      'status' | 'paymentId' | 'conversationId' | 'mdStatus' | 'conversationData' | 'signature',
      string
    >
  >;
  omitSignature?: boolean;
}

export interface AuthTamper {
  /** Changes the auth answer (after it has been built and signed). */
  mutate: (answer: Json) => void;
  /** Sign again after the change (iyzico itself answering so), or leave the old signature. */
  resign: boolean;
}

/** iyzico's documented test cards and what the sandbox does with them. */
const TEST_CARDS: Record<
  string,
  { md?: string; auth?: [string, string, string]; init?: [string, string] }
> = {
  '4111111111111129': {
    auth: ['10051', 'NOT_SUFFICIENT_FUNDS', 'Kart limiti yetersiz, yetersiz bakiye'],
  },
  '4129111111111111': { auth: ['10005', 'DO_NOT_HONOUR', 'İşlem onaylanmadı'] },
  '4125111111111115': { auth: ['10054', 'EXPIRED_CARD', 'Vadesi dolmuş kart'] },
  '4124111111111116': { auth: ['10084', 'INVALID_CVC2', 'CVC2 bilgisi hatalı'] },
  '4121111111111119': { auth: ['10034', 'FRAUD_SUSPECT', 'Dolandırıcılık şüphesi'] },
  '4130111111111118': {
    auth: ['10204', 'UNKNOWN', 'Ödeme işlemi esnasında genel bir hata oluştu'],
  },
  '4131111111111117': { md: '0' },
  '4141111111111115': { md: '4' },
  '4151111111111112': { init: ['10204', '3D Secure başlatılamadı'] },
};

interface Bin {
  bankName: string;
  bankCode: number;
  cardFamilyName: string | null;
  cardType: 'CREDIT_CARD' | 'DEBIT_CARD';
  cardAssociation: 'VISA' | 'MASTER_CARD' | 'AMERICAN_EXPRESS' | 'TROY';
  /** Interest by instalment count, percent (credit cards). */
  rates: Record<number, number>;
}

const BINS: Record<string, Bin> = {
  '552879': {
    bankName: 'Halkbank',
    bankCode: 12,
    cardFamilyName: 'Paraf',
    cardType: 'CREDIT_CARD',
    cardAssociation: 'MASTER_CARD',
    rates: { 1: 0, 2: 0, 3: 0, 6: 8.9, 9: 13.4, 12: 17.9 },
  },
  '476662': {
    bankName: 'Denizbank',
    bankCode: 134,
    cardFamilyName: null,
    cardType: 'DEBIT_CARD',
    cardAssociation: 'VISA',
    rates: { 1: 0 },
  },
  '554960': {
    bankName: 'Garanti Bankası',
    bankCode: 62,
    cardFamilyName: 'Bonus',
    cardType: 'CREDIT_CARD',
    cardAssociation: 'MASTER_CARD',
    rates: { 1: 0, 2: 2.9, 3: 4.4, 6: 8.7, 9: 12.9, 12: 17.1 },
  },
  '411111': {
    bankName: 'Akbank',
    bankCode: 46,
    cardFamilyName: 'Axess',
    cardType: 'CREDIT_CARD',
    cardAssociation: 'VISA',
    rates: { 1: 0, 2: 3, 3: 4.5, 6: 9, 9: 13.3, 12: 17.6 },
  },
  '413111': {
    bankName: 'Yapı ve Kredi Bankası',
    bankCode: 67,
    cardFamilyName: 'World',
    cardType: 'CREDIT_CARD',
    cardAssociation: 'VISA',
    rates: { 1: 0, 2: 3.1, 3: 4.6, 6: 9.1, 9: 13.5 },
  },
};

const INSTALLMENTS = [1, 2, 3, 6, 9, 12];

class Refusal extends Error {
  readonly errorCode: string;
  readonly errorGroup: string | undefined;
  constructor(errorCode: string, message: string, errorGroup?: string) {
    super(message);
    this.errorCode = errorCode;
    this.errorGroup = errorGroup;
  }
}

/** "129.9" / "129.90" / 129.9 → 12990; throws unless exact kuruş. */
function kurus(value: unknown, field: string): number {
  const text =
    typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : typeof value === 'string'
        ? value
        : '';
  const m = /^(\d{1,12})(?:\.(\d{1,8}))?$/.exec(text);
  const fraction = (m?.[2] ?? '').replace(/0+$/, '');
  if (!m || fraction.length > 2) throw new Refusal('11', `${field} geçerli bir tutar değil.`);
  return Number(m[1]) * 100 + Number(fraction.padEnd(2, '0'));
}

/** kuruş → the JSON number iyzico answers with. */
const amount = (k: number) => k / 100;

/** As iyzico signs prices: decimal text without trailing zeros. */
const signedPrice = (k: number) => String(k / 100);

/** A price field of an answer as iyzico signs it (129.9, "129.90" → "129.9"). */
function priceText(value: unknown): string {
  const text = String(value);
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

function required(body: Json, field: string): string {
  const v = body[field];
  if ((typeof v !== 'string' && typeof v !== 'number') || String(v).trim() === '')
    throw new Refusal('11', `${field} gönderilmesi zorunludur.`);
  return String(v);
}

function object(body: Json, field: string): Json {
  const v = body[field];
  if (!v || typeof v !== 'object' || Array.isArray(v))
    throw new Refusal('11', `${field} gönderilmesi zorunludur.`);
  return v as Json;
}

function luhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i++) {
    let d = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Splits `total` over `weights` proportionally, in whole units, summing exactly. */
function spread(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const raw = weights.map((w) => (total * w) / sum);
  const out = raw.map(Math.floor);
  let rest = total - out.reduce((a, b) => a + b, 0);
  const order = raw.map((r, i) => ({ i, f: r - Math.floor(r) })).sort((a, b) => b.f - a.f);
  for (const { i } of order) {
    if (rest <= 0) break;
    out[i]! += 1;
    rest -= 1;
  }
  return out;
}

export class IyzicoDouble {
  readonly calls: RecordedCall[] = [];
  readonly subMerchants = new Map<string, DoubleSubMerchant>();
  /** By iyzico paymentId. */
  readonly payments = new Map<string, DoublePayment>();
  readonly refunds: DoubleRefund[] = [];
  private nextPaymentId = 21_000_000;
  private nextTransactionId = 31_000_000;
  private authTampers: AuthTamper[] = [];
  private answerTampers: { path: string; mutate: (answer: Json) => void }[] = [];
  private dropped: string[] = [];
  private readonly opts: IyzicoDoubleOptions;

  constructor(opts: IyzicoDoubleOptions) {
    this.opts = opts;
  }

  /** Starts listening on 127.0.0.1 at a random port. */
  async start(): Promise<{ baseUrl: string; close(): Promise<void> }> {
    const server = createServer((req, res) => {
      void this.handle(req, res);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return {
      baseUrl: `http://127.0.0.1:${port}`,
      close: () =>
        new Promise<void>((resolve, reject) => {
          server.closeAllConnections();
          server.close((err) => (err ? reject(err) : resolve()));
        }),
    };
  }

  /** The payment initialised for our payment id (iyzico's conversationId), latest first. */
  paymentFor(conversationId: string): DoublePayment | undefined {
    return [...this.payments.values()].reverse().find((p) => p.conversationId === conversationId);
  }

  /** The last recorded call to a path. */
  lastCall(path: string): RecordedCall | undefined {
    return [...this.calls].reverse().find((c) => c.path === path);
  }

  /** The next successful auth answer is changed by `mutate` (see AuthTamper). */
  tamperNextAuth(mutate: (answer: Json) => void, opts: { resign?: boolean } = {}): void {
    this.authTampers.push({ mutate, resign: opts.resign ?? false });
  }

  /**
   * The next successful answer on `path` is changed by `mutate` just before it is sent (a
   * forged or corrupted answer: its signature is left as it was).
   */
  tamperNextAnswer(path: string, mutate: (answer: Json) => void): void {
    this.answerTampers.push({ path, mutate });
  }

  /**
   * The next request to `path` is carried out (money taken, refunded…) but its answer is lost:
   * the connection is closed without a response, as when a network fails after iyzico acted.
   */
  dropNextAnswer(path: string): void {
    this.dropped.push(path);
  }

  /**
   * What iyzico's form posts to our callbackUrl once the shopper went through the bank's
   * 3-D Secure page, signed as documented: conversationData, conversationId, mdStatus,
   * paymentId, status. `paymentId` is ours (iyzico's conversationId).
   */
  callbackBodyFor(paymentId: string, opts: CallbackOptions = {}): Record<string, string> {
    const payment = this.paymentFor(paymentId);
    if (!payment) throw new Error(`no initialised iyzico payment for ${paymentId}`);
    const mdStatus = opts.mdStatus ?? TEST_CARDS[payment.cardNumber]?.md ?? '1';
    const status = opts.status ?? (mdStatus === '1' ? 'success' : 'failure');
    payment.mdStatus = mdStatus;
    const body: Record<string, string> = {
      status,
      paymentId: payment.paymentId,
      conversationData: payment.conversationData,
      conversationId: payment.conversationId,
      mdStatus,
    };
    body.signature = this.sign([
      body.conversationData!,
      body.conversationId!,
      body.mdStatus!,
      body.paymentId!,
      body.status!,
    ]);
    Object.assign(body, opts.tamper ?? {});
    if (opts.omitSignature) delete body.signature;
    return body;
  }

  /** HMAC-SHA256 hex of the fields joined by ':' with the merchant's secret key. */
  sign(fields: string[]): string {
    return createHmac('sha256', this.opts.secretKey).update(fields.join(':')).digest('hex');
  }

  // ---- HTTP ---------------------------------------------------------------------------------

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    let body: Json | null = null;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as Json;
    } catch {
      body = null;
    }
    const base = {
      locale: typeof body?.locale === 'string' ? body.locale : 'tr',
      systemTime: Date.now(),
      ...(body && typeof body.conversationId === 'string'
        ? { conversationId: body.conversationId }
        : {}),
    };
    let status = 200;
    let response: Json;
    const authError = this.checkAuthorization(req, path, raw);
    if (authError) {
      response = { status: 'failure', ...authError, ...base };
    } else {
      try {
        if (req.method !== 'POST' || !body) throw new Refusal('11', 'Geçersiz istek');
        const handler = this.routes[path];
        if (!handler) {
          status = 404;
          throw new Refusal('11', 'Geçersiz istek');
        }
        response = { status: 'success', ...base, ...handler(body) };
        const i = this.answerTampers.findIndex((t) => t.path === path);
        if (i >= 0) this.answerTampers.splice(i, 1)[0]!.mutate(response);
      } catch (err) {
        if (!(err instanceof Refusal)) throw err;
        response = {
          status: 'failure',
          errorCode: err.errorCode,
          errorMessage: err.message,
          ...(err.errorGroup ? { errorGroup: err.errorGroup } : {}),
          ...base,
        };
      }
    }
    this.calls.push({ path, body, authorized: !authError, response });
    const drop = this.dropped.indexOf(path);
    if (drop >= 0) {
      this.dropped.splice(drop, 1);
      req.socket.destroy();
      return;
    }
    res.writeHead(status, { 'content-type': 'application/json;charset=UTF-8' });
    res.end(JSON.stringify(response));
  }

  /** IYZWSv2: base64("apiKey:…&randomKey:…&signature:…"), signature over rnd + path + body. */
  private checkAuthorization(
    req: IncomingMessage,
    path: string,
    raw: string,
  ): { errorCode: string; errorMessage: string } | null {
    const notFound = { errorCode: '1001', errorMessage: 'api bilgileri bulunamadı' };
    const invalid = { errorCode: '1000', errorMessage: 'Geçersiz imza' };
    const m = /^IYZWSv2 ([A-Za-z0-9+/=]+)$/.exec(req.headers.authorization ?? '');
    if (!m) return notFound;
    const parts = new Map<string, string>();
    for (const pair of Buffer.from(m[1]!, 'base64').toString('utf8').split('&')) {
      const i = pair.indexOf(':');
      if (i > 0) parts.set(pair.slice(0, i), pair.slice(i + 1));
    }
    if (parts.get('apiKey') !== this.opts.apiKey) return notFound;
    const rnd = req.headers['x-iyzi-rnd'];
    if (typeof rnd !== 'string' || rnd === '' || parts.get('randomKey') !== rnd) return invalid;
    const expected = createHmac('sha256', this.opts.secretKey)
      .update(rnd + path + raw)
      .digest();
    const given = Buffer.from(parts.get('signature') ?? '', 'hex');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;
    return null;
  }

  private readonly routes: Record<string, (body: Json) => Json> = {
    '/onboarding/submerchant': (b) => this.createSubMerchant(b),
    '/payment/3dsecure/initialize': (b) => this.initialize3ds(b),
    '/payment/3dsecure/auth': (b) => this.auth3ds(b),
    '/payment/iyzipos/installment': (b) => this.installments(b),
    '/payment/refund': (b) => this.refund(b),
    '/payment/cancel': (b) => this.cancel(b),
    '/payment/detail': (b) => this.detail(b),
    '/payment/iyzipos/item/approve': (b) => this.approve(b),
  };

  // ---- endpoints ----------------------------------------------------------------------------

  private createSubMerchant(b: Json): Json {
    const type = required(b, 'subMerchantType');
    if (!['PERSONAL', 'PRIVATE_COMPANY', 'LIMITED_OR_JOINT_STOCK_COMPANY'].includes(type))
      throw new Refusal('11', 'subMerchantType geçersiz.');
    const fields = ['subMerchantExternalId', 'name', 'email', 'address', 'iban', 'currency'];
    if (type === 'LIMITED_OR_JOINT_STOCK_COMPANY')
      fields.push('legalCompanyTitle', 'taxOffice', 'taxNumber');
    else if (type === 'PRIVATE_COMPANY')
      fields.push('legalCompanyTitle', 'taxOffice', 'identityNumber');
    else fields.push('contactName', 'contactSurname', 'identityNumber');
    for (const f of fields) required(b, f);
    if (!/^TR\d{24}$/.test(String(b.iban))) throw new Refusal('11', 'IBAN geçersiz.');
    if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(String(b.email)))
      throw new Refusal('11', 'Email geçersiz.');
    const key = randomBytes(18).toString('base64');
    this.subMerchants.set(key, { key, externalId: String(b.subMerchantExternalId), request: b });
    return { subMerchantKey: key };
  }

  private initialize3ds(b: Json): Json {
    const conversationId = required(b, 'conversationId');
    const price = kurus(b.price, 'price');
    const paidPrice = kurus(b.paidPrice, 'paidPrice');
    if (required(b, 'currency') !== 'TRY') throw new Refusal('11', 'currency geçersiz.');
    const installment = Number(required(b, 'installment'));
    if (!INSTALLMENTS.includes(installment)) throw new Refusal('11', 'installment geçersiz.');
    const basketId = required(b, 'basketId');
    const callbackUrl = required(b, 'callbackUrl');
    if (!/^https?:\/\//.test(callbackUrl)) throw new Refusal('11', 'callbackUrl geçersiz.');
    const paymentGroup = String(b.paymentGroup ?? 'PRODUCT');
    if (!['PRODUCT', 'LISTING', 'SUBSCRIPTION'].includes(paymentGroup))
      throw new Refusal('11', 'paymentGroup geçersiz.');
    if (paidPrice < price) throw new Refusal('11', 'paidPrice, price değerinden küçük olamaz.');

    const card = object(b, 'paymentCard');
    const cardNumber = required(card, 'cardNumber');
    if (!/^\d{15,19}$/.test(cardNumber) || !luhn(cardNumber))
      throw new Refusal('12', 'Kart numarası geçersizdir');
    required(card, 'cardHolderName');
    const month = Number(required(card, 'expireMonth'));
    const year = Number(required(card, 'expireYear'));
    const now = new Date();
    if (
      !(month >= 1 && month <= 12) ||
      year < now.getUTCFullYear() ||
      (year === now.getUTCFullYear() && month < now.getUTCMonth() + 1)
    )
      throw new Refusal('10054', 'Vadesi dolmuş kart', 'EXPIRED_CARD');
    if (!/^\d{3,4}$/.test(required(card, 'cvc'))) throw new Refusal('11', 'cvc geçersiz.');

    const buyer = object(b, 'buyer');
    for (const f of [
      'id',
      'name',
      'surname',
      'email',
      'identityNumber',
      'registrationAddress',
      'ip',
      'city',
      'country',
    ])
      required(buyer, f);
    if (!/^\d{11}$/.test(String(buyer.identityNumber)))
      throw new Refusal('11', 'identityNumber geçersiz.');
    for (const name of ['shippingAddress', 'billingAddress']) {
      const a = object(b, name);
      for (const f of ['contactName', 'city', 'country', 'address']) required(a, f);
    }

    const basketItems = b.basketItems;
    if (!Array.isArray(basketItems) || basketItems.length === 0)
      throw new Refusal('11', 'basketItems gönderilmesi zorunludur.');
    const ids = new Set<string>();
    let sum = 0;
    const items: DoubleItem[] = [];
    for (const raw of basketItems as Json[]) {
      const itemId = required(raw, 'id');
      if (ids.has(itemId)) throw new Refusal('11', 'Sepetteki ürün id değerleri tekil olmalıdır.');
      ids.add(itemId);
      required(raw, 'name');
      required(raw, 'category1');
      if (!['PHYSICAL', 'VIRTUAL'].includes(required(raw, 'itemType')))
        throw new Refusal('11', 'itemType geçersiz.');
      const itemPrice = kurus(raw.price, 'basketItem.price');
      if (itemPrice <= 0)
        throw new Refusal('11', "Sepetteki ürünlerin fiyatı 0'dan büyük olmalıdır.");
      sum += itemPrice;
      let subMerchantKey: string | null = null;
      let subMerchantPrice: number | null = null;
      if (paymentGroup === 'LISTING') {
        if (raw.subMerchantKey !== undefined)
          throw new Refusal('11', 'LISTING ödemelerinde subMerchantKey gönderilemez.');
      } else {
        // Marketplace: every basket item carries its sub-merchant and its share.
        subMerchantKey = required(raw, 'subMerchantKey');
        if (!this.subMerchants.has(subMerchantKey))
          throw new Refusal('11', 'Alt üye işyeri bulunamadı.');
        subMerchantPrice = kurus(raw.subMerchantPrice, 'subMerchantPrice');
        if (subMerchantPrice > itemPrice)
          throw new Refusal('11', 'subMerchantPrice, ürün fiyatından büyük olamaz.');
      }
      items.push({
        itemId,
        paymentTransactionId: '',
        price: itemPrice,
        paidPrice: 0,
        subMerchantKey,
        subMerchantPrice,
        refunded: 0,
        approved: false,
      });
    }
    if (sum !== price)
      throw new Refusal('11', 'Sepetteki ürünlerin toplam tutarı price değerine eşit olmalıdır.');

    const behaviour = TEST_CARDS[cardNumber];
    if (behaviour?.init) throw new Refusal(behaviour.init[0], behaviour.init[1]);

    const paymentId = String(this.nextPaymentId++);
    const conversationData = randomBytes(12).toString('hex');
    this.payments.set(paymentId, {
      paymentId,
      conversationId,
      basketId,
      paymentGroup,
      price,
      paidPrice,
      currency: 'TRY',
      installment,
      callbackUrl,
      cardNumber,
      conversationData,
      mdStatus: null,
      state: 'INIT',
      basketItems: basketItems as Json[],
      items,
      request: b,
    });
    const html =
      `<!doctype html><html><head><title>3D Secure</title></head><body onload="document.forms[0].submit()">` +
      `<form action="https://sandbox-bank.example/3ds/${paymentId}" method="post">` +
      `<input type="hidden" name="paymentId" value="${paymentId}">` +
      `<noscript><button type="submit">Devam</button></noscript></form></body></html>`;
    return {
      threeDSHtmlContent: Buffer.from(html, 'utf8').toString('base64'),
      paymentId,
      signature: this.sign([paymentId, conversationId]),
    };
  }

  private auth3ds(b: Json): Json {
    const paymentId = required(b, 'paymentId');
    const payment = this.payments.get(paymentId);
    if (!payment) throw new Refusal('11', 'Ödeme bulunamadı.');
    if (payment.state !== 'INIT') throw new Refusal('11', 'Ödeme daha önce tamamlanmış.');
    if (payment.mdStatus !== '1')
      throw new Refusal('11', '3D Secure doğrulaması tamamlanmamış ödeme onaylanamaz.');
    if ((b.conversationData ?? '') !== payment.conversationData)
      throw new Refusal('11', 'conversationData geçersiz.');
    const decline = TEST_CARDS[payment.cardNumber]?.auth;
    if (decline) {
      payment.state = 'FAILURE';
      throw new Refusal(decline[0], decline[2], decline[1]);
    }
    const shares = spread(
      payment.paidPrice,
      payment.items.map((i) => i.price),
    );
    payment.items.forEach((item, i) => {
      item.paidPrice = shares[i]!;
      item.paymentTransactionId = String(this.nextTransactionId++);
    });
    payment.state = 'AUTH';
    const bin = BINS[payment.cardNumber.slice(0, 6)];
    const answer: Json = {
      price: amount(payment.price),
      paidPrice: amount(payment.paidPrice),
      installment: payment.installment,
      paymentId: payment.paymentId,
      fraudStatus: 1,
      cardType: bin?.cardType ?? 'CREDIT_CARD',
      cardAssociation: bin?.cardAssociation ?? 'VISA',
      cardFamily: bin?.cardFamilyName ?? null,
      binNumber: payment.cardNumber.slice(0, 6),
      lastFourDigits: payment.cardNumber.slice(-4),
      basketId: payment.basketId,
      currency: payment.currency,
      itemTransactions: payment.items.map((item) => ({
        itemId: item.itemId,
        paymentTransactionId: item.paymentTransactionId,
        transactionStatus: 2,
        price: amount(item.price),
        paidPrice: amount(item.paidPrice),
        subMerchantKey: item.subMerchantKey,
        subMerchantPrice: item.subMerchantPrice === null ? null : amount(item.subMerchantPrice),
        merchantPayoutAmount: amount(item.paidPrice - (item.subMerchantPrice ?? 0)),
      })),
      authCode: String(100_000 + (Number(paymentId) % 900_000)),
      phase: 'AUTH',
      mdStatus: 1,
      hostReference: `host-${paymentId}`,
    };
    const signedAnswer = (a: Json) =>
      this.sign([
        String(a.paymentId),
        String(a.currency),
        String(a.basketId),
        String(a.conversationId ?? b.conversationId),
        priceText(a.paidPrice),
        priceText(a.price),
      ]);
    answer.conversationId = b.conversationId;
    answer.signature = signedAnswer(answer);
    const tamper = this.authTampers.shift();
    if (tamper) {
      tamper.mutate(answer);
      if (tamper.resign) answer.signature = signedAnswer(answer);
    }
    return answer;
  }

  private installments(b: Json): Json {
    const binNumber = required(b, 'binNumber');
    if (!/^\d{6,8}$/.test(binNumber)) throw new Refusal('11', 'binNumber geçersiz.');
    const price = kurus(b.price, 'price');
    const bin = BINS[binNumber.slice(0, 6)];
    if (!bin) return { installmentDetails: [] };
    const counts = bin.cardType === 'CREDIT_CARD' ? INSTALLMENTS : [1];
    const installmentPrices = counts
      .filter((n) => bin.rates[n] !== undefined)
      .map((n) => {
        const total = Math.round(price * (1 + bin.rates[n]! / 100));
        return {
          installmentPrice: Math.round(total / n) / 100,
          totalPrice: amount(total),
          installmentNumber: n,
        };
      });
    return {
      installmentDetails: [
        {
          binNumber: binNumber.slice(0, 6),
          price: amount(price),
          cardType: bin.cardType,
          cardAssociation: bin.cardAssociation,
          cardFamilyName: bin.cardFamilyName,
          force3ds: 0,
          bankCode: bin.bankCode,
          bankName: bin.bankName,
          forceCvc: 0,
          commercial: 0,
          installmentPrices,
        },
      ],
    };
  }

  private findTransaction(id: string): { payment: DoublePayment; item: DoubleItem } {
    for (const payment of this.payments.values())
      for (const item of payment.items)
        if (item.paymentTransactionId !== '' && item.paymentTransactionId === id)
          return { payment, item };
    throw new Refusal('11', 'Ödeme kırılımı bulunamadı.');
  }

  private refund(b: Json): Json {
    const { payment, item } = this.findTransaction(required(b, 'paymentTransactionId'));
    const price = kurus(b.price, 'price');
    if (required(b, 'currency') !== payment.currency) throw new Refusal('11', 'currency geçersiz.');
    required(b, 'ip');
    if (payment.state !== 'AUTH') throw new Refusal('11', 'Ödeme iade edilebilir durumda değil.');
    if (price <= 0 || price > item.paidPrice - item.refunded)
      throw new Refusal('11', 'İade tutarı, iade edilebilir tutardan büyük olamaz.');
    item.refunded += price;
    const hostReference = `iade-${item.paymentTransactionId}-${this.refunds.length + 1}`;
    this.refunds.push({
      paymentId: payment.paymentId,
      paymentTransactionId: item.paymentTransactionId,
      price,
      hostReference,
    });
    return {
      paymentId: payment.paymentId,
      paymentTransactionId: item.paymentTransactionId,
      price: amount(price),
      currency: payment.currency,
      authCode: '654321',
      hostReference,
      signature: this.sign([
        payment.paymentId,
        signedPrice(price),
        payment.currency,
        String(b.conversationId ?? ''),
      ]),
    };
  }

  private cancel(b: Json): Json {
    const payment = this.payments.get(required(b, 'paymentId'));
    if (!payment) throw new Refusal('11', 'Ödeme bulunamadı.');
    required(b, 'ip');
    if (payment.state !== 'AUTH') throw new Refusal('11', 'Ödeme iptal edilebilir durumda değil.');
    if (payment.items.some((i) => i.refunded > 0))
      throw new Refusal('11', 'İadesi yapılmış ödeme iptal edilemez.');
    payment.state = 'CANCELLED';
    return {
      paymentId: payment.paymentId,
      price: amount(payment.paidPrice),
      currency: payment.currency,
      authCode: '654322',
      hostReference: `iptal-${payment.paymentId}`,
    };
  }

  /** Retrieve Payment Result: by iyzico's paymentId or by our conversation id; signed. */
  private detail(b: Json): Json {
    const byId = typeof b.paymentId === 'string' ? this.payments.get(b.paymentId) : undefined;
    const payment =
      byId ??
      (typeof b.paymentConversationId === 'string'
        ? this.paymentFor(b.paymentConversationId)
        : undefined);
    if (!payment) throw new Refusal('11', 'Ödeme bulunamadı.');
    const paymentStatus =
      payment.state === 'INIT'
        ? payment.mdStatus === null
          ? 'INIT_THREEDS'
          : 'CALLBACK_THREEDS'
        : payment.state === 'FAILURE'
          ? 'FAILURE'
          : 'SUCCESS';
    const answer: Json = {
      price: amount(payment.price),
      paidPrice: amount(payment.paidPrice),
      installment: payment.installment,
      paymentId: payment.paymentId,
      paymentStatus,
      basketId: payment.basketId,
      currency: payment.currency,
      phase: 'AUTH',
      ...(payment.state === 'AUTH' || payment.state === 'CANCELLED'
        ? {
            fraudStatus: 1,
            itemTransactions: payment.items.map((item) => ({
              itemId: item.itemId,
              paymentTransactionId: item.paymentTransactionId,
              transactionStatus: 2,
              price: amount(item.price),
              paidPrice: amount(item.paidPrice),
            })),
          }
        : {}),
    };
    answer.signature = this.sign([
      payment.paymentId,
      payment.currency,
      payment.basketId,
      String(b.conversationId ?? ''),
      priceText(answer.paidPrice),
      priceText(answer.price),
    ]);
    return answer;
  }

  private approve(b: Json): Json {
    const { payment, item } = this.findTransaction(required(b, 'paymentTransactionId'));
    if (payment.state !== 'AUTH') throw new Refusal('11', 'Ödeme onaylanabilir durumda değil.');
    if (item.subMerchantKey === null)
      throw new Refusal('11', 'Alt üye işyeri olmayan ödeme kırılımı onaylanamaz.');
    item.approved = true;
    return { paymentTransactionId: item.paymentTransactionId };
  }
}
