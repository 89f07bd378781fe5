import type { OperatorCategoryNode } from '@carsi/shared';
import { describe, expect, it } from 'vitest';
import { allowedParents, canDropOn, flattenTree } from './category-tree';

const node = (
  id: number,
  path: string,
  parent_id: number | null,
  children: OperatorCategoryNode[] = [],
): OperatorCategoryNode => ({
  id,
  name: `K${id}`,
  slug: `k${id}`,
  parent_id,
  depth: path.split('/').length - 2,
  position: 0,
  path,
  is_active: true,
  product_count: 0,
  children,
});

// 1 ─ 2 ─ 3, and 4 alone; note 10's path starts with "1" but not with "1/".
const three = node(3, '1/2/3/', 2);
const two = node(2, '1/2/', 1, [three]);
const one = node(1, '1/', null, [two]);
const ten = node(10, '10/', null);
const roots = [one, ten];

describe('the category tree helpers', () => {
  it('flattens depth first with each node’s place among its siblings', () => {
    expect(flattenTree(roots).map((f) => [f.node.id, f.index, f.siblings])).toEqual([
      [1, 0, 2],
      [2, 0, 1],
      [3, 0, 1],
      [10, 1, 2],
    ]);
  });

  it('lists only the children of expanded branches when asked', () => {
    expect(flattenTree(roots, new Set()).map((f) => f.node.id)).toEqual([1, 10]);
    expect(flattenTree(roots, new Set([1])).map((f) => f.node.id)).toEqual([1, 2, 10]);
    expect(flattenTree(roots, new Set([1, 2])).map((f) => f.node.id)).toEqual([1, 2, 3, 10]);
  });

  it('offers as parents only categories outside the moving subtree', () => {
    expect(allowedParents(roots, two).map((n) => n.id)).toEqual([1, 10]);
    expect(allowedParents(roots, one).map((n) => n.id)).toEqual([10]);
  });

  it('refuses dropping onto itself, a descendant, or the current parent', () => {
    expect(canDropOn(two, three)).toBe(false);
    expect(canDropOn(two, two)).toBe(false);
    expect(canDropOn(two, one)).toBe(false);
    expect(canDropOn(two, ten)).toBe(true);
    expect(canDropOn(one, ten)).toBe(true);
  });
});
