import type {
  CheckoutPreview,
  CheckoutRequest,
  PaymentConfig,
  PaymentStatusView,
} from '@carsi/shared';
import { Package, ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { Button, Card } from '@/components/ui';
import { paths } from '@/config/paths';
import { FormAlert } from '@/components/form/form-field';
import { serverDetail, serverFieldErrors } from '@/lib/server-errors';
import { useSelectedAddressStore } from '@/lib/selected-address-store';
import { httpStatus } from '@/lib/api-client';
import { formatMoney } from '@/lib/format';
import { useInstallments } from '../api/installments';
import { usePaymentConfig } from '@/lib/payments';
import { usePaymentStatus } from '../api/payment-status';
import { useCheckoutPreview } from '../api/preview';
import { useSubmitCheckout } from '../api/submit-checkout';
import { cardBin, cardDigits, CARD_FIELD_ORDER, formatCardNumber, validateCard } from '@/lib/card';
import { errorCode, hasAnswer } from '../lib/errors';
import { checkoutKeyFor, clearCheckoutKey } from '../lib/idempotency';
import { leavePage } from '../lib/leave-page';
import { attemptFingerprint, previewQuantity } from '../lib/preview';
import { Agreements } from './agreements';
import { CardFields } from '@/components/form/card-fields';
import { CheckoutShell } from './checkout-shell';
import { CheckoutSkeleton, NothingSelected, PreviewError } from './checkout-states';
import { DeliveryAddressCard } from './delivery-address-card';
import { InstallmentOptions, optionLabel, optionsOf } from './installment-options';
import { OrderSummary, SummaryRow } from './order-summary';
import { CompactPackage } from './package-card';
import {
  AGREEMENTS_REQUIRED,
  type PaymentFormContext,
  type PaymentFormValues,
} from './payment-form-types';
import { PROBLEMS_ID, ProblemsAlert } from './problems-alert';
import { TestModeBanner } from '@/components/checkout/test-mode-banner';
import { WalletOption } from './wallet-option';

const TITLE = paths.payment.title;

/** Field order for focusing the first error. */
const FIELD_ORDER: readonly (keyof PaymentFormValues)[] = [...CARD_FIELD_ORDER, 'accept'];

/** The card is checked only when it pays something; the agreements always. */
const resolver: Resolver<PaymentFormValues, PaymentFormContext> = (values, context) => {
  const errors: FieldErrors<PaymentFormValues> = {};
  if (context?.cardNeeded !== false) {
    for (const [field, message] of Object.entries(validateCard(values))) {
      errors[field as keyof PaymentFormValues] = { type: 'validate', message };
    }
  }
  if (!values.accept) errors.accept = { type: 'required', message: AGREEMENTS_REQUIRED };
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

/** Server error keys ("card.number", "accept_agreements") → form fields. */
const SERVER_FIELDS: Record<string, keyof PaymentFormValues> = {
  'card.number': 'number',
  'card.holder_name': 'holder_name',
  'card.expiry_month': 'expiry_month',
  'card.expiry_year': 'expiry_year',
  'card.cvc': 'cvc',
  card: 'number',
  installments: 'installments',
  accept_agreements: 'accept',
};

/** Answers after which nothing was made: the next attempt needs a fresh key. */
// A changed total (a starred deal ran out) or a refused promotion: read the preview again, so
// the page shows the new total before the shopper confirms it (docs/decisions/038).
const BASKET_CODES = new Set([
  'stok_yetersiz',
  'sepet_degisti',
  'sepet_bos',
  'tutar_degisti',
  'firsat_tukendi',
]);

interface SubmitError {
  message: string;
  /** Show "Sepete dön": stock, wallet, refused card. */
  toCart: boolean;
}

interface AttemptNotice {
  tone: 'danger' | 'success';
  title: string;
  text: string;
}

/** What to tell a shopper the bank sent back here (?odeme=…). */
function attemptNotice(attempt: PaymentStatusView | undefined): AttemptNotice | null {
  if (!attempt) return null;
  if (attempt.status === 'basarisiz')
    return {
      tone: 'danger',
      title: `Ödeme alınamadı: ${attempt.failure_detail ?? 'Ödemeniz tamamlanamadı.'}`,
      text: 'Kart bilgilerinizi kontrol edip tekrar deneyebilir ya da başka bir kart kullanabilirsiniz.',
    };
  if (attempt.status === 'odendi' || attempt.status === 'tamamlandi')
    return {
      tone: 'success',
      title: 'Ödemeniz alındı, siparişiniz oluşturuluyor…',
      text: 'Bu sayfa birkaç saniye içinde sipariş özetine geçecek; lütfen tekrar ödeme yapmayın.',
    };
  if (attempt.status === 'baslatildi' || attempt.status === 'dogrulama_bekliyor')
    return {
      tone: 'danger',
      title: 'Ödeme doğrulaması tamamlanmadı.',
      text: 'Bankanızın doğrulama adımı bitmeden ayrıldınız; kartınızdan para çekilmedi. Tekrar deneyebilirsiniz.',
    };
  return null;
}

/** /odeme-islemi/: the whole payment step. */
export function PaymentView() {
  const selected = useSelectedAddressStore((s) => s.selectedAddress);
  const { preview, nothingSelected } = useCheckoutPreview(selected?.id ?? null);
  const config = usePaymentConfig();
  const [params] = useSearchParams();
  const paymentId = params.get('odeme');
  const failed = usePaymentStatus(paymentId);

  // A failed 3-D Secure attempt came back: the next submit is a new attempt with a new key.
  useEffect(() => {
    if (paymentId) clearCheckoutKey();
  }, [paymentId]);

  if (!selected) return <Navigate to={paths.chooseAddress.path} replace />;

  const attempt = failed.data?.kind === 'siparis' ? failed.data : undefined;
  if (attempt?.order_id != null && attempt.status !== 'basarisiz') {
    return <Navigate to={`${paths.paymentDone.path}?siparis=${attempt.order_id}`} replace />;
  }

  if (nothingSelected && !preview.data) {
    return (
      <CheckoutShell step={2} title={TITLE}>
        <NothingSelected />
      </CheckoutShell>
    );
  }
  if (preview.isPending) {
    return (
      <CheckoutShell step={2} title={TITLE}>
        <CheckoutSkeleton label="Ödeme bilgileri yükleniyor" />
      </CheckoutShell>
    );
  }
  if (preview.isError) {
    return (
      <CheckoutShell step={2} title={TITLE}>
        <PreviewError error={preview.error} onRetry={() => void preview.refetch()} />
      </CheckoutShell>
    );
  }
  const notice = attemptNotice(attempt);
  return (
    <CheckoutShell step={2} title={TITLE}>
      <PaymentForm
        preview={preview.data}
        config={config.data}
        notice={notice}
        onStale={() => void preview.refetch()}
      />
    </CheckoutShell>
  );
}

function PaymentForm({
  preview,
  config,
  notice,
  onStale,
}: {
  preview: CheckoutPreview;
  config: PaymentConfig | undefined;
  /** How the attempt the bank sent back (?odeme=…) ended. */
  notice: AttemptNotice | null;
  /** The preview may be out of date (stock, wallet): read it again. */
  onStale: () => void;
}) {
  const navigate = useNavigate();
  const submit = useSubmitCheckout();
  const sending = useRef(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const [phase, setPhase] = useState<'idle' | 'sending' | 'leaving'>('idle');
  const [submitError, setSubmitError] = useState<SubmitError | null>(null);
  const [showFailure, setShowFailure] = useState(true);
  const [useWallet, setUseWallet] = useState(false);

  const total = preview.grand_total;
  const walletAmount = useWallet ? Math.min(preview.wallet_balance, total) : 0;
  const cardAmount = total - walletAmount;
  const cardNeeded = cardAmount > 0;

  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    setFocus,
    formState: { errors, isSubmitted },
  } = useForm<PaymentFormValues, PaymentFormContext>({
    resolver,
    context: { cardNeeded },
    defaultValues: {
      number: '',
      holder_name: '',
      expiry_month: '',
      expiry_year: '',
      cvc: '',
      installments: '1',
      accept: false,
    },
  });

  const number = useWatch({ control, name: 'number' });
  const installments = useWatch({ control, name: 'installments' });
  const bin = cardNeeded ? cardBin(number) : null;
  const instalmentQuery = useInstallments(bin, cardAmount);
  const info = bin ? instalmentQuery.data : undefined;
  const options = optionsOf(info, cardAmount);
  const option = options.find((o) => String(o.installments) === installments) ?? options[0]!;
  const cardCharge = cardNeeded ? option.total_price : 0;
  const payTotal = walletAmount + cardCharge;

  // Another card (or amount) may not offer the chosen count: fall back to the single payment.
  const offered = options.some((o) => String(o.installments) === installments);
  useEffect(() => {
    if (!offered) setValue('installments', '1');
  }, [offered, setValue]);

  useEffect(() => {
    if (submitError) alertRef.current?.focus();
  }, [submitError]);

  const problems = preview.problems.length > 0;
  const busy = phase !== 'idle';

  function pickTestCard(cardNumber: string) {
    setValue('number', formatCardNumber(cardNumber), { shouldValidate: isSubmitted });
    setFocus('holder_name');
  }

  function fail(error: unknown) {
    const code = errorCode(error);
    const status = httpStatus(error);
    // An answer means the server decided: nothing was made, the next attempt is a new one.
    // Without an answer the outcome is unknown: keep the key, so a retry cannot pay twice.
    if (hasAnswer(error) && status !== undefined && status < 500) clearCheckoutKey();
    if (code && BASKET_CODES.has(code)) onStale();
    if (code === 'bakiye_yetersiz') {
      setUseWallet(false);
      onStale();
    }

    const messages = serverFieldErrors(error);
    const placed: (keyof PaymentFormValues)[] = [];
    for (const [key, message] of Object.entries(messages)) {
      const field = SERVER_FIELDS[key];
      if (field && !placed.includes(field)) {
        setError(field, { type: 'server', message });
        placed.push(field);
      }
    }
    if (status === 400 && placed.length > 0 && !code?.startsWith('sepet')) {
      const first = FIELD_ORDER.find((f) => placed.includes(f));
      if (first) setFocus(first);
      return;
    }
    const toCart =
      status === 402 ||
      code === 'stok_yetersiz' ||
      code === 'bakiye_yetersiz' ||
      code === 'sepet_degisti' ||
      code === 'sepet_bos' ||
      code === 'odeme_reddedildi';
    setSubmitError({
      message: serverDetail(error, 'Siparişiniz oluşturulamadı. Lütfen tekrar deneyin.'),
      toCart,
    });
  }

  function onValid(values: PaymentFormValues) {
    if (sending.current || problems) return;
    sending.current = true;
    setPhase('sending');
    setSubmitError(null);
    setShowFailure(false);
    const body: CheckoutRequest = {
      address_id: preview.address.id,
      wallet_amount: walletAmount,
      installments: cardNeeded ? option.installments : 1,
      // What the page shows: the server refuses to charge any other total.
      expected_total: total,
      accept_agreements: true,
      ...(cardNeeded
        ? {
            card: {
              holder_name: values.holder_name.trim(),
              number: cardDigits(values.number),
              expiry_month: Number(values.expiry_month),
              expiry_year: Number(values.expiry_year),
              cvc: values.cvc.trim(),
            },
          }
        : {}),
    };
    const idempotencyKey = checkoutKeyFor(
      attemptFingerprint(preview, {
        walletAmount,
        installments: body.installments ?? 1,
        cardNumber: body.card?.number ?? null,
      }),
    );
    submit.mutate(
      { body, idempotencyKey },
      {
        onSuccess: (result) => {
          if (result.status === 'tamamlandi') {
            clearCheckoutKey();
            void navigate(`${paths.paymentDone.path}?siparis=${result.order_id}`);
          } else {
            // The bank's page: the button stays busy while the browser leaves.
            setPhase('leaving');
            leavePage(result.redirect_url);
          }
        },
        onError: (error) => {
          sending.current = false;
          setPhase('idle');
          fail(error);
        },
      },
    );
  }

  function onInvalid(invalid: FieldErrors<PaymentFormValues>) {
    const first = FIELD_ORDER.find((f) => invalid[f]);
    if (first) setFocus(first);
  }

  const submitLabel =
    phase === 'leaving' ? 'Bankanızın sayfasına yönlendiriliyorsunuz…' : 'Siparişi onayla';

  return (
    <form
      noValidate
      aria-label="Ödeme"
      onSubmit={(e) => void handleSubmit(onValid, onInvalid)(e)}
      className="pb-28 lg:pb-0"
    >
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_360px] lg:items-start">
        <div className="min-w-0 space-y-4">
          {notice && showFailure && (
            <FormAlert tone={notice.tone}>
              <p>{notice.title}</p>
              <p className="mt-1 font-normal text-ink">{notice.text}</p>
            </FormAlert>
          )}
          {submitError && (
            <div ref={alertRef} tabIndex={-1} className="outline-none">
              <FormAlert>
                <p>{submitError.message}</p>
                {submitError.toCart && (
                  <Link
                    to={paths.cart.path}
                    className="mt-1 inline-block font-semibold text-accent-700 underline underline-offset-2"
                  >
                    Sepete dön
                  </Link>
                )}
              </FormAlert>
            </div>
          )}
          <ProblemsAlert problems={preview.problems} />
          {config && (
            <TestModeBanner config={config} onPickCard={pickTestCard} cardsDisabled={!cardNeeded} />
          )}
          <DeliveryAddressCard address={preview.address} compact />
          <Card as="section" aria-labelledby="packages-title" padding="sm" className="px-4 sm:px-5">
            <div className="flex items-center justify-between gap-3">
              <h2
                id="packages-title"
                className="inline-flex items-center gap-2 text-base font-bold"
              >
                <Package aria-hidden="true" className="h-5 w-5 text-accent-700" />
                {preview.packages.length > 1 ? `${preview.packages.length} paket` : 'Paketiniz'}
              </h2>
              <Link
                to={paths.delivery.path}
                className="rounded-lg px-2 py-1 text-sm font-semibold text-accent-700 hover:bg-accent-50 focus-visible:outline-2 focus-visible:outline-accent-600"
              >
                Teslimat detayları
              </Link>
            </div>
            <ul className="divide-y divide-line">
              {preview.packages.map((pkg) => (
                <CompactPackage key={pkg.seller.id} pkg={pkg} />
              ))}
            </ul>
          </Card>
          <WalletOption
            balance={preview.wallet_balance}
            walletAmount={Math.min(preview.wallet_balance, total)}
            checked={useWallet}
            onChange={setUseWallet}
            disabled={busy}
          />
          {cardNeeded ? (
            <CardFields register={register} errors={errors}>
              <InstallmentOptions
                bin={bin}
                info={info}
                loading={instalmentQuery.isFetching}
                amount={cardAmount}
                selected={installments}
                register={register}
              />
            </CardFields>
          ) : (
            <Card as="section" aria-label="Ödeme yöntemi" className="flex items-start gap-3">
              <ShieldCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-success" />
              <p className="text-sm text-ink">
                Siparişinizin tamamı cüzdan bakiyenizden ödenecek; kart bilgisi gerekmez.
              </p>
            </Card>
          )}
          <Agreements
            preInformation={preview.pre_information}
            contract={preview.distance_sales_contract}
            register={register}
            error={errors.accept?.message}
          />
        </div>
        <OrderSummary
          totals={preview}
          quantity={previewQuantity(preview)}
          barAmount={null}
          after={
            <>
              {walletAmount > 0 && (
                <SummaryRow
                  label="Cüzdandan"
                  value={`−${formatMoney(walletAmount)}`}
                  tone="success"
                />
              )}
              {cardNeeded && (walletAmount > 0 || cardCharge !== cardAmount) && (
                <SummaryRow
                  label={`Karttan (${optionLabel(option.installments).toLocaleLowerCase('tr-TR')})`}
                  value={formatMoney(cardCharge)}
                  testId="checkout-card-charge"
                />
              )}
              {cardNeeded && cardCharge > cardAmount && (
                <p className="text-xs text-ink-muted">
                  Taksit farkı {formatMoney(cardCharge - cardAmount)} bankanızca eklenir.
                </p>
              )}
            </>
          }
          action={
            <>
              <Button
                type="submit"
                size="lg"
                className="w-full"
                loading={busy}
                disabled={problems}
                aria-describedby={problems ? PROBLEMS_ID : undefined}
              >
                <span>{submitLabel}</span>
                {phase !== 'leaving' && (
                  <>
                    <span aria-hidden="true" className="h-5 w-px bg-white/40" />
                    <span className="tabular-nums">{formatMoney(payTotal)}</span>
                  </>
                )}
              </Button>
              <p className="mt-2 hidden text-center text-xs text-ink-muted lg:block">
                {cardNeeded
                  ? 'Onayladığınızda bankanızın 3D Secure sayfasına yönlendirilirsiniz.'
                  : 'Tutar cüzdan bakiyenizden düşülür.'}
              </p>
            </>
          }
        />
      </div>
    </form>
  );
}
