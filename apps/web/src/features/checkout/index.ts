// Public surface of the checkout feature (issue 5): /urun-teslim/, /odeme-islemi/,
// /odeme-tamamlandi/.
export { DeliveryView } from './components/delivery-view';
export { PaymentView } from './components/payment-view';
export { DoneView } from './components/done-view';
export { checkoutKeys } from './api/keys';
export { CHECKOUT_PREVIEW_PATH, getCheckoutPreview, useCheckoutPreview } from './api/preview';
export { CHECKOUT_PATH, IDEMPOTENCY_HEADER, submitCheckout } from './api/submit-checkout';
export { INSTALLMENTS_PATH, getInstallments, useInstallments } from './api/installments';
export { usePaymentStatus } from './api/payment-status';
export { checkoutOrderPath } from './api/order';
export { formatDeliveryDay, formatDeliveryRange } from './lib/delivery-dates';
export { CHECKOUT_KEY_STORAGE_KEY, clearCheckoutKey, storedCheckoutKey } from './lib/idempotency';
export { InstallmentOptions } from './components/installment-options';
