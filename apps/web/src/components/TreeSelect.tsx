import type { TreeSelect as TreeNode } from '@ceping/contract';
import { TreeSelect as AntTreeSelect } from 'antd';
import type React from 'react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export interface TreeSelectProps {
  /** Tree nodes as the server sends them (`/system/dept/treeselect`-style). */
  data: readonly TreeNode[] | undefined;
  value?: number | null;
  onChange?: (value: number | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  /** Expand every level when the dropdown opens (default true). */
  defaultExpandAll?: boolean;
  style?: React.CSSProperties;
  /** Set by antd's Form.Item so the field's label points at this control. */
  id?: string;
}

interface NormalizedNode {
  value: number;
  title: string;
  disabled?: boolean;
  children?: NormalizedNode[];
}

/** Maps `{id,label,children}` to antd's tree data, dropping empty children lists. */
export function normalizeTree(nodes: readonly TreeNode[] | undefined): NormalizedNode[] {
  return (nodes ?? []).map((n) => {
    const node: NormalizedNode = { value: n.id, title: n.label };
    if (n.disabled) node.disabled = true;
    if (n.children && n.children.length > 0) node.children = normalizeTree(n.children);
    return node;
  });
}

/** Single-choice tree picker with search by label. */
export default function TreeSelect({ data, value, onChange, placeholder, disabled, allowClear = true, defaultExpandAll = true, style, id }: TreeSelectProps) {
  const { t } = useTranslation('widgets');
  const treeData = useMemo(() => normalizeTree(data), [data]);
  return (
    <AntTreeSelect<number>
      id={id}
      treeData={treeData}
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? undefined)}
      placeholder={placeholder ?? t('treeSelect.placeholder')}
      notFoundContent={t('treeSelect.empty')}
      disabled={disabled}
      allowClear={allowClear}
      showSearch
      treeNodeFilterProp="title"
      treeDefaultExpandAll={defaultExpandAll}
      style={{ width: '100%', ...style }}
      listHeight={400}
    />
  );
}
