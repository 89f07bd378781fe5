import type { CategoryNode } from '@carsi/shared';
import { Link } from 'react-router';
import { Breadcrumb, Skeleton } from '@/components/ui';
import { paths } from '@/config/paths';
import { categoryHref } from '../category-path';
import { formatCount } from '../format';

/**
 * Breadcrumb from the category tree (Ana sayfa › Elektronik › Cep Telefonu), the category's
 * name as the page heading and its sub-categories as quick links (handy on phones, where
 * the filter panel is behind a button).
 */
export function CategoryHeader({ trail }: { trail: CategoryNode[] | undefined }) {
  const current = trail?.[trail.length - 1];
  if (!trail || !current)
    return (
      <div role="status" aria-label="Kategori yükleniyor" className="flex flex-col gap-3">
        <Skeleton className="h-4 w-48" />
        <Skeleton className="h-8 w-64" />
      </div>
    );
  const children = current.children.filter((c) => c.product_count > 0);
  return (
    <div className="flex flex-col gap-3">
      <Breadcrumb
        items={[
          { label: 'Ana sayfa', to: paths.home.path },
          ...trail.map((c) => ({ label: c.name, to: categoryHref(c) })),
        ]}
      />
      <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{current.name}</h1>
      {children.length > 0 && (
        <nav aria-label={`${current.name} alt kategorileri`}>
          {/* `relative`: the sr-only counts are absolutely positioned; without a positioned
              ancestor inside the scroller they overflow the page, not this row. */}
          <ul className="relative -mx-4 flex gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
            {children.map((c) => (
              <li key={c.id} className="shrink-0">
                <Link
                  to={categoryHref(c)}
                  className="inline-flex h-9 items-center gap-1.5 rounded-full border border-line bg-card px-3.5 text-sm font-medium text-ink hover:border-accent-600 hover:text-accent-700"
                >
                  {c.name}
                  <span className="sr-only">, {formatCount(c.product_count)} ürün</span>
                  <span aria-hidden="true" className="text-xs text-ink-subtle">
                    {formatCount(c.product_count)}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
