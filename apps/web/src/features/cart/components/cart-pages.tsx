import { RefreshCw } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Breadcrumb, Button, Card, Container, EmptyState, useHydrated } from '@/components/ui';
import { paths } from '@/config/paths';
import { useToggleFavorite } from '@/lib/favorites/toggle-favorite';
import { apiErrorMessage } from '@/lib/api-client';
import { loginHref } from '@/lib/login-link';
import { notify } from '@/lib/toast';
import { useSessionStore } from '@/lib/session-store';
import {
  mergeLocalCart,
  useRemoveCartItem,
  useSelectAllCart,
  useServerCart,
  useUpdateCartItem,
} from '@/lib/cart/server-cart';
import { useCartQuote } from '../api/quote-cart';
import {
  viewOfCart,
  type CartView,
  type CartViewGroup,
  type CartViewLine,
} from '../lib/view-model';
import { useCartStore, type LocalCartItem } from '@/lib/cart/cart-store';
import {
  CartEmpty,
  CartHeading,
  CartSkeleton,
  CartViewBody,
  type CartViewActions,
} from './cart-view';

const FALLBACK = 'Sepetiniz güncellenemedi. Lütfen tekrar deneyin.';

function Shell({ count, children }: { count?: number; children: React.ReactNode }) {
  return (
    <Container className="py-6 sm:py-8">
      <Breadcrumb items={[{ label: 'Ana sayfa', to: paths.home.path }, { label: 'Sepetim' }]} />
      <div className="mt-4">
        <CartHeading count={count} />
        {children}
      </div>
    </Container>
  );
}

function LoadFailed({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <Card>
      <EmptyState
        icon={<RefreshCw className="h-7 w-7" />}
        title="Sepetiniz şu anda yüklenemedi"
        description="Bağlantınızda ya da sunucumuzda geçici bir sorun olabilir. Birazdan tekrar deneyin."
        action={
          <Button onClick={onRetry} loading={retrying}>
            Tekrar dene
          </Button>
        }
      />
    </Card>
  );
}

/** `/sepetim/`: the signed-in shopper's server cart. */
export function ServerCartView({
  groupFooter,
}: {
  /** Under each seller's lines, e.g. the coupon entry the cart page composes in. */
  groupFooter?: (group: CartViewGroup) => ReactNode;
} = {}) {
  const query = useServerCart();
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const selectAll = useSelectAllCart();
  const toggleFavorite = useToggleFavorite();
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());
  const view = useMemo(() => (query.data ? viewOfCart(query.data) : null), [query.data]);
  const queryClient = useQueryClient();
  const userId = useSessionStore((s) => s.user?.id ?? null);
  const localCount = useCartStore((s) => s.items.length);

  // Lines left on the device by a merge that failed at login: try again (silently).
  useEffect(() => {
    if (userId == null || localCount === 0) return;
    mergeLocalCart(queryClient, userId).catch(() => undefined);
  }, [queryClient, userId, localCount]);

  const fail = (error: unknown) => notify.error(apiErrorMessage(error, FALLBACK));
  const markBusy = (key: number, on: boolean) =>
    setBusy((prev) => {
      const next = new Set(prev);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  const removeLine = async (line: CartViewLine) => {
    markBusy(line.key, true);
    try {
      await remove.mutateAsync(line.key);
    } finally {
      markBusy(line.key, false);
    }
  };

  const actions: CartViewActions = {
    onQuantity: (line, quantity) => update.mutate({ id: line.key, quantity }, { onError: fail }),
    onToggle: (line, selected) => update.mutate({ id: line.key, selected }, { onError: fail }),
    onSelectAll: (selected) => selectAll.mutate(selected, { onError: fail }),
    onRemove: (line) => void removeLine(line).catch(fail),
    onMoveToFavorites: (line) => {
      markBusy(line.key, true);
      toggleFavorite
        .mutateAsync({ productId: line.product_id, on: true })
        .then(async () => {
          await remove.mutateAsync(line.key);
          notify.success('Ürün favorilerinize taşındı');
        })
        .catch(fail)
        .finally(() => markBusy(line.key, false));
    },
  };

  if (query.isPending) {
    return (
      <Shell>
        <CartSkeleton />
      </Shell>
    );
  }
  if (query.isError || !view) {
    return (
      <Shell>
        <LoadFailed onRetry={() => void query.refetch()} retrying={query.isRefetching} />
      </Shell>
    );
  }
  if (view.summary.itemCount === 0) {
    return (
      <Shell>
        <CartEmpty signedIn />
      </Shell>
    );
  }
  return (
    <Shell count={view.summary.itemCount}>
      <CartViewBody
        view={view}
        actions={actions}
        busyKeys={busy}
        checkout={{ to: paths.chooseAddress.path }}
        groupFooter={groupFooter}
      />
    </Shell>
  );
}

/**
 * The device's quantities and selection over the last priced answer, so the stepper and the
 * boxes answer at once; prices, fees and totals change when the new answer arrives.
 */
function withDeviceLines(view: CartView, items: LocalCartItem[]): CartView {
  const onDevice = new Map(items.map((i) => [i.offer_id, i]));
  const groups = view.groups
    .map((g) => ({
      ...g,
      lines: g.lines.flatMap((l) => {
        const item = onDevice.get(l.offer_id);
        return item
          ? [
              {
                ...l,
                quantity: item.quantity,
                selected: item.selected,
                line_total: l.unit_price * item.quantity,
              },
            ]
          : [];
      }),
    }))
    .filter((g) => g.lines.length > 0);
  return { groups, summary: view.summary };
}

/**
 * `/sepet/`: the anonymous visitor's cart. The lines live on this device; the server prices
 * them with the code that prices /sepetim/ (sellers, shipping, free-shipping progress, stock),
 * so the two pages always tell the same story.
 */
export function LocalCartView() {
  // The server and a hydrating browser cannot know this device's lines: both draw the skeleton,
  // and the page shows the lines (or the empty cart) right after it runs.
  const hydrated = useHydrated();
  const items = useCartStore((s) => s.items);
  const setQuantity = useCartStore((s) => s.setQuantity);
  const toggleSelected = useCartStore((s) => s.toggleSelected);
  const selectAllLocal = useCartStore((s) => s.selectAll);
  const removeItem = useCartStore((s) => s.removeItem);
  const quote = useCartQuote(items);
  const priced = quote.data;
  const view = useMemo(
    () => (priced ? withDeviceLines(viewOfCart(priced), items) : null),
    [priced, items],
  );

  // An offer that no longer exists is left out of the answer: it leaves the device too.
  const answered = quote.isSuccess && !quote.isPlaceholderData;
  useEffect(() => {
    if (!answered || !priced) return;
    const known = new Set(priced.groups.flatMap((g) => g.lines.map((l) => l.offer_id)));
    for (const i of items) if (!known.has(i.offer_id)) removeItem(i.offer_id);
  }, [answered, priced, items, removeItem]);

  if (!hydrated) {
    return (
      <Shell>
        <CartSkeleton />
      </Shell>
    );
  }
  if (items.length === 0) {
    return (
      <Shell>
        <CartEmpty signedIn={false} />
      </Shell>
    );
  }
  if (quote.isPending) {
    return (
      <Shell>
        <CartSkeleton />
      </Shell>
    );
  }
  if (!view) {
    return (
      <Shell>
        <LoadFailed onRetry={() => void quote.refetch()} retrying={quote.isRefetching} />
      </Shell>
    );
  }
  const actions: CartViewActions = {
    onQuantity: (line, quantity) => setQuantity(line.offer_id, quantity, line.max_quantity),
    onToggle: (line, selected) => {
      if (line.selected !== selected) toggleSelected(line.offer_id);
    },
    onSelectAll: selectAllLocal,
    onRemove: (line) => removeItem(line.offer_id),
  };
  return (
    <Shell count={items.length}>
      <CartViewBody
        view={view}
        actions={actions}
        // Buying needs an account: log in, the lines merge into it, then on to the address.
        checkout={{
          to: loginHref(paths.chooseAddress.path, 'siparis'),
          hint: 'Siparişinizi tamamlamak için giriş yapın; sepetiniz hesabınıza aktarılır.',
        }}
      />
    </Shell>
  );
}
