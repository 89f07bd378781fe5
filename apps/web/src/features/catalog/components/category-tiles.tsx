import { formatDecimal, type HomeResponse } from '@carsi/shared';
import { clsx } from 'clsx';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { CategoryIcon } from '@/components/catalog/category-icon';

type Tile = HomeResponse['categories'][number];

/** Every tile and its loading box one fixed height: a two-line name and the product count fit. */
const TILE_HEIGHT = 'h-32 sm:h-38';

const listClasses =
  '-mx-4 grid auto-cols-[5.75rem] grid-flow-col grid-rows-2 gap-2.5 overflow-x-auto px-4 pb-2 ' +
  'sm:mx-0 sm:grid-flow-row sm:grid-rows-none sm:grid-cols-5 sm:gap-3 sm:overflow-visible sm:px-0 sm:pb-0 lg:grid-cols-10';

export function CategoryTiles({
  categories,
  title = 'Kategoriler',
}: {
  categories: Tile[];
  title?: string;
}) {
  const headingId = useId();
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="py-6">
      <h2 id={headingId} className="mb-4 text-xl font-bold tracking-tight text-ink sm:text-2xl">
        {title}
      </h2>
      {/* Phones: two swipeable rows (eight tiles and a peek); wider screens: a grid. */}
      <ul className={listClasses}>
        {categories.map((c) => (
          <li key={c.id}>
            <Link
              to={paths.category.build({ cid: c.id })}
              className={clsx(
                TILE_HEIGHT,
                'group flex flex-col items-center gap-1.5 overflow-hidden rounded-card border border-line bg-card px-1.5 py-3 text-center transition-colors hover:border-accent-200 hover:bg-accent-50 sm:gap-2 sm:px-2 sm:py-4',
              )}
            >
              <span className="flex h-10 w-10 items-center justify-center rounded-full bg-accent-50 text-accent-700 transition-colors group-hover:bg-card sm:h-12 sm:w-12">
                <CategoryIcon name={c.icon} className="h-5 w-5 sm:h-6 sm:w-6" />
              </span>
              <span className="line-clamp-2 text-xs leading-tight font-semibold text-ink sm:text-sm">
                {c.name}
              </span>
              {c.product_count > 0 && (
                <span className="text-xs text-ink-subtle">
                  {formatDecimal(c.product_count)} ürün
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CategoryTilesSkeleton() {
  return (
    <div className="py-6" aria-hidden="true">
      <span className="mb-4 block h-7 w-40 animate-pulse rounded-lg bg-[#eeedec] motion-reduce:animate-none sm:h-8" />
      <div className={clsx(listClasses, 'overflow-hidden')}>
        {Array.from({ length: 10 }, (_, i) => (
          <span
            key={i}
            className={clsx(
              TILE_HEIGHT,
              'block animate-pulse rounded-card bg-[#eeedec] motion-reduce:animate-none',
            )}
          />
        ))}
      </div>
    </div>
  );
}
