import { Perm, type RegionRow, regionEndpoints } from '@ceping/contract';
import { CloseOutlined, SaveOutlined, TableOutlined } from '@ant-design/icons';
import { Alert, Button, Card, type TableColumnsType, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Auth from '../../components/Auth.tsx';
import DictTag from '../../components/DictTag.tsx';
import ListTable from '../../components/list/ListTable.tsx';
import ListToolbar from '../../components/list/ListToolbar.tsx';
import RowActions from '../../components/list/RowActions.tsx';
import { type PagedState, textFilter } from '../../components/list/usePagedList.ts';
import { useListPage } from '../../components/list/useListPage.ts';
import Pagination from '../../components/Pagination.tsx';
import { useDict } from '../../hooks/useDict.ts';
import { parseTime } from '../../utils/format.ts';
import { delRegion, listRegion, type RegionListParams } from './api.ts';
import { CoinCell, RateCell, StatusCell } from './components/RegionBatchCells.tsx';
import RegionFormDialog from './components/RegionFormDialog.tsx';
import RegionSearchForm, { type RegionSearchValues } from './components/RegionSearchForm.tsx';
import { isChanged } from './components/regionBatch.ts';
import { useRegionBatch } from './components/useRegionBatch.ts';
import { endpointKey } from '../../api/endpoint.ts';

const INITIAL: RegionSearchValues = {};
const COLUMN_KEYS = ['regionId', 'regionName', 'regionNameEn', 'platform', 'coinName', 'rate', 'orderNum', 'status', 'createTime'] as const;

function buildQuery({ search, pageNum, pageSize }: PagedState<RegionSearchValues>): RegionListParams {
  const query: RegionListParams = { pageNum, pageSize };
  const regionName = textFilter(search.regionName);
  if (regionName) query.regionName = regionName;
  if (search.platform) query.platform = search.platform;
  if (search.status) query.status = search.status;
  return query;
}

/** System → Countries/regions: currency and exchange rate per marketplace, with a batch rate editor. */
export default function RegionPage() {
  const { t } = useTranslation(['business', 'common']);
  const { token } = theme.useToken();
  const dict = useDict('platform', 'sys_normal_disable');
  const label = (key: string) => t(`region.field.${key}`);
  const list = useListPage({
    key: endpointKey(regionEndpoints.list),
    rowKey: 'regionId',
    buildQuery,
    fetch: listRegion,
    initialSearch: INITIAL,
    columns: { keys: COLUMN_KEYS, label },
    remove: { confirmText: (rows: RegionRow[]) => t('region.confirmDelete', { name: rows.map((r) => r.regionName).join(', ') }), run: delRegion },
  });
  const [editing, setEditing] = useState<{ row?: RegionRow } | null>(null);
  const batch = useRegionBatch(list.reload);

  const columns: TableColumnsType<RegionRow> = [
    { key: 'regionId', dataIndex: 'regionId', title: label('regionId'), width: 80, align: 'center' },
    { key: 'regionName', dataIndex: 'regionName', title: label('regionName'), ellipsis: true },
    { key: 'regionNameEn', dataIndex: 'regionNameEn', title: label('regionNameEn'), ellipsis: true },
    {
      key: 'platform',
      dataIndex: 'platform',
      title: label('platform'),
      width: 100,
      render: (value: string) => <DictTag options={dict.platform} value={value} />,
    },
    {
      key: 'coinName',
      dataIndex: 'coinName',
      title: label('coinName'),
      width: 100,
      render: (value: string | null, row) => (batch.active ? <CoinCell row={row} batch={batch} /> : value || t('common.rmb')),
    },
    {
      key: 'rate',
      dataIndex: 'rate',
      title: label('rate'),
      width: 120,
      align: 'right',
      render: (value: string, row) => (batch.active ? <RateCell row={row} batch={batch} /> : value),
    },
    { key: 'orderNum', dataIndex: 'orderNum', title: label('orderNum'), width: 80, align: 'center' },
    {
      key: 'status',
      dataIndex: 'status',
      title: label('status'),
      width: 90,
      align: 'center',
      render: (value: string, row) => (batch.active ? <StatusCell row={row} batch={batch} /> : <DictTag options={dict.sys_normal_disable} value={value} />),
    },
    { key: 'createTime', dataIndex: 'createTime', title: label('createTime'), width: 160, render: (v: string | null) => parseTime(v) },
    ...(batch.active
      ? []
      : [
          {
            key: 'actions',
            title: t('common.operation'),
            align: 'center' as const,
            width: 160,
            render: (_: unknown, row: RegionRow) => (
              <RowActions perms={Perm.region} onEdit={() => setEditing({ row })} onDelete={() => list.removeRows([row])} />
            ),
          },
        ]),
  ];

  const batchButtons = batch.active ? (
    <>
      <Button type="primary" icon={<SaveOutlined />} loading={batch.saving} disabled={batch.invalid.size > 0} onClick={() => void batch.save()}>
        {t('region.batch.save')}
        {batch.changedCount > 0 ? ` (${batch.changedCount})` : ''}
      </Button>
      <Button icon={<CloseOutlined />} onClick={batch.cancel}>
        {t('region.batch.cancel')}
      </Button>
    </>
  ) : (
    <Auth perm={Perm.region.edit}>
      <Button color="primary" variant="outlined" icon={<TableOutlined />} onClick={batch.start}>
        {t('region.batch.start')}
      </Button>
    </Auth>
  );

  return (
    <div className="app-container">
      <Card size="small" variant="borderless">
        <RegionSearchForm {...list.searchProps} disabled={batch.active} platformOptions={dict.platform} statusOptions={dict.sys_normal_disable} />
        <ListToolbar
          perms={batch.active ? {} : Perm.region}
          {...list.toolbarProps}
          onAdd={() => setEditing({})}
          onEdit={() => setEditing({ row: list.selectedRows[0] })}
          onDelete={list.removeSelected}
          extra={batchButtons}
        />
        {batch.active ? <Alert type="info" showIcon title={t('region.batch.hint')} style={{ marginBottom: 8 }} /> : null}
        <ListTable<RegionRow>
          {...list.tableProps}
          selection={batch.active ? undefined : list.tableProps.selection}
          columns={columns}
          onRow={(row) => {
            const draft = batch.drafts[row.regionId];
            return batch.active && draft && isChanged(draft) ? { style: { background: token.colorWarningBg }, 'data-changed': 'true' } : {};
          }}
        />
        <Pagination {...list.paginationProps} />
      </Card>
      <RegionFormDialog
        editing={editing}
        platformOptions={dict.platform}
        statusOptions={dict.sys_normal_disable}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          list.reload();
        }}
      />
    </div>
  );
}
