import type { OperatorCategoryNode } from '@carsi/shared';

export interface FlatCategory {
  node: OperatorCategoryNode;
  /** Index among its siblings. */
  index: number;
  siblings: number;
}

/**
 * The tree in display order (depth first), each node with its place among its siblings; with
 * `expanded`, only the children of expanded nodes are listed (collapsed branches stay closed).
 */
export function flattenTree(
  roots: OperatorCategoryNode[],
  expanded?: ReadonlySet<number>,
): FlatCategory[] {
  const out: FlatCategory[] = [];
  const walk = (nodes: OperatorCategoryNode[]) =>
    nodes.forEach((node, index) => {
      out.push({ node, index, siblings: nodes.length });
      if (!expanded || expanded.has(node.id)) walk(node.children);
    });
  walk(roots);
  return out;
}

/**
 * Where `moving` may go: every category outside its own subtree (the server refuses a move
 * under itself or a descendant — a cycle).
 */
export function allowedParents(
  roots: OperatorCategoryNode[],
  moving: OperatorCategoryNode,
): OperatorCategoryNode[] {
  return flattenTree(roots)
    .map((f) => f.node)
    .filter((n) => !n.path.startsWith(moving.path));
}

/** Whether dropping `moving` onto `target` (to become its child) is allowed. */
export function canDropOn(moving: OperatorCategoryNode, target: OperatorCategoryNode): boolean {
  return !target.path.startsWith(moving.path) && moving.parent_id !== target.id;
}
