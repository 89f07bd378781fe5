import { clsx } from 'clsx';
import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Dialog } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { useCategories } from '@/lib/categories';
import { CategoryIcon } from '@/components/catalog/category-icon';

/** The drawer's contents: loaded on the first tap, so category icons stay out of the shell. */
export default function CategoryDrawerPanel({
  open,
  setOpen,
}: {
  open: boolean;
  setOpen: (open: boolean) => void;
}) {
  const [expanded, setExpanded] = useState<number | null>(null);
  const { data: categories, isPending, isError, refetch } = useCategories();

  const linkClass =
    'block rounded-lg px-3 py-2.5 text-[15px] text-ink hover:bg-surface hover:text-accent-700';

  return (
    <Dialog open={open} onClose={() => setOpen(false)} title="Kategoriler" variant="drawer-left">
      <nav
        aria-label="Kategoriler (mobil)"
        onClick={(e) => {
          if ((e.target as HTMLElement).closest('a')) setOpen(false);
        }}
      >
        {isPending && <p className="px-3 py-4 text-sm text-ink-muted">Kategoriler yükleniyor…</p>}
        {isError && (
          <div className="px-3 py-4 text-sm text-ink-muted">
            Kategoriler yüklenemedi.{' '}
            <button
              type="button"
              onClick={() => void refetch()}
              className="font-semibold text-accent-700 underline"
            >
              Tekrar dene
            </button>
          </div>
        )}
        <ul className="flex flex-col">
          {(categories ?? []).map((c) => {
            const isOpen = expanded === c.id;
            const listId = `drawer-cat-${c.id}`;
            return (
              <li key={c.id} className="border-b border-line last:border-b-0">
                <button
                  type="button"
                  aria-expanded={isOpen}
                  aria-controls={listId}
                  onClick={() => setExpanded(isOpen ? null : c.id)}
                  className="flex w-full items-center gap-3 rounded-lg px-3 py-3 text-left font-semibold text-ink hover:bg-surface"
                >
                  <span className="flex h-9 w-9 items-center justify-center rounded-full bg-accent-50 text-accent-700">
                    <CategoryIcon name={c.icon} className="h-5 w-5" />
                  </span>
                  <span className="flex-1">{c.name}</span>
                  <ChevronDown
                    aria-hidden="true"
                    className={clsx(
                      'h-4 w-4 text-ink-subtle transition-transform',
                      isOpen && 'rotate-180',
                    )}
                  />
                </button>
                <ul id={listId} hidden={!isOpen} className="pb-2 pl-12">
                  <li>
                    <Link
                      to={paths.category.build({ cid: c.id })}
                      className={clsx(linkClass, 'font-semibold text-accent-700')}
                    >
                      Tüm {c.name} ürünleri
                    </Link>
                  </li>
                  {c.children.map((sub) => (
                    <li key={sub.id}>
                      <Link to={paths.subCategory.build({ cid: sub.id })} className={linkClass}>
                        {sub.name}
                      </Link>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
        <ul className="mt-3 flex flex-col border-t border-line pt-3">
          <li>
            <Link to={paths.bestSellers.path} className={linkClass}>
              Çok satanlar
            </Link>
          </li>
          <li>
            <Link to={paths.superDeals.path} className={linkClass}>
              Süper fırsatlar
            </Link>
          </li>
          <li>
            <Link to={paths.info['destek-sayfasi'].path} className={linkClass}>
              Yardım ve destek
            </Link>
          </li>
        </ul>
      </nav>
    </Dialog>
  );
}
