/** A node of a checkable tree (menus or depts, as `TreeSelect` answers them). */
export interface CheckNode {
  id: number;
  children?: readonly CheckNode[];
}

/** Every id of the tree, parents before children. */
export function allIds(nodes: readonly CheckNode[]): number[] {
  return nodes.flatMap((n) => [n.id, ...allIds(n.children ?? [])]);
}

/** Ids of the nodes that have children (what "expand all" opens). */
export function parentIds(nodes: readonly CheckNode[]): number[] {
  return nodes.flatMap((n) => (n.children?.length ? [n.id, ...parentIds(n.children)] : []));
}

/**
 * The tree's state when parents and children are linked (RuoYi's "父子联动", the tree's check-strictly
 * off): a checked node checks its whole subtree; a parent whose children are all checked is checked,
 * one with some checked (or half-checked) is half-checked. Ids not in the tree are dropped.
 */
export function conduct(nodes: readonly CheckNode[], checked: Iterable<number>): { checked: number[]; halfChecked: number[] } {
  const wanted = new Set(checked);
  const full = new Set<number>();
  const half = new Set<number>();
  /** Returns 'all' | 'some' | 'none' for the subtree of `n`, given whether an ancestor is checked. */
  const visit = (n: CheckNode, inherited: boolean): 'all' | 'some' | 'none' => {
    const self = inherited || wanted.has(n.id);
    const kids = n.children ?? [];
    if (kids.length === 0) {
      if (self) full.add(n.id);
      return self ? 'all' : 'none';
    }
    const states = kids.map((k) => visit(k, self));
    if (states.every((s) => s === 'all')) {
      full.add(n.id);
      return 'all';
    }
    if (states.some((s) => s !== 'none')) {
      half.add(n.id);
      return 'some';
    }
    return 'none';
  };
  for (const n of nodes) visit(n, false);
  const order = allIds(nodes);
  return { checked: order.filter((id) => full.has(id)), halfChecked: order.filter((id) => half.has(id)) };
}

/**
 * The ids a role form sends (`menuIds`, `deptIds`): RuoYi sends the checked and the half-checked
 * nodes, so a granted page keeps its directory. With the tree unlinked only the ticked nodes count.
 */
export function submittedIds(nodes: readonly CheckNode[], checked: readonly number[], linked: boolean): number[] {
  if (!linked) return [...new Set(checked)];
  const state = conduct(nodes, checked);
  return [...state.checked, ...state.halfChecked];
}

/** Parent of every node id, for the ancestors of a node. */
function parentsOf(
  nodes: readonly CheckNode[],
  parent: number | undefined = undefined,
  out = new Map<number, number | undefined>(),
): Map<number, number | undefined> {
  for (const n of nodes) {
    out.set(n.id, parent);
    parentsOf(n.children ?? [], n.id, out);
  }
  return out;
}

/**
 * How the tree opens for the ids the server answered (`checkedKeys`). Linked, the server left out the
 * parents of granted nodes, so ticking the keys brings their parents back as half-checked. A key that
 * still has children in the tree, though, was granted without any of them, which a linked tree cannot
 * show (ticking it ticks the whole subtree, and saving would grant it): the tree then opens unlinked
 * with exactly the grant, the keys and their ancestors.
 */
export function initialTree(nodes: readonly CheckNode[], checkedKeys: readonly number[], linked: boolean): { linked: boolean; checked: number[] } {
  if (!linked) return { linked, checked: [...checkedKeys] };
  const parents = parentsOf(nodes);
  const withChildren = new Set(parentIds(nodes));
  if (!checkedKeys.some((id) => withChildren.has(id))) return { linked, checked: conduct(nodes, checkedKeys).checked };
  const grant = new Set<number>();
  for (const id of checkedKeys) for (let at: number | undefined = id; at !== undefined && !grant.has(at); at = parents.get(at)) grant.add(at);
  return { linked: false, checked: allIds(nodes).filter((id) => grant.has(id)) };
}
