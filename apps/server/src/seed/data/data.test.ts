import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { slugify } from '@carsi/shared';
import { describe, expect, it } from 'vitest';
import { ILLUSTRATION_SHAPES } from '../../modules/media/illustrations.ts';
import { DEMO_PHOTOS_DIR } from '../../modules/media/media.service.ts';
import { ATTRIBUTE_BY_KEY, ATTRIBUTES } from './attributes.ts';
import { BANNERS } from './banners.ts';
import { BRANDS } from './brands.ts';
import { BUSINESSES } from './businesses.ts';
import { flattenCategories } from './categories.ts';
import { KIND_BY_KEY, KINDS } from './kinds/index.ts';
import { PHOTO_ITEMS } from './photos/index.ts';

const SHAPES = new Set<string>(ILLUSTRATION_SHAPES);

describe('demo catalogue dictionaries', () => {
  const flat = flattenCategories();

  it('has 8+ top categories with icons and 2–3 levels below', () => {
    const tops = flat.filter((c) => c.depth === 0);
    expect(tops.length).toBeGreaterThanOrEqual(8);
    for (const top of tops) expect(top.icon).toMatch(/^[a-z-]+$/);
    expect(flat.some((c) => c.depth === 2)).toBe(true);
    expect(new Set(flat.map((c) => c.slug)).size).toBe(flat.length);
    expect(flat.find((c) => c.slug === 'kadin-giyim-mont-ve-ceket')?.names).toEqual([
      'Moda',
      'Kadın Giyim',
      'Mont & Ceket',
    ]);
  });

  it('gives every leaf a known kind with products and every kind a leaf', () => {
    const leaves = flat.filter((c) => c.kind !== null);
    for (const leaf of leaves) {
      expect(KIND_BY_KEY.has(leaf.kind as string), leaf.slug).toBe(true);
      const photographed = PHOTO_ITEMS.filter((i) => i.kind === leaf.kind).length;
      expect(leaf.count + photographed, `${leaf.slug} has no products`).toBeGreaterThan(0);
      // A photographed kind has no pattern to invent more from.
      if (KIND_BY_KEY.get(leaf.kind as string)?.photos) expect(leaf.count, leaf.slug).toBe(0);
    }
    const used = new Set(leaves.map((l) => l.kind));
    for (const kind of KINDS) expect(used.has(kind.key), kind.key).toBe(true);
    // Inner nodes never hold products.
    for (const c of flat)
      if (flat.some((x) => x.parentIndex === c.index)) expect(c.kind).toBeNull();
  });

  it('uses only seeded attribute values and known illustrations', () => {
    for (const kind of KINDS) {
      if (!kind.photos) expect(SHAPES.has(kind.illustration), kind.key).toBe(true);
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
      if (kind.photos) continue;
      for (const specs of Object.values(kind.brandSpecs ?? {})) {
        for (const [key, values] of Object.entries(specs)) check(key, values as string[]);
      }
      expect(kind.brands.length).toBeGreaterThan(0);
      expect(kind.price[0]).toBeLessThan(kind.price[1]);
    }
  });

  it('describes every photographed item with its kind, seeded values and existing photos', () => {
    const ids = new Set<string>();
    const titles = new Set<string>();
    const used = new Set<string>();
    const valuesOf = (key: string) =>
      new Set(ATTRIBUTE_BY_KEY.get(key as never)?.values.map((v) => v.value));
    for (const item of PHOTO_ITEMS) {
      expect(ids.has(item.id), `duplicate ${item.id}`).toBe(false);
      ids.add(item.id);
      const title = slugify(`${item.brand} ${item.name}`);
      expect(titles.has(title), `duplicate title ${title}`).toBe(false);
      titles.add(title);
      const kind = KIND_BY_KEY.get(item.kind);
      expect(kind, item.id).toBeDefined();
      expect(item.price, item.id).toBeGreaterThan(0);
      const axes = (kind?.axes ?? []).map((a) => a.attr);
      // Colours: one per variant with the colour axis, else the item's single colour.
      if (axes.includes('renk')) expect(item.colours ?? item.colour, item.id).toBeTruthy();
      else expect(item.colours, `${item.id} has colours but no colour axis`).toBeUndefined();
      const colours = item.colours?.map((c) => c.colour) ?? (item.colour ? [item.colour] : []);
      for (const c of colours) expect(valuesOf('renk').has(c), `${item.id} ${c}`).toBe(true);
      for (const size of item.sizes ?? []) {
        const axis = axes.find((a) => a !== 'renk');
        expect(axis && valuesOf(axis).has(size), `${item.id} size ${size}`).toBe(true);
      }
      for (const [key, value] of Object.entries(item.specs ?? {})) {
        expect(Object.keys(kind?.specs ?? {}), `${item.id} spec ${key}`).toContain(key);
        expect(valuesOf(key).has(value as string), `${item.id} ${key}=${value}`).toBe(true);
      }
      const photos = [...(item.photos ?? []), ...(item.colours ?? []).flatMap((c) => c.photos)];
      expect(photos.length, item.id).toBeGreaterThan(0);
      for (const key of photos) {
        expect(existsSync(join(DEMO_PHOTOS_DIR, `${key}.webp`)), key).toBe(true);
        used.add(`${key}.webp`);
      }
    }
    // Every file in the repository is a picture of some product, and its source is written down.
    const files = readdirSync(DEMO_PHOTOS_DIR, { recursive: true, encoding: 'utf8' }).filter((f) =>
      f.endsWith('.webp'),
    );
    expect(files.filter((f) => !used.has(f)).map((f) => relative('.', f))).toEqual([]);
    const sources = readFileSync(join(DEMO_PHOTOS_DIR, 'SOURCES.md'), 'utf8');
    for (const folder of new Set(files.map((f) => f.split('/')[0])))
      expect(sources, `SOURCES.md names ${folder}/`).toContain(`${folder}/`);
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
        'Luma',
        'Daybird',
        'Karaca',
        'Paşabahçe',
        'Can Yayınları',
      ]),
    );
  });

  it('gives every business a trade, every leaf a seller and every top category two', () => {
    expect(BUSINESSES.length).toBeGreaterThanOrEqual(6);
    const slugs = new Set(flat.map((c) => c.slug));
    for (const b of BUSINESSES) for (const slug of b.trades) expect(slugs, b.name).toContain(slug);
    const ancestry = (c: (typeof flat)[number]) => {
      const out = [c.slug];
      for (let up = c.parentIndex; up !== null; up = flat[up]?.parentIndex ?? null)
        out.push(flat[up]!.slug);
      return out;
    };
    const sellersOf = (c: (typeof flat)[number]) =>
      BUSINESSES.filter((b) => ancestry(c).some((slug) => b.trades.includes(slug)));
    for (const leaf of flat.filter((c) => c.kind !== null))
      expect(sellersOf(leaf).length, leaf.slug).toBeGreaterThan(0);
    for (const top of flat.filter((c) => c.depth === 0)) {
      const leaves = flat.filter((c) => c.kind !== null && c.topSlug === top.slug);
      const sellers = new Set(leaves.flatMap((l) => sellersOf(l).map((b) => b.name)));
      expect(sellers.size, top.slug).toBeGreaterThanOrEqual(2);
    }
    // The demo seller's shop is an electronics shop.
    expect(BUSINESSES[0]?.owner.email).toBe('satici@carsi.test');
    expect(BUSINESSES[0]?.trades).toEqual(['elektronik', 'oto-elektronik']);
  });

  it('links banners to existing categories or fixed pages', () => {
    for (const b of BANNERS) {
      // Claims are filled from the data when the home page is served; no number is written here.
      expect(b.subtitle.replace(/\{(products|discount)\}/g, ''), b.title).not.toMatch(/\d|\{/);
      if (b.link.startsWith('category:'))
        expect(flat.map((c) => c.slug)).toContain(b.link.slice(9));
      else expect(b.link.startsWith('/')).toBe(true);
    }
  });
});
