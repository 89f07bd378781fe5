import type { SystemNode } from '@carsi/shared';

/** The nodes from a root down to the node with `id` (inclusive), or [] when it is not in the tree. */
export function systemPath(tree: SystemNode[], id: number): SystemNode[] {
  for (const node of tree) {
    if (node.id === id) return [node];
    const below = systemPath(node.children, id);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

/** "Otomobil › Renault › Clio › 2019–2025" */
export function systemLabel(path: SystemNode[]): string {
  return path.map((n) => n.name).join(' › ');
}
