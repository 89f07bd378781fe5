import { clsx } from 'clsx';
import { Link } from 'react-router';

export interface ChipCategory {
  id: number;
  name: string;
}

export interface CategoryChipsProps {
  categories: ChipCategory[];
  /** The chosen category; null means "Tümü". */
  selected: number | null;
  /** The link of a chip (null = "Tümü"), so every filter is a real, shareable URL. */
  hrefFor: (category: number | null) => string;
  label?: string;
  className?: string;
}

const chip =
  'inline-flex h-10 shrink-0 items-center rounded-full border px-4 text-sm font-semibold whitespace-nowrap transition-colors';

/** "Tümü" plus one chip per category, as links; the chosen one is marked for screen readers. */
export function CategoryChips({
  categories,
  selected,
  hrefFor,
  label = 'Kategoriye göre filtrele',
  className,
}: CategoryChipsProps) {
  const items: Array<{ id: number | null; name: string }> = [
    { id: null, name: 'Tümü' },
    ...categories,
  ];
  return (
    <nav aria-label={label} className={className}>
      {/* Phone: one swipeable line; wider screens: wrapped chips. `relative` keeps anything
          absolutely positioned inside (sr-only text) in this scroller, not the page. */}
      <ul className="relative -mx-4 flex gap-2 overflow-x-auto px-4 py-1 sm:mx-0 sm:flex-wrap sm:overflow-visible sm:px-0">
        {items.map((c) => {
          const active = c.id === selected;
          return (
            <li key={c.id ?? 'all'}>
              <Link
                to={hrefFor(c.id)}
                aria-current={active ? 'page' : undefined}
                preventScrollReset
                className={clsx(
                  chip,
                  active
                    ? 'border-ink bg-ink text-white'
                    : 'border-line bg-card text-ink hover:border-ink-subtle hover:bg-surface',
                )}
              >
                {c.name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function CategoryChipsSkeleton() {
  return (
    <div aria-hidden="true" className="flex gap-2 overflow-hidden py-1">
      {[64, 96, 80, 112, 88, 72].map((w, i) => (
        <span
          key={i}
          style={{ width: w }}
          className="block h-10 shrink-0 animate-pulse rounded-full bg-[#eeedec] motion-reduce:animate-none"
        />
      ))}
    </div>
  );
}
