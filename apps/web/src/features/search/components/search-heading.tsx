import { Link } from 'react-router';
import { Skeleton } from '@/components/ui';
import { paths } from '@/config/paths';
import { formatDecimal } from '@carsi/shared';

/** `/search?q=…` for a corrected query (filters left behind: they belonged to other words). */
export const searchHref = (q: string) => `${paths.search.path}?${new URLSearchParams({ q })}`;

/** "Bunu mu demek istediniz? kırmızı elbise" */
export function DidYouMean({ suggestion }: { suggestion: string | null | undefined }) {
  if (!suggestion) return null;
  return (
    <p className="text-base text-ink-muted">
      Bunu mu demek istediniz?{' '}
      <Link
        to={searchHref(suggestion)}
        className="font-semibold text-accent-700 underline underline-offset-2 hover:text-[#9a3412]"
      >
        {suggestion}
      </Link>
    </p>
  );
}

/**
 * The search page's heading: “telefon” için 1.234 sonuç; without words the whole catalogue
 * ("Tüm ürünler", or "Yeni gelenler" for the newest-first link of the home page).
 */
export function SearchHeading({
  query,
  count,
  newest = false,
}: {
  query: string;
  count: number | undefined;
  newest?: boolean;
}) {
  if (!query)
    return (
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
        {newest ? 'Yeni gelenler' : 'Tüm ürünler'}
      </h1>
    );
  return (
    <h1 className="text-xl font-bold tracking-tight text-ink sm:text-2xl">
      <span className="text-accent-700">“{query}”</span> için{' '}
      {count === undefined ? (
        <>
          <span className="sr-only">sonuçlar yükleniyor</span>
          <Skeleton className="inline-block h-6 w-24 align-middle" />
        </>
      ) : (
        <>{formatDecimal(count)} sonuç</>
      )}
    </h1>
  );
}
