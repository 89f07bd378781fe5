import { Link, useLocation } from 'react-router';
import { buttonClasses, Dialog } from '@/components/ui';
import { paths } from '@/config/paths';

export interface FavoriteLoginPromptProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Asks an anonymous visitor to log in (or sign up) before keeping favourites, and brings them
 * back to this page afterwards: /login reads `state.from`; `?from=` survives a copied link.
 */
export function FavoriteLoginPrompt({ open, onClose }: FavoriteLoginPromptProps) {
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;
  const from = { pathname: location.pathname, search: location.search, hash: location.hash };
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Favorilere eklemek için giriş yapın"
      footer={
        <>
          <Link to={paths.register.path} state={{ from }} className={buttonClasses('secondary')}>
            Üye ol
          </Link>
          <Link
            to={`${paths.login.path}?from=${encodeURIComponent(here)}`}
            state={{ from }}
            className={buttonClasses('primary')}
          >
            Giriş yap
          </Link>
        </>
      }
    >
      <p className="text-ink-muted">
        Beğendiğiniz ürünleri kaydetmek, fiyatı düşünce görmek için hesabınıza giriş yapın; sonra bu
        sayfaya geri dönersiniz.
      </p>
    </Dialog>
  );
}
