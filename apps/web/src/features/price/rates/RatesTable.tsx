import type { RegionRow } from '@ceping/contract';
import { Table, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import DictTag from '../../../components/DictTag.tsx';
import type { DictOption } from '../../../hooks/useDict.ts';
import { useRegionName } from '../../../hooks/useRegionName.ts';

interface Props {
  rows: RegionRow[];
  loading: boolean;
  platformOptions: DictOption[];
}

/** Region, platform, currency, base rate and the rate that applies to this seller. */
export default function RatesTable({ rows, loading, platformOptions }: Props) {
  const { t } = useTranslation('business');
  const regionName = useRegionName();
  const columns: TableColumnsType<RegionRow> = [
    { key: 'region', title: t('rates.field.region'), render: (_: unknown, row) => regionName(row) },
    {
      key: 'platform',
      dataIndex: 'platform',
      title: t('rates.field.platform'),
      width: 120,
      render: (v: string) => <DictTag options={platformOptions} value={v} />,
    },
    { key: 'coinName', dataIndex: 'coinName', title: t('rates.field.coinName'), width: 100, render: (v: string | null) => v || t('common.rmb') },
    { key: 'rate', dataIndex: 'rate', title: t('rates.field.rate'), width: 140, align: 'right' },
    {
      key: 'effectiveRate',
      dataIndex: 'effectiveRate',
      title: t('rates.field.effectiveRate'),
      width: 160,
      align: 'right',
      render: (v: string) => <Typography.Text strong>{v}</Typography.Text>,
    },
  ];
  return (
    <Table<RegionRow> rowKey="regionId" size="middle" loading={loading} dataSource={rows} columns={columns} pagination={false} scroll={{ x: 'max-content' }} />
  );
}
