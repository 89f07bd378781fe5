import * as z from 'zod/mini';
import { parseTlInput } from './format';

// The price facet's form: two optional TL amounts, sent to the API in kuruş. zod/mini keeps the
// validation out of the big zod chunk, so the listing page stays light.

export const PRICE_INVALID = 'Geçerli bir tutar girin (ör. 1.299,90).';
export const PRICE_ORDER = 'En düşük fiyat en yüksek fiyattan büyük olamaz.';

const amount = z.pipe(
  z.string(),
  z.transform((raw, ctx) => {
    const text = raw.trim();
    if (text === '') return undefined;
    const kurus = parseTlInput(text);
    if (kurus === null) {
      ctx.issues.push({ code: 'custom', message: PRICE_INVALID, input: raw });
      return z.NEVER;
    }
    return kurus;
  }),
);

export const priceRangeSchema = z.object({ min: amount, max: amount }).check(
  z.refine((r) => r.min === undefined || r.max === undefined || r.min <= r.max, {
    message: PRICE_ORDER,
    path: ['min'],
  }),
);

export type PriceRangeResult =
  | { ok: true; min_price?: number; max_price?: number }
  | { ok: false; errors: { min?: string; max?: string } };

/** Validates the two inputs; the first message per field, in Turkish. */
export function parsePriceRange(min: string, max: string): PriceRangeResult {
  const result = priceRangeSchema.safeParse({ min, max });
  if (result.success) return { ok: true, min_price: result.data.min, max_price: result.data.max };
  const errors: { min?: string; max?: string } = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] === 'max' ? 'max' : 'min';
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}
