import {
  OFFER_MAX_DISPATCH_DAYS,
  OFFER_MAX_STOCK,
  OFFER_MESSAGES,
  type OfferCreate,
  parseTlAmount,
} from '@carsi/shared';

/** The offer form as typed: money in TL as a Turkish seller writes it ("1.299,90"). */
export interface OfferFormValues {
  price: string;
  listPrice: string;
  stock: string;
  dispatchDays: string;
}

export type OfferFormErrors = Partial<Record<keyof OfferFormValues, string>>;

export const EMPTY_OFFER_FORM: OfferFormValues = {
  price: '',
  listPrice: '',
  stock: '',
  dispatchDays: '',
};

const MONEY_HINT = 'Geçerli bir tutar yazın (ör. 1.299,90).';

/**
 * Checks the form as the server will (the same messages), and builds the request body for a
 * variant: `{ values }` when every field is right, `{ errors }` otherwise.
 */
export function readOfferForm(
  variantId: number,
  v: OfferFormValues,
): { body: OfferCreate; errors?: undefined } | { body?: undefined; errors: OfferFormErrors } {
  const errors: OfferFormErrors = {};
  const price = parseTlAmount(v.price);
  if (price === null) errors.price = 'Satış fiyatını yazın.';
  else if (Number.isNaN(price)) errors.price = MONEY_HINT;
  else if (price <= 0) errors.price = 'Fiyat sıfırdan büyük olmalı.';

  const listPrice = parseTlAmount(v.listPrice);
  if (listPrice !== null && Number.isNaN(listPrice)) errors.listPrice = MONEY_HINT;
  else if (listPrice !== null && listPrice <= 0)
    errors.listPrice = 'Liste fiyatı sıfırdan büyük olmalı.';
  else if (listPrice !== null && price !== null && !Number.isNaN(price) && listPrice < price)
    errors.listPrice = OFFER_MESSAGES.listBelowPrice;

  const stockText = v.stock.trim();
  const stock = Number(stockText);
  if (stockText === '') errors.stock = 'Stok adedini yazın.';
  else if (!/^\d+$/.test(stockText) || stock > OFFER_MAX_STOCK) errors.stock = OFFER_MESSAGES.stock;

  const daysText = v.dispatchDays.trim();
  const days = Number(daysText);
  if (daysText !== '' && (!/^\d+$/.test(daysText) || days > OFFER_MAX_DISPATCH_DAYS))
    errors.dispatchDays = OFFER_MESSAGES.dispatchDays;

  if (Object.keys(errors).length > 0) return { errors };
  return {
    body: {
      variant_id: variantId,
      price: price!,
      list_price: listPrice,
      stock,
      dispatch_days: daysText === '' ? null : days,
    },
  };
}

/** What the seller typed into the search box: a barcode (digits only) or title words. */
export function matchQueryOf(text: string): { barcode: string } | { q: string } | null {
  const t = text.trim();
  if (t === '') return null;
  const digits = t.replace(/\s+/g, '');
  if (/^\d{8,14}$/.test(digits)) return { barcode: digits };
  return t.length >= 2 ? { q: t } : null;
}
