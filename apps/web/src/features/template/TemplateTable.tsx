import { Perm, type TemplateRow } from '@ceping/contract';
import { DeleteOutlined, EditOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Space, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import Auth from '../../components/Auth.tsx';
import { useDict } from '../../hooks/useDict.ts';
import { useRegionName } from '../../hooks/useRegionName.ts';
import { parseTime, selectDictLabel } from '../../utils/format.ts';

export const TEMPLATE_COLUMN_KEYS = ['templateName', 'regionName', 'userName', 'remark', 'createTime', 'updateTime'] as const;

interface Props {
  rows: TemplateRow[];
  loading: boolean;
  visibleColumns: ReadonlySet<string>;
  /** The viewer's user id: "use" is offered on its own templates only. */
  userId: number | undefined;
  selectedIds: number[];
  onSelectionChange: (ids: number[]) => void;
  onUse: (row: TemplateRow) => void;
  onRename: (row: TemplateRow) => void;
  onDelete: (row: TemplateRow) => void;
}

/** Template rows with "use" (opens the publish form prefilled), rename and delete. */
export default function TemplateTable(props: Props) {
  const { rows, loading, visibleColumns, userId } = props;
  const { t } = useTranslation(['task', 'common']);
  const regionName = useRegionName();
  const platformOptions = useDict('platform').platform ?? [];
  const all: TableColumnsType<TemplateRow> = [
    { key: 'templateName', dataIndex: 'templateName', title: t('template.name'), ellipsis: true },
    {
      key: 'regionName',
      dataIndex: 'regionName',
      title: t('field.region'),
      width: 180,
      render: (_: unknown, row) => (row.regionName ? `${regionName(row)} · ${selectDictLabel(platformOptions, row.platform ?? '') || row.platform}` : '-'),
    },
    { key: 'userName', dataIndex: 'userName', title: t('field.seller'), width: 120 },
    { key: 'remark', dataIndex: 'remark', title: t('field.remark'), ellipsis: true, render: (v: string | null) => v || '-' },
    { key: 'createTime', dataIndex: 'createTime', title: t('field.createTime'), width: 170, render: (v: string | null) => parseTime(v) },
    { key: 'updateTime', dataIndex: 'updateTime', title: t('templateList.updateTime'), width: 170, render: (v: string | null) => parseTime(v) },
  ];
  const actions: TableColumnsType<TemplateRow>[number] = {
    key: 'actions',
    title: t('list.operation'),
    fixed: 'right',
    width: 230,
    render: (_: unknown, row) => (
      <Space size={0}>
        {row.userId === userId ? (
          <Auth perm={Perm.task.add}>
            <Button type="link" size="small" icon={<SendOutlined />} onClick={() => props.onUse(row)}>
              {t('templateList.use')}
            </Button>
          </Auth>
        ) : null}
        <Auth perm={Perm.template.edit}>
          <Button type="link" size="small" icon={<EditOutlined />} onClick={() => props.onRename(row)}>
            {t('templateList.rename')}
          </Button>
        </Auth>
        <Auth perm={Perm.template.remove}>
          <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => props.onDelete(row)}>
            {t('common:actions.delete')}
          </Button>
        </Auth>
      </Space>
    ),
  };
  return (
    <Table<TemplateRow>
      rowKey="templateId"
      size="middle"
      loading={loading}
      dataSource={rows}
      columns={[...all.filter((c) => visibleColumns.has(String(c.key))), actions]}
      pagination={false}
      scroll={{ x: 'max-content' }}
      rowSelection={{ selectedRowKeys: props.selectedIds, onChange: (keys) => props.onSelectionChange(keys.map(Number)) }}
    />
  );
}
