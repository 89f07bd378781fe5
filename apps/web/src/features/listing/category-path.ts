import type { CategoryNode } from '@carsi/shared';
import { paths } from '@/config/paths';

/** The nodes from the top category down to `id` (inclusive), or [] when it is not in the tree. */
export function findCategoryPath(tree: readonly CategoryNode[], id: number): CategoryNode[] {
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = findCategoryPath(node.children, id);
    if (below.length) return [node, ...below];
  }
  return [];
}

/** `/kategori/:id` for a top category, `/alt-kategori/:id` below it. */
export function categoryHref(node: Pick<CategoryNode, 'id' | 'depth'>): string {
  return node.depth === 0
    ? paths.category.build({ cid: node.id })
    : paths.subCategory.build({ cid: node.id });
}
