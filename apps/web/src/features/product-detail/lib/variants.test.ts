import { describe, expect, it } from 'vitest';
import { productDetailFixture } from '../test-fixtures';
import {
  imagesFor,
  offersOf,
  pickVariant,
  resolveVariant,
  valueStates,
  variantLabel,
} from './variants';

const product = productDetailFixture();
const { axes, variants } = product;
const byId = (id: number) => variants.find((v) => v.id === id)!;

describe('resolveVariant', () => {
  it('takes the variant of the URL, else the default', () => {
    expect(resolveVariant(product, 104)?.id).toBe(104);
    expect(resolveVariant(product, null)?.id).toBe(101);
    expect(resolveVariant(product, 99999)?.id).toBe(101);
  });

  it('falls back to the first sold variant in stock without a default', () => {
    expect(resolveVariant({ ...product, default_variant_id: null }, null)?.id).toBe(101);
    expect(
      resolveVariant({ variants: [byId(106), byId(103)], default_variant_id: null }, null)?.id,
    ).toBe(103);
  });
});

describe('valueStates', () => {
  it('judges sizes against the chosen colour', () => {
    const red = valueStates(axes, variants, byId(101).values);
    expect(red.renk).toEqual({ kirmizi: 'available', siyah: 'available', beyaz: 'unavailable' });
    expect(red.beden).toEqual({ s: 'available', m: 'available', l: 'soldout' });

    const black = valueStates(axes, variants, byId(104).values);
    expect(black.beden).toEqual({ s: 'unavailable', m: 'available', l: 'available' });
  });

  it('keeps a colour available while any of its sizes is in stock', () => {
    // On the sold-out red L, red stays choosable; only L is struck through.
    const redL = valueStates(axes, variants, byId(103).values);
    expect(redL.renk?.kirmizi).toBe('available');
    expect(redL.beden?.l).toBe('soldout');
  });

  it('strikes a value whose every sold combination is out of stock', () => {
    const soldOutRed = variants.map((v) =>
      v.values.renk === 'kirmizi' ? { ...v, in_stock: false } : v,
    );
    expect(valueStates(axes, soldOutRed, byId(104).values).renk?.kirmizi).toBe('soldout');
  });
});

describe('pickVariant', () => {
  it('keeps the other axes when the combination exists', () => {
    expect(pickVariant(axes, variants, byId(104).values, 'renk', 'kirmizi')?.id).toBe(102);
    expect(pickVariant(axes, variants, byId(101).values, 'beden', 'm')?.id).toBe(102);
  });

  it('keeps a sold-out combination when it is the exact one', () => {
    expect(pickVariant(axes, variants, byId(105).values, 'renk', 'kirmizi')?.id).toBe(103);
  });

  it('moves to the nearest sold combination otherwise', () => {
    // Red S → black: black S does not exist; M is one step away, L two.
    expect(pickVariant(axes, variants, byId(101).values, 'renk', 'siyah')?.id).toBe(104);
  });

  it('refuses values nobody sells', () => {
    expect(pickVariant(axes, variants, byId(101).values, 'renk', 'beyaz')).toBeNull();
    expect(pickVariant(axes, variants, byId(104).values, 'beden', 's')).toBeNull();
  });
});

describe('offersOf, variantLabel, imagesFor', () => {
  it('splits the best offer from the others', () => {
    const { best, others } = offersOf(product.offers, byId(102));
    expect(best?.id).toBe(1002);
    expect(others.map((o) => o.id)).toEqual([1003, 1004]);
    expect(offersOf(product.offers, byId(106))).toEqual({ best: null, others: [] });
  });

  it('labels a variant by its values', () => {
    expect(variantLabel(axes, byId(102))).toBe('Kırmızı / M');
  });

  it('puts the images of the chosen colour first, for every size of it', () => {
    expect(imagesFor(product.images, axes, variants, byId(104)).map((i) => i.id)).toEqual([
      503, 501, 502,
    ]);
    // 105 is black L: the image belongs to black M (104), the same colour.
    expect(imagesFor(product.images, axes, variants, byId(105))[0]?.id).toBe(503);
    expect(imagesFor(product.images, axes, variants, byId(102))[0]?.id).toBe(502);
  });
});
