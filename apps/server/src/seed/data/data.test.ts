import { slugify } from '@carsi/shared';
import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_BY_KEY, ATTRIBUTES } from './attributes.ts';
import { BANNERS } from './banners.ts';
import { BRANDS } from './brands.ts';
import { BUSINESSES } from './businesses.ts';
import { flattenCategories } from './categories.ts';
import { KIND_BY_KEY, KINDS } from './kinds/index.ts';

const SHAPES = new Set([
  'phone',
  'laptop',
  'headphones',
  'watch',
  'tv',
  'dress',
  'shirt',
  'shoe',
  'bag',
  'pot',
  'lamp',
  'sofa',
  'bottle',
  'lipstick',
  'ball',
  'bike',
  'book',
  'pen',
  'toy',
  'stroller',
  'car',
  'tire',
  'box',
]);

describe('demo catalogue dictionaries', () => {
  const flat = flattenCategories();

  it('has 8+ top categories with icons and 2–3 levels below', () => {
    const tops = flat.filter((c) => c.depth === 0);
    expect(tops.length).toBeGreaterThanOrEqual(8);
    for (const top of tops) expect(top.icon).toMatch(/^[a-z-]+$/);
    expect(flat.some((c) => c.depth === 2)).toBe(true);
    expect(new Set(flat.map((c) => c.slug)).size).toBe(flat.length);
    expect(flat.find((c) => c.slug === 'kadin-ayakkabi')?.names).toEqual([
      'Moda',
      'Kadın',
      'Ayakkabı',
    ]);
  });

  it('gives every leaf a known kind and every kind a leaf', () => {
    const leaves = flat.filter((c) => c.kind !== null);
    for (const leaf of leaves) expect(KIND_BY_KEY.has(leaf.kind as string), leaf.slug).toBe(true);
    const used = new Set(leaves.map((l) => l.kind));
    for (const kind of KINDS) expect(used.has(kind.key), kind.key).toBe(true);
    // Inner nodes never hold products.
    for (const c of flat)
      if (flat.some((x) => x.parentIndex === c.index)) expect(c.kind).toBeNull();
  });

  it('uses only seeded attribute values and known shapes', () => {
    for (const kind of KINDS) {
      expect(SHAPES.has(kind.shape), kind.key).toBe(true);
      const check = (key: string, values: readonly string[]) => {
        const attr = ATTRIBUTE_BY_KEY.get(key as never);
        expect(attr, `${kind.key}.${key}`).toBeDefined();
        const known = new Set(attr?.values.map((v) => v.value));
        for (const v of values) expect(known.has(v), `${kind.key}.${key}=${v}`).toBe(true);
      };
      for (const axis of kind.axes ?? []) {
        check(axis.attr, axis.values);
        if (axis.priceFactors) expect(axis.priceFactors).toHaveLength(axis.values.length);
      }
      for (const [key, values] of Object.entries(kind.specs ?? {})) check(key, values);
      for (const specs of Object.values(kind.brandSpecs ?? {})) {
        for (const [key, values] of Object.entries(specs)) check(key, values);
      }
      expect(kind.brands.length).toBeGreaterThan(0);
      expect(kind.price[0]).toBeLessThan(kind.price[1]);
    }
  });

  it('has swatches for every colour and unique value slugs', () => {
    for (const v of ATTRIBUTE_BY_KEY.get('renk')?.values ?? [])
      expect(v.hex).toMatch(/^#[0-9a-f]{6}$/);
    for (const attr of ATTRIBUTES) {
      const slugs = attr.values.map((v) => slugify(v.value));
      expect(new Set(slugs).size, attr.key).toBe(slugs.length);
    }
  });

  it('has 40+ brands with unique slugs', () => {
    expect(BRANDS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(BRANDS.map(slugify)).size).toBe(BRANDS.length);
    expect(BRANDS).toEqual(
      expect.arrayContaining([
        'Samsung',
        'Arçelik',
        'Koton',
        'Karaca',
        'Paşabahçe',
        'Can Yayınları',
      ]),
    );
  });

  it('lets every top category be sold by two or more businesses', () => {
    expect(BUSINESSES.length).toBeGreaterThanOrEqual(6);
    const tops = flat.filter((c) => c.depth === 0).map((c) => c.slug);
    for (const b of BUSINESSES) for (const slug of b.sells) expect(tops, b.name).toContain(slug);
    for (const top of tops)
      expect(BUSINESSES.filter((b) => b.sells.includes(top)).length, top).toBeGreaterThanOrEqual(2);
    expect(BUSINESSES[0]?.owner.email).toBe('satici@carsi.test');
    expect(BUSINESSES[0]?.sells.length).toBeGreaterThanOrEqual(3);
  });

  it('links banners to existing categories or fixed pages', () => {
    for (const b of BANNERS) {
      if (b.link.startsWith('category:'))
        expect(flat.map((c) => c.slug)).toContain(b.link.slice(9));
      else expect(b.link.startsWith('/')).toBe(true);
    }
  });
});
