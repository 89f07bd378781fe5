import { Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useLocation } from 'react-router';

const CategoryDrawerPanel = lazy(() => import('./category-drawer-panel'));

/** Phone and tablet: a button that opens the categories in a drawer (Esc closes, focus returns). */
export function CategoryDrawer() {
  const [open, setOpen] = useState(false);
  // The panel is fetched on the first tap and kept mounted afterwards (its Dialog handles focus).
  const [wanted, setWanted] = useState(false);
  const location = useLocation();

  // Close after navigating from the drawer.
  const [lastPath, setLastPath] = useState(location.pathname);
  if (lastPath !== location.pathname) {
    setLastPath(location.pathname);
    setOpen(false);
  }

  return (
    <>
      <button
        type="button"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
        className="inline-flex h-10 w-10 items-center justify-center rounded-xl text-ink hover:bg-surface lg:hidden"
      >
        <Menu aria-hidden="true" className="h-6 w-6" />
        <span className="sr-only">Kategoriler menüsünü aç</span>
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <CategoryDrawerPanel open={open} setOpen={setOpen} />
        </Suspense>
      )}
    </>
  );
}
