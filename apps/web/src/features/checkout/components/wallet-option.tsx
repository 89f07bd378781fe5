import { Wallet } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui';
import { paths } from '@/config/paths';
import { formatMoney } from '@/lib/format';

/** The wallet balance and "Cüzdan bakiyemi kullan" (it pays min(balance, total)). */
export function WalletOption({
  balance,
  walletAmount,
  checked,
  onChange,
  disabled,
}: {
  balance: number;
  /** What the wallet pays when checked. */
  walletAmount: number;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}) {
  const empty = balance <= 0;
  return (
    <Card as="section" aria-labelledby="wallet-title" padding="sm" className="px-4 sm:px-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="wallet-title" className="inline-flex items-center gap-2 text-base font-bold">
          <Wallet aria-hidden="true" className="h-5 w-5 text-accent-700" />
          Cüzdan
        </h2>
        <p className="text-sm text-ink-muted">
          Bakiyeniz:{' '}
          <span className="font-semibold text-ink tabular-nums" data-testid="wallet-balance">
            {formatMoney(balance)}
          </span>
        </p>
      </div>
      {empty ? (
        <p className="mt-2 text-sm text-ink-muted">
          Cüzdanınızda bakiye yok.{' '}
          <Link to={paths.wallet.path} className="font-semibold text-accent-700 hover:underline">
            Bakiye yükle
          </Link>
        </p>
      ) : (
        <label className="mt-3 flex cursor-pointer items-start gap-3 rounded-xl border border-line p-3 has-checked:border-accent-600 has-checked:bg-accent-50">
          <input
            type="checkbox"
            className="mt-0.5 h-5 w-5 shrink-0 accent-accent-700"
            checked={checked}
            disabled={disabled}
            onChange={(e) => onChange(e.target.checked)}
          />
          <span className="text-sm">
            <span className="font-semibold text-ink">Cüzdan bakiyemi kullan</span>
            <span className="block text-ink-muted">
              {formatMoney(walletAmount)} cüzdanınızdan ödenir
              {walletAmount >= balance ? '' : `, ${formatMoney(balance - walletAmount)} kalır`}.
            </span>
          </span>
        </label>
      )}
    </Card>
  );
}
