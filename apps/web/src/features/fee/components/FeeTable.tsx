import { type Fee, Perm } from '@ceping/contract';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Space, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import Auth from '../../../components/Auth.tsx';
import DictTag from '../../../components/DictTag.tsx';
import MoneyText from '../../../components/MoneyText.tsx';
import type { DictOption } from '../../../hooks/useDict.ts';
import { sellerLabel } from '../../customer/index.ts';
import { useRegionName } from '../../../hooks/useRegionName.ts';
import { FEE_KEYS } from './feeColumns.ts';

interface Props {
  rows: Fee[];
  loading: boolean;
  /** The default tab has no seller column. */
  showSeller: boolean;
  platformOptions: DictOption[];
  statusOptions: DictOption[];
  onEdit: (row: Fee) => void;
  onDelete: (row: Fee) => void;
}

/** Value-added service prices per region: fixed services, then the unit prices. */
export default function FeeTable({ rows, loading, showSeller, platformOptions, statusOptions, onEdit, onDelete }: Props) {
  const { t } = useTranslation(['business', 'common']);
  const regionName = useRegionName();
  const money: TableColumnsType<Fee> = FEE_KEYS.map((key) => ({
    key,
    dataIndex: key,
    title: t(`fee.field.${key}`),
    align: 'right' as const,
    width: 100,
    render: (v: string) => <MoneyText value={v} />,
  }));
  const columns: TableColumnsType<Fee> = [
    ...(showSeller
      ? [{ key: 'user', title: t('fee.field.user'), render: (_: unknown, row: Fee) => (row.userId ? sellerLabel({ userId: row.userId, userName: row.userName, nickName: row.nickName }) : '-') }]
      : []),
    { key: 'region', title: t('fee.field.region'), render: (_: unknown, row) => regionName(row), fixed: 'start' },
    { key: 'platform', dataIndex: 'platform', title: t('price.field.platform'), width: 100, render: (v: string) => <DictTag options={platformOptions} value={v} /> },
    ...money,
    { key: 'status', dataIndex: 'status', title: t('fee.field.status'), width: 90, align: 'center', render: (v: string) => <DictTag options={statusOptions} value={v} /> },
    {
      key: 'actions',
      title: t('common.operation'),
      width: 150,
      align: 'center',
      fixed: 'end',
      render: (_: unknown, row) => (
        <Space size={0}>
          <Auth perm={Perm.fee.edit}>
            <Button type="link" size="small" icon={<EditOutlined />} onClick={() => onEdit(row)}>
              {t('common:actions.edit')}
            </Button>
          </Auth>
          <Auth perm={Perm.fee.remove}>
            <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => onDelete(row)}>
              {t('common:actions.delete')}
            </Button>
          </Auth>
        </Space>
      ),
    },
  ];
  return <Table<Fee> rowKey="feeId" size="middle" loading={loading} dataSource={rows} columns={columns} pagination={false} scroll={{ x: 'max-content' }} />;
}
