import { Perm, type Shop } from '@ceping/contract';
import { DeleteOutlined, EditOutlined, LinkOutlined } from '@ant-design/icons';
import { Button, Space, Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import Auth from '../../../components/Auth.tsx';
import DictTag from '../../../components/DictTag.tsx';
import type { DictOption } from '../../../hooks/useDict.ts';
import { parseTime } from '../../../utils/format.ts';
import { sellerLabel } from '../../customer/index.ts';
import { useRegionName } from '../../../hooks/useRegionName.ts';

export const SHOP_COLUMN_KEYS = ['shopId', 'user', 'shopName', 'shopType', 'platform', 'region', 'shopUrl', 'status', 'createTime'] as const;

interface Props {
  rows: Shop[];
  loading: boolean;
  visibleColumns: ReadonlySet<string>;
  /** Staff see the owner column; a seller's own list has none. */
  withUser: boolean;
  platformOptions: DictOption[];
  shopTypeOptions: DictOption[];
  statusOptions: DictOption[];
  selectedIds: number[];
  onSelectionChange: (ids: number[]) => void;
  onEdit: (row: Shop) => void;
  onDelete: (row: Shop) => void;
}

/** Sellers' shops: name, type, platform, region, link, status. */
export default function ShopTable(props: Props) {
  const { rows, loading, visibleColumns, withUser, platformOptions, shopTypeOptions, statusOptions } = props;
  const { t } = useTranslation(['business', 'common']);
  const regionName = useRegionName();
  const all: TableColumnsType<Shop> = [
    { key: 'shopId', dataIndex: 'shopId', title: t('shop.field.shopId'), width: 80, align: 'center' },
    { key: 'user', title: t('shop.field.user'), render: (_: unknown, row) => sellerLabel(row) },
    { key: 'shopName', dataIndex: 'shopName', title: t('shop.field.shopName'), ellipsis: true },
    { key: 'shopType', dataIndex: 'shopType', title: t('shop.field.shopType'), width: 110, render: (v: string) => <DictTag options={shopTypeOptions} value={v} /> },
    { key: 'platform', dataIndex: 'platform', title: t('shop.field.platform'), width: 110, render: (v: string) => <DictTag options={platformOptions} value={v} /> },
    { key: 'region', title: t('shop.field.region'), render: (_: unknown, row) => regionName(row) || '-' },
    {
      key: 'shopUrl',
      dataIndex: 'shopUrl',
      title: t('shop.field.shopUrl'),
      width: 240,
      ellipsis: true,
      render: (v: string | null) =>
        v ? (
          <Typography.Link href={v} target="_blank" rel="noopener noreferrer" ellipsis title={v}>
            <LinkOutlined /> {v}
          </Typography.Link>
        ) : (
          '-'
        ),
    },
    { key: 'status', dataIndex: 'status', title: t('shop.field.status'), width: 90, align: 'center', render: (v: string) => <DictTag options={statusOptions} value={v} /> },
    { key: 'createTime', dataIndex: 'createTime', title: t('shop.field.createTime'), width: 170, render: (v: string | null) => parseTime(v) },
  ];
  const actions: TableColumnsType<Shop>[number] = {
    key: 'actions',
    title: t('common.operation'),
    align: 'center',
    width: 160,
    render: (_: unknown, row) => (
      <Space size={0}>
        <Auth perm={Perm.shop.edit}>
          <Button type="link" size="small" icon={<EditOutlined />} onClick={() => props.onEdit(row)}>
            {t('common:actions.edit')}
          </Button>
        </Auth>
        <Auth perm={Perm.shop.remove}>
          <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => props.onDelete(row)}>
            {t('common:actions.delete')}
          </Button>
        </Auth>
      </Space>
    ),
  };
  const visible = all.filter((c) => visibleColumns.has(String(c.key)) && (withUser || c.key !== 'user'));
  return (
    <Table<Shop>
      rowKey="shopId"
      size="middle"
      loading={loading}
      dataSource={rows}
      columns={[...visible, actions]}
      pagination={false}
      scroll={{ x: 'max-content' }}
      rowSelection={{ selectedRowKeys: props.selectedIds, onChange: (keys) => props.onSelectionChange(keys.map(Number)) }}
    />
  );
}
