import type { SuggestResponse } from '@carsi/shared';
import {
  useCallback,
  useEffect,
  useMemo,
  useState,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { paths } from '@/config/paths';
import { SUGGEST_MIN_CHARS, useSuggestions } from './api/get-suggestions';
import { useDebouncedValue } from './use-debounced-value';

// The header's autocomplete (ARIA combobox with a listbox popup). It ships on every page, so it
// stays small: no zod, no listing code.

export const SUGGEST_DEBOUNCE_MS = 200;

export interface SuggestionItem {
  /** Unique within one list; also the option's DOM id suffix. */
  key: string;
  kind: 'product' | 'category' | 'brand';
  href: string;
  label: string;
  /** Product: brand name, price (kuruş), image. */
  brand?: string;
  price?: number;
  image?: string | null;
  /** Category: its parent's name ("Kadın › Elbise"). */
  parent?: string | null;
}

/** Products, then categories, then brands, in the server's order. */
export function suggestionItems(data: SuggestResponse): SuggestionItem[] {
  return [
    ...data.products.map<SuggestionItem>((p) => ({
      key: `p${p.id}`,
      kind: 'product',
      href: paths.productDetail.build({ slug: p.slug }),
      label: p.title,
      brand: p.brand,
      price: p.price,
      image: p.image,
    })),
    ...data.categories.map<SuggestionItem>((c) => ({
      key: `c${c.id}`,
      kind: 'category',
      href: c.url,
      label: c.name,
      parent: c.parent,
    })),
    ...data.brands.map<SuggestionItem>((b) => ({
      key: `b${b.id}`,
      kind: 'brand',
      href: `${paths.search.path}?${new URLSearchParams({ q: b.name, brand: String(b.id) })}`,
      label: b.name,
    })),
  ];
}

export interface Autocomplete {
  items: SuggestionItem[];
  /** The list is shown (aria-expanded). */
  expanded: boolean;
  /** Index of the highlighted option, -1 for none (the input itself). */
  activeIndex: number;
  setActiveIndex: (index: number) => void;
  open: () => void;
  close: () => void;
  onKeyDown: (e: KeyboardEvent<HTMLInputElement>) => void;
}

/**
 * After two characters and a 200 ms pause, asks for suggestions. ↓/↑ move through the options
 * (and back to the input), Enter opens the highlighted one (without one the form submits), Esc
 * closes, a click outside `root` closes.
 */
export function useAutocomplete(
  value: string,
  onChoose: (item: SuggestionItem) => void,
  root: RefObject<HTMLElement | null>,
): Autocomplete {
  const typed = value.trim();
  const debounced = useDebouncedValue(typed, SUGGEST_DEBOUNCE_MS);
  const { data } = useSuggestions(debounced);
  const items = useMemo(() => (data ? suggestionItems(data) : []), [data]);
  const [isOpen, setOpen] = useState(false);
  // The highlighted option by key, so a new list simply has none highlighted.
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const expanded =
    isOpen &&
    typed.length >= SUGGEST_MIN_CHARS &&
    debounced.length >= SUGGEST_MIN_CHARS &&
    items.length > 0;
  const activeIndex = expanded ? items.findIndex((i) => i.key === activeKey) : -1;

  const close = useCallback(() => {
    setOpen(false);
    setActiveKey(null);
  }, []);

  useEffect(() => {
    if (!expanded) return;
    function onPointerDown(e: PointerEvent) {
      if (root.current && !root.current.contains(e.target as Node)) close();
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [expanded, root, close]);

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      if (items.length === 0 || typed.length < SUGGEST_MIN_CHARS) return;
      e.preventDefault();
      setOpen(true);
      const step = e.key === 'ArrowDown' ? 1 : -1;
      // -1 is the input: the cycle is input → options → input.
      let next = (expanded ? activeIndex : -1) + step;
      if (next >= items.length) next = -1;
      if (next < -1) next = items.length - 1;
      setActiveKey(next === -1 ? null : items[next]!.key);
    } else if (e.key === 'Enter') {
      const item = activeIndex >= 0 ? items[activeIndex] : undefined;
      if (item) {
        e.preventDefault();
        close();
        onChoose(item);
      }
    } else if (e.key === 'Escape') {
      if (expanded) {
        // A search input would also clear itself on Esc; only the list goes.
        e.preventDefault();
        close();
      }
    }
  }

  return {
    items,
    expanded,
    activeIndex,
    setActiveIndex: (i) => setActiveKey(items[i]?.key ?? null),
    open: () => setOpen(true),
    close,
    onKeyDown,
  };
}
