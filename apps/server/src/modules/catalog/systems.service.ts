import { sql } from 'drizzle-orm';
import type { SystemNode } from '@carsi/shared';
import type { DbOrTx } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { notFound } from '../../lib/errors.ts';
import { visibleProduct } from './product-card.query.ts';
import { queryRows } from '../../lib/query-rows.ts';

/**
 * The compatibility tree ("uyumlu sistem"). A product fits a node when it is linked to the node,
 * to an ancestor (a charger for every phone) or to a descendant (a tyre for "Clio 2019–2025"
 * also fits "Clio": the finder narrows it down at the next step). Paths ("3/17/40/") make both
 * directions prefix tests.
 */

export const SYSTEM_NOT_FOUND = 'Uyumlu sistem bulunamadı.';

/**
 * The condition "the product fits the system with this path" on `products`. Ancestors come from
 * the path itself, descendants from a prefix match on the indexed systems.path.
 */
export function fitsSystem(path: string) {
  const ancestors = path.split('/').filter(Boolean).map(Number);
  return sql`${products.id} IN (
    SELECT ps.product_id FROM product_systems ps
     WHERE ps.system_id IN (${sql.join(
       ancestors.map((id) => sql`${id}::int`),
       sql`, `,
     )})
        OR ps.system_id IN (SELECT s.id FROM systems s WHERE s.path LIKE ${path + '%'}))`;
}

/** The system with this id (its path), or 404. */
export async function systemPathOf(db: DbOrTx, id: number): Promise<string> {
  const [row] = await queryRows<{ path: string }>(
    db,
    sql`SELECT path FROM systems WHERE id = ${id}`,
  );
  if (!row) throw notFound(SYSTEM_NOT_FOUND);
  return row.path;
}

interface SystemRow {
  id: number;
  parent_id: number | null;
  name: string;
  slug: string;
  level: string;
  depth: number;
  path: string;
  product_count: number;
}

/** The whole tree with the number of visible products that fit each node: one query. */
export async function loadSystemTree(db: DbOrTx): Promise<SystemNode[]> {
  const list = await queryRows<SystemRow>(
    db,
    sql`WITH links AS (
          SELECT DISTINCT ps.product_id, s.path
            FROM product_systems ps
            JOIN systems s ON s.id = ps.system_id
            JOIN ${products} ON ${products.id} = ps.product_id
           WHERE ${visibleProduct})
        SELECT n.id, n.parent_id, n.name, n.slug, n.level, n.depth, n.path,
               (SELECT count(DISTINCT l.product_id) FROM links l
                 WHERE l.path LIKE n.path || '%' OR n.path LIKE l.path || '%')::int AS product_count
          FROM systems n
         ORDER BY n.depth, n.position, n.name, n.id`,
  );
  const nodes = new Map<number, SystemNode>();
  const roots: SystemNode[] = [];
  // Parents come before children (ordered by depth).
  for (const r of list) {
    const node: SystemNode = {
      id: r.id,
      name: r.name,
      slug: r.slug,
      level: r.level,
      depth: r.depth,
      product_count: r.product_count,
      children: [],
    };
    nodes.set(r.id, node);
    const parent = r.parent_id === null ? undefined : nodes.get(r.parent_id);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}
