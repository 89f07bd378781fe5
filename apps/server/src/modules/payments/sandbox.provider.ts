import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { SANDBOX_SMS_CODE, SANDBOX_TEST_CARDS, type InstallmentInfo } from '@carsi/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { queryRows } from '../../lib/query-rows.ts';
import type {
  CompleteResult,
  ExpectedPayment,
  PaymentLookup,
  PaymentProvider,
  PaymentQuery,
  RefundInput,
  RefundResult,
  StartPaymentInput,
  StartResult,
  VerifiedCallback,
} from './provider.ts';
import { installmentOptions, lookupBin } from './sandbox.bins.ts';

type Outcome = (typeof SANDBOX_TEST_CARDS)[number]['result'];

const OUTCOMES = new Map<string, Outcome>(SANDBOX_TEST_CARDS.map((c) => [c.number, c.result]));

interface ChargeRow {
  provider_payment_id: string;
  amount: number;
  data: { items: { id: string; ref: string; price: number }[] };
}

/**
 * The default provider: no money moves. The shopper sees our own 3-D Secure page (TEST MODU),
 * whose form posts back a callback signed with the app secret, so a tampered callback (another
 * payment, amount or result) is refused like a forged bank answer would be.
 *
 * Its pretend bank keeps books (`sandbox_bank_entries`), written with their own statements
 * outside our transactions as a real bank's are: what it took, per basket line, and what it gave
 * back. So it answers `retrievePayment` after a crash, takes a payment at most once, and refuses
 * to give back more than a line was charged, as iyzico does.
 */
export function createSandboxProvider(secret: string, db: Db): PaymentProvider {
  const key = createHmac('sha256', secret).update('sandbox-3ds').digest();

  async function charge(paymentId: string): Promise<ChargeRow | null> {
    const [row] = await queryRows<ChargeRow>(
      db,
      sql`SELECT provider_payment_id, amount, data FROM sandbox_bank_entries
           WHERE payment_id = ${paymentId} AND kind = 'tahsilat'`,
    );
    return row ?? null;
  }

  /** Given back so far, by item ref ('*' for the rest of the payment). */
  async function refundedOf(
    conn: DbOrTx,
    providerPaymentId: string,
  ): Promise<Record<string, number>> {
    const rows = await queryRows<{ ref: string; amount: number }>(
      conn,
      sql`SELECT COALESCE(item_ref, '*') AS ref, sum(amount)::int AS amount
            FROM sandbox_bank_entries
           WHERE provider_payment_id = ${providerPaymentId} AND kind IN ('iade', 'iptal')
           GROUP BY 1`,
    );
    return Object.fromEntries(rows.map((r) => [r.ref, r.amount]));
  }

  const sign = (fields: string[]) =>
    createHmac('sha256', key).update(fields.join('|')).digest('hex');

  return {
    name: 'sandbox',
    testMode: true,

    async installments(bin: string, amount: number): Promise<InstallmentInfo | null> {
      const card = lookupBin(bin);
      if (!card) return null;
      return { bin: bin.slice(0, 6), ...card, options: installmentOptions(card, amount) };
    },

    async start3ds(input: StartPaymentInput): Promise<StartResult> {
      const outcome = OUTCOMES.get(input.card.number);
      if (!outcome)
        return {
          ok: false,
          code: 'test_karti_degil',
          detail: 'Test modunda yalnızca test kartları kullanılabilir.',
        };
      const card = lookupBin(input.card.number);
      if (input.installments > 1 && card?.card_type !== 'CREDIT_CARD')
        return {
          ok: false,
          code: 'taksit_yok',
          detail: 'Bu kartla taksitli ödeme yapılamaz.',
        };
      return { ok: true, threeDsHtml: null, data: { sandbox_outcome: outcome } };
    },

    verifyCallback(body: Record<string, string>): VerifiedCallback | null {
      const { payment_id: paymentId, amount, currency, result, signature } = body;
      if (!paymentId || !amount || !currency || !result || !signature) return null;
      if (!/^[0-9a-f]{64}$/.test(signature)) return null;
      const expected = Buffer.from(sign([paymentId, amount, currency]), 'hex');
      if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return null;
      if (result === 'onay') {
        if (body.sms_code !== SANDBOX_SMS_CODE)
          return {
            paymentId,
            approved: false,
            fields: body,
            failure: { code: '3ds_basarisiz', detail: 'SMS doğrulama kodu hatalı.' },
          };
        return { paymentId, approved: true, fields: body };
      }
      return {
        paymentId,
        approved: false,
        fields: body,
        failure: { code: '3ds_iptal', detail: '3-D Secure doğrulaması iptal edildi.' },
      };
    },

    async complete3ds(
      callback: VerifiedCallback,
      expected: ExpectedPayment,
    ): Promise<CompleteResult> {
      // The signed fields must describe the payment we expect.
      if (
        callback.paymentId !== expected.paymentId ||
        callback.fields.amount !== String(expected.paidPrice) ||
        callback.fields.currency !== expected.currency
      )
        return { ok: false, code: 'dogrulama_hatasi', detail: 'Ödeme bilgileri doğrulanamadı.' };
      const outcome = expected.data.sandbox_outcome as Outcome | undefined;
      if (outcome === '3ds_basarisiz')
        return {
          ok: false,
          code: '3ds_basarisiz',
          detail: '3-D Secure doğrulaması başarısız oldu. Kartınızı kontrol edip tekrar deneyin.',
        };
      if (outcome === 'yetersiz_bakiye')
        return { ok: false, code: 'yetersiz_bakiye', detail: 'Kartınızın bakiyesi yetersiz.' };
      if (outcome !== 'basarili')
        return { ok: false, code: 'odeme_reddedildi', detail: 'Bankanız işlemi onaylamadı.' };
      const ref = () => randomBytes(8).toString('hex');
      const providerPaymentId = `sbx_${ref()}`;
      const items = expected.basket.map((b) => ({
        id: b.id,
        ref: `sbxi_${ref()}`,
        price: b.price,
      }));
      // A bank authorises a 3-D Secure payment once: a repeated request answers the first one.
      await db.execute(sql`
        INSERT INTO sandbox_bank_entries (payment_id, kind, provider_payment_id, amount, ref, data)
        VALUES (${expected.paymentId}, 'tahsilat', ${providerPaymentId}, ${expected.paidPrice},
                ${providerPaymentId}, ${JSON.stringify({ items })}::jsonb)
        ON CONFLICT (payment_id) WHERE kind = 'tahsilat' DO NOTHING`);
      const taken = (await charge(expected.paymentId))!;
      return {
        ok: true,
        providerPaymentId: taken.provider_payment_id,
        itemRefs: Object.fromEntries(taken.data.items.map((i) => [i.id, i.ref])),
      };
    },

    async refund(input: RefundInput): Promise<RefundResult> {
      const refused = (detail: string) => ({ ok: false as const, code: 'iade_basarisiz', detail });
      if (!Number.isSafeInteger(input.amount) || input.amount <= 0)
        return refused('İade tutarı geçersiz.');
      // The bank's own transaction: the charge row locked, so two refunds of one payment are
      // checked against each other.
      return db.transaction(async (bank) => {
        const [taken] = await queryRows<ChargeRow & { payment_id: string }>(
          bank,
          sql`SELECT payment_id, provider_payment_id, amount, data FROM sandbox_bank_entries
               WHERE provider_payment_id = ${input.providerPaymentId} AND kind = 'tahsilat'
                 FOR UPDATE`,
        );
        if (!taken) return refused('Ödeme bulunamadı.');
        const refunded = await refundedOf(bank, taken.provider_payment_id);
        const total = Object.values(refunded).reduce((a, b) => a + b, 0);
        if (input.amount > taken.amount - total)
          return refused('İade tutarı, iade edilebilir tutardan büyük olamaz.');
        if (input.itemRef !== null) {
          const item = taken.data.items.find((i) => i.ref === input.itemRef);
          if (!item) return refused('Ödeme kırılımı bulunamadı.');
          if (input.amount > item.price - (refunded[item.ref] ?? 0))
            return refused('İade tutarı, iade edilebilir tutardan büyük olamaz.');
        }
        const ref = `sbxr_${randomBytes(8).toString('hex')}`;
        await bank.execute(sql`
          INSERT INTO sandbox_bank_entries (payment_id, kind, provider_payment_id, item_ref, amount,
                                            ref)
          VALUES (${taken.payment_id}, ${input.itemRef === null ? 'iptal' : 'iade'},
                  ${taken.provider_payment_id}, ${input.itemRef}, ${input.amount}, ${ref})`);
        return { ok: true as const, ref };
      });
    },

    async retrievePayment(query: PaymentQuery): Promise<PaymentLookup> {
      const taken = await charge(query.paymentId);
      if (!taken) return { state: 'not_paid', detail: 'Sanal banka bu ödemeyi almadı.' };
      const expectedItems = new Map(query.expected.basket.map((b) => [b.id, b.price]));
      const matches =
        taken.amount === query.expected.paidPrice &&
        taken.data.items.length === expectedItems.size &&
        taken.data.items.every((i) => expectedItems.get(i.id) === i.price);
      return {
        state: 'paid',
        providerPaymentId: taken.provider_payment_id,
        paidPrice: taken.amount,
        itemRefs: Object.fromEntries(taken.data.items.map((i) => [i.id, i.ref])),
        matches,
        refunded: await refundedOf(db, taken.provider_payment_id),
      };
    },

    async approvePayout() {
      return { ok: true };
    },

    async transferPayout(input) {
      // Recorded once per statement (sandbox_bank_transfer_uq); a repeat answers the first ref.
      await db.execute(sql`
        INSERT INTO sandbox_bank_entries (payment_id, kind, provider_payment_id, amount, ref)
        VALUES (${input.reference}, 'havale', ${`isletme-${input.businessId}`}, ${input.amount},
                ${`sbxh_${randomBytes(8).toString('hex')}`})
        ON CONFLICT (payment_id) WHERE kind = 'havale' DO NOTHING`);
      const [row] = await queryRows<{ ref: string }>(
        db,
        sql`SELECT ref FROM sandbox_bank_entries
             WHERE payment_id = ${input.reference} AND kind = 'havale'`,
      );
      return { ok: true as const, ref: row!.ref };
    },
  };
}

/** The fields the sandbox bank page posts back, signed (used by the page and by tests). */
export function sandboxCallbackFields(
  secret: string,
  paymentId: string,
  paidPrice: number,
  result: 'onay' | 'iptal',
  smsCode: string = SANDBOX_SMS_CODE,
): Record<string, string> {
  const key = createHmac('sha256', secret).update('sandbox-3ds').digest();
  const amount = String(paidPrice);
  const signature = createHmac('sha256', key)
    .update([paymentId, amount, 'TRY'].join('|'))
    .digest('hex');
  return { payment_id: paymentId, amount, currency: 'TRY', result, sms_code: smsCode, signature };
}
