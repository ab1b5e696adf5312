import type { SysDept, TreeSelect } from '@ceping/contract';
import { handleTree, type TreeNode } from '../../../utils/format.ts';

/** A dept row of the tree table; leaves carry no `children` (an empty list would draw an expander). */
export type DeptNode = TreeNode<Omit<SysDept, 'children'>>;

/** A flat dept list as a tree (a dept whose parent is absent is a root, so a filtered or scoped list still shows). */
export function deptTreeOf(rows: readonly SysDept[]): DeptNode[] {
  return handleTree(
    rows.map(({ children: _none, ...row }) => row),
    'deptId',
  );
}

/** Ids of the rows that have children (what "expand all" opens). */
export function expandableIds(nodes: readonly DeptNode[]): number[] {
  return nodes.flatMap((n) => (n.children?.length ? [n.deptId, ...expandableIds(n.children)] : []));
}

/** The parent picker's tree (RuoYi's treeselect over the dept list). */
export function deptOptions(rows: readonly SysDept[]): TreeSelect[] {
  const toOption = (n: DeptNode): TreeSelect => ({ id: n.deptId, label: n.deptName, children: n.children?.map(toOption) });
  return deptTreeOf(rows).map(toOption);
}
