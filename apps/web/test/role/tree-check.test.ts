import { describe, expect, it } from 'vitest';
import { allIds, conduct, initialTree, parentIds, submittedIds } from '../../src/features/role/components/treeCheck.ts';

// 1 ─ 100 ─ 1000, 1001
//   └ 101
// 3 ─ 117
const TREE = [
  {
    id: 1,
    children: [{ id: 100, children: [{ id: 1000 }, { id: 1001 }] }, { id: 101 }],
  },
  { id: 3, children: [{ id: 117 }] },
];

describe('the permission tree of the role dialogs', () => {
  it('lists ids and parents in tree order', () => {
    expect(allIds(TREE)).toEqual([1, 100, 1000, 1001, 101, 3, 117]);
    expect(parentIds(TREE)).toEqual([1, 100, 3]);
  });

  it('linked: a ticked node ticks its subtree, parents follow as ticked or half-ticked', () => {
    expect(conduct(TREE, [100])).toEqual({ checked: [100, 1000, 1001], halfChecked: [1] });
    expect(conduct(TREE, [1000])).toEqual({ checked: [1000], halfChecked: [1, 100] });
    expect(conduct(TREE, [100, 101])).toEqual({ checked: [1, 100, 1000, 1001, 101], halfChecked: [] });
    expect(conduct(TREE, [999])).toEqual({ checked: [], halfChecked: [] });
  });

  it('sends ticked and half-ticked menus when linked, only the ticked ones when not', () => {
    expect(submittedIds(TREE, [1000], true)).toEqual([1000, 1, 100]);
    expect(submittedIds(TREE, [1000], false)).toEqual([1000]);
    expect(submittedIds(TREE, [117, 117], false)).toEqual([117]);
  });

  it('opens linked with the server keys as leaves, their parents half-ticked', () => {
    expect(initialTree(TREE, [1000, 117], true)).toEqual({ linked: true, checked: [1000, 3, 117] });
    expect(initialTree(TREE, [1, 100], false)).toEqual({ linked: false, checked: [1, 100] });
  });

  it('opens unlinked, with exactly the grant, when a key was granted without any of its children', () => {
    // page 100 granted, none of its buttons: a linked tree would tick (and save) both buttons
    expect(initialTree(TREE, [100], true)).toEqual({ linked: false, checked: [1, 100] });
    expect(submittedIds(TREE, initialTree(TREE, [100, 117], true).checked, false)).toEqual([1, 100, 3, 117]);
  });
});
