import type { HomeResponse } from '@carsi/shared';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { CategoryIcon } from './category-icon';

type Tile = HomeResponse['categories'][number];
const count = new Intl.NumberFormat('tr-TR');

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
      <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 md:grid-cols-5 lg:grid-cols-10">
        {categories.map((c) => (
          <li key={c.id}>
            <Link
              to={paths.category.build({ cid: c.id })}
              className="group flex h-full flex-col items-center gap-2 rounded-card border border-line bg-card px-2 py-4 text-center transition-colors hover:border-accent-200 hover:bg-accent-50"
            >
              <span className="flex h-12 w-12 items-center justify-center rounded-full bg-accent-50 text-accent-700 transition-colors group-hover:bg-card">
                <CategoryIcon name={c.icon} className="h-6 w-6" />
              </span>
              <span className="text-sm leading-tight font-semibold text-ink">{c.name}</span>
              {c.product_count > 0 && (
                <span className="text-xs text-ink-subtle">
                  {count.format(c.product_count)} ürün
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
      <span className="mb-4 block h-7 w-40 animate-pulse rounded-lg bg-[#eeedec] motion-reduce:animate-none" />
      <div className="grid grid-cols-3 gap-3 sm:grid-cols-4 md:grid-cols-5 lg:grid-cols-10">
        {Array.from({ length: 10 }, (_, i) => (
          <span
            key={i}
            className="block h-28 animate-pulse rounded-card bg-[#eeedec] motion-reduce:animate-none"
          />
        ))}
      </div>
    </div>
  );
}
