import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { formatCount } from '../format';

// Only phones open the sheet: its dialog code loads on the first tap, not with the page.
const Dialog = lazy(() => import('@/components/ui/dialog').then((m) => ({ default: m.Dialog })));

/**
 * Phones and tablets: the filters open in a side sheet from a "Filtrele" button that shows how
 * many are active. Changes apply at once (the grid behind updates); the footer closes the
 * sheet with the new result count.
 */
export function FilterDrawer({
  activeCount,
  resultCount,
  onClear,
  children,
}: {
  activeCount: number;
  resultCount: number | undefined;
  onClear: () => void;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
        aria-haspopup="dialog"
        className="inline-flex h-10 flex-1 items-center justify-center gap-2 rounded-xl border border-line bg-card px-3 text-sm font-semibold text-ink hover:border-ink-subtle sm:flex-none lg:hidden"
      >
        <SlidersHorizontal aria-hidden="true" className="h-4 w-4" />
        Filtrele
        {activeCount > 0 && (
          <>
            <span className="sr-only">, {activeCount} filtre seçili</span>
            <span
              aria-hidden="true"
              className="inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-accent-700 px-1.5 text-xs text-white"
            >
              {activeCount}
            </span>
          </>
        )}
      </button>
      {wanted && (
        <Suspense fallback={null}>
          <Dialog
            open={open}
            onClose={() => setOpen(false)}
            title="Filtrele"
            variant="drawer-right"
            footer={
              <>
                {activeCount > 0 && (
                  <Button variant="ghost" onClick={onClear}>
                    Temizle
                  </Button>
                )}
                <Button onClick={() => setOpen(false)} className="flex-1">
                  {resultCount === undefined
                    ? 'Sonuçları göster'
                    : `${formatCount(resultCount)} ürünü göster`}
                </Button>
              </>
            }
          >
            <div className="px-2">{children}</div>
          </Dialog>
        </Suspense>
      )}
    </>
  );
}
