import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import Iyzipay from 'iyzipay';
import { INSTALLMENT_COUNTS, type InstallmentInfo, type InstallmentOption } from '@carsi/shared';
import type { Db } from '../../db/client.ts';
import { businesses } from '../../db/schema/index.ts';
import type {
  BasketItem,
  CompleteResult,
  ExpectedPayment,
  PaymentLookup,
  PaymentProvider,
  PaymentQuery,
  ProviderFailure,
  RefundInput,
  RefundResult,
  StartPaymentInput,
  StartResult,
  VerifiedCallback,
} from './provider.ts';

/**
 * iyzico in marketplace mode (docs/decisions/013). Every call goes through the official
 * `iyzipay` client, which signs requests with IYZWSv2 (HMAC-SHA256 over random key + path + JSON
 * body). What iyzico answers is checked before it is believed: the response `signature`
 * (HMAC-SHA256 hex of the documented fields joined by ':'), and, when money is taken, the amount,
 * currency, basket id and the basket's items against what we sent.
 */

/** The platform's share of every seller's sale; the seller's share is sent as subMerchantPrice. */
export const PLATFORM_COMMISSION_RATE = 0.1;

/** iyzico's documented placeholder for a buyer whose TCKN is unknown. */
export const IYZICO_PLACEHOLDER_IDENTITY = '11111111111';

export interface IyzicoProviderOptions {
  apiKey: string;
  secretKey: string;
  /** e.g. https://sandbox-api.iyzipay.com or https://api.iyzipay.com (no trailing path). */
  baseUrl: string;
  db: Db;
  /** Gives up waiting for iyzico after this long (the call may still land; see complete3ds). */
  timeoutMs?: number;
}

// ---------------------------------------------------------------------------------------------
// The client, narrowed to what we use. @types/iyzipay mistypes several fields (locale 'TR',
// refund reasons in capitals), so requests are plain objects and answers are read as unknown.

type Answer = Record<string, unknown>;
type Callback = (err: Error | null, result: unknown) => void;
interface Creates {
  create(request: object, callback: Callback): void;
}
interface Retrieves {
  retrieve(request: object, callback: Callback): void;
}
interface IyzipayClient {
  threedsInitialize: Creates;
  threedsPayment: Creates;
  installmentInfo: Retrieves;
  refund: Creates;
  cancel: Creates;
  /** /payment/detail: what iyzico holds for a payment. */
  payment: Retrieves;
  subMerchant: Creates;
  approval: Creates;
}

class TransportError extends Error {}

/** A seller that cannot receive money through iyzico yet (missing data or onboarding refused). */
export class SellerNotReadyError extends Error {}

// ---------------------------------------------------------------------------------------------
// Money and signatures

/** 12990 kuruş → "129.90". */
export function toIyzicoPrice(kurus: number): string {
  if (!Number.isSafeInteger(kurus) || kurus < 0) throw new Error(`invalid amount: ${kurus}`);
  return `${Math.floor(kurus / 100)}.${String(kurus % 100).padStart(2, '0')}`;
}

/** An iyzico price (number 129.9 or string "129.90") → 12990 kuruş; null unless exact kuruş. */
export function parseIyzicoPrice(value: unknown): number | null {
  const text =
    typeof value === 'number' && Number.isFinite(value)
      ? String(value)
      : typeof value === 'string'
        ? value.trim()
        : '';
  const m = /^(\d{1,12})(?:\.(\d{1,12}))?$/.exec(text);
  if (!m) return null;
  const fraction = (m[2] ?? '').replace(/0+$/, '');
  if (fraction.length > 2) return null;
  return Number(m[1]) * 100 + Number(fraction.padEnd(2, '0'));
}

/** A price as iyzico signs it: its decimal text without trailing zeros ("129.90" → "129.9"). */
function signedPrice(value: unknown): string | null {
  if (typeof value !== 'number' && typeof value !== 'string') return null;
  const text = String(value).trim();
  return text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
}

function hmacHex(secretKey: string, fields: string[]): string {
  return createHmac('sha256', secretKey).update(fields.join(':')).digest('hex');
}

function sameHex(expected: string, given: unknown): boolean {
  if (typeof given !== 'string' || !/^[0-9a-fA-F]{64}$/.test(given)) return false;
  return timingSafeEqual(Buffer.from(expected, 'hex'), Buffer.from(given.toLowerCase(), 'hex'));
}

/** Text of a string or number field; undefined for anything else. */
function text(answer: Answer, key: string): string | undefined {
  const v = answer[key];
  if (typeof v === 'string') return v;
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return undefined;
}

/**
 * Splits the platform commission over a basket: each line's commission is whole kuruş, the total
 * is the rounded commission of the basket's total (largest remainder), so every seller price
 * plus its commission is exactly the line's price. Returns each line's seller share.
 */
export function sellerShares(prices: number[], rate: number = PLATFORM_COMMISSION_RATE): number[] {
  const SCALE = 1_000_000;
  const rateScaled = Math.round(rate * SCALE);
  const total = prices.reduce((a, b) => a + b, 0);
  const totalCommission = Math.floor((total * rateScaled + SCALE / 2) / SCALE);
  const parts = prices.map((price, index) => {
    const scaled = price * rateScaled;
    return { index, floor: Math.floor(scaled / SCALE), remainder: scaled % SCALE };
  });
  let extra = totalCommission - parts.reduce((a, p) => a + p.floor, 0);
  const commissions = parts.map((p) => p.floor);
  for (const p of [...parts].sort((a, b) => b.remainder - a.remainder || a.index - b.index)) {
    if (extra <= 0) break;
    if (p.remainder === 0) continue;
    commissions[p.index]! += 1;
    extra -= 1;
  }
  return prices.map((price, i) => price - commissions[i]!);
}

// ---------------------------------------------------------------------------------------------
// What the shopper reads

const GENERIC_FAILURE = 'Ödeme alınamadı. Lütfen başka bir kart deneyin.';
const UNAVAILABLE = 'Ödeme altyapısına şu an ulaşılamıyor. Lütfen biraz sonra tekrar deneyin.';
const VERIFY_FAILED =
  'Ödeme bilgileri doğrulanamadı; kartınızdan para çekilmedi veya iade edildi. Lütfen tekrar deneyin.';

const ERROR_DETAILS: Record<string, { code: string; detail: string }> = {
  '10051': { code: 'yetersiz_bakiye', detail: 'Kartınızın bakiyesi yetersiz.' },
  '10005': { code: 'odeme_reddedildi', detail: 'Bankanız işlemi onaylamadı.' },
  '10012': { code: 'odeme_reddedildi', detail: 'Bankanız işlemi onaylamadı.' },
  '10057': { code: 'odeme_reddedildi', detail: 'Bankanız işlemi onaylamadı.' },
  '10058': { code: 'odeme_reddedildi', detail: 'Bankanız işlemi onaylamadı.' },
  '10201': { code: 'odeme_reddedildi', detail: 'Bankanız işlemi onaylamadı.' },
  '10207': {
    code: 'odeme_reddedildi',
    detail: 'Bankanız işlemi onaylamadı. Bankanızla görüşüp tekrar deneyin.',
  },
  '10054': { code: 'kart_suresi_dolmus', detail: 'Kartın son kullanma tarihi geçmiş.' },
  '10229': { code: 'kart_suresi_dolmus', detail: 'Kartın son kullanma tarihi geçersiz.' },
  '10084': { code: 'cvc_hatali', detail: 'Kartın güvenlik kodu (CVC) hatalı.' },
  '10206': { code: 'cvc_hatali', detail: 'Kartın güvenlik kodu (CVC) hatalı.' },
  '10034': {
    code: 'guvenlik_reddi',
    detail: 'Ödeme güvenlik denetiminden geçemedi. Lütfen başka bir kart deneyin.',
  },
  '10041': {
    code: 'guvenlik_reddi',
    detail: 'Ödeme güvenlik denetiminden geçemedi. Lütfen bankanızla görüşün.',
  },
  '10043': {
    code: 'guvenlik_reddi',
    detail: 'Ödeme güvenlik denetiminden geçemedi. Lütfen bankanızla görüşün.',
  },
  '10209': { code: 'guvenlik_reddi', detail: 'Kartınız kullanıma kapalı. Bankanızla görüşün.' },
  '6000': {
    code: 'guvenlik_reddi',
    detail: 'Ödeme güvenlik denetiminden geçemedi. Lütfen başka bir kart deneyin.',
  },
  '6001': {
    code: 'guvenlik_reddi',
    detail: 'Ödeme güvenlik denetiminden geçemedi. Lütfen başka bir kart deneyin.',
  },
  '10093': {
    code: 'internete_kapali',
    detail:
      'Kartınız internet alışverişine kapalı. Bankanızdan açtırabilir veya başka bir kart deneyebilirsiniz.',
  },
  '10215': { code: 'kart_gecersiz', detail: 'Kart numarası geçersiz.' },
  '10222': { code: 'taksit_yok', detail: 'Bu kartla taksitli ödeme yapılamaz.' },
  // Our own credentials refused: nothing the shopper can fix.
  '1000': { code: 'odeme_altyapisi_hatasi', detail: UNAVAILABLE },
  '1001': { code: 'odeme_altyapisi_hatasi', detail: UNAVAILABLE },
};

/** iyzico's errorCode (and errorGroup as a fallback) → our code and a Turkish detail. */
export function iyzicoFailure(answer: Answer): ProviderFailure {
  const code = text(answer, 'errorCode') ?? '';
  const known = ERROR_DETAILS[code];
  if (known) return { ok: false, ...known };
  const group = text(answer, 'errorGroup') ?? '';
  if (group === 'NOT_SUFFICIENT_FUNDS') return { ok: false, ...ERROR_DETAILS['10051']! };
  if (group === 'DO_NOT_HONOUR') return { ok: false, ...ERROR_DETAILS['10005']! };
  if (group === 'EXPIRED_CARD') return { ok: false, ...ERROR_DETAILS['10054']! };
  if (group === 'INVALID_CVC2') return { ok: false, ...ERROR_DETAILS['10084']! };
  if (group === 'FRAUD_SUSPECT') return { ok: false, ...ERROR_DETAILS['10034']! };
  return { ok: false, code: 'odeme_basarisiz', detail: GENERIC_FAILURE };
}

/** mdStatus of a 3-D Secure answer that is not 1 → a Turkish reason. */
const MD_STATUS_DETAILS: Record<string, string> = {
  '0': '3-D Secure doğrulaması başarısız oldu. Kartınızı kontrol edip tekrar deneyin.',
  '2': 'Kartınız 3-D Secure sistemine kayıtlı değil. Bankanızdan 3-D Secure’u açtırın veya başka bir kart deneyin.',
  '3': 'Kartınızın bankası 3-D Secure sistemine kayıtlı değil. Lütfen başka bir kart deneyin.',
  '4': '3-D Secure doğrulaması tamamlanmadı: kartınız 3-D Secure’a kayıtlı değil. Lütfen başka bir kart deneyin.',
  '5': '3-D Secure doğrulaması şu an yapılamıyor. Lütfen biraz sonra tekrar deneyin.',
  '6': '3-D Secure doğrulamasında bir hata oluştu. Lütfen tekrar deneyin.',
  '7': 'Bankanın sisteminde bir hata oluştu. Lütfen biraz sonra tekrar deneyin.',
  '8': 'Kart numarası bankanız tarafından tanınmadı. Lütfen kart bilgilerinizi kontrol edin.',
};

// ---------------------------------------------------------------------------------------------

const ISTANBUL_TIME = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Istanbul',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hour12: false,
});

/** iyzico's date format, "2026-11-22 14:05:09", in Turkey's time. */
function iyzicoDate(date: Date): string {
  return ISTANBUL_TIME.format(date);
}

const CALLBACK_ID = /^[A-Za-z0-9_-]{1,100}$/;
const IYZICO_ID = /^[A-Za-z0-9-]{1,64}$/;

export function createIyzicoProvider(opts: IyzicoProviderOptions): PaymentProvider {
  const { secretKey, db } = opts;
  const timeoutMs = opts.timeoutMs ?? 30_000;
  const client = new Iyzipay({
    apiKey: opts.apiKey,
    secretKey,
    uri: opts.baseUrl,
  }) as unknown as IyzipayClient;

  /** One call; rejects with TransportError when iyzico cannot be reached or answers nonsense. */
  function call(
    resource: Creates | Retrieves,
    method: 'create' | 'retrieve',
    request: object,
  ): Promise<Answer> {
    return new Promise<Answer>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new TransportError(`iyzico did not answer within ${timeoutMs} ms`)),
        timeoutMs,
      );
      const done: Callback = (err, result) => {
        clearTimeout(timer);
        if (err) reject(new TransportError(err.message));
        else if (!result || typeof result !== 'object' || Array.isArray(result))
          reject(new TransportError('iyzico answered something that is not a JSON object'));
        else resolve(result as Answer);
      };
      const invoke = (resource as unknown as Record<string, (r: object, cb: Callback) => void>)[
        method
      ];
      invoke!.call(resource, { locale: 'tr', ...request }, done);
    });
  }

  // ---- sellers ----------------------------------------------------------------------------

  const ensuring = new Map<number, Promise<void>>();

  async function createSubMerchant(businessId: number): Promise<void> {
    const [business] = await db
      .select()
      .from(businesses)
      .where(eq(businesses.id, businessId))
      .limit(1);
    if (!business) throw new SellerNotReadyError(`İşletme bulunamadı (${businessId}).`);
    if (business.iyzicoSubMerchantKey) return;
    const missing = [
      !business.email && 'e-posta',
      !business.iban && 'IBAN',
      !business.taxNumber && 'vergi numarası',
      !business.taxOffice && 'vergi dairesi',
    ].filter(Boolean);
    if (missing.length > 0)
      throw new SellerNotReadyError(
        `İşletmenin ödeme hesabı açılamadı; eksik bilgi: ${missing.join(', ')}.`,
      );
    const answer = await call(client.subMerchant, 'create', {
      conversationId: `isletme-${businessId}`,
      subMerchantExternalId: `carsi-isletme-${businessId}`,
      subMerchantType: 'LIMITED_OR_JOINT_STOCK_COMPANY',
      name: business.name,
      legalCompanyTitle: business.legalName,
      taxNumber: business.taxNumber,
      taxOffice: business.taxOffice,
      iban: business.iban!.replace(/\s+/g, ''),
      email: business.email,
      gsmNumber: business.phone ?? undefined,
      // Businesses keep only their city; it is the address iyzico gets (see ADR 013).
      address: `${business.city}, Türkiye`,
      currency: 'TRY',
    });
    const key = text(answer, 'subMerchantKey');
    if (answer.status !== 'success' || !key)
      throw new SellerNotReadyError(
        `iyzico alt üye işyeri oluşturmadı: ${text(answer, 'errorCode') ?? '-'} ${text(answer, 'errorMessage') ?? ''}`.trim(),
      );
    // Two processes may race here; the first key written wins and the other is left unused.
    await db
      .update(businesses)
      .set({ iyzicoSubMerchantKey: key })
      .where(and(eq(businesses.id, businessId), isNull(businesses.iyzicoSubMerchantKey)));
  }

  function ensureSeller(businessId: number): Promise<void> {
    // Concurrent calls in this process share one attempt; across processes the conditional
    // UPDATE keeps one key.
    const running = ensuring.get(businessId);
    if (running) return running;
    const attempt = createSubMerchant(businessId).finally(() => ensuring.delete(businessId));
    ensuring.set(businessId, attempt);
    return attempt;
  }

  async function subMerchantKeys(ids: number[]): Promise<Map<number, string>> {
    await Promise.all(ids.map((id) => ensureSeller(id)));
    const rows = await db
      .select({ id: businesses.id, key: businesses.iyzicoSubMerchantKey })
      .from(businesses)
      .where(inArray(businesses.id, ids));
    const keys = new Map<number, string>();
    for (const row of rows) if (row.key) keys.set(row.id, row.key);
    for (const id of ids)
      if (!keys.has(id)) throw new SellerNotReadyError(`İşletmenin alt üye anahtarı yok (${id}).`);
    return keys;
  }

  // ---- helpers ------------------------------------------------------------------------------

  /** Lines the card pays for; a line covered wholly by the wallet is not sent to iyzico. */
  const chargedLines = (basket: BasketItem[]) => basket.filter((item) => item.price > 0);

  /** Cancels a payment we will not keep; false when iyzico did not confirm it. */
  async function cancelQuietly(
    iyzicoPaymentId: string,
    conversationId: string,
    ip: string,
  ): Promise<boolean> {
    try {
      const answer = await call(client.cancel, 'create', {
        conversationId,
        paymentId: iyzicoPaymentId,
        ip,
        reason: 'other',
        description: 'Ödeme doğrulanamadı',
      });
      return answer.status === 'success';
    } catch {
      return false;
    }
  }

  /**
   * Reads an answer describing money taken (the auth answer, or /payment/detail): its signature
   * (paymentId, currency, basketId, conversationId, paidPrice, price), and whether it is exactly
   * our payment and basket. `signed` false → not iyzico's word; `matches` false → iyzico's word,
   * but not what we asked for.
   */
  function readCharge(
    answer: Answer,
    expected: ExpectedPayment,
    iyzicoPaymentId: string | null,
  ): { signed: boolean; matches: boolean; itemRefs: Record<string, string> } {
    const lines = chargedLines(expected.basket);
    const signedFields = [
      text(answer, 'paymentId'),
      text(answer, 'currency'),
      text(answer, 'basketId'),
      text(answer, 'conversationId'),
      signedPrice(answer.paidPrice),
      signedPrice(answer.price),
    ];
    const signed =
      signedFields.every((f): f is string => typeof f === 'string') &&
      sameHex(hmacHex(secretKey, signedFields), answer.signature);
    const items = Array.isArray(answer.itemTransactions)
      ? (answer.itemTransactions as unknown[])
      : [];
    const itemRefs: Record<string, string> = {};
    let itemsOk = items.length === lines.length;
    for (const raw of items) {
      if (!raw || typeof raw !== 'object') {
        itemsOk = false;
        break;
      }
      const item = raw as Answer;
      const itemId = text(item, 'itemId');
      const ref = text(item, 'paymentTransactionId');
      const line = lines.find((l) => l.id === itemId);
      if (!itemId || !ref || !line || itemRefs[itemId] !== undefined) {
        itemsOk = false;
        break;
      }
      if (parseIyzicoPrice(item.price) !== line.price) {
        itemsOk = false;
        break;
      }
      itemRefs[itemId] = ref;
    }
    const matches =
      itemsOk &&
      (iyzicoPaymentId === null || text(answer, 'paymentId') === iyzicoPaymentId) &&
      text(answer, 'conversationId') === expected.paymentId &&
      text(answer, 'basketId') === expected.paymentId &&
      text(answer, 'currency') === expected.currency &&
      parseIyzicoPrice(answer.paidPrice) === expected.paidPrice &&
      parseIyzicoPrice(answer.price) === lines.reduce((a, l) => a + l.price, 0);
    return { signed, matches, itemRefs };
  }

  // ---- the provider -------------------------------------------------------------------------

  return {
    name: 'iyzico',
    testMode: false,

    async installments(bin: string, amount: number): Promise<InstallmentInfo | null> {
      if (!/^\d{6,8}$/.test(bin) || !Number.isSafeInteger(amount) || amount <= 0) return null;
      let answer: Answer;
      try {
        answer = await call(client.installmentInfo, 'retrieve', {
          conversationId: `taksit-${bin.slice(0, 6)}`,
          binNumber: bin.slice(0, 6),
          price: toIyzicoPrice(amount),
        });
      } catch {
        return null;
      }
      if (answer.status !== 'success') return null;
      const details = Array.isArray(answer.installmentDetails) ? answer.installmentDetails : [];
      const detail = details[0] as Answer | undefined;
      if (!detail || typeof detail !== 'object') return null;
      const cardType = text(detail, 'cardType');
      const association = text(detail, 'cardAssociation');
      if (cardType !== 'CREDIT_CARD' && cardType !== 'DEBIT_CARD') return null;
      if (
        association !== 'VISA' &&
        association !== 'MASTER_CARD' &&
        association !== 'AMERICAN_EXPRESS' &&
        association !== 'TROY'
      )
        return null;
      const allowed = new Set<number>(INSTALLMENT_COUNTS);
      const options: InstallmentOption[] = [];
      const prices = Array.isArray(detail.installmentPrices) ? detail.installmentPrices : [];
      for (const p of prices as Answer[]) {
        const count = Number(p.installmentNumber);
        const total = Number(p.totalPrice);
        const each = Number(p.installmentPrice);
        if (!allowed.has(count) || !Number.isFinite(total) || !Number.isFinite(each)) continue;
        if (cardType === 'DEBIT_CARD' && count !== 1) continue;
        if (options.some((o) => o.installments === count)) continue;
        options.push({
          installments: count,
          installment_price: Math.round(each * 100),
          total_price: Math.round(total * 100),
        });
      }
      options.sort((a, b) => a.installments - b.installments);
      if (options[0]?.installments !== 1)
        options.unshift({ installments: 1, installment_price: amount, total_price: amount });
      const family = text(detail, 'cardFamilyName');
      return {
        bin: bin.slice(0, 6),
        bank_name: text(detail, 'bankName') ?? 'Bilinmeyen banka',
        card_family: family && family.trim() !== '' ? family : null,
        card_type: cardType,
        card_association: association,
        options,
      };
    },

    async start3ds(input: StartPaymentInput): Promise<StartResult> {
      const lines = chargedLines(input.basket);
      const invalid: ProviderFailure = {
        ok: false,
        code: 'gecersiz_sepet',
        detail: 'Ödeme bilgileri hatalı. Lütfen sayfayı yenileyip tekrar deneyin.',
      };
      if (lines.length === 0) return invalid;
      if (lines.reduce((a, l) => a + l.price, 0) !== input.price) return invalid;
      if (input.paidPrice < input.price) return invalid;
      const sellerIds = [...new Set(lines.map((l) => l.businessId))];
      // iyzico marketplace: every line carries a sub-merchant, or (the platform's own sale, a
      // wallet top-up) the payment group is LISTING and no line carries one. Never both.
      const listing = sellerIds.length === 1 && sellerIds[0] === null;
      if (!listing && sellerIds.includes(null)) return invalid;

      let keys = new Map<number, string>();
      if (!listing) {
        try {
          keys = await subMerchantKeys(sellerIds as number[]);
        } catch (err) {
          if (err instanceof TransportError)
            return { ok: false, code: 'odeme_altyapisi_hatasi', detail: UNAVAILABLE };
          return {
            ok: false,
            code: 'satici_hazir_degil',
            detail:
              'Sepetinizdeki satıcılardan birinin ödeme hesabı henüz hazır değil. Lütfen daha sonra tekrar deneyin.',
          };
        }
      }
      const shares = listing ? [] : sellerShares(lines.map((l) => l.price));
      const card = input.card;
      const address = {
        contactName: input.address.contactName,
        city: input.address.city,
        country: 'Turkey',
        address: `${input.address.address}, ${input.address.district}/${input.address.city}`,
        zipCode: input.address.zipCode ?? undefined,
      };
      const buyer = input.buyer;
      let answer: Answer;
      try {
        answer = await call(client.threedsInitialize, 'create', {
          conversationId: input.paymentId,
          price: toIyzicoPrice(input.price),
          paidPrice: toIyzicoPrice(input.paidPrice),
          currency: 'TRY',
          installment: input.installments,
          basketId: input.paymentId,
          paymentChannel: 'WEB',
          paymentGroup: listing ? 'LISTING' : 'PRODUCT',
          callbackUrl: input.callbackUrl,
          paymentCard: {
            cardHolderName: card.holder_name,
            cardNumber: card.number,
            expireMonth: String(card.expiry_month).padStart(2, '0'),
            expireYear: String(card.expiry_year),
            cvc: card.cvc,
            registerCard: 0,
          },
          buyer: {
            id: String(buyer.id),
            name: buyer.firstName,
            surname: buyer.lastName,
            gsmNumber: buyer.phone ?? undefined,
            email: buyer.email,
            identityNumber: buyer.identityNumber ?? IYZICO_PLACEHOLDER_IDENTITY,
            registrationDate: iyzicoDate(buyer.registeredAt),
            registrationAddress: address.address,
            ip: buyer.ip,
            city: address.city,
            country: 'Turkey',
            zipCode: address.zipCode,
          },
          shippingAddress: address,
          billingAddress: address,
          basketItems: lines.map((line, i) => ({
            id: line.id,
            name: line.name.trim() || 'Ürün',
            category1: line.category.trim() || 'Genel',
            itemType: input.kind === 'cuzdan_yukleme' ? 'VIRTUAL' : 'PHYSICAL',
            price: toIyzicoPrice(line.price),
            ...(listing
              ? {}
              : {
                  subMerchantKey: keys.get(line.businessId!)!,
                  subMerchantPrice: toIyzicoPrice(shares[i]!),
                }),
          })),
        });
      } catch {
        return { ok: false, code: 'odeme_altyapisi_hatasi', detail: UNAVAILABLE };
      }
      if (answer.status !== 'success') return iyzicoFailure(answer);
      const iyzicoPaymentId = text(answer, 'paymentId');
      const html = text(answer, 'threeDSHtmlContent');
      const signed =
        iyzicoPaymentId !== undefined &&
        sameHex(hmacHex(secretKey, [iyzicoPaymentId, input.paymentId]), answer.signature);
      if (
        !signed ||
        !iyzicoPaymentId ||
        text(answer, 'conversationId') !== input.paymentId ||
        !html
      )
        return {
          ok: false,
          code: 'dogrulama_hatasi',
          detail: 'Ödeme başlatılamadı. Lütfen tekrar deneyin.',
        };
      const threeDsHtml = Buffer.from(html, 'base64').toString('utf8');
      if (!threeDsHtml.trim())
        return {
          ok: false,
          code: 'dogrulama_hatasi',
          detail: 'Ödeme başlatılamadı. Lütfen tekrar deneyin.',
        };
      return {
        ok: true,
        threeDsHtml,
        data: {
          iyzico_payment_id: iyzicoPaymentId,
          iyzico_payment_group: listing ? 'LISTING' : 'PRODUCT',
          buyer_ip: buyer.ip,
        },
      };
    },

    verifyCallback(body: Record<string, string>): VerifiedCallback | null {
      const { status, paymentId, conversationId, mdStatus, signature } = body;
      const conversationData = body.conversationData ?? '';
      if (status !== 'success' && status !== 'failure') return null;
      if (!paymentId || !IYZICO_ID.test(paymentId)) return null;
      if (!conversationId || !CALLBACK_ID.test(conversationId)) return null;
      if (!mdStatus || !/^\d$/.test(mdStatus)) return null;
      if (typeof conversationData !== 'string' || conversationData.length > 10_000) return null;
      // Documented order: conversationData, conversationId, mdStatus, paymentId, status.
      const expected = hmacHex(secretKey, [
        conversationData,
        conversationId,
        mdStatus,
        paymentId,
        status,
      ]);
      if (!sameHex(expected, signature)) return null;
      const fields = { paymentId, conversationData, mdStatus, status };
      if (status === 'success' && mdStatus === '1')
        return { paymentId: conversationId, approved: true, fields };
      return {
        paymentId: conversationId,
        approved: false,
        fields,
        failure: {
          code: '3ds_basarisiz',
          detail:
            MD_STATUS_DETAILS[mdStatus] ??
            '3-D Secure doğrulaması başarısız oldu. Kartınızı kontrol edip tekrar deneyin.',
        },
      };
    },

    async complete3ds(
      callback: VerifiedCallback,
      expected: ExpectedPayment,
    ): Promise<CompleteResult> {
      const mismatch: ProviderFailure = {
        ok: false,
        code: 'dogrulama_hatasi',
        detail: VERIFY_FAILED,
      };
      if (!callback.approved)
        return {
          ok: false,
          code: callback.failure?.code ?? '3ds_basarisiz',
          detail: callback.failure?.detail ?? MD_STATUS_DETAILS['0']!,
        };
      const iyzicoPaymentId = callback.fields.paymentId;
      const started = expected.data.iyzico_payment_id;
      if (
        callback.paymentId !== expected.paymentId ||
        !iyzicoPaymentId ||
        (typeof started === 'string' && started !== iyzicoPaymentId)
      )
        return mismatch;
      const ip = typeof expected.data.buyer_ip === 'string' ? expected.data.buyer_ip : '127.0.0.1';

      let answer: Answer;
      try {
        answer = await call(client.threedsPayment, 'create', {
          conversationId: expected.paymentId,
          paymentId: iyzicoPaymentId,
          conversationData: callback.fields.conversationData || undefined,
        });
      } catch {
        // No answer: the money may or may not have been taken. The caller asks iyzico
        // (/payment/detail) and keeps the order if it was, rather than cancelling blindly.
        return { ok: false, code: 'odeme_altyapisi_hatasi', detail: UNAVAILABLE, uncertain: true };
      }
      if (answer.status !== 'success') return iyzicoFailure(answer);

      const { signed, matches, itemRefs } = readCharge(answer, expected, iyzicoPaymentId);
      if (!signed || !matches) {
        // Not what we asked for (or not provably iyzico's): give it back. If the cancel is not
        // confirmed, the caller must ask iyzico what it holds.
        const cancelled = await cancelQuietly(iyzicoPaymentId, expected.paymentId, ip);
        return cancelled ? mismatch : { ...mismatch, uncertain: true };
      }
      return { ok: true, providerPaymentId: iyzicoPaymentId, itemRefs };
    },

    async retrievePayment(query: PaymentQuery): Promise<PaymentLookup> {
      const stored = query.data.iyzico_payment_id;
      const iyzicoPaymentId =
        query.providerPaymentId ?? (typeof stored === 'string' ? stored : null);
      let answer: Answer;
      try {
        answer = await call(client.payment, 'retrieve', {
          conversationId: query.paymentId,
          paymentConversationId: query.paymentId,
          ...(iyzicoPaymentId ? { paymentId: iyzicoPaymentId } : {}),
        });
      } catch {
        return { state: 'unknown', detail: 'iyzico yanıt vermedi.' };
      }
      if (answer.status !== 'success')
        return {
          state: 'unknown',
          detail:
            `iyzico ödeme sorgusu başarısız: ${text(answer, 'errorCode') ?? '-'} ${text(answer, 'errorMessage') ?? ''}`.trim(),
        };
      const { signed, matches, itemRefs } = readCharge(answer, query.expected, iyzicoPaymentId);
      if (!signed) return { state: 'unknown', detail: 'iyzico yanıtının imzası doğrulanamadı.' };
      const status = text(answer, 'paymentStatus');
      // Authorised, then cancelled by us or never authorised: no money held.
      if (status === 'FAILURE' || status === 'INIT_THREEDS' || status === 'CALLBACK_THREEDS')
        return { state: 'not_paid', detail: `iyzico ödeme durumu: ${status}` };
      if (status !== 'SUCCESS')
        return { state: 'unknown', detail: `iyzico ödeme durumu okunamadı: ${status ?? '-'}` };
      const paidPrice = parseIyzicoPrice(answer.paidPrice);
      const providerPaymentId = text(answer, 'paymentId');
      if (paidPrice === null || !providerPaymentId)
        return { state: 'unknown', detail: 'iyzico yanıtı eksik.' };
      return {
        state: 'paid',
        providerPaymentId,
        paidPrice,
        itemRefs,
        matches,
        // /payment/detail does not list refunds: an unanswered refund goes to an operator.
        refunded: null,
      };
    },

    async refund(input: RefundInput): Promise<RefundResult> {
      if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
        return { ok: false, code: 'gecersiz_tutar', detail: 'İade tutarı geçersiz.' };
      let answer: Answer;
      try {
        answer =
          input.itemRef !== null
            ? await call(client.refund, 'create', {
                conversationId: input.paymentId,
                paymentTransactionId: input.itemRef,
                price: toIyzicoPrice(input.amount),
                currency: 'TRY',
                ip: input.ip,
              })
            : await call(client.cancel, 'create', {
                conversationId: input.paymentId,
                paymentId: input.providerPaymentId,
                ip: input.ip,
              });
      } catch {
        return { ok: false, code: 'odeme_altyapisi_hatasi', detail: UNAVAILABLE, uncertain: true };
      }
      if (answer.status !== 'success') {
        const failure = iyzicoFailure(answer);
        return failure.code === 'odeme_basarisiz'
          ? {
              ok: false,
              code: 'iade_basarisiz',
              detail: 'İade yapılamadı. Lütfen daha sonra tekrar deneyin.',
            }
          : failure;
      }
      const answeredPaymentId = text(answer, 'paymentId');
      if (answeredPaymentId !== undefined && answeredPaymentId !== input.providerPaymentId)
        return { ok: false, code: 'dogrulama_hatasi', detail: 'İade yanıtı doğrulanamadı.' };
      if (input.itemRef !== null) {
        // Refund answers are signed: paymentId, price, currency, conversationId.
        if (answer.signature !== undefined) {
          const fields = [
            text(answer, 'paymentId'),
            signedPrice(answer.price),
            text(answer, 'currency'),
            text(answer, 'conversationId'),
          ];
          const signed =
            fields.every((f): f is string => typeof f === 'string') &&
            sameHex(hmacHex(secretKey, fields), answer.signature);
          if (!signed)
            return { ok: false, code: 'dogrulama_hatasi', detail: 'İade yanıtı doğrulanamadı.' };
        }
        if (
          text(answer, 'paymentTransactionId') !== input.itemRef ||
          parseIyzicoPrice(answer.price) !== input.amount
        )
          return { ok: false, code: 'dogrulama_hatasi', detail: 'İade yanıtı doğrulanamadı.' };
      }
      const ref =
        text(answer, 'hostReference') ??
        (input.itemRef !== null ? `iade-${input.itemRef}` : `iptal-${input.providerPaymentId}`);
      return { ok: true, ref };
    },

    async approvePayout(itemRef: string) {
      let answer: Answer;
      try {
        answer = await call(client.approval, 'create', {
          conversationId: `onay-${itemRef}`,
          paymentTransactionId: itemRef,
        });
      } catch {
        return { ok: false as const, code: 'odeme_altyapisi_hatasi', detail: UNAVAILABLE };
      }
      if (answer.status !== 'success')
        return {
          ok: false as const,
          code: 'onay_basarisiz',
          detail: 'Satıcı ödemesi onaylanamadı. Lütfen daha sonra tekrar deneyin.',
        };
      if (text(answer, 'paymentTransactionId') !== itemRef)
        return {
          ok: false as const,
          code: 'dogrulama_hatasi',
          detail: 'Onay yanıtı doğrulanamadı.',
        };
      return { ok: true as const };
    },

    ensureSeller,
  };
}
