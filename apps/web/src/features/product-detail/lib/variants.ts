import type {
  ProductDetail,
  ProductImage,
  ProductOffer,
  ProductVariant,
  VariantAxis,
} from '@carsi/shared';

// Variant choice on the product page. Axes are judged in order (Renk before Beden): a value of
// axis i is checked against the values chosen on axes 0…i-1, so every colour stays choosable and
// the sizes show what that colour really has. Picking a value keeps the other choices when that
// exact combination is sold, else moves to the nearest combination that is.

/** Axis slug → value slug. */
export type Selection = Record<string, string>;

/** `available`: sold and in stock; `soldout`: sold but out of stock; `unavailable`: nobody sells it. */
export type ValueState = 'available' | 'soldout' | 'unavailable';

/** A variant counts as sold when some business offers it. */
function isSold(v: ProductVariant): boolean {
  return v.best_offer_id != null;
}

function matches(v: ProductVariant, selection: Selection, axes: readonly string[]): boolean {
  return axes.every((a) => v.values[a] === selection[a]);
}

/**
 * The variant to show: the one in the URL (`?v=`) when the product has it, else the server's
 * default (cheapest in stock), else the first sold one, else the first.
 */
export function resolveVariant(
  product: Pick<ProductDetail, 'variants' | 'default_variant_id'>,
  requestedId: number | null,
): ProductVariant | null {
  const { variants } = product;
  const byId = (id: number | null) => (id == null ? undefined : variants.find((v) => v.id === id));
  return (
    byId(requestedId) ??
    byId(product.default_variant_id) ??
    variants.find((v) => isSold(v) && v.in_stock) ??
    variants.find(isSold) ??
    variants[0] ??
    null
  );
}

/** "Kırmızı / M", or '' for a product without axes. */
export function variantLabel(axes: readonly VariantAxis[], variant: ProductVariant): string {
  return axes
    .map((axis) => axis.values.find((x) => x.slug === variant.values[axis.slug])?.value)
    .filter((x): x is string => Boolean(x))
    .join(' / ');
}

/** The state of every value of every axis, given the current selection. */
export function valueStates(
  axes: readonly VariantAxis[],
  variants: readonly ProductVariant[],
  selection: Selection,
): Record<string, Record<string, ValueState>> {
  const sold = variants.filter(isSold);
  const allAxes = axes.map((a) => a.slug);
  const result: Record<string, Record<string, ValueState>> = {};
  axes.forEach((axis, i) => {
    const prefix = allAxes.slice(0, i);
    const candidates = sold.filter((v) => matches(v, selection, prefix));
    const states: Record<string, ValueState> = {};
    for (const { slug } of axis.values) {
      const withValue = candidates.filter((v) => v.values[axis.slug] === slug);
      if (withValue.length === 0) {
        states[slug] = 'unavailable';
        continue;
      }
      // A colour with some size in stock is available; on the last axis this is the exact variant.
      states[slug] = withValue.some((v) => v.in_stock) ? 'available' : 'soldout';
    }
    result[axis.slug] = states;
  });
  return result;
}

/**
 * The variant after choosing `value` on `axisSlug`: the axes before it stay, the axes after it
 * stay when that combination is sold, else the nearest sold combination wins (fewest changed
 * axes, in stock first, closest value position, cheapest). Null when nobody sells that value.
 */
export function pickVariant(
  axes: readonly VariantAxis[],
  variants: readonly ProductVariant[],
  selection: Selection,
  axisSlug: string,
  value: string,
): ProductVariant | null {
  const index = axes.findIndex((a) => a.slug === axisSlug);
  if (index < 0) return null;
  const fixedAxes = axes.slice(0, index + 1).map((a) => a.slug);
  const rest = axes.slice(index + 1);
  const wanted = { ...selection, [axisSlug]: value };
  const candidates = variants.filter((v) => isSold(v) && matches(v, wanted, fixedAxes));
  if (candidates.length === 0) return null;

  const exact = candidates.find((v) =>
    matches(
      v,
      wanted,
      rest.map((a) => a.slug),
    ),
  );
  if (exact) return exact;

  const position = (axis: VariantAxis, slug: string | undefined) =>
    axis.values.findIndex((x) => x.slug === slug);
  const score = (v: ProductVariant) => {
    let changed = 0;
    let distance = 0;
    for (const axis of rest) {
      if (v.values[axis.slug] === wanted[axis.slug]) continue;
      changed += 1;
      distance += Math.abs(
        position(axis, v.values[axis.slug]) - position(axis, wanted[axis.slug] ?? ''),
      );
    }
    return [changed, v.in_stock ? 0 : 1, distance, v.price ?? Number.MAX_SAFE_INTEGER] as const;
  };
  return [...candidates].sort((a, b) => {
    const sa = score(a);
    const sb = score(b);
    for (let i = 0; i < sa.length; i++) if (sa[i] !== sb[i]) return sa[i]! - sb[i]!;
    return 0;
  })[0]!;
}

/** The variant's offers: the best one and the others (cheapest first, as the server sends them). */
export function offersOf(
  offers: readonly ProductOffer[],
  variant: ProductVariant | null,
): { best: ProductOffer | null; others: ProductOffer[] } {
  if (!variant) return { best: null, others: [] };
  const mine = offers.filter((o) => o.variant_id === variant.id);
  const best = mine.find((o) => o.id === variant.best_offer_id) ?? mine[0] ?? null;
  return { best, others: mine.filter((o) => o !== best) };
}

/**
 * The gallery's images for a variant: its own images first (or those of a variant of the same
 * colour — images belong to the colour, sizes share them), then the product's general images,
 * then the other colours'.
 */
export function imagesFor(
  images: readonly ProductImage[],
  axes: readonly VariantAxis[],
  variants: readonly ProductVariant[],
  variant: ProductVariant | null,
): ProductImage[] {
  if (!variant) return [...images];
  const colourAxes = axes.filter((a) => a.values.some((x) => x.hex != null)).map((a) => a.slug);
  const byId = new Map(variants.map((v) => [v.id, v]));
  const rank = (img: ProductImage) => {
    if (img.variant_id == null) return 1;
    if (img.variant_id === variant.id) return 0;
    const owner = byId.get(img.variant_id);
    if (owner && colourAxes.length > 0 && matches(owner, variant.values, colourAxes)) return 0;
    return 2;
  };
  // Array.prototype.sort is stable: the server's order holds within each group.
  return [...images].sort((a, b) => rank(a) - rank(b));
}
