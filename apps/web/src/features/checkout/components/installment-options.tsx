import type { InstallmentInfo, InstallmentOption } from '@carsi/shared';
import type { UseFormRegister } from 'react-hook-form';
import { Spinner } from '@/components/ui';
import { formatMoney } from '@/lib/format';
import type { PaymentFormValues } from './payment-form-types';

const CARD_TYPES = { CREDIT_CARD: 'Kredi kartı', DEBIT_CARD: 'Banka kartı' } as const;

/** The single payment of `amount`: what an unknown card (or a debit card) is offered. */
export function singlePayment(amount: number): InstallmentOption {
  return { installments: 1, installment_price: amount, total_price: amount };
}

export function optionsOf(info: InstallmentInfo | null | undefined, amount: number) {
  const options = info?.options.length ? info.options : [singlePayment(amount)];
  return options[0]?.installments === 1 ? options : [singlePayment(amount), ...options];
}

export const optionLabel = (n: number) => (n === 1 ? 'Tek çekim' : `${n} taksit`);

/**
 * "Taksit seçenekleri": a radio per option with the monthly and the total amount. Before six
 * digits are typed there is only a hint; for an unknown BIN only "Tek çekim".
 */
export function InstallmentOptions({
  bin,
  info,
  loading,
  amount,
  selected,
  register,
}: {
  bin: string | null;
  info: InstallmentInfo | null | undefined;
  loading: boolean;
  amount: number;
  selected: string;
  register: UseFormRegister<PaymentFormValues>;
}) {
  if (!bin) {
    return (
      <p className="rounded-xl bg-surface px-3 py-2.5 text-sm text-ink-muted">
        Taksit seçenekleri, kart numaranızın ilk 6 hanesini girdiğinizde görünür.
      </p>
    );
  }
  if (loading && info === undefined) {
    return (
      <p role="status" className="flex items-center gap-2 text-sm text-ink-muted">
        <Spinner size="sm" label={null} />
        Taksit seçenekleri yükleniyor…
      </p>
    );
  }
  const options = optionsOf(info, amount);
  return (
    <fieldset className="space-y-2">
      <legend className="mb-2 flex w-full flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="text-base font-bold text-ink">Taksit seçenekleri</span>
        {info && (
          <span className="text-xs text-ink-muted">
            {info.bank_name}
            {info.card_family ? ` · ${info.card_family}` : ''} · {CARD_TYPES[info.card_type]}
          </span>
        )}
      </legend>
      <div className="overflow-hidden rounded-xl border border-line">
        <table className="w-full border-collapse text-left text-sm">
          <thead className="bg-surface text-xs font-semibold text-ink-muted">
            <tr>
              <th scope="col" className="px-3 py-2">
                Seçenek
              </th>
              <th scope="col" className="hidden px-3 py-2 text-right sm:table-cell">
                Aylık
              </th>
              <th scope="col" className="px-3 py-2 text-right">
                Toplam
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-line">
            {options.map((o) => {
              const value = String(o.installments);
              const id = `installment-${value}`;
              const checked = selected === value;
              const monthly =
                o.installments === 1
                  ? null
                  : `${o.installments} × ${formatMoney(o.installment_price)}`;
              return (
                <tr key={value} className={checked ? 'bg-accent-50' : undefined}>
                  <td className="px-3 py-2.5">
                    <label htmlFor={id} className="flex cursor-pointer items-center gap-2.5">
                      <input
                        id={id}
                        type="radio"
                        value={value}
                        className="h-4 w-4 shrink-0 accent-accent-700"
                        {...register('installments')}
                      />
                      <span className="font-medium whitespace-nowrap text-ink">
                        {optionLabel(o.installments)}
                      </span>
                    </label>
                    {monthly && (
                      <span
                        aria-hidden="true"
                        className="block pl-6.5 text-xs text-ink-muted tabular-nums sm:hidden"
                      >
                        Aylık {monthly}
                      </span>
                    )}
                  </td>
                  <td className="hidden px-3 py-2.5 text-right whitespace-nowrap text-ink-muted tabular-nums sm:table-cell">
                    {monthly ?? '—'}
                  </td>
                  <td className="px-3 py-2.5 text-right font-semibold whitespace-nowrap text-ink tabular-nums">
                    {formatMoney(o.total_price)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {info === null && (
        <p className="text-xs text-ink-muted">Bu kart için yalnızca tek çekim yapılabilir.</p>
      )}
      {info?.card_type === 'DEBIT_CARD' && (
        <p className="text-xs text-ink-muted">Banka kartlarıyla taksit yapılamaz.</p>
      )}
    </fieldset>
  );
}
