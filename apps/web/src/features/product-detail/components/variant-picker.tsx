import type { VariantAxis } from '@carsi/shared';
import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import type { Selection, ValueState } from '../lib/variants';

export interface VariantPickerProps {
  axes: VariantAxis[];
  selection: Selection;
  states: Record<string, Record<string, ValueState>>;
  onPick: (axisSlug: string, valueSlug: string) => void;
}

/** Light colours need an outline on white (and a dark tick) above `threshold` luma. */
function isLight(hex: string, threshold = 200): boolean {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex);
  if (!m) return false;
  const n = parseInt(m[1]!, 16);
  const [r, g, b] = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  return 0.299 * r + 0.587 * g + 0.114 * b > threshold;
}

const stateNote: Record<ValueState, string> = {
  available: '',
  soldout: 'Tükendi',
  unavailable: 'Bu seçenekle satılmıyor',
};

/**
 * One group per axis: colour swatches (with hex) or size buttons. Values nobody sells with the
 * choices before them are disabled; sold-out ones stay choosable, struck through ("Tükendi").
 */
export function VariantPicker({ axes, selection, states, onPick }: VariantPickerProps) {
  return (
    <div className="flex flex-col gap-4">
      {axes.map((axis) => {
        const chosen = axis.values.find((v) => v.slug === selection[axis.slug]);
        const swatches = axis.values.every((v) => v.hex != null);
        const labelId = `axis-${axis.slug}`;
        return (
          <div key={axis.slug} role="group" aria-labelledby={labelId}>
            <p id={labelId} className="mb-2 text-sm text-ink-muted">
              <span className="font-semibold text-ink">{axis.name}</span>
              {chosen && (
                <>
                  : <span className="text-ink">{chosen.value}</span>
                </>
              )}
            </p>
            <ul className="flex flex-wrap gap-2">
              {axis.values.map((v) => {
                const state = states[axis.slug]?.[v.slug] ?? 'unavailable';
                const selected = v.slug === selection[axis.slug];
                const note = stateNote[state];
                const common = {
                  type: 'button' as const,
                  disabled: state === 'unavailable',
                  'aria-pressed': selected,
                  title: note ? `${v.value} — ${note}` : v.value,
                  onClick: () => {
                    if (!selected) onPick(axis.slug, v.slug);
                  },
                };
                return (
                  <li key={v.slug}>
                    {swatches ? (
                      <button
                        {...common}
                        className={clsx(
                          'relative flex h-11 w-11 items-center justify-center rounded-full border-2 p-0.5 transition-colors disabled:cursor-not-allowed',
                          selected ? 'border-accent-600' : 'border-transparent hover:border-line',
                          state === 'unavailable' && 'opacity-35',
                        )}
                      >
                        <span
                          aria-hidden="true"
                          className={clsx(
                            'relative block h-full w-full overflow-hidden rounded-full',
                            isLight(v.hex!) && 'ring-1 ring-line ring-inset',
                          )}
                          style={{ backgroundColor: v.hex! }}
                        >
                          {state !== 'available' && (
                            // A diagonal stroke: the swatch is struck through like a word.
                            <span className="absolute top-1/2 left-1/2 h-0.5 w-[140%] -translate-x-1/2 -translate-y-1/2 -rotate-45 bg-ink/70" />
                          )}
                        </span>
                        {selected && state === 'available' && (
                          <Check
                            aria-hidden="true"
                            className={clsx(
                              'absolute h-4 w-4',
                              isLight(v.hex!, 150) ? 'text-ink' : 'text-white',
                            )}
                          />
                        )}
                        <span className="sr-only">
                          {v.value}
                          {note && ` (${note})`}
                        </span>
                      </button>
                    ) : (
                      <button
                        {...common}
                        className={clsx(
                          'flex h-11 min-w-11 items-center justify-center rounded-xl border px-3 text-sm font-semibold transition-colors disabled:cursor-not-allowed',
                          selected
                            ? 'border-accent-600 bg-accent-50 text-accent-700 ring-1 ring-accent-600'
                            : 'border-line bg-card text-ink hover:border-ink-subtle',
                          state === 'soldout' && 'text-ink-subtle line-through',
                          state === 'unavailable' &&
                            'border-dashed bg-surface text-ink-subtle line-through opacity-60',
                        )}
                      >
                        {v.value}
                        {note && (
                          <>
                            {' '}
                            <span className="sr-only">({note})</span>
                          </>
                        )}
                      </button>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
