import type { PaymentConfig } from '@carsi/shared';
import { FlaskConical } from 'lucide-react';
import { formatCardNumber } from '@/lib/card';

const TEST_MODE = 'Test modu'.toLocaleUpperCase('tr-TR');

/** Sandbox payments: a clear "TEST MODU" mark, the test cards (click to fill) and the SMS code. */
export function TestModeBanner({
  config,
  onPickCard,
  cardsDisabled,
}: {
  config: PaymentConfig;
  onPickCard: (number: string) => void;
  cardsDisabled?: boolean;
}) {
  if (!config.test_mode) return null;
  return (
    <section
      aria-labelledby="test-mode-title"
      className="rounded-card border-2 border-dashed border-warning/60 bg-[#fffbeb] p-4 sm:p-5"
    >
      <div className="flex items-start gap-3">
        <FlaskConical aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-warning" />
        <div className="min-w-0 flex-1">
          <h2 id="test-mode-title" className="text-sm font-extrabold tracking-wide text-[#92400e]">
            {TEST_MODE}
          </h2>
          <p className="mt-1 text-sm text-ink">
            Bu bir deneme ortamıdır, gerçek ödeme alınmaz. Bir test kartına tıklayarak numarasını
            doldurun; son kullanma tarihi ileri bir tarih, güvenlik kodu herhangi 3 hane olabilir.
          </p>
          {config.test_cards.length > 0 && (
            <ul className="mt-3 grid gap-2 sm:grid-cols-2" aria-label="Test kartları">
              {config.test_cards.map((card) => (
                <li key={card.number}>
                  <button
                    type="button"
                    disabled={cardsDisabled}
                    onClick={() => onPickCard(card.number)}
                    aria-label={`Test kartını kullan: ${formatCardNumber(card.number)}, ${card.label}`}
                    className="flex w-full flex-col items-start rounded-xl border border-[#fcd34d] bg-card px-3 py-2 text-left transition-colors hover:border-warning hover:bg-[#fef3c7] focus-visible:outline-2 focus-visible:outline-accent-600 disabled:cursor-not-allowed disabled:opacity-60"
                  >
                    <span className="font-mono text-sm font-semibold text-ink tabular-nums">
                      {formatCardNumber(card.number)}
                    </span>
                    <span className="text-xs text-ink-muted">{card.label}</span>
                  </button>
                </li>
              ))}
            </ul>
          )}
          {config.sms_code && (
            <p className="mt-3 text-sm text-ink">
              Banka doğrulama sayfasında istenen SMS kodu:{' '}
              <strong className="font-mono tracking-widest">{config.sms_code}</strong>
            </p>
          )}
        </div>
      </div>
    </section>
  );
}
