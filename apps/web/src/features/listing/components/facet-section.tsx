import { foldTurkish } from '@carsi/shared';
import { clsx } from 'clsx';
import { ChevronDown, Search } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { formatCount } from '../format';

/** A titled, collapsible block of the filter panel (disclosure pattern). */
export function FacetSection({
  title,
  children,
  defaultOpen = true,
}: {
  title: string;
  children: ReactNode;
  defaultOpen?: boolean;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const bodyId = useId();
  const headingId = useId();
  return (
    <section className="border-b border-line py-3 last:border-b-0">
      <h3>
        <button
          type="button"
          id={headingId}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full items-center justify-between gap-2 rounded-lg py-1.5 text-left text-sm font-semibold text-ink hover:text-accent-700"
        >
          {title}
          <ChevronDown
            aria-hidden="true"
            className={clsx('h-4 w-4 text-ink-subtle transition-transform', open && 'rotate-180')}
          />
        </button>
      </h3>
      <div id={bodyId} role="group" aria-labelledby={headingId} hidden={!open} className="pt-1.5">
        {children}
      </div>
    </section>
  );
}

export interface CheckOption {
  key: string;
  label: string;
  count: number;
  /** A colour swatch (Renk). */
  hex?: string | null;
}

const SHOWN = 6;
const SEARCHABLE_FROM = 9;

/**
 * Checkboxes with counts. Options without matches are hidden unless chosen; long lists show
 * the first few with "Tümünü göster" and get a search box that folds Turkish letters
 * ("celik" finds "Çelik").
 */
export function CheckboxList({
  title,
  options,
  selected,
  onToggle,
}: {
  title: string;
  options: CheckOption[];
  selected: readonly string[];
  onToggle: (key: string) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const [term, setTerm] = useState('');
  const searchId = useId();
  const visible = options.filter((o) => o.count > 0 || selected.includes(o.key));
  if (visible.length === 0)
    return <p className="py-1 text-sm text-ink-subtle">Bu filtrelerle seçenek yok.</p>;

  const folded = foldTurkish(term.trim());
  const matching = folded ? visible.filter((o) => foldTurkish(o.label).includes(folded)) : visible;
  const collapsed = !expanded && !folded && matching.length > SHOWN + 1;
  const shown = collapsed
    ? matching.filter((o, i) => i < SHOWN || selected.includes(o.key))
    : matching;

  return (
    <div>
      {visible.length >= SEARCHABLE_FROM && (
        <div className="relative mb-2">
          <label htmlFor={searchId} className="sr-only">
            {title} ara
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-2.5 h-4 w-4 -translate-y-1/2 text-ink-subtle"
          />
          <input
            id={searchId}
            type="search"
            value={term}
            onChange={(e) => setTerm(e.target.value)}
            placeholder={`${title} ara`}
            autoComplete="off"
            className="h-9 w-full rounded-lg border border-line bg-card pr-2 pl-8 text-sm text-ink placeholder:text-ink-subtle focus:border-accent-600 focus:outline-2 focus:outline-offset-0 focus:outline-accent-600/25"
          />
        </div>
      )}
      <ul className="flex max-h-80 flex-col overflow-y-auto">
        {shown.map((o) => (
          <li key={o.key}>
            <label className="flex cursor-pointer items-center gap-2.5 rounded-md px-1 py-1.5 text-sm text-ink hover:bg-surface has-[:focus-visible]:bg-surface">
              <input
                type="checkbox"
                checked={selected.includes(o.key)}
                onChange={() => onToggle(o.key)}
                className="h-4 w-4 shrink-0 accent-accent-700"
              />
              {o.hex && (
                <span
                  aria-hidden="true"
                  className="h-4 w-4 shrink-0 rounded-full border border-ink/15"
                  style={{ backgroundColor: o.hex }}
                />
              )}
              <span className="min-w-0 flex-1 truncate">
                {o.label}
                <span className="sr-only">, {formatCount(o.count)} ürün</span>
              </span>
              <span aria-hidden="true" className="text-xs text-ink-subtle tabular-nums">
                {formatCount(o.count)}
              </span>
            </label>
          </li>
        ))}
      </ul>
      {folded && matching.length === 0 && (
        <p className="py-1 text-sm text-ink-subtle">“{term.trim()}” ile eşleşen yok.</p>
      )}
      {!folded && matching.length > SHOWN + 1 && (
        <button
          type="button"
          onClick={() => setExpanded((e) => !e)}
          aria-expanded={expanded}
          className="mt-1 rounded px-1 text-sm font-semibold text-accent-700 hover:underline"
        >
          {expanded ? 'Daha az göster' : `Tümünü göster (${formatCount(matching.length)})`}
        </button>
      )}
    </div>
  );
}
