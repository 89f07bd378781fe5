import { type Favorite, formatDecimal } from '@carsi/shared';
import { ArrowUpDown, Heart, RefreshCw } from 'lucide-react';
import { useId, useMemo, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Breadcrumb, Button, buttonClasses, Container, EmptyState } from '@/components/ui';
import { paths } from '@/config/paths';
import { notify } from '@/lib/toast';
import { useFavorites } from '@/lib/favorites/get-favorites';
import { useToggleFavorite } from '@/lib/favorites/toggle-favorite';
import { favoriteErrorMessage } from '@/lib/favorites/error-message';
import {
  DEFAULT_FAVORITE_SORT,
  FAVORITE_SORTS,
  parseFavoriteSort,
  sortFavorites,
  type FavoriteSort,
} from '../lib/sort';
import { FavoriteCard, FavoriteCardSkeleton } from './favorite-card';

const TITLE = paths.favorites.title;
const gridClass = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4 xl:grid-cols-5';
const UNDO_TOAST_MS = 6000;

/** /favoriler: the signed-in shopper's favourites with their price drops, sortable, removable. */
export function FavoritesView() {
  const { data, isPending, isError, refetch, isRefetching } = useFavorites();
  const [params, setParams] = useSearchParams();
  const sort = parseFavoriteSort(params.get('sirala'));
  const sorted = useMemo(() => (data ? sortFavorites(data, sort) : []), [data, sort]);
  const toggle = useToggleFavorite();
  const headingRef = useRef<HTMLHeadingElement>(null);

  function setSort(next: FavoriteSort) {
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        if (next === DEFAULT_FAVORITE_SORT) p.delete('sirala');
        else p.set('sirala', next);
        return p;
      },
      { replace: true },
    );
  }

  function remove(favorite: Favorite) {
    const productId = favorite.product.id;
    // Where it stood in the server's order, so "Geri al" puts it back in place.
    const index = Math.max(0, data?.findIndex((f) => f.product.id === productId) ?? 0);
    const toastId = `favorite-${productId}`;
    toggle
      .mutateAsync({ productId, on: false })
      .catch((error: unknown) => notify.error(favoriteErrorMessage(error, false), { id: toastId }));
    // The card and its button are gone: keep keyboard focus on the page.
    headingRef.current?.focus();
    notify.info(
      <UndoMessage
        onUndo={() => {
          notify.dismiss(toastId);
          toggle
            .mutateAsync({ productId, on: true, optimistic: { favorite, index } })
            .catch((error: unknown) =>
              notify.error(favoriteErrorMessage(error, true), { id: toastId }),
            );
        }}
      />,
      { id: toastId, duration: UNDO_TOAST_MS },
    );
  }

  return (
    <Container className="py-6 sm:py-8">
      <Breadcrumb items={[{ label: 'Ana sayfa', to: paths.home.path }, { label: TITLE }]} />
      <header className="mt-4 mb-5 flex flex-wrap items-end justify-between gap-3">
        <div className="flex items-baseline gap-3">
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="text-2xl font-extrabold tracking-tight text-ink outline-none sm:text-3xl"
          >
            {TITLE}
          </h1>
          {data && (
            <p className="text-ink-muted tabular-nums" aria-live="polite">
              {formatDecimal(data.length)} ürün
            </p>
          )}
        </div>
        {data && data.length > 1 && <SortSelect value={sort} onChange={setSort} />}
      </header>

      {isPending ? (
        <div role="status" aria-label="Favorileriniz yükleniyor">
          <div aria-hidden="true" className={gridClass}>
            {Array.from({ length: 10 }, (_, i) => (
              <FavoriteCardSkeleton key={i} />
            ))}
          </div>
        </div>
      ) : isError ? (
        <EmptyState
          icon={<RefreshCw className="h-7 w-7" />}
          title="Favorileriniz şu anda yüklenemedi"
          description="Bağlantınızda ya da sunucumuzda geçici bir sorun olabilir. Birazdan tekrar deneyin."
          action={
            <Button onClick={() => void refetch()} loading={isRefetching}>
              Tekrar dene
            </Button>
          }
        />
      ) : sorted.length === 0 ? (
        <EmptyState
          icon={<Heart className="h-7 w-7" />}
          title="Favori listeniz boş"
          description="Beğendiğiniz ürünlerdeki kalp simgesine dokunun; burada toplanır, fiyatı düşünce görürsünüz."
          action={
            <>
              <Link to={paths.bestSellers.build()} className={buttonClasses('secondary')}>
                Çok satanlara göz at
              </Link>
              <Link to={paths.home.path} className={buttonClasses('primary')}>
                Alışverişe başla
              </Link>
            </>
          }
        />
      ) : (
        <ul aria-label="Favori ürünleriniz" className={gridClass}>
          {sorted.map((favorite, i) => (
            <li key={favorite.product.id}>
              <FavoriteCard favorite={favorite} onRemove={remove} priority={i < 4} />
            </li>
          ))}
        </ul>
      )}
    </Container>
  );
}

function UndoMessage({ onUndo }: { onUndo: () => void }) {
  return (
    <span className="flex items-center gap-3">
      <span>Ürün favorilerinizden çıkarıldı.</span>
      <button
        type="button"
        onClick={onUndo}
        className="shrink-0 rounded-md px-1 font-semibold text-accent-700 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-accent-600"
      >
        Geri al
      </button>
    </span>
  );
}

function SortSelect({
  value,
  onChange,
}: {
  value: FavoriteSort;
  onChange: (sort: FavoriteSort) => void;
}) {
  const id = useId();
  return (
    <div className="relative flex items-center">
      <label htmlFor={id} className="sr-only">
        Sırala
      </label>
      <ArrowUpDown
        aria-hidden="true"
        className="pointer-events-none absolute left-3 h-4 w-4 text-ink-subtle"
      />
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(parseFavoriteSort(e.target.value))}
        className="h-10 cursor-pointer appearance-none rounded-xl border border-line bg-card pr-8 pl-9 text-sm font-medium text-ink hover:border-ink-subtle focus:border-accent-600 focus:outline-2 focus:outline-offset-0 focus:outline-accent-600/25"
      >
        {FAVORITE_SORTS.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute right-3 border-x-4 border-t-5 border-x-transparent border-t-ink-subtle"
      />
    </div>
  );
}
