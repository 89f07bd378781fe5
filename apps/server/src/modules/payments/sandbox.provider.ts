import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SANDBOX_SMS_CODE, SANDBOX_TEST_CARDS, type InstallmentInfo } from '@carsi/shared';
import type {
  CompleteResult,
  ExpectedPayment,
  PaymentProvider,
  RefundInput,
  RefundResult,
  StartPaymentInput,
  StartResult,
  VerifiedCallback,
} from './provider.ts';
import { installmentOptions, lookupBin } from './sandbox.bins.ts';

type Outcome = (typeof SANDBOX_TEST_CARDS)[number]['result'];

const OUTCOMES = new Map<string, Outcome>(SANDBOX_TEST_CARDS.map((c) => [c.number, c.result]));

/**
 * The default provider: no money moves. The shopper sees our own 3-D Secure page (TEST MODU),
 * whose form posts back a callback signed with the app secret, so a tampered callback (another
 * payment, amount or result) is refused like a forged bank answer would be.
 */
export function createSandboxProvider(secret: string): PaymentProvider {
  const key = createHmac('sha256', secret).update('sandbox-3ds').digest();

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
      return {
        ok: true,
        providerPaymentId: `sbx_${ref()}`,
        itemRefs: Object.fromEntries(expected.basket.map((b) => [b.id, `sbxi_${ref()}`])),
      };
    },

    async refund(_input: RefundInput): Promise<RefundResult> {
      return { ok: true, ref: `sbxr_${randomBytes(8).toString('hex')}` };
    },

    async approvePayout() {
      return { ok: true };
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
