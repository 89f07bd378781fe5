import { type CategoryNode, formatDecimal } from '@carsi/shared';
import { clsx } from 'clsx';
import { ChevronRight } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { useCategories } from '@/lib/categories';
import { CategoryIcon } from '@/components/catalog/category-icon';

const HOVER_DELAY_MS = 120;
const MAX_LEAVES = 6;

/**
 * Desktop category bar with a mega-menu (disclosure navigation pattern): each top category is a
 * button that opens a panel of its sub-categories. Mouse: hover. Keyboard: Enter/Space or ↓ opens,
 * ←/→ move between categories, Esc closes and returns focus to the button.
 */
export function CategoryMenu() {
  const { data: categories, isError } = useCategories();
  const [openId, setOpenId] = useState<number | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const navRef = useRef<HTMLElement>(null);
  const buttonRefs = useRef(new Map<number, HTMLButtonElement>());
  const panelId = useId();
  const location = useLocation();

  // Close when the page changes.
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setOpenId(null);
  }

  useEffect(() => () => window.clearTimeout(timer.current), []);

  useEffect(() => {
    if (openId === null) return;
    function onPointerDown(e: PointerEvent) {
      if (navRef.current && !navRef.current.contains(e.target as Node)) setOpenId(null);
    }
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openId]);

  if (isError) return null;
  const top = categories ?? [];
  const open = top.find((c) => c.id === openId) ?? null;

  function schedule(id: number | null) {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpenId(id), HOVER_DELAY_MS);
  }

  function focusTop(index: number) {
    const c = top[(index + top.length) % top.length];
    if (c) buttonRefs.current.get(c.id)?.focus();
  }

  function onButtonKeyDown(e: KeyboardEvent<HTMLButtonElement>, c: CategoryNode, index: number) {
    if (e.key === 'ArrowRight') {
      e.preventDefault();
      focusTop(index + 1);
      if (openId !== null) setOpenId(top[(index + 1) % top.length]?.id ?? null);
    } else if (e.key === 'ArrowLeft') {
      e.preventDefault();
      focusTop(index - 1);
      if (openId !== null) setOpenId(top[(index - 1 + top.length) % top.length]?.id ?? null);
    } else if (e.key === 'ArrowDown') {
      e.preventDefault();
      setOpenId(c.id);
      // Focus the first link once the panel is rendered.
      requestAnimationFrame(() =>
        document.getElementById(panelId)?.querySelector<HTMLElement>('a')?.focus(),
      );
    } else if (e.key === 'Home') {
      e.preventDefault();
      focusTop(0);
    } else if (e.key === 'End') {
      e.preventDefault();
      focusTop(top.length - 1);
    }
  }

  function onNavKeyDown(e: KeyboardEvent<HTMLElement>) {
    if (e.key === 'Escape' && openId !== null) {
      e.preventDefault();
      const id = openId;
      setOpenId(null);
      buttonRefs.current.get(id)?.focus();
    }
  }

  return (
    <nav
      ref={navRef}
      aria-label="Kategoriler"
      className="relative hidden border-t border-line lg:block"
      onKeyDown={onNavKeyDown}
      onMouseLeave={() => schedule(null)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setOpenId(null);
      }}
    >
      <Container>
        <ul className="relative -mx-2.5 flex h-12 items-stretch overflow-x-auto [scrollbar-width:none] [&::-webkit-scrollbar]:hidden">
          {categories === undefined &&
            Array.from({ length: 9 }, (_, i) => (
              <li key={i} className="flex items-center px-2.5" aria-hidden="true">
                <span className="block h-3.5 w-20 animate-pulse rounded bg-[#eeedec] motion-reduce:animate-none" />
              </li>
            ))}
          {top.map((c, i) => {
            const expanded = openId === c.id;
            return (
              <li key={c.id} className="flex" onMouseEnter={() => schedule(c.id)}>
                <button
                  ref={(el) => {
                    if (el) buttonRefs.current.set(c.id, el);
                    else buttonRefs.current.delete(c.id);
                  }}
                  type="button"
                  aria-expanded={expanded}
                  aria-controls={expanded ? panelId : undefined}
                  onClick={() => {
                    window.clearTimeout(timer.current);
                    setOpenId(expanded ? null : c.id);
                  }}
                  onKeyDown={(e) => onButtonKeyDown(e, c, i)}
                  className={clsx(
                    'relative inline-flex items-center px-2.5 text-sm font-medium whitespace-nowrap transition-colors focus-visible:outline-offset-[-2px]',
                    expanded ? 'text-accent-700' : 'text-ink hover:text-accent-700',
                  )}
                >
                  {c.name}
                  <span
                    aria-hidden="true"
                    className={clsx(
                      'absolute inset-x-2.5 bottom-0 h-0.5 rounded-full bg-accent-600 transition-opacity',
                      expanded ? 'opacity-100' : 'opacity-0',
                    )}
                  />
                </button>
              </li>
            );
          })}
          {/* Shown only where they fit beside all top categories; the home rows link them too. */}
          <li className="ml-auto hidden items-center gap-4 pl-4 2xl:flex">
            <Link
              to={paths.bestSellers.path}
              className="text-sm font-semibold whitespace-nowrap text-ink hover:text-accent-700"
            >
              Çok satanlar
            </Link>
            <Link
              to={paths.superDeals.path}
              className="text-sm font-semibold whitespace-nowrap text-accent-700 hover:underline"
            >
              Süper fırsatlar
            </Link>
          </li>
        </ul>
      </Container>

      {open && (
        <div
          id={panelId}
          className="absolute inset-x-0 top-full z-40 border-t border-line bg-card shadow-xl"
          onMouseEnter={() => window.clearTimeout(timer.current)}
        >
          <Container className="grid grid-cols-[14rem_1fr] gap-8 py-6">
            <div className="flex flex-col gap-3 border-r border-line pr-6">
              <span className="flex h-12 w-12 items-center justify-center rounded-full bg-accent-50 text-accent-700">
                <CategoryIcon name={open.icon} className="h-6 w-6" />
              </span>
              <p className="text-lg font-bold text-ink">{open.name}</p>
              {open.product_count > 0 && (
                <p className="text-sm text-ink-muted">{formatDecimal(open.product_count)} ürün</p>
              )}
              <Link
                to={paths.category.build({ cid: open.id })}
                className="inline-flex items-center gap-1 text-sm font-semibold text-accent-700 hover:underline"
              >
                Tüm {open.name} ürünleri
                <ChevronRight aria-hidden="true" className="h-4 w-4" />
              </Link>
            </div>
            <ul className="grid grid-cols-4 gap-x-6 gap-y-5">
              {open.children.map((sub) => (
                <li key={sub.id}>
                  <Link
                    to={paths.subCategory.build({ cid: sub.id })}
                    className="text-sm font-bold text-ink hover:text-accent-700"
                  >
                    {sub.name}
                  </Link>
                  {sub.children.length > 0 && (
                    <ul className="mt-2 flex flex-col gap-1.5">
                      {sub.children.slice(0, MAX_LEAVES).map((leaf) => (
                        <li key={leaf.id}>
                          <Link
                            to={paths.subCategory.build({ cid: leaf.id })}
                            className="text-sm text-ink-muted hover:text-accent-700"
                          >
                            {leaf.name}
                          </Link>
                        </li>
                      ))}
                      {sub.children.length > MAX_LEAVES && (
                        <li>
                          <Link
                            to={paths.subCategory.build({ cid: sub.id })}
                            className="text-sm font-medium text-accent-700 hover:underline"
                          >
                            Tümünü gör<span className="sr-only">: {sub.name}</span>
                          </Link>
                        </li>
                      )}
                    </ul>
                  )}
                </li>
              ))}
            </ul>
          </Container>
        </div>
      )}
    </nav>
  );
}
