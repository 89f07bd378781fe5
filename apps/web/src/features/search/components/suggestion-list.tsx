import { formatMoney } from '@carsi/shared';
import { clsx } from 'clsx';
import { ImageOff, LayoutGrid, Tag } from 'lucide-react';
import { Highlight } from '../highlight';
import type { SuggestionItem } from '../use-autocomplete';

const GROUPS: ReadonlyArray<{ kind: SuggestionItem['kind']; label: string }> = [
  { kind: 'product', label: 'Ürünler' },
  { kind: 'category', label: 'Kategoriler' },
  { kind: 'brand', label: 'Markalar' },
];

/** DOM id of an option (for aria-activedescendant). */
export const optionId = (listboxId: string, item: SuggestionItem) => `${listboxId}-${item.key}`;

/**
 * The popup listbox: grouped options, the typed part in bold. Options keep the focus in the
 * input (mousedown is cancelled) so the combobox stays the one focused control.
 */
export function SuggestionList({
  id,
  items,
  activeIndex,
  query,
  onHover,
  onChoose,
}: {
  id: string;
  items: SuggestionItem[];
  activeIndex: number;
  query: string;
  onHover: (index: number) => void;
  onChoose: (item: SuggestionItem) => void;
}) {
  return (
    <div
      id={id}
      role="listbox"
      aria-label="Arama önerileri"
      className="absolute inset-x-0 top-full z-50 mt-1.5 max-h-[min(32rem,70vh)] overflow-y-auto rounded-xl border border-line bg-card py-1.5 shadow-xl"
    >
      {GROUPS.map((g) => {
        const inGroup = items.filter((i) => i.kind === g.kind);
        if (inGroup.length === 0) return null;
        const labelId = `${id}-${g.kind}`;
        return (
          <div key={g.kind} role="group" aria-labelledby={labelId} className="py-1">
            <div
              id={labelId}
              role="presentation"
              className="px-4 pt-1 pb-1 text-xs font-semibold tracking-wide text-ink-subtle"
            >
              {g.label}
            </div>
            {inGroup.map((item) => {
              const index = items.indexOf(item);
              const active = index === activeIndex;
              return (
                <div
                  key={item.key}
                  id={optionId(id, item)}
                  role="option"
                  aria-selected={active}
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseMove={() => !active && onHover(index)}
                  onClick={() => onChoose(item)}
                  className={clsx(
                    'flex cursor-pointer items-center gap-3 px-4 py-2 text-sm text-ink',
                    active && 'bg-accent-50',
                  )}
                >
                  <OptionBody item={item} query={query} />
                </div>
              );
            })}
          </div>
        );
      })}
    </div>
  );
}

function OptionBody({ item, query }: { item: SuggestionItem; query: string }) {
  if (item.kind === 'product')
    return (
      <>
        <span className="flex h-10 w-10 shrink-0 items-center justify-center overflow-hidden rounded-lg border border-line bg-surface">
          {item.image ? (
            <img
              src={item.image}
              alt=""
              width={40}
              height={40}
              loading="lazy"
              className="h-full w-full object-contain"
            />
          ) : (
            <ImageOff aria-hidden="true" className="h-4 w-4 text-ink-subtle" />
          )}
        </span>
        <span className="min-w-0 flex-1">
          <span className="line-clamp-2 leading-snug">
            <Highlight text={item.label} query={query} />
          </span>
          {item.brand && <span className="block text-xs text-ink-subtle">{item.brand}</span>}
        </span>
        {item.price !== undefined && (
          <span className="shrink-0 font-semibold tabular-nums">{formatMoney(item.price)}</span>
        )}
      </>
    );
  const Icon = item.kind === 'category' ? LayoutGrid : Tag;
  return (
    <>
      <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-surface text-ink-muted">
        <Icon aria-hidden="true" className="h-4 w-4" />
      </span>
      <span className="min-w-0 flex-1 truncate">
        {item.parent && <span className="text-ink-muted">{item.parent} › </span>}
        <Highlight text={item.label} query={query} />
      </span>
      <span className="shrink-0 text-xs text-ink-subtle">
        {item.kind === 'category' ? 'Kategori' : 'Marka'}
      </span>
    </>
  );
}
