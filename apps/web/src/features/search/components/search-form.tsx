import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import { optionId, SuggestionList } from './suggestion-list';
import { useAutocomplete, type SuggestionItem } from '../use-autocomplete';

/**
 * The site search: a `role="search"` form that opens `/search?q=…`, with an autocomplete
 * (ARIA 1.2 combobox): products, categories and brands after two characters.
 */
export function SearchForm({ className }: { className?: string }) {
  const id = useId();
  const listboxId = `${id}-oneriler`;
  const formRef = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  const onSearchPage = location.pathname === paths.search.path;
  const urlQuery = onSearchPage ? (params.get('q') ?? '') : '';
  const [draft, setDraft] = useState<{ value: string; from: string }>({
    value: urlQuery,
    from: urlQuery,
  });
  // Follow the URL when it changes (back/forward, a new search elsewhere).
  const value = draft.from === urlQuery ? draft.value : urlQuery;

  function choose(item: SuggestionItem) {
    // A product or category replaces the words; a brand search shows them in the box.
    if (item.kind !== 'brand') setDraft({ value: '', from: urlQuery });
    navigate(item.href);
  }
  const ac = useAutocomplete(value, choose, formRef);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    ac.close();
    const q = value.trim();
    navigate(q ? `${paths.search.path}?q=${encodeURIComponent(q)}` : paths.search.path);
  }

  const active = ac.activeIndex >= 0 ? ac.items[ac.activeIndex] : undefined;
  return (
    <form
      ref={formRef}
      role="search"
      onSubmit={onSubmit}
      onBlur={(e) => {
        // Tabbing out of the search closes the list.
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) ac.close();
      }}
      className={clsx('relative flex w-full', className)}
      action={paths.search.path}
    >
      <label htmlFor={id} className="sr-only">
        Ürün, kategori veya marka ara
      </label>
      <input
        id={id}
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={ac.expanded}
        aria-controls={listboxId}
        aria-activedescendant={active ? optionId(listboxId, active) : undefined}
        value={value}
        onChange={(e) => {
          setDraft({ value: e.target.value, from: urlQuery });
          ac.open();
        }}
        onFocus={ac.open}
        onKeyDown={ac.onKeyDown}
        placeholder="Ürün, kategori veya marka ara"
        autoComplete="off"
        enterKeyHint="search"
        className="h-11 w-full rounded-xl border border-line bg-surface pr-12 pl-4 text-base text-ink placeholder:text-ink-subtle transition-colors hover:border-ink-subtle focus:border-accent-600 focus:bg-card focus:outline-2 focus:outline-offset-0 focus:outline-accent-600/25 [&::-webkit-search-cancel-button]:hidden"
      />
      <button
        type="submit"
        className="absolute top-1 right-1 inline-flex h-9 w-10 items-center justify-center rounded-lg bg-accent-700 text-white hover:bg-[#9a3412]"
      >
        <Search aria-hidden="true" className="h-5 w-5" />
        <span className="sr-only">Ara</span>
      </button>
      {ac.expanded && (
        <SuggestionList
          id={listboxId}
          items={ac.items}
          activeIndex={ac.activeIndex}
          query={value}
          onHover={ac.setActiveIndex}
          onChoose={(item) => {
            ac.close();
            choose(item);
          }}
        />
      )}
      <p role="status" className="sr-only">
        {ac.expanded ? `${ac.items.length} öneri var. Ok tuşlarıyla seçebilirsiniz.` : ''}
      </p>
    </form>
  );
}
