import { sql } from 'drizzle-orm';
import {
  type CategoryAttribute,
  type CategoryAttributes,
  foldTurkish,
  type VendorCategory,
} from '@carsi/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { intList, queryRows } from '../../lib/query-rows.ts';
import type { BusinessContext } from '../../lib/request-context.ts';

interface FlatCategory extends VendorCategory {
  parent_id: number | null;
  position: number;
  /** Folded path words, for matching. */
  folded: string;
  ancestors: number[];
}

const TTL_MS = 60_000;
/** The active tree, flattened with paths, per database (a few hundred rows; re-read each minute). */
const trees = new WeakMap<object, { at: number; list: Promise<FlatCategory[]> }>();

async function readTree(db: DbOrTx): Promise<FlatCategory[]> {
  const rows = await queryRows<{
    id: number;
    parent_id: number | null;
    name: string;
    position: number;
    is_active: boolean;
  }>(db, sql`SELECT id, parent_id, name, position, is_active FROM categories`);
  const byId = new Map(rows.map((r) => [r.id, r]));
  const hasChildren = new Set(
    rows.filter((r) => r.is_active && r.parent_id !== null).map((r) => r.parent_id),
  );
  const out: FlatCategory[] = [];
  for (const r of rows) {
    const chain: (typeof r)[] = [];
    let active = true;
    for (let c: typeof r | undefined = r; c; c = c.parent_id ? byId.get(c.parent_id) : undefined) {
      if (!c.is_active) active = false;
      chain.unshift(c);
      if (chain.length > 20) break;
    }
    if (!active) continue;
    const path = chain.map((c) => c.name).join(' › ');
    out.push({
      id: r.id,
      name: r.name,
      path,
      is_leaf: !hasChildren.has(r.id),
      parent_id: r.parent_id,
      position: r.position,
      folded: foldTurkish(path),
      ancestors: chain.slice(0, -1).map((c) => c.id),
    });
  }
  return out;
}

function tree(db: Db): Promise<FlatCategory[]> {
  const hit = trees.get(db);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.list;
  const list = readTree(db);
  trees.set(db, { at: Date.now(), list });
  list.catch(() => trees.delete(db));
  return list;
}

const publicOf = (c: FlatCategory): VendorCategory => ({
  id: c.id,
  name: c.name,
  path: c.path,
  is_leaf: c.is_leaf,
});

/**
 * The wizard's category picker: with `q`, the leaves whose path holds every word (Turkish-
 * insensitive), those whose own name matches first; without it, the children of `parent`
 * (the top level when absent), so the tree can be walked.
 */
export async function findCategories(
  db: Db,
  query: { q: string; parent?: number | undefined },
): Promise<{ results: VendorCategory[] }> {
  const all = await tree(db);
  const words = foldTurkish(query.q)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  if (words.length === 0) {
    const parent = query.parent ?? null;
    return {
      results: all
        .filter((c) => c.parent_id === parent)
        .sort((a, b) => a.position - b.position || a.name.localeCompare(b.name, 'tr'))
        .map(publicOf),
    };
  }
  const hits = all.filter((c) => c.is_leaf && words.every((w) => c.folded.includes(w)));
  const own = (c: FlatCategory) => {
    const name = foldTurkish(c.name);
    return words.every((w) => name.includes(w)) ? 0 : 1;
  };
  hits.sort((a, b) => own(a) - own(b) || a.path.localeCompare(b.path, 'tr'));
  return { results: hits.slice(0, 30).map(publicOf) };
}

/** An active category by id, with its path; 404 when unknown or hidden. */
export async function categoryById(db: Db, id: number): Promise<FlatCategory> {
  const c = (await tree(db)).find((x) => x.id === id);
  if (!c) throw notFound('Kategori bulunamadı.');
  return c;
}

/**
 * A category's attributes (its own and its ancestors'), each with its approved values and this
 * business's pending proposals for it, marked as such.
 */
export async function categoryAttributes(
  db: Db,
  ctx: BusinessContext,
  categoryId: number,
): Promise<CategoryAttributes> {
  const category = await categoryById(db, categoryId);
  const ids = [...category.ancestors, category.id];
  const attrs = await queryRows<{
    id: number;
    name: string;
    slug: string;
    is_filterable: boolean;
    is_variant_axis: boolean;
    is_required: boolean;
  }>(
    db,
    sql`SELECT DISTINCT ON (a.id) a.id, a.name, a.slug, ca.is_filterable, ca.is_variant_axis,
               ca.is_required, ca.position, cat.depth
          FROM category_attributes ca
          JOIN attributes a ON a.id = ca.attribute_id
          JOIN categories cat ON cat.id = ca.category_id
         WHERE ca.category_id IN (${intList(ids)})
         ORDER BY a.id, cat.depth DESC`,
  );
  if (attrs.length === 0) return { category: publicOf(category), attributes: [] };
  const attrIds = attrs.map((a) => a.id);
  const values = await queryRows<{
    attribute_id: number;
    id: number;
    value: string;
    hex: string | null;
  }>(
    db,
    sql`SELECT attribute_id, id, value, hex FROM attribute_values
         WHERE attribute_id IN (${intList(attrIds)}) ORDER BY position, id`,
  );
  const pending = await queryRows<{
    attribute_id: number;
    id: number;
    value: string;
    hex: string | null;
  }>(
    db,
    sql`SELECT attribute_id, id, value, hex FROM attribute_proposals
         WHERE business_id = ${ctx.business.id} AND category_id = ${categoryId}
           AND status = 'beklemede' AND attribute_id IN (${intList(attrIds)})
         ORDER BY id`,
  );
  // Positions: the order category_attributes gives (axes first), read once more cheaply here.
  const order = await queryRows<{ attribute_id: number; position: number }>(
    db,
    sql`SELECT attribute_id, min(position)::int AS position FROM category_attributes
         WHERE category_id IN (${intList(ids)}) GROUP BY attribute_id`,
  );
  const pos = new Map(order.map((o) => [o.attribute_id, o.position]));
  const out: CategoryAttribute[] = attrs
    .sort((a, b) => (pos.get(a.id) ?? 0) - (pos.get(b.id) ?? 0) || a.id - b.id)
    .map((a) => {
      const own = values.filter((v) => v.attribute_id === a.id);
      return {
        id: a.id,
        name: a.name,
        slug: a.slug,
        is_filterable: a.is_filterable,
        is_variant_axis: a.is_variant_axis,
        is_required: a.is_required,
        is_color: a.slug === 'renk' || own.some((v) => v.hex !== null),
        values: [
          ...own.map((v) => ({
            id: v.id,
            value: v.value,
            hex: v.hex,
            pending: false,
            proposal_id: null,
          })),
          ...pending
            .filter((p) => p.attribute_id === a.id)
            .map((p) => ({
              id: null,
              value: p.value,
              hex: p.hex,
              pending: true,
              proposal_id: p.id,
            })),
        ],
      };
    });
  return { category: publicOf(category), attributes: out };
}
