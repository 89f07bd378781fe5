import type { RefundTarget } from '@carsi/shared';
import { useId } from 'react';

const OPTIONS: { value: RefundTarget; label: string; hint: string }[] = [
  {
    value: 'kart',
    label: 'Kartıma iade',
    hint: 'Bankanıza bağlı olarak 2–10 iş günü içinde kartınıza yansır.',
  },
  {
    value: 'cuzdan',
    label: 'Cüzdanıma iade (anında)',
    hint: 'Tutar hemen Çarşı Cüzdanınıza eklenir; sonraki alışverişlerinizde kullanabilirsiniz.',
  },
];

/**
 * Where the money goes back: the card or the wallet. An order paid wholly from the wallet can
 * only be refunded there; a wallet-paid share always goes back to the wallet.
 */
export function RefundTargetField({
  value,
  onChange,
  paidCard,
  paidWallet,
}: {
  value: RefundTarget;
  onChange: (value: RefundTarget) => void;
  paidCard: number;
  paidWallet: number;
}) {
  const name = useId();
  if (paidCard === 0)
    return (
      <div>
        <p className="mb-1.5 text-sm font-medium text-ink">İade yöntemi</p>
        <p className="rounded-xl bg-surface px-3.5 py-2.5 text-sm text-ink-muted">
          Ödemeniz Çarşı Cüzdanı ile yapıldığı için tutar anında cüzdanınıza iade edilir.
        </p>
      </div>
    );
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium text-ink">İade yöntemi</legend>
      <div className="flex flex-col gap-2">
        {OPTIONS.map((o) => (
          <label
            key={o.value}
            className="flex cursor-pointer items-start gap-3 rounded-xl border border-line px-3.5 py-3 hover:border-ink-subtle has-checked:border-accent-600 has-checked:bg-accent-50 has-focus-visible:outline-2 has-focus-visible:outline-accent-600"
          >
            <input
              type="radio"
              name={name}
              value={o.value}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              aria-labelledby={`${name}-${o.value}-label`}
              aria-describedby={`${name}-${o.value}-hint`}
              className="mt-0.5 h-4 w-4 shrink-0 accent-accent-700"
            />
            <span className="text-sm">
              <span id={`${name}-${o.value}-label`} className="block font-semibold text-ink">
                {o.label}
              </span>
              <span id={`${name}-${o.value}-hint`} className="block text-ink-muted">
                {o.hint}
              </span>
            </span>
          </label>
        ))}
      </div>
      {paidWallet > 0 && (
        <p className="mt-2 text-xs text-ink-muted">
          Cüzdanla ödediğiniz kısım her durumda cüzdanınıza iade edilir.
        </p>
      )}
    </fieldset>
  );
}
