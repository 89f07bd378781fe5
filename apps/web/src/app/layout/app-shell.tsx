import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigation } from 'react-router';
import { Footer } from '@/components/layout/footer';
import { Header } from './header';
import { HydrateLater } from '@/lib/hydrate-later';

/** A thin bar at the top while the next page's code or data loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  if (navigation.state === 'idle') return null;
  return (
    <div
      role="progressbar"
      aria-label="Sayfa yükleniyor"
      className="fixed inset-x-0 top-0 z-[70] h-0.5 overflow-hidden bg-accent-100"
    >
      <div className="h-full w-1/3 animate-[pulse_1s_ease-in-out_infinite] bg-accent-600" />
    </div>
  );
}

/**
 * After a client-side page change, move focus to the new page (as a full page load would), so
 * keyboard and screen-reader users start at the content. Focus stays where it is when the
 * visitor is typing or choosing in a form control (search box, select), or already in the page.
 */
function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const main = document.getElementById('main');
    const active = document.activeElement;
    if (!main || (active && active !== document.body && main.contains(active))) return;
    if (
      active instanceof HTMLInputElement ||
      active instanceof HTMLSelectElement ||
      active instanceof HTMLTextAreaElement
    )
      return;
    main.focus({ preventScroll: true });
  }, [pathname]);
}

/**
 * Skip link, header, the page in a `main` landmark, footer. `banner` (the cookie banner) comes
 * right after the skip link: it is fixed to the bottom of the screen, but first in the document,
 * so a rendered page paints it with its first frame instead of after the whole page is parsed,
 * and a keyboard or screen-reader user meets the choice before the page (ADR 053).
 */
export function AppShell({ children, banner }: { children: ReactNode; banner?: ReactNode }) {
  useFocusMainOnNavigation();
  return (
    <div className="flex min-h-dvh flex-col bg-surface">
      <a
        href="#main"
        className="sr-only rounded-xl bg-accent-700 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[80]"
      >
        İçeriğe geç
      </a>
      {banner && <HydrateLater>{banner}</HydrateLater>}
      <NavigationProgress />
      <Header />
      {/* At least a screen tall: the footer starts below the fold, so pages that grow as their
          code and data arrive never push it through the visible screen (layout shift). */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 outline-none">
        {children}
      </main>
      <HydrateLater>
        <Footer />
      </HydrateLater>
    </div>
  );
}
