import { Perm, type Price } from '@ceping/contract';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Space, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import Auth from '../../../components/Auth.tsx';
import DictTag from '../../../components/DictTag.tsx';
import MoneyText from '../../../components/MoneyText.tsx';
import type { DictOption } from '../../../hooks/useDict.ts';
import { parseTime } from '../../../utils/format.ts';
import { sellerLabel } from '../../customer/index.ts';
import { useRegionName } from '../../../hooks/useRegionName.ts';

interface Props {
  rows: Price[];
  loading: boolean;
  platformOptions: DictOption[];
  statusOptions: DictOption[];
  onEdit: (row: Price) => void;
  onDelete: (row: Price) => void;
}

/** Sellers' own base prices, each overriding the region's default for that seller. */
export default function PriceSellerTable({ rows, loading, platformOptions, statusOptions, onEdit, onDelete }: Props) {
  const { t } = useTranslation(['business', 'common']);
  const regionName = useRegionName();
  const columns: TableColumnsType<Price> = [
    { key: 'user', title: t('price.field.user'), render: (_: unknown, row) => (row.userId ? sellerLabel({ userId: row.userId, userName: row.userName, nickName: row.nickName }) : '-') },
    { key: 'region', title: t('price.field.region'), render: (_: unknown, row) => regionName(row) },
    { key: 'platform', dataIndex: 'platform', title: t('price.field.platform'), width: 110, render: (v: string) => <DictTag options={platformOptions} value={v} /> },
    { key: 'basePrice', dataIndex: 'basePrice', title: t('price.field.basePrice'), width: 160, align: 'right', render: (v: string) => <MoneyText value={v} /> },
    { key: 'status', dataIndex: 'status', title: t('price.field.status'), width: 90, align: 'center', render: (v: string) => <DictTag options={statusOptions} value={v} /> },
    { key: 'remark', dataIndex: 'remark', title: t('price.field.remark'), ellipsis: true },
    { key: 'updateTime', title: t('price.field.updateTime'), width: 170, render: (_: unknown, row) => parseTime(row.updateTime ?? row.createTime) },
    {
      key: 'actions',
      title: t('common.operation'),
      width: 160,
      align: 'center',
      render: (_: unknown, row) => (
        <Space size={0}>
          <Auth perm={Perm.price.edit}>
            <Button type="link" size="small" icon={<EditOutlined />} onClick={() => onEdit(row)}>
              {t('common:actions.edit')}
            </Button>
          </Auth>
          <Auth perm={Perm.price.remove}>
            <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => onDelete(row)}>
              {t('common:actions.delete')}
            </Button>
          </Auth>
        </Space>
      ),
    },
  ];
  return <Table<Price> rowKey="priceId" size="middle" loading={loading} dataSource={rows} columns={columns} pagination={false} scroll={{ x: 'max-content' }} />;
}
