import { type DefaultPrice, Perm } from '@ceping/contract';
import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import Auth from '../../../components/Auth.tsx';
import DictTag from '../../../components/DictTag.tsx';
import MoneyText from '../../../components/MoneyText.tsx';
import type { DictOption } from '../../../hooks/useDict.ts';

interface Props {
  rows: DefaultPrice[];
  loading: boolean;
  platformOptions: DictOption[];
  statusOptions: DictOption[];
  /** Edit the default row, or create it when the region has none. */
  onEdit: (row: DefaultPrice) => void;
}

/** One row per region with its default base price (what sellers without an own price pay). */
export default function PriceDefaultTable({ rows, loading, platformOptions, statusOptions, onEdit }: Props) {
  const { t } = useTranslation(['business', 'common']);
  const columns: TableColumnsType<DefaultPrice> = [
    {
      key: 'region',
      title: t('price.field.region'),
      render: (_: unknown, row) => (
        <>
          {row.regionName}
          {row.regionNameEn ? <Typography.Text type="secondary"> {row.regionNameEn}</Typography.Text> : null}
        </>
      ),
    },
    { key: 'platform', dataIndex: 'platform', title: t('price.field.platform'), width: 110, render: (v: string) => <DictTag options={platformOptions} value={v} /> },
    { key: 'coinName', dataIndex: 'coinName', title: t('region.field.coinName'), width: 90, render: (v: string | null) => v || t('common.rmb') },
    { key: 'rate', dataIndex: 'rate', title: t('region.field.rate'), width: 100, align: 'right' },
    {
      key: 'basePrice',
      dataIndex: 'basePrice',
      title: t('price.field.basePrice'),
      width: 160,
      align: 'right',
      render: (v: string | null) => (v === null ? <Typography.Text type="warning">{t('pack.noPrice')}</Typography.Text> : <MoneyText value={v} />),
    },
    { key: 'overrides', dataIndex: 'overrides', title: t('price.field.overrides'), width: 130, align: 'right' },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('price.field.status'),
      width: 90,
      align: 'center',
      render: (v: string | null) => (v === null ? '-' : <DictTag options={statusOptions} value={v} />),
    },
    {
      key: 'actions',
      title: t('common.operation'),
      width: 120,
      align: 'center',
      render: (_: unknown, row) =>
        row.priceId === null ? (
          <Auth perm={Perm.price.add}>
            <Button type="link" size="small" icon={<PlusOutlined />} onClick={() => onEdit(row)}>
              {t('price.setDefault')}
            </Button>
          </Auth>
        ) : (
          <Auth perm={Perm.price.edit}>
            <Button type="link" size="small" icon={<EditOutlined />} onClick={() => onEdit(row)}>
              {t('common:actions.edit')}
            </Button>
          </Auth>
        ),
    },
  ];
  return <Table<DefaultPrice> rowKey="regionId" size="middle" loading={loading} dataSource={rows} columns={columns} pagination={false} scroll={{ x: 'max-content' }} />;
}
