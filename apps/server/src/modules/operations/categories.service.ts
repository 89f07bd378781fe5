import { sql } from 'drizzle-orm';
import {
  type OpCategoryAttributes,
  type CategoryAttributesInput,
  type CategoryMove,
  type OperatorCategoryNode,
  slugify,
} from '@carsi/shared';
import type { Db, DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../lib/audit.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { queryRows } from '../../lib/query-rows.ts';
import type { UserContext } from '../../lib/request-context.ts';

const NOT_FOUND = 'Kategori bulunamadı.';
const PARENT_NOT_FOUND = 'Üst kategori bulunamadı.';

interface CategoryRow {
  id: number;
  name: string;
  slug: string;
  parent_id: number | null;
  depth: number;
  position: number;
  path: string;
  is_active: boolean;
}

/**
 * Tree edits take one transaction-scoped advisory lock: two operators moving branches at once
 * could otherwise each pass the cycle check against a tree the other is changing.
 */
const lockTree = (tx: DbOrTx) =>
  tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('categories:tree'))`);

async function loadCategory(tx: DbOrTx, id: number, message = NOT_FOUND): Promise<CategoryRow> {
  const [row] = await queryRows<CategoryRow>(
    tx,
    sql`SELECT id, name, slug, parent_id, depth, position, path, is_active
          FROM categories WHERE id = ${id}`,
  );
  if (!row) throw notFound(message);
  return row;
}

/** The whole tree, inactive categories included, with each category's own product count. */
export async function operatorCategoryTree(db: DbOrTx): Promise<OperatorCategoryNode[]> {
  const rows = await queryRows<CategoryRow & { product_count: number }>(
    db,
    sql`SELECT c.id, c.name, c.slug, c.parent_id, c.depth, c.position, c.path, c.is_active,
               (SELECT count(*)::int FROM products p WHERE p.category_id = c.id) AS product_count
          FROM categories c ORDER BY c.depth, c.position, c.name, c.id`,
  );
  const nodes = new Map<number, OperatorCategoryNode>();
  for (const r of rows) nodes.set(r.id, { ...r, children: [] });
  const roots: OperatorCategoryNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parent_id === null ? undefined : nodes.get(r.parent_id);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return roots;
}

/** A slug not yet taken: the folded name, with `-2`, `-3`… when needed. */
async function freeSlug(tx: DbOrTx, name: string): Promise<string> {
  const base = slugify(name) || 'kategori';
  const taken = await queryRows<{ slug: string }>(
    tx,
    sql`SELECT slug FROM categories WHERE slug = ${base} OR slug LIKE ${`${base}-%`}`,
  );
  const set = new Set(taken.map((t) => t.slug));
  if (!set.has(base)) return base;
  for (let i = 2; ; i++) if (!set.has(`${base}-${i}`)) return `${base}-${i}`;
}

export async function createCategory(
  db: Db,
  ctx: UserContext,
  input: { name: string; parent_id: number | null },
): Promise<CategoryRow> {
  return db.transaction(async (tx) => {
    await lockTree(tx);
    const parent =
      input.parent_id === null ? null : await loadCategory(tx, input.parent_id, PARENT_NOT_FOUND);
    const slug = await freeSlug(tx, input.name);
    const [created] = await queryRows<CategoryRow>(
      tx,
      sql`INSERT INTO categories (parent_id, name, slug, depth, path, position)
          VALUES (${parent?.id ?? null}, ${input.name}, ${slug}, ${parent ? parent.depth + 1 : 0}, '',
                  (SELECT coalesce(max(position) + 1, 0) FROM categories
                    WHERE parent_id IS NOT DISTINCT FROM ${parent?.id ?? null}))
          RETURNING id, name, slug, parent_id, depth, position, path, is_active`,
    );
    const path = `${parent?.path ?? ''}${created!.id}/`;
    await tx.execute(sql`UPDATE categories SET path = ${path} WHERE id = ${created!.id}`);
    const row = { ...created!, path };
    await recordAudit(tx, ctx, {
      action: 'category.create',
      objectType: 'category',
      objectId: row.id,
      before: null,
      after: { name: row.name, slug: row.slug, parent_id: row.parent_id, path },
    });
    return row;
  });
}

export async function updateCategory(
  db: Db,
  ctx: UserContext,
  id: number,
  input: { name?: string | undefined; is_active?: boolean | undefined },
): Promise<CategoryRow> {
  return db.transaction(async (tx) => {
    await lockTree(tx);
    const before = await loadCategory(tx, id);
    const name = input.name ?? before.name;
    const active = input.is_active ?? before.is_active;
    const [after] = await queryRows<CategoryRow>(
      tx,
      sql`UPDATE categories SET name = ${name}, is_active = ${active} WHERE id = ${id}
          RETURNING id, name, slug, parent_id, depth, position, path, is_active`,
    );
    const changed = (k: 'name' | 'is_active') => before[k] !== after![k];
    await recordAudit(tx, ctx, {
      action: 'category.update',
      objectType: 'category',
      objectId: id,
      before: {
        ...(changed('name') ? { name: before.name } : {}),
        ...(changed('is_active') ? { is_active: before.is_active } : {}),
      },
      after: {
        ...(changed('name') ? { name: after!.name } : {}),
        ...(changed('is_active') ? { is_active: after!.is_active } : {}),
      },
    });
    return after!;
  });
}

/**
 * Moves a category (with its whole subtree) under another parent at a position among the new
 * siblings. Refuses a move under itself or its own descendants (a cycle). In one transaction:
 * the old siblings close the gap, the new ones make room, the subtree's `path` and `depth` are
 * rewritten with one statement. Returns the ids whose cached pages must be dropped.
 */
export async function moveCategory(
  db: Db,
  ctx: UserContext,
  id: number,
  input: CategoryMove,
): Promise<{ moved: CategoryRow; subtree: number[] }> {
  return db.transaction(async (tx) => {
    await lockTree(tx);
    const node = await loadCategory(tx, id);
    const parent =
      input.parent_id === null ? null : await loadCategory(tx, input.parent_id, PARENT_NOT_FOUND);
    if (parent && (parent.id === node.id || parent.path.startsWith(node.path)))
      throw conflict(
        'kategori_dongusu',
        'Bir kategori kendi altına veya alt kategorilerinden birinin altına taşınamaz.',
      );
    const [{ n: siblings } = { n: 0 }] = await queryRows<{ n: number }>(
      tx,
      sql`SELECT count(*)::int AS n FROM categories
           WHERE parent_id IS NOT DISTINCT FROM ${parent?.id ?? null} AND id <> ${id}`,
    );
    const position = Math.min(input.position, siblings);
    // Close the gap among the old siblings, then make room among the new ones.
    await tx.execute(sql`
      UPDATE categories SET position = position - 1
       WHERE parent_id IS NOT DISTINCT FROM ${node.parent_id} AND id <> ${id}
         AND position > ${node.position}`);
    await tx.execute(sql`
      UPDATE categories SET position = position + 1
       WHERE parent_id IS NOT DISTINCT FROM ${parent?.id ?? null} AND id <> ${id}
         AND position >= ${position}`);
    const newPath = `${parent?.path ?? ''}${id}/`;
    const newDepth = parent ? parent.depth + 1 : 0;
    const subtree = await queryRows<{ id: number }>(
      tx,
      sql`UPDATE categories
             SET path = ${newPath} || substr(path, ${node.path.length + 1}),
                 depth = depth + ${newDepth - node.depth}
           WHERE path LIKE ${`${node.path}%`}
       RETURNING id`,
    );
    const [moved] = await queryRows<CategoryRow>(
      tx,
      sql`UPDATE categories SET parent_id = ${parent?.id ?? null}, position = ${position}
           WHERE id = ${id}
       RETURNING id, name, slug, parent_id, depth, position, path, is_active`,
    );
    await recordAudit(tx, ctx, {
      action: 'category.move',
      objectType: 'category',
      objectId: id,
      before: { parent_id: node.parent_id, position: node.position, path: node.path },
      after: { parent_id: moved!.parent_id, position: moved!.position, path: moved!.path },
    });
    return { moved: moved!, subtree: subtree.map((s) => s.id) };
  });
}

export async function categoryAttributes(db: DbOrTx, id: number): Promise<OpCategoryAttributes> {
  await loadCategory(db, id);
  const [attributes, available] = await Promise.all([
    queryRows<OpCategoryAttributes['attributes'][number]>(
      db,
      sql`SELECT ca.attribute_id, a.name, ca.is_variant_axis, ca.is_filterable, ca.is_required,
                 ca.position
            FROM category_attributes ca JOIN attributes a ON a.id = ca.attribute_id
           WHERE ca.category_id = ${id} ORDER BY ca.position, a.name`,
    ),
    queryRows<{ id: number; name: string }>(
      db,
      sql`SELECT id, name FROM attributes ORDER BY name, id`,
    ),
  ]);
  return { category_id: id, attributes, available };
}

/** Replaces a category's attributes (their order is the list's). */
export async function setCategoryAttributes(
  db: Db,
  ctx: UserContext,
  id: number,
  input: CategoryAttributesInput,
): Promise<OpCategoryAttributes> {
  const ids = input.attributes.map((a) => a.attribute_id);
  if (new Set(ids).size !== ids.length)
    throw badRequest('Bir özellik listede bir kez yer alabilir.', {
      attributes: ['Bir özellik listede bir kez yer alabilir.'],
    });
  await db.transaction(async (tx) => {
    await lockTree(tx);
    const before = await categoryAttributes(tx, id);
    if (ids.length > 0) {
      const known = await queryRows<{ id: number }>(
        tx,
        sql`SELECT id FROM attributes WHERE id = ANY(string_to_array(${ids.join(',')}, ',')::int[])`,
      );
      if (known.length !== ids.length)
        throw badRequest('Bilinmeyen bir özellik seçildi.', {
          attributes: ['Bilinmeyen bir özellik seçildi.'],
        });
    }
    await tx.execute(sql`DELETE FROM category_attributes WHERE category_id = ${id}`);
    for (const [position, a] of input.attributes.entries())
      await tx.execute(sql`
        INSERT INTO category_attributes
               (category_id, attribute_id, is_filterable, is_variant_axis, is_required, position)
        VALUES (${id}, ${a.attribute_id}, ${a.is_filterable}, ${a.is_variant_axis},
                ${a.is_required}, ${position})`);
    const strip = (
      xs: {
        attribute_id: number;
        is_variant_axis: boolean;
        is_filterable: boolean;
        is_required: boolean;
      }[],
    ) =>
      xs.map((a) => ({
        attribute_id: a.attribute_id,
        is_variant_axis: a.is_variant_axis,
        is_filterable: a.is_filterable,
        is_required: a.is_required,
      }));
    await recordAudit(tx, ctx, {
      action: 'category.attributes',
      objectType: 'category',
      objectId: id,
      before: strip(before.attributes),
      after: strip(input.attributes),
    });
  });
  return categoryAttributes(db, id);
}
