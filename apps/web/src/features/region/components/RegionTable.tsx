import { Perm, type RegionRow } from '@ceping/contract';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Space, Table, type TableColumnsType, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import Auth from '../../../components/Auth.tsx';
import DictTag from '../../../components/DictTag.tsx';
import type { DictOption } from '../../../hooks/useDict.ts';
import { parseTime } from '../../../utils/format.ts';
import { CoinCell, RateCell, StatusCell } from './RegionBatchCells.tsx';
import { isChanged } from './regionBatch.ts';
import type { RegionBatchState } from './useRegionBatch.ts';

export const REGION_COLUMN_KEYS = ['regionId', 'regionName', 'regionNameEn', 'platform', 'coinName', 'rate', 'orderNum', 'status', 'createTime'] as const;

interface Props {
  rows: RegionRow[];
  loading: boolean;
  visibleColumns: ReadonlySet<string>;
  platformOptions: DictOption[];
  statusOptions: DictOption[];
  batch: RegionBatchState;
  selectedIds: number[];
  onSelectionChange: (ids: number[]) => void;
  onEdit: (row: RegionRow) => void;
  onDelete: (row: RegionRow) => void;
}

/** The region table; in batch mode the currency, rate and status cells become inputs. */
export default function RegionTable(props: Props) {
  const { rows, loading, visibleColumns, platformOptions, statusOptions, batch } = props;
  const { t } = useTranslation(['business', 'common']);
  const { token } = theme.useToken();

  const all: TableColumnsType<RegionRow> = [
    { key: 'regionId', dataIndex: 'regionId', title: t('region.field.regionId'), width: 80, align: 'center' },
    { key: 'regionName', dataIndex: 'regionName', title: t('region.field.regionName'), ellipsis: true },
    { key: 'regionNameEn', dataIndex: 'regionNameEn', title: t('region.field.regionNameEn'), ellipsis: true },
    {
      key: 'platform',
      dataIndex: 'platform',
      title: t('region.field.platform'),
      width: 110,
      render: (value: string) => <DictTag options={platformOptions} value={value} />,
    },
    {
      key: 'coinName',
      dataIndex: 'coinName',
      title: t('region.field.coinName'),
      width: 110,
      render: (value: string | null, row) => (batch.active ? <CoinCell row={row} batch={batch} /> : value || t('common.rmb')),
    },
    {
      key: 'rate',
      dataIndex: 'rate',
      title: t('region.field.rate'),
      width: 140,
      align: 'right',
      render: (value: string, row) => (batch.active ? <RateCell row={row} batch={batch} /> : value),
    },
    { key: 'orderNum', dataIndex: 'orderNum', title: t('region.field.orderNum'), width: 80, align: 'center' },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('region.field.status'),
      width: 90,
      align: 'center',
      render: (value: string, row) => (batch.active ? <StatusCell row={row} batch={batch} /> : <DictTag options={statusOptions} value={value} />),
    },
    { key: 'createTime', dataIndex: 'createTime', title: t('region.field.createTime'), width: 170, render: (v: string | null) => parseTime(v) },
  ];

  const actions: TableColumnsType<RegionRow>[number] = {
    key: 'actions',
    title: t('common.operation'),
    align: 'center',
    width: 160,
    render: (_: unknown, row) => (
      <Space size={0}>
        <Auth perm={Perm.region.edit}>
          <Button type="link" size="small" icon={<EditOutlined />} onClick={() => props.onEdit(row)}>
            {t('common:actions.edit')}
          </Button>
        </Auth>
        <Auth perm={Perm.region.remove}>
          <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => props.onDelete(row)}>
            {t('common:actions.delete')}
          </Button>
        </Auth>
      </Space>
    ),
  };

  const columns = [...all.filter((c) => visibleColumns.has(String(c.key))), ...(batch.active ? [] : [actions])];

  return (
    <Table<RegionRow>
      rowKey="regionId"
      size="middle"
      loading={loading}
      dataSource={rows}
      columns={columns}
      pagination={false}
      scroll={{ x: 'max-content' }}
      onRow={(row) => {
        const draft = batch.drafts[row.regionId];
        return batch.active && draft && isChanged(draft) ? { style: { background: token.colorWarningBg }, 'data-changed': 'true' } : {};
      }}
      rowSelection={batch.active ? undefined : { selectedRowKeys: props.selectedIds, onChange: (keys) => props.onSelectionChange(keys.map(Number)) }}
    />
  );
}
