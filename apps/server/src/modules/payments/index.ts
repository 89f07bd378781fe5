import type { AppConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { PaymentProvider } from './provider.ts';
import { createIyzicoProvider } from './iyzico.provider.ts';
import { createSandboxProvider } from './sandbox.provider.ts';

export type * from './provider.ts';
export {
  abandonPayment,
  failPayment,
  getPayment,
  handleCallback,
  LIVE_STATUSES,
  newPaymentId,
  paymentRefused,
  paymentStatusView,
  reconcilePayments,
  redirectAfter,
  refundWholePayment,
  startThreeDs,
  threeDsUrl,
  type PaymentKind,
  type PaymentLog,
  type PaymentRow,
  type PaymentsRuntime,
  type PaymentState,
  type Settlers,
} from './payments.service.ts';
export {
  MAX_REFUND_ATTEMPTS,
  recordItemRefundParts,
  retryFailedRefunds,
  runProviderRefunds,
} from './refunds.service.ts';
export { buyerFor } from './buyer.ts';
export { paymentsRoutes } from './payments.routes.ts';

/** The configured provider: the sandbox unless PAYMENT_PROVIDER=iyzico with its keys. */
export function createPaymentProvider(config: AppConfig, db: Db): PaymentProvider {
  if (config.payments.provider === 'iyzico') {
    const { apiKey, secretKey, baseUrl } = config.payments.iyzico;
    if (!apiKey || !secretKey || !baseUrl)
      throw new Error(
        'PAYMENT_PROVIDER=iyzico needs IYZICO_API_KEY, IYZICO_SECRET_KEY and IYZICO_BASE_URL',
      );
    return createIyzicoProvider({ apiKey, secretKey, baseUrl, db });
  }
  return createSandboxProvider(config.secret, db);
}
