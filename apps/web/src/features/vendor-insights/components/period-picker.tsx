import type { AnalyticsQuery } from '@carsi/shared';
import { ANALYTICS_MAX_DAYS, ANALYTICS_PERIODS } from '@carsi/shared';
import { clsx } from 'clsx';
import { useId, useState, type FormEvent } from 'react';
import { Button, Input, Label } from '@/components/ui';

export interface PeriodPickerProps {
  value: AnalyticsQuery;
  onChange: (q: AnalyticsQuery) => void;
}

const days = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** 7 / 30 / 90 / 365 gün, or a custom range of dates (at most 366 days). */
export function PeriodPicker({ value, onChange }: PeriodPickerProps) {
  const custom = Boolean(value.from && value.to);
  const [open, setOpen] = useState(custom);
  const [from, setFrom] = useState(value.from ?? '');
  const [to, setTo] = useState(value.to ?? '');
  const [error, setError] = useState<string | null>(null);
  const id = useId();

  const apply = (e: FormEvent) => {
    e.preventDefault();
    if (!from || !to) return setError('Başlangıç ve bitiş tarihini seçin.');
    if (from > to) return setError('Başlangıç tarihi bitiş tarihinden sonra olamaz.');
    if (days(from, to) > ANALYTICS_MAX_DAYS)
      return setError(`Tarih aralığı en fazla ${ANALYTICS_MAX_DAYS} gün olabilir.`);
    setError(null);
    onChange({ from, to });
  };

  const chip = (active: boolean) =>
    clsx(
      'h-9 rounded-full border px-3.5 text-sm font-medium transition-colors',
      active
        ? 'border-accent-600 bg-accent-50 text-accent-700'
        : 'border-line bg-card text-ink hover:border-accent-200',
    );

  return (
    <div className="flex flex-col gap-3">
      <div role="group" aria-label="Dönem" className="flex flex-wrap gap-2">
        {ANALYTICS_PERIODS.map((p) => (
          <button
            key={p}
            type="button"
            aria-pressed={!custom && value.period === p}
            className={chip(!custom && value.period === p)}
            onClick={() => {
              setOpen(false);
              onChange({ period: p });
            }}
          >
            {p} gün
          </button>
        ))}
        <button
          type="button"
          aria-pressed={custom}
          aria-expanded={open}
          className={chip(custom || open)}
          onClick={() => setOpen((o) => !o)}
        >
          Özel aralık
        </button>
      </div>
      {open && (
        <form onSubmit={apply} noValidate className="flex flex-wrap items-end gap-3">
          <div>
            <Label htmlFor={`${id}-from`}>Başlangıç</Label>
            <Input
              id={`${id}-from`}
              type="date"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
            />
          </div>
          <div>
            <Label htmlFor={`${id}-to`}>Bitiş</Label>
            <Input id={`${id}-to`} type="date" value={to} onChange={(e) => setTo(e.target.value)} />
          </div>
          <Button type="submit" variant="secondary">
            Uygula
          </Button>
          {error && (
            <p role="alert" className="w-full text-sm text-danger">
              {error}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
