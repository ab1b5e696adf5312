import type { TreeSelectNode } from '@ceping/contract';
import { CaretDownFilled } from '@ant-design/icons';
import { Checkbox, Empty, Flex, Spin, Tree, type TreeDataNode } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allIds, conduct, parentIds } from './treeCheck.ts';

interface Props {
  nodes: readonly TreeSelectNode[];
  /** The ticked ids as the tree shows them (linked: the whole ticked subtrees). */
  checked: number[];
  onCheckedChange: (checked: number[]) => void;
  /** Parents and children linked (RuoYi's 父子联动: `menuCheckStrictly` / `deptCheckStrictly`). */
  linked: boolean;
  onLinkedChange: (linked: boolean) => void;
  loading?: boolean;
  /** Names the tree for assistive technology (and tests). */
  label: string;
}

function toTreeData(nodes: readonly TreeSelectNode[]): TreeDataNode[] {
  return nodes.map((n) => ({
    key: n.id,
    title: n.label,
    disableCheckbox: n.disabled,
    ...(n.children?.length ? { children: toTreeData(n.children) } : {}),
  }));
}

/**
 * The permission tree of the role dialogs (menus, or depts of a custom data scope) with RuoYi's three
 * switches: expand / collapse all, select all / none, and parents and children linked.
 */
export default function CheckTree({ nodes, checked, onCheckedChange, linked, onLinkedChange, loading, label }: Props) {
  const { t } = useTranslation('role');
  const treeData = useMemo(() => toTreeData(nodes), [nodes]);
  const every = useMemo(() => allIds(nodes), [nodes]);
  const [expanded, setExpanded] = useState<number[] | null>(null);
  const expandedKeys = expanded ?? [];
  const allExpanded = expandedKeys.length > 0 && expandedKeys.length >= parentIds(nodes).length;
  const allChecked = every.length > 0 && every.every((id) => checked.includes(id));

  const setLinked = (value: boolean) => {
    // Linking again ticks the subtrees of what is ticked, as the tree then shows it.
    if (value) onCheckedChange(conduct(nodes, checked).checked);
    onLinkedChange(value);
  };

  return (
    <Flex vertical gap={8}>
      <Flex gap={16} wrap>
        <Checkbox checked={allExpanded} onChange={(e) => setExpanded(e.target.checked ? parentIds(nodes) : [])}>
          {t('tree.expand')}
        </Checkbox>
        <Checkbox checked={allChecked} indeterminate={!allChecked && checked.length > 0} onChange={(e) => onCheckedChange(e.target.checked ? every : [])}>
          {t('tree.selectAll')}
        </Checkbox>
        <Checkbox checked={linked} onChange={(e) => setLinked(e.target.checked)}>
          {t('tree.linked')}
        </Checkbox>
      </Flex>
      <div
        role="group"
        aria-label={label}
        style={{ border: '1px solid var(--ant-color-border, #e5e6e7)', borderRadius: 4, padding: 8, maxHeight: 320, overflow: 'auto' }}
      >
        {loading ? (
          <Spin size="small" />
        ) : treeData.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('tree.empty')} />
        ) : (
          <Tree
            // antd's caret is an <img> named "caret-down": each node's checkbox takes its name from the
            // node (aria-labelledby), so a screen reader read "caret-down 系统管理". The same caret, unnamed.
            switcherIcon={<CaretDownFilled aria-hidden />}
            checkable
            selectable={false}
            checkStrictly={!linked}
            treeData={treeData}
            checkedKeys={checked}
            expandedKeys={expandedKeys}
            onExpand={(keys) => setExpanded(keys.map(Number))}
            onCheck={(keys) => onCheckedChange((Array.isArray(keys) ? keys : keys.checked).map(Number))}
          />
        )}
      </div>
    </Flex>
  );
}
