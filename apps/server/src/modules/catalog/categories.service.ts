import { asc, eq, sql } from 'drizzle-orm';
import type { CategoryNode } from '@carsi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { categories, products } from '../../db/schema/index.ts';

/**
 * The whole active category tree with the number of published products in each subtree.
 * Two queries: the categories, and product counts per category rolled up along `path`.
 */
export async function loadCategoryTree(db: DbOrTx): Promise<CategoryNode[]> {
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      slug: categories.slug,
      parentId: categories.parentId,
      depth: categories.depth,
      path: categories.path,
      icon: categories.icon,
    })
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(asc(categories.depth), asc(categories.position), asc(categories.name));

  const counts = await db
    .select({ categoryId: products.categoryId, n: sql<number>`count(*)::int` })
    .from(products)
    .where(sql`${products.status} = 'yayinda' AND ${products.minPrice} IS NOT NULL`)
    .groupBy(products.categoryId);

  const nodes = new Map<number, CategoryNode>();
  for (const r of rows) {
    nodes.set(r.id, {
      id: r.id,
      name: r.name,
      slug: r.slug,
      parent_id: r.parentId,
      depth: r.depth,
      icon: r.icon,
      product_count: 0,
      children: [],
    });
  }
  const pathOf = new Map(rows.map((r) => [r.id, r.path]));
  for (const c of counts) {
    const path = pathOf.get(c.categoryId);
    if (!path) continue;
    for (const ancestor of path.split('/').filter(Boolean)) {
      const node = nodes.get(Number(ancestor));
      if (node) node.product_count += c.n;
    }
  }
  const roots: CategoryNode[] = [];
  for (const r of rows) {
    const node = nodes.get(r.id)!;
    const parent = r.parentId === null ? undefined : nodes.get(r.parentId);
    if (parent) parent.children.push(node);
    else if (r.parentId === null) roots.push(node);
  }
  return roots;
}
