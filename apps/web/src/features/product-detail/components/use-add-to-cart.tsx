import type { ProductDetail, ProductOffer } from '@carsi/shared';
import { CircleCheck } from 'lucide-react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useAddCartItem } from '@/lib/cart/server-cart';
import { useCartStore, type NewCartItem } from '@/lib/cart/cart-store';
import { apiErrorMessage } from '@/lib/api-client';
import { sessionKnown } from '@/lib/session-store';
import { notify } from '@/lib/toast';

/** The cart line of an offer, as the local cart store wants it. */
export function cartItemOf(
  product: Pick<ProductDetail, 'id' | 'slug' | 'title'>,
  offer: ProductOffer,
  variantLabel: string,
  image: string | null,
): NewCartItem {
  return {
    offer_id: offer.id,
    product_id: product.id,
    slug: product.slug,
    title: product.title,
    image,
    seller: { id: offer.seller.id, name: offer.seller.name },
    variant_label: variantLabel || null,
    unit_price: offer.price,
    list_price: offer.list_price,
    max_quantity: offer.stock,
  };
}

/**
 * Adds an offer to the cart and says so with a link to the cart: the server cart for a
 * signed-in shopper (a refusal, e.g. 409 out of stock, shows the server's Turkish detail),
 * the local cart store for an anonymous visitor.
 */
export function useAddToCart() {
  const addItem = useCartStore((s) => s.addItem);
  const addServerItem = useAddCartItem();
  const navigate = useNavigate();
  const { mutate: addToServer } = addServerItem;
  const announce = useCallback(
    (cartPath: string) => {
      // The toaster lives outside the router: a plain link whose click navigates in the app.
      // A neutral toast (4 s) rather than a success one (2 s): there is a link to reach.
      notify.info(
        <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <span>Ürün sepete eklendi</span>
          <a
            href={cartPath}
            className="font-semibold text-accent-700 underline underline-offset-2"
            onClick={(e) => {
              if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
              e.preventDefault();
              notify.dismiss();
              void navigate(cartPath);
            }}
          >
            Sepete git
          </a>
        </span>,
        { icon: <CircleCheck aria-hidden="true" className="h-5 w-5 shrink-0 text-success" /> },
      );
    },
    [navigate],
  );
  const add = useCallback(
    (item: NewCartItem, quantity: number, signedIn: boolean) => {
      const cartPath = signedIn ? paths.cart.path : paths.guestCart.path;
      if (signedIn) {
        addToServer(
          { offer_id: item.offer_id, quantity },
          {
            onSuccess: () => announce(cartPath),
            onError: (error) =>
              notify.error(
                apiErrorMessage(error, 'Ürün sepete eklenemedi. Lütfen tekrar deneyin.'),
              ),
          },
        );
        return;
      }
      addItem(item, quantity);
      announce(cartPath);
    },
    [addItem, addToServer, announce],
  );
  // A signed-in shopper's line goes to the server cart even when the click beats the start-up
  // session check (a server-rendered page is clickable before it answers).
  return useCallback(
    (item: NewCartItem, quantity: number) => {
      if (item.max_quantity < 1) return;
      void sessionKnown().then((status) => add(item, quantity, status === 'authenticated'));
    },
    [add],
  );
}
