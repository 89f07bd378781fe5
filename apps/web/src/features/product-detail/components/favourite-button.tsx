import { clsx } from 'clsx';
import { Heart } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { buttonClasses, Dialog } from '@/components/ui';
import { paths } from '@/config/paths';
import { useSessionStore } from '@/lib/session-store';
import { notify } from '@/lib/toast';
import { useIsLocalFavourite, useLocalFavourites } from '../stores/favourites-store';

/**
 * The heart. Signed in: toggles the product in the local favourites store (the favourites API
 * is not built yet — see stores/favourites-store.ts). Anonymous: asks to log in first and
 * brings the visitor back here afterwards.
 */
export function FavouriteButton({
  productId,
  className,
}: {
  productId: number;
  className?: string;
}) {
  const userId = useSessionStore((s) =>
    s.status === 'authenticated' ? (s.user?.id ?? null) : null,
  );
  const on = useIsLocalFavourite(userId, productId);
  const toggle = useLocalFavourites((s) => s.toggle);
  const [askLogin, setAskLogin] = useState(false);
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;

  function onClick() {
    if (userId == null) {
      setAskLogin(true);
      return;
    }
    const added = toggle(userId, productId);
    notify.success(added ? 'Favorilerinize eklendi' : 'Favorilerinizden çıkarıldı');
  }

  return (
    <>
      <button
        type="button"
        onClick={onClick}
        aria-pressed={userId == null ? undefined : on}
        aria-label={on ? 'Favorilerden çıkar' : 'Favorilere ekle'}
        className={clsx(
          'inline-flex h-13 w-13 shrink-0 items-center justify-center rounded-xl border border-line bg-card transition-colors hover:border-accent-600 hover:text-accent-700',
          on ? 'text-accent-700' : 'text-ink-muted',
          className,
        )}
      >
        <Heart aria-hidden="true" className="h-6 w-6" fill={on ? 'currentColor' : 'none'} />
      </button>
      <Dialog
        open={askLogin}
        onClose={() => setAskLogin(false)}
        title="Favorilere eklemek için giriş yapın"
        footer={
          <>
            <Link
              to={paths.register.path}
              state={{ from: { pathname: location.pathname, search: location.search, hash: '' } }}
              className={buttonClasses('secondary')}
            >
              Üye ol
            </Link>
            <Link
              // `?from=` for people who copy the link; the login page itself reads `state.from`.
              to={`${paths.login.path}?from=${encodeURIComponent(here)}`}
              state={{ from: { pathname: location.pathname, search: location.search, hash: '' } }}
              className={buttonClasses('primary')}
            >
              Giriş yap
            </Link>
          </>
        }
      >
        <p className="text-ink-muted">
          Beğendiğiniz ürünleri kaydetmek için hesabınıza giriş yapın; sonra bu sayfaya geri
          dönersiniz.
        </p>
      </Dialog>
    </>
  );
}
