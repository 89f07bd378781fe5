import type { ProductCard } from '@carsi/shared';
import { QueryClientContext } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Heart } from 'lucide-react';
import { useContext, useState } from 'react';
import { sessionKnown } from '@/lib/session-store';
import { notify } from '@/lib/toast';
import { useFavoritesUserId } from '@/lib/favorites/get-favorites';
import { useIsFavorite, useToggleFavorite } from '@/lib/favorites/toggle-favorite';
import { favoriteErrorMessage } from '@/lib/favorites/error-message';
import { FavoriteLoginPrompt } from './favorite-login-prompt';

export interface FavoriteButtonProps {
  productId: number;
  /** The card's data, so /favoriler shows the product at once (optional). */
  product?: ProductCard;
  /** `overlay`: a round button on a card's image; `large`: the product page's square button. */
  variant?: 'overlay' | 'large';
  className?: string;
}

const variants = {
  overlay: 'h-9 w-9 rounded-full bg-card shadow-md ring-1 ring-line/70 hover:text-accent-700',
  large:
    'h-13 w-13 rounded-xl border border-line bg-card hover:border-accent-600 hover:text-accent-700',
} as const;

/**
 * The heart. Signed in: adds or removes the product at once (optimistic) and says so if the
 * server refuses. Anonymous: asks to log in, without any request. Renders nothing outside a
 * query client (a card rendered on its own, e.g. in an isolated component test).
 */
export function FavoriteButton(props: FavoriteButtonProps) {
  const client = useContext(QueryClientContext);
  if (!client) return null;
  return <FavoriteToggle {...props} />;
}

function FavoriteToggle({
  productId,
  product,
  variant = 'overlay',
  className,
}: FavoriteButtonProps) {
  const userId = useFavoritesUserId();
  const on = useIsFavorite(productId);
  const toggle = useToggleFavorite();
  const [askLogin, setAskLogin] = useState(false);
  const toastId = `favorite-${productId}`;

  async function onClick() {
    // A click on a server-rendered page can beat the start-up session check.
    if (userId == null && (await sessionKnown()) !== 'authenticated') {
      setAskLogin(true);
      return;
    }
    const next = !on;
    // mutateAsync: the toast shows even if another toggle was started meanwhile.
    toggle.mutateAsync({ productId, on: next, optimistic: product ? { product } : undefined }).then(
      () =>
        notify.success(next ? 'Favorilerinize eklendi' : 'Favorilerinizden çıkarıldı', {
          id: toastId,
        }),
      (error: unknown) => notify.error(favoriteErrorMessage(error, next), { id: toastId }),
    );
  }

  return (
    <>
      <button
        type="button"
        onClick={() => void onClick()}
        aria-pressed={on}
        aria-label={on ? 'Favorilerden çıkar' : 'Favorilere ekle'}
        title={on ? 'Favorilerden çıkar' : 'Favorilere ekle'}
        className={clsx(
          'inline-flex shrink-0 items-center justify-center transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600',
          variants[variant],
          on ? 'text-accent-700' : 'text-ink-muted',
          className,
        )}
      >
        <Heart
          aria-hidden="true"
          className={variant === 'large' ? 'h-6 w-6' : 'h-5 w-5'}
          fill={on ? 'currentColor' : 'none'}
          strokeWidth={2}
        />
      </button>
      <FavoriteLoginPrompt open={askLogin} onClose={() => setAskLogin(false)} />
    </>
  );
}
