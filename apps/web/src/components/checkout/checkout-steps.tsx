import { clsx } from 'clsx';
import { ChevronRight } from 'lucide-react';

const STEPS = ['Adres', 'Teslimat', 'Ödeme'] as const;

/** Adres › Teslimat › Ödeme with the current step marked. */
export function CheckoutSteps({ current }: { current: 0 | 1 | 2 }) {
  return (
    <nav aria-label="Sipariş adımları">
      <ol className="flex items-center gap-2 text-sm">
        {STEPS.map((step, i) => (
          <li
            key={step}
            aria-current={i === current ? 'step' : undefined}
            className={clsx(
              'flex items-center gap-1.5',
              i === current ? 'font-semibold text-accent-700' : 'text-ink-muted',
            )}
          >
            {i > 0 && <ChevronRight aria-hidden="true" className="h-4 w-4 text-ink-subtle" />}
            <span
              aria-hidden="true"
              className={clsx(
                'flex h-6 w-6 items-center justify-center rounded-full text-xs',
                i === current ? 'bg-accent-700 text-white' : 'bg-surface text-ink-muted',
              )}
            >
              {i + 1}
            </span>
            {step}
          </li>
        ))}
      </ol>
    </nav>
  );
}
