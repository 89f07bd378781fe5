import { Minus, Plus } from 'lucide-react';

export interface QuantityStepperProps {
  value: number;
  max: number;
  onChange: (value: number) => void;
  disabled?: boolean;
}

/** − 1 + within 1…max; the buttons stop at the ends. */
export function QuantityStepper({ value, max, onChange, disabled }: QuantityStepperProps) {
  const btn =
    'flex h-full w-11 items-center justify-center text-ink transition-colors hover:bg-surface disabled:cursor-not-allowed disabled:text-ink-subtle disabled:opacity-50 disabled:hover:bg-transparent';
  return (
    <div
      role="group"
      aria-label="Adet"
      className="inline-flex h-13 shrink-0 items-stretch overflow-hidden rounded-xl border border-line bg-card"
    >
      <button
        type="button"
        className={btn}
        aria-label="Adedi azalt"
        disabled={disabled || value <= 1}
        onClick={() => onChange(Math.max(1, value - 1))}
      >
        <Minus aria-hidden="true" className="h-4 w-4" />
      </button>
      <output
        aria-live="polite"
        aria-label={`Adet: ${value}`}
        className="flex w-9 items-center justify-center text-base font-semibold text-ink tabular-nums"
      >
        {value}
      </output>
      <button
        type="button"
        className={btn}
        aria-label="Adedi artır"
        disabled={disabled || value >= max}
        onClick={() => onChange(Math.min(max, value + 1))}
      >
        <Plus aria-hidden="true" className="h-4 w-4" />
      </button>
    </div>
  );
}
