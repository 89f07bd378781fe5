import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';

/** The site search: a `role="search"` form that opens `/search?q=…`. */
export function SearchForm({ className }: { className?: string }) {
  const id = useId();
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

  function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const q = value.trim();
    navigate(q ? `${paths.search.path}?q=${encodeURIComponent(q)}` : paths.search.path);
  }

  return (
    <form
      role="search"
      onSubmit={onSubmit}
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
        value={value}
        onChange={(e) => setDraft({ value: e.target.value, from: urlQuery })}
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
    </form>
  );
}
