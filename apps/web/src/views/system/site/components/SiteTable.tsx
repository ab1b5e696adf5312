import { Perm, type Site } from '@ceping/contract';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Space, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import Auth from '../../../../components/Auth.tsx';
import DictTag from '../../../../components/DictTag.tsx';
import ImagePreview from '../../../../components/ImagePreview.tsx';
import type { DictOption } from '../../../../hooks/useDict.ts';
import { parseTime } from '../../../../utils/format.ts';

export const SITE_COLUMN_KEYS = ['siteId', 'logo', 'siteName', 'domain', 'userCount', 'status', 'remark', 'createTime'] as const;

interface Props {
  rows: Site[];
  loading: boolean;
  visibleColumns: ReadonlySet<string>;
  statusOptions: DictOption[];
  selectedIds: number[];
  onSelectionChange: (ids: number[]) => void;
  onEdit: (row: Site) => void;
  onDelete: (row: Site) => void;
}

/** White-label sites with their logo and number of users. */
export default function SiteTable({ rows, loading, visibleColumns, statusOptions, selectedIds, onSelectionChange, onEdit, onDelete }: Props) {
  const { t } = useTranslation(['business', 'common']);
  const all: TableColumnsType<Site> = [
    { key: 'siteId', dataIndex: 'siteId', title: t('site.field.siteId'), width: 80, align: 'center' },
    { key: 'logo', dataIndex: 'logo', title: t('site.field.logo'), width: 90, align: 'center', render: (v: string | null) => <ImagePreview src={v} width={40} height={40} /> },
    { key: 'siteName', dataIndex: 'siteName', title: t('site.field.siteName'), ellipsis: true },
    { key: 'domain', dataIndex: 'domain', title: t('site.field.domain'), ellipsis: true, render: (v: string | null) => v || '-' },
    { key: 'userCount', dataIndex: 'userCount', title: t('site.field.userCount'), width: 100, align: 'right' },
    { key: 'status', dataIndex: 'status', title: t('site.field.status'), width: 90, align: 'center', render: (v: string) => <DictTag options={statusOptions} value={v} /> },
    { key: 'remark', dataIndex: 'remark', title: t('site.field.remark'), ellipsis: true },
    { key: 'createTime', dataIndex: 'createTime', title: t('site.field.createTime'), width: 170, render: (v: string | null) => parseTime(v) },
  ];
  const actions: TableColumnsType<Site>[number] = {
    key: 'actions',
    title: t('common.operation'),
    align: 'center',
    width: 160,
    render: (_: unknown, row) => (
      <Space size={0}>
        <Auth perm={Perm.site.edit}>
          <Button type="link" size="small" icon={<EditOutlined />} onClick={() => onEdit(row)}>
            {t('common:actions.edit')}
          </Button>
        </Auth>
        <Auth perm={Perm.site.remove}>
          <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => onDelete(row)}>
            {t('common:actions.delete')}
          </Button>
        </Auth>
      </Space>
    ),
  };
  return (
    <Table<Site>
      rowKey="siteId"
      size="middle"
      loading={loading}
      dataSource={rows}
      columns={[...all.filter((c) => visibleColumns.has(String(c.key))), actions]}
      pagination={false}
      scroll={{ x: 'max-content' }}
      rowSelection={{ selectedRowKeys: selectedIds, onChange: (keys) => onSelectionChange(keys.map(Number)) }}
    />
  );
}
