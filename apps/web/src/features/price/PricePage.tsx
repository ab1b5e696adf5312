import { type DefaultPrice, Perm, type Price, priceEndpoints } from '@ceping/contract';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, type TableColumnsType, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Auth from '../../components/Auth.tsx';
import DictTag from '../../components/DictTag.tsx';
import ListTable from '../../components/list/ListTable.tsx';
import ListToolbar from '../../components/list/ListToolbar.tsx';
import RowActions from '../../components/list/RowActions.tsx';
import type { PagedState } from '../../components/list/usePagedList.ts';
import { useListPage } from '../../components/list/useListPage.ts';
import MoneyText from '../../components/MoneyText.tsx';
import Pagination from '../../components/Pagination.tsx';
import { useDict } from '../../hooks/useDict.ts';
import { useRegionName } from '../../hooks/useRegionName.ts';
import { parseTime } from '../../utils/format.ts';
import { sellerLabel } from '../customer/index.ts';
import { delPrice, listDefaultPrice, listPrice, type PriceListParams } from './api.ts';
import OwnerSearchForm, { type OwnerSearchValues } from './OwnerSearchForm.tsx';
import PriceFormDialog, { type PriceTarget } from './components/PriceFormDialog.tsx';
import { endpointKey } from '../../api/endpoint.ts';

const INITIAL: OwnerSearchValues = {};

function buildSellerQuery({ search, pageNum, pageSize }: PagedState<OwnerSearchValues>): PriceListParams {
  return { pageNum, pageSize, scope: 'user', userId: search.userId, regionId: search.regionId };
}

const fromDefault = (row: DefaultPrice): PriceTarget => ({
  priceId: row.priceId,
  regionId: row.regionId,
  basePrice: row.basePrice,
  status: row.status,
  defaultOnly: true,
});
const fromSeller = (row: Price): PriceTarget => ({
  priceId: row.priceId,
  regionId: row.regionId,
  seller: row.userId ? { userId: row.userId, userName: row.userName, nickName: row.nickName } : null,
  basePrice: row.basePrice,
  status: row.status,
  remark: row.remark,
});

/** System → Prices: the default base price per region, and sellers' own prices overriding it. */
export default function PricePage() {
  const { t } = useTranslation(['business', 'common']);
  const dict = useDict('platform', 'sys_normal_disable');
  const regionName = useRegionName();
  const [tab, setTab] = useState<'default' | 'seller'>('default');
  const [target, setTarget] = useState<PriceTarget | null>(null);
  const label = (key: string) => t(`price.field.${key}`);

  const defaults = useQuery({ queryKey: endpointKey(priceEndpoints.default), queryFn: async () => (await listDefaultPrice()).data ?? [] });
  const sellers = useListPage({
    key: endpointKey(priceEndpoints.list),
    rowKey: 'priceId',
    buildQuery: buildSellerQuery,
    fetch: listPrice,
    initialSearch: INITIAL,
    enabled: tab === 'seller',
    selectable: false,
    remove: {
      confirmText: ([row]: Price[]) => t('price.confirmDelete', { name: `${row?.userName ?? ''} · ${row?.regionName}` }),
      // a seller's own price counts in the default tab's "overrides"
      run: (ids) => delPrice(ids).finally(() => void defaults.refetch()),
    },
  });
  const reloadDefaults = () => void defaults.refetch();
  const reload = () => {
    reloadDefaults();
    sellers.reload();
  };

  const platform = {
    key: 'platform',
    dataIndex: 'platform',
    title: label('platform'),
    width: 110,
    render: (v: string) => <DictTag options={dict.platform} value={v} />,
  };
  const defaultColumns: TableColumnsType<DefaultPrice> = [
    {
      key: 'region',
      title: label('region'),
      ellipsis: true,
      render: (_: unknown, row) => (
        <>
          {row.regionName}
          {row.regionNameEn ? <Typography.Text type="secondary"> {row.regionNameEn}</Typography.Text> : null}
        </>
      ),
    },
    platform,
    { key: 'coinName', dataIndex: 'coinName', title: t('region.field.coinName'), width: 90, render: (v: string | null) => v || t('common.rmb') },
    { key: 'rate', dataIndex: 'rate', title: t('region.field.rate'), width: 100, align: 'right' },
    {
      key: 'basePrice',
      dataIndex: 'basePrice',
      title: label('basePrice'),
      width: 160,
      align: 'right',
      render: (v: string | null) => (v === null ? <Typography.Text type="warning">{t('pack.noPrice')}</Typography.Text> : <MoneyText value={v} />),
    },
    { key: 'overrides', dataIndex: 'overrides', title: label('overrides'), width: 130, align: 'right' },
    {
      key: 'status',
      dataIndex: 'status',
      title: label('status'),
      width: 90,
      align: 'center',
      render: (v: string | null) => (v === null ? '-' : <DictTag options={dict.sys_normal_disable} value={v} />),
    },
    {
      key: 'actions',
      title: t('common.operation'),
      width: 120,
      align: 'center',
      render: (_: unknown, row) =>
        row.priceId === null ? (
          <Auth perm={Perm.price.add}>
            <Button type="link" size="small" icon={<PlusOutlined />} onClick={() => setTarget(fromDefault(row))}>
              {t('price.setDefault')}
            </Button>
          </Auth>
        ) : (
          <RowActions perms={Perm.price} onEdit={() => setTarget(fromDefault(row))} />
        ),
    },
  ];
  const sellerColumns: TableColumnsType<Price> = [
    {
      key: 'user',
      title: label('user'),
      width: 160,
      ellipsis: true,
      render: (_: unknown, row) => (row.userId ? sellerLabel({ userId: row.userId, userName: row.userName, nickName: row.nickName }) : '-'),
    },
    { key: 'region', title: label('region'), width: 140, ellipsis: true, render: (_: unknown, row) => regionName(row) },
    platform,
    { key: 'basePrice', dataIndex: 'basePrice', title: label('basePrice'), width: 140, align: 'right', render: (v: string) => <MoneyText value={v} /> },
    {
      key: 'status',
      dataIndex: 'status',
      title: label('status'),
      width: 90,
      align: 'center',
      render: (v: string) => <DictTag options={dict.sys_normal_disable} value={v} />,
    },
    { key: 'remark', dataIndex: 'remark', title: label('remark'), ellipsis: true },
    { key: 'updateTime', title: label('updateTime'), width: 170, render: (_: unknown, row) => parseTime(row.updateTime ?? row.createTime) },
    {
      key: 'actions',
      title: t('common.operation'),
      width: 160,
      align: 'center',
      render: (_: unknown, row) => <RowActions perms={Perm.price} onEdit={() => setTarget(fromSeller(row))} onDelete={() => sellers.removeRows([row])} />,
    },
  ];

  return (
    <div className="app-container">
      <Card size="small" variant="borderless">
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key === 'seller' ? 'seller' : 'default')}
          items={[
            {
              key: 'default',
              label: t('price.tabs.default'),
              children: (
                <>
                  <ListToolbar perms={{}} onRefresh={reload} />
                  <ListTable<DefaultPrice> rowKey="regionId" rows={defaults.data ?? []} loading={defaults.isFetching} columns={defaultColumns} />
                </>
              ),
            },
            {
              key: 'seller',
              label: t('price.tabs.seller'),
              children: (
                <>
                  <OwnerSearchForm {...sellers.searchProps} />
                  <ListToolbar perms={Perm.price} {...sellers.toolbarProps} onRefresh={reload} onAdd={() => setTarget({})} />
                  <ListTable<Price> {...sellers.tableProps} columns={sellerColumns} />
                  <Pagination {...sellers.paginationProps} />
                </>
              ),
            },
          ]}
        />
      </Card>
      <PriceFormDialog
        target={target}
        statusOptions={dict.sys_normal_disable}
        onClose={() => setTarget(null)}
        onSaved={() => {
          setTarget(null);
          reload();
        }}
      />
    </div>
  );
}
