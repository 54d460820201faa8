// The console's list of categories as a tree of two levels, and a sibling moved one place, as
// the ids the order call sends.
import type { AdminCategory } from '@generated/api/model';

export type CategoryNode = { category: AdminCategory; children: AdminCategory[] };

/** The server lists each top-level category followed by its subcategories; this groups them. */
export function toTree(list: readonly AdminCategory[]): CategoryNode[] {
  const nodes: CategoryNode[] = [];
  const byId = new Map<string, CategoryNode>();
  for (const c of list) {
    const parent = c.parentId ? byId.get(c.parentId) : undefined;
    if (parent) parent.children.push(c);
    else {
      const node = { category: c, children: [] };
      nodes.push(node);
      byId.set(c._id, node);
    }
  }
  return nodes;
}

/** The siblings' ids with `id` moved by `step` (-1 up, 1 down), or null when it cannot move. */
export function moved(siblings: readonly AdminCategory[], id: string, step: -1 | 1): string[] | null {
  const ids = siblings.map((c) => c._id);
  const at = ids.indexOf(id);
  const to = at + step;
  if (at < 0 || to < 0 || to >= ids.length) return null;
  const next = [...ids];
  [next[at], next[to]] = [ids[to] as string, id];
  return next;
}
