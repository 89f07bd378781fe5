import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import {
  lazy,
  Suspense,
  useCallback,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import type { Autocomplete, SuggestionItem } from '../use-autocomplete';
import type { AutocompleteView } from './autocomplete-layer';

// The autocomplete arrives on the first focus of the box (ADR 043): until then the box is a
// plain, labelled search field that submits to /search.
const AutocompleteLayer = lazy(() => import('./autocomplete-layer'));

const CLOSED: AutocompleteView = { expanded: false, activeDescendant: undefined, count: 0 };

/**
 * The site search: a `role="search"` form that opens `/search?q=…`, with an autocomplete
 * (ARIA 1.2 combobox): products, categories and brands after two characters. The combobox
 * logic and the listbox load on the first focus (`autocomplete-layer.tsx`).
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
  const [wanted, setWanted] = useState(false);
  const acRef = useRef<Autocomplete | null>(null);
  const [view, setView] = useState<AutocompleteView>(CLOSED);
  const onView = useCallback(
    (next: AutocompleteView) =>
      setView((prev) =>
        prev.expanded === next.expanded &&
        prev.activeDescendant === next.activeDescendant &&
        prev.count === next.count
          ? prev
          : next,
      ),
    [],
  );
  function openList() {
    setWanted(true);
    acRef.current?.open();
  }

  // On a rendered page the box is there before this form is live (it hydrates after the first
  // paint, ADR 055): words typed or a focus given before then are the visitor's. Take them, and
  // open the list as the first keystroke would have.
  const inputRef = useRef<HTMLInputElement>(null);
  useLayoutEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    if (input.value !== value) setDraft({ value: input.value, from: urlQuery });
    if (document.activeElement === input) openList();
    // Once, when the form becomes live.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    acRef.current?.close();
    const q = value.trim();
    navigate(q ? `${paths.search.path}?q=${encodeURIComponent(q)}` : paths.search.path);
  }

  return (
    <form
      ref={formRef}
      role="search"
      onSubmit={onSubmit}
      onBlur={(e) => {
        // Tabbing out of the search closes the list.
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) acRef.current?.close();
      }}
      className={clsx('relative flex w-full', className)}
      action={paths.search.path}
    >
      <label htmlFor={id} className="sr-only">
        Ürün, kategori veya marka ara
      </label>
      <input
        ref={inputRef}
        id={id}
        name="q"
        type="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={view.expanded}
        aria-controls={listboxId}
        aria-activedescendant={view.activeDescendant}
        value={value}
        onChange={(e) => {
          setDraft({ value: e.target.value, from: urlQuery });
          openList();
        }}
        onFocus={openList}
        onKeyDown={(e) => acRef.current?.onKeyDown(e)}
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
      {wanted && (
        <Suspense fallback={null}>
          <AutocompleteLayer
            value={value}
            listboxId={listboxId}
            onChoose={choose}
            formRef={formRef}
            handle={acRef}
            onView={onView}
          />
        </Suspense>
      )}
      <p role="status" className="sr-only">
        {view.expanded ? `${view.count} öneri var. Ok tuşlarıyla seçebilirsiniz.` : ''}
      </p>
    </form>
  );
}
