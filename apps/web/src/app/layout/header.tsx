import { CountBadge } from '@/components/ui/count-badge';
import { Heart } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Container } from '@/components/ui/container';
import { Logo } from '@/components/ui/logo';
import { paths } from '@/config/paths';
import { useFavoriteCount } from '@/lib/favorites/get-favorites';
import { AccountMenu } from '@/components/layout/account-menu';
import { CartLink } from '@/components/layout/cart-link';
import { CategoryDrawer } from '@/components/layout/category-drawer';
import { CategoryMenu } from '@/components/layout/category-menu';
import { SearchForm } from '@/features/search';
import { useSessionStore } from '@/lib/session-store';
import { showsSellerDashboard } from './dashboard-frame';
import { HeaderInboxLink, HeaderNotificationBell } from './signed-in-extras';
import { HydrateLater } from '@/lib/hydrate-later';

/** Account, bell, messages, favourites and cart: its own part, with the state it reads. */
function HeaderNav() {
  const favoriteCount = useFavoriteCount();
  const { pathname } = useLocation();
  const user = useSessionStore((s) => s.user);
  // The seller's dashboard has the bell in its own header: one bell on a page.
  const bell = !showsSellerDashboard(pathname, user);
  return (
    <nav aria-label="Hesap ve sepet" className="ml-auto flex items-center gap-0.5 md:gap-1">
      <AccountMenu />
      {bell && <HeaderNotificationBell />}
      <HeaderInboxLink />
      <Link
        to={paths.favorites.path}
        className="inline-flex h-10 items-center gap-2 rounded-xl px-2 text-sm font-semibold text-ink hover:bg-surface hover:text-accent-700 md:px-3"
      >
        <span className={favoriteCount > 0 ? 'relative mr-1.5' : 'relative'}>
          <Heart aria-hidden="true" className="h-6 w-6 md:h-5 md:w-5" />
          {/* The count is visual: the link keeps its plain name, /favoriler says the number. */}
          <CountBadge count={favoriteCount} testId="favorites-badge" />
        </span>
        <span className="sr-only xl:not-sr-only">Favorilerim</span>
      </Link>
      <CartLink />
    </nav>
  );
}

export function Header() {
  return (
    <header className="relative z-40 border-b border-line bg-card">
      {/* The header's parts hydrate one task each after the page's frame (lib/hydrate-later):
          at once they were most of a phone's hydration task. */}
      <HydrateLater>
        <div className="hidden bg-surface text-xs text-ink-muted md:block">
          <Container className="flex h-8 items-center justify-end gap-5">
            <Link to={paths.info.kargolamabilgileri.path} className="hover:text-accent-700">
              Kargo ve teslimat
            </Link>
            <Link to={paths.info['is-birligi'].path} className="hover:text-accent-700">
              Çarşı'da satış yap
            </Link>
            <Link to={paths.info['destek-sayfasi'].path} className="hover:text-accent-700">
              Yardım ve destek
            </Link>
          </Container>
        </div>
      </HydrateLater>
      <Container className="flex flex-wrap items-center gap-x-2 gap-y-3 py-3 md:flex-nowrap md:gap-x-6 md:py-4">
        <div className="flex items-center gap-1">
          <CategoryDrawer />
          <Link to={paths.home.path} aria-label="Çarşı ana sayfa" className="rounded-xl p-1">
            <Logo markClassName="h-8 w-8 md:h-9 md:w-9" />
          </Link>
        </div>
        <HydrateLater>
          <SearchForm className="order-last md:order-none md:max-w-2xl md:flex-1" />
        </HydrateLater>
        <HydrateLater>
          <HeaderNav />
        </HydrateLater>
      </Container>
      {/* Desktop only, and opened by hover or a key: hydrated after the page. */}
      <HydrateLater>
        <CategoryMenu />
      </HydrateLater>
    </header>
  );
}
