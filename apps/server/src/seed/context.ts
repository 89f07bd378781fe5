// What the product generator needs to know about the seeded catalogue, read back from the
// database so the large generator can append to a database seeded earlier.
import { slugify } from '@carsi/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { queryRows } from './bulk.ts';
import { ATTRIBUTES, type AttrKey } from './data/attributes.ts';
import { BRANDS } from './data/brands.ts';
import { BUSINESSES } from './data/businesses.ts';
import { flattenCategories } from './data/categories.ts';
import { KIND_BY_KEY, type ProductKind } from './data/kinds/index.ts';
import { PHOTO_ITEMS_BY_KIND, type PhotoItem } from './data/photos/index.ts';

/** Whether the leaf belongs to the seller's trade. */
export const sellsIn = (seller: SellerRef, leaf: LeafCategory) =>
  leaf.slugs.some((slug) => seller.trades.has(slug));

export interface LeafCategory {
  id: number;
  slug: string;
  /** Names from the top category down, for search text. */
  names: string[];
  /** Slugs from the top category down to this leaf: a seller's trade names one of them. */
  slugs: string[];
  topSlug: string;
  kind: ProductKind;
  /** Generated products in the demo. */
  count: number;
  /** Photographed items of the leaf's kind, one product each in the demo. */
  items: readonly PhotoItem[];
}

export interface AttributeRef {
  id: number;
  name: string;
  values: Map<string, { id: number; hex: string | null }>;
}

export interface SellerRef {
  id: number;
  slug: string;
  /** Category slugs of its trade (any level). */
  trades: ReadonlySet<string>;
  /** The demo seller's own business: it gets a larger share of products. */
  primary: boolean;
}

export interface CatalogContext {
  leaves: LeafCategory[];
  brandIds: Map<string, number>;
  attributes: Map<AttrKey, AttributeRef>;
  sellers: SellerRef[];
}

export async function loadCatalogContext(db: DbOrTx): Promise<CatalogContext> {
  // Sequential on purpose: a transaction is one connection, and pg rejects overlapping queries.
  const cats = await queryRows<{ id: number; slug: string }>(
    db,
    sql`SELECT id, slug FROM categories`,
  );
  const brands = await queryRows<{ id: number; slug: string }>(
    db,
    sql`SELECT id, slug FROM brands`,
  );
  const values = await queryRows<{
    attr: string;
    attribute_id: number;
    attribute_name: string;
    id: number;
    value: string;
    hex: string | null;
  }>(
    db,
    sql`SELECT a.slug AS attr, a.id AS attribute_id, a.name AS attribute_name, v.id, v.value, v.hex
        FROM attribute_values v JOIN attributes a ON a.id = v.attribute_id`,
  );
  const businesses = await queryRows<{ id: number; slug: string }>(
    db,
    sql`SELECT id, slug FROM businesses WHERE status = 'onaylandi'`,
  );

  const categoryId = new Map(cats.map((c) => [c.slug, c.id]));
  const leaves: LeafCategory[] = [];
  const flat = flattenCategories();
  for (const c of flat) {
    const id = categoryId.get(c.slug);
    if (!c.kind || id === undefined) continue;
    const kind = KIND_BY_KEY.get(c.kind);
    if (!kind) throw new Error(`unknown kind ${c.kind}`);
    const slugs = [c.slug];
    for (let up = c.parentIndex; up !== null; up = flat[up]?.parentIndex ?? null)
      slugs.unshift(flat[up]!.slug);
    leaves.push({
      id,
      slug: c.slug,
      names: c.names,
      slugs,
      topSlug: c.topSlug,
      kind,
      count: c.count,
      items: PHOTO_ITEMS_BY_KIND.get(kind.key) ?? [],
    });
  }
  if (leaves.length === 0)
    throw new Error('the demo categories are missing: seed the demo data first');

  const brandBySlug = new Map(brands.map((b) => [b.slug, b.id]));
  const brandIds = new Map<string, number>();
  for (const name of BRANDS) {
    const id = brandBySlug.get(slugify(name));
    if (id !== undefined) brandIds.set(name, id);
  }

  const attributes = new Map<AttrKey, AttributeRef>();
  for (const def of ATTRIBUTES)
    attributes.set(def.key, { id: 0, name: def.name, values: new Map() });
  for (const v of values) {
    const ref = attributes.get(v.attr as AttrKey);
    if (!ref) continue;
    ref.id = v.attribute_id;
    ref.name = v.attribute_name;
    ref.values.set(v.value, { id: v.id, hex: v.hex });
  }

  const businessBySlug = new Map(businesses.map((b) => [b.slug, b.id]));
  const sellers: SellerRef[] = [];
  BUSINESSES.forEach((def, i) => {
    const slug = slugify(def.name);
    const id = businessBySlug.get(slug);
    if (id !== undefined) sellers.push({ id, slug, trades: new Set(def.trades), primary: i === 0 });
  });
  if (sellers.length === 0)
    throw new Error('the demo businesses are missing: seed the demo data first');

  return { leaves, brandIds, attributes, sellers };
}
