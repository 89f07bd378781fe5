import { clsx } from 'clsx';
import { strengthOf } from '../validation';

const barColours = ['bg-danger', 'bg-danger', 'bg-warning', 'bg-success', 'bg-success'] as const;
const textColours = [
  'text-danger',
  'text-danger',
  'text-warning',
  'text-success',
  'text-success',
] as const;

export interface PasswordStrengthMeterProps {
  password: string;
  id?: string;
  className?: string;
}

/** Four bars and "Şifre gücü: Orta" (shared `passwordStrength`, 0–4); nothing for an empty field. */
export function PasswordStrengthMeter({ password, id, className }: PasswordStrengthMeterProps) {
  if (!password) return null;
  const { score, label } = strengthOf(password);
  return (
    <div id={id} className={clsx('mt-2', className)}>
      <div
        role="meter"
        aria-label="Şifre gücü"
        aria-valuemin={0}
        aria-valuemax={4}
        aria-valuenow={score}
        aria-valuetext={label}
        className="grid grid-cols-4 gap-1.5"
      >
        {[1, 2, 3, 4].map((step) => (
          <span
            key={step}
            aria-hidden="true"
            className={clsx(
              'h-1.5 rounded-full transition-colors',
              score >= step ? barColours[score] : 'bg-line',
            )}
          />
        ))}
      </div>
      <p className="mt-1 text-xs text-ink-muted" aria-live="polite">
        Şifre gücü: <span className={clsx('font-semibold', textColours[score])}>{label}</span>
      </p>
    </div>
  );
}
