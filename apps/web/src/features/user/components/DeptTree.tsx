import type { TreeSelect } from '@ceping/contract';
import { SearchOutlined } from '@ant-design/icons';
import { Card, Empty, Input, Spin, Tree, type TreeDataNode } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  nodes: TreeSelect[];
  loading?: boolean;
  selectedDeptId?: number;
  onSelect: (deptId: number | undefined) => void;
}

/** Keeps nodes whose label contains `filter`, plus the ancestors of such nodes. */
export function filterDeptTree(nodes: TreeSelect[], filter: string): TreeSelect[] {
  const needle = filter.trim().toLowerCase();
  if (!needle) return nodes;
  const out: TreeSelect[] = [];
  for (const node of nodes) {
    const children = filterDeptTree(node.children ?? [], filter);
    if (node.label.toLowerCase().includes(needle) || children.length > 0) out.push({ ...node, children });
  }
  return out;
}

function toTreeData(nodes: TreeSelect[]): TreeDataNode[] {
  return nodes.map((n) => ({ key: n.id, title: n.label, children: n.children?.length ? toTreeData(n.children) : undefined }));
}

/** Left panel of the user screen: the department tree with a filter box; a click filters the list. */
export default function DeptTree({ nodes, loading, selectedDeptId, onSelect }: Props) {
  const { t } = useTranslation('user');
  const [filter, setFilter] = useState('');
  const treeData = useMemo(() => toTreeData(filterDeptTree(nodes, filter)), [nodes, filter]);

  return (
    <Card title={t('dept.title')} size="small" styles={{ body: { padding: 8 } }}>
      <Input
        placeholder={t('dept.placeholder')}
        prefix={<SearchOutlined />}
        allowClear
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        style={{ marginBottom: 8 }}
      />
      <Spin spinning={Boolean(loading)}>
        {treeData.length > 0 ? (
          <Tree
            key={`${filter}|${nodes.length}`}
            treeData={treeData}
            defaultExpandAll
            blockNode
            selectedKeys={selectedDeptId === undefined ? [] : [selectedDeptId]}
            onSelect={(keys) => onSelect(keys.length ? Number(keys[0]) : undefined)}
          />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
        )}
      </Spin>
    </Card>
  );
}
