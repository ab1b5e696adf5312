import type { RegionRow } from '@ceping/contract';
import { Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import DictTag from '../../../components/DictTag.tsx';
import MoneyText from '../../../components/MoneyText.tsx';
import type { DictOption } from '../../../hooks/useDict.ts';
import { FEE_KEYS } from '../../fee/index.ts';
import { useRegionName } from '../../../hooks/useRegionName.ts';

interface Props {
  rows: RegionRow[];
  loading: boolean;
  platformOptions: DictOption[];
}

/** A fee column: wide enough for 1,000.00; its title wraps. */
const FEE_WIDTH = 84;

const SOURCE_COLOURS: Record<string, string> = { user: 'blue', parent: 'cyan', default: 'default' };

/** The seller's effective base price and service prices per region (CNY). */
export default function PackTable({ rows, loading, platformOptions }: Props) {
  const { t } = useTranslation('business');
  const regionName = useRegionName();
  const fees: TableColumnsType<RegionRow> = FEE_KEYS.map((key) => ({
    key,
    title: t(`fee.field.${key}`),
    align: 'right' as const,
    width: FEE_WIDTH,
    render: (_: unknown, row: RegionRow) => <MoneyText value={row.fees?.[key]} />,
  }));
  const columns: TableColumnsType<RegionRow> = [
    { key: 'region', title: t('pack.field.region'), fixed: 'start', width: 96, ellipsis: true, render: (_: unknown, row) => regionName(row) },
    {
      key: 'platform',
      dataIndex: 'platform',
      title: t('pack.field.platform'),
      width: 90,
      render: (v: string) => <DictTag options={platformOptions} value={v} />,
    },
    {
      key: 'basePrice',
      dataIndex: 'basePrice',
      title: t('pack.field.basePrice'),
      width: 90,
      align: 'right',
      render: (v: string | null) => (v === null ? <Typography.Text type="warning">{t('pack.noPrice')}</Typography.Text> : <MoneyText value={v} strong />),
    },
    ...fees,
    {
      key: 'source',
      dataIndex: 'priceSource',
      title: t('pack.field.source'),
      width: 96,
      align: 'center',
      render: (v: RegionRow['priceSource']) => <Tag color={SOURCE_COLOURS[v ?? ''] ?? 'warning'}>{t(`pack.source.${v ?? 'none'}`)}</Tag>,
    },
  ];
  return (
    <Table<RegionRow>
      rowKey="regionId"
      size="middle"
      loading={loading}
      dataSource={rows}
      columns={columns}
      pagination={false}
      tableLayout="fixed"
      // every column at 1440 px without a sideways scroll: the fee titles wrap over two lines
      scroll={{ x: columns.reduce((sum, c) => sum + (typeof c.width === 'number' ? c.width : 0), 0) }}
    />
  );
}
