import { useId, useState, type FormEvent } from 'react';
import { kurusToInput } from '../format';

// The validation (zod) loads on the first "Uygula", not with the page.
const loadValidation = () => import('../price-range');

export interface PriceFacetProps {
  /** Current filter (kuruş). */
  min?: number;
  max?: number;
  /** Bounds of the matching products (kuruş), shown as placeholders. */
  boundMin: number | null;
  boundMax: number | null;
  onApply: (range: { min_price?: number; max_price?: number }) => void;
}

const inputClass =
  'h-10 w-full min-w-0 rounded-lg border border-line bg-card pr-8 pl-3 text-sm text-ink tabular-nums ' +
  'placeholder:text-ink-subtle focus:border-accent-600 focus:outline-2 focus:outline-offset-0 focus:outline-accent-600/25 ' +
  'aria-invalid:border-danger';

/** Min/max in TL, sent in kuruş; "Uygula" applies. Remount (key) it when the URL range changes. */
export function PriceFacet({ min, max, boundMin, boundMax, onApply }: PriceFacetProps) {
  const [minText, setMinText] = useState(kurusToInput(min));
  const [maxText, setMaxText] = useState(kurusToInput(max));
  const [errors, setErrors] = useState<{ min?: string; max?: string }>({});
  const minId = useId();
  const maxId = useId();
  const errorId = useId();

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const { parsePriceRange } = await loadValidation();
    const result = parsePriceRange(minText, maxText);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    onApply({ min_price: result.min_price, max_price: result.max_price });
  }

  const message = errors.min ?? errors.max;
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Fiyat aralığı">
      <div className="flex items-end gap-2">
        <TlInput
          id={minId}
          label="En az (TL)"
          value={minText}
          onChange={setMinText}
          placeholder={boundMin != null ? kurusToInput(Math.floor(boundMin / 100) * 100) : '0'}
          invalid={!!errors.min}
          errorId={errorId}
        />
        <span aria-hidden="true" className="pb-2.5 text-ink-subtle">
          –
        </span>
        <TlInput
          id={maxId}
          label="En çok (TL)"
          value={maxText}
          onChange={setMaxText}
          placeholder={boundMax != null ? kurusToInput(Math.ceil(boundMax / 100) * 100) : ''}
          invalid={!!errors.max}
          errorId={errorId}
        />
      </div>
      {message && (
        <p id={errorId} role="alert" className="mt-2 text-sm text-danger">
          {message}
        </p>
      )}
      <button
        type="submit"
        className="mt-2.5 h-9 w-full rounded-lg border border-accent-700 text-sm font-semibold text-accent-700 hover:bg-accent-50"
      >
        Uygula
      </button>
    </form>
  );
}

/** A TL amount field with its label and "TL" inside. */
function TlInput({
  id,
  label,
  value,
  onChange,
  placeholder,
  invalid,
  errorId,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  invalid: boolean;
  errorId: string;
}) {
  return (
    <div className="min-w-0 flex-1">
      <label htmlFor={id} className="mb-1 block text-xs font-medium text-ink-muted">
        {label}
      </label>
      <div className="relative">
        <input
          id={id}
          inputMode="decimal"
          autoComplete="off"
          value={value}
          onChange={(e) => onChange(e.target.value)}
          placeholder={placeholder}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? errorId : undefined}
          className={inputClass}
        />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 right-2.5 -translate-y-1/2 text-xs text-ink-subtle"
        >
          TL
        </span>
      </div>
    </div>
  );
}
