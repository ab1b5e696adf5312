import { type Fee, Perm, feeEndpoints } from '@ceping/contract';
import { Card, Tabs, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { sellerLabel } from '../customer/index.ts';
import { OwnerSearchForm, type OwnerSearchValues } from '../price/index.ts';
import { delFee, type FeeListParams, listFee } from './api.ts';
import FeeFormDialog from './components/FeeFormDialog.tsx';
import { FEE_KEYS } from './components/feeColumns.ts';
import { endpointKey } from '../../api/endpoint.ts';

type Scope = 'default' | 'user';
const INITIAL: OwnerSearchValues = {};

const defaultQuery = ({ pageNum, pageSize }: PagedState<OwnerSearchValues>): FeeListParams => ({ pageNum, pageSize, scope: 'default' });
const sellerQuery = ({ search, pageNum, pageSize }: PagedState<OwnerSearchValues>): FeeListParams => ({
  pageNum,
  pageSize,
  scope: 'user',
  userId: search.userId,
  regionId: search.regionId,
});

/** System → Service prices: per-region prices of the value-added services, default rows and seller rows. */
export default function FeePage() {
  const { t } = useTranslation(['business', 'common']);
  const dict = useDict('platform', 'sys_normal_disable');
  const regionName = useRegionName();
  const [tab, setTab] = useState<Scope>('default');
  const [editing, setEditing] = useState<{ row?: Fee; sellerRow: boolean } | null>(null);
  const remove = {
    confirmText: ([row]: Fee[]) => t('fee.confirmDelete', { name: row?.userName ? `${row.userName} · ${row.regionName}` : row?.regionName }),
    run: delFee,
  };
  const common = { rowKey: 'feeId', fetch: listFee, initialSearch: INITIAL, selectable: false, remove } as const;
  const defaults = useListPage({ ...common, key: endpointKey(feeEndpoints.list), buildQuery: defaultQuery });
  const sellers = useListPage({ ...common, key: endpointKey(feeEndpoints.list), buildQuery: sellerQuery, enabled: tab === 'user' });
  const reload = () => {
    defaults.reload();
    sellers.reload();
  };

  const columns = (scope: Scope, list: typeof defaults): TableColumnsType<Fee> => [
    ...(scope === 'user'
      ? [
          {
            key: 'user',
            title: t('fee.field.user'),
            width: 140,
            fixed: 'start' as const,
            ellipsis: true,
            render: (_: unknown, row: Fee) => (row.userId ? sellerLabel({ userId: row.userId, userName: row.userName, nickName: row.nickName }) : '-'),
          },
        ]
      : []),
    { key: 'region', title: t('fee.field.region'), width: 120, fixed: 'start', ellipsis: true, render: (_: unknown, row) => regionName(row) },
    {
      key: 'platform',
      dataIndex: 'platform',
      title: t('price.field.platform'),
      width: 80,
      render: (v: string) => <DictTag options={dict.platform} value={v} />,
    },
    ...FEE_KEYS.map((key) => ({
      key,
      dataIndex: key,
      title: t(`fee.field.${key}`),
      align: 'right' as const,
      width: 70,
      render: (v: string) => <MoneyText value={v} />,
    })),
    {
      key: 'status',
      dataIndex: 'status',
      title: t('fee.field.status'),
      width: 70,
      align: 'center',
      render: (v: string) => <DictTag options={dict.sys_normal_disable} value={v} />,
    },
    {
      key: 'actions',
      title: t('common.operation'),
      width: 140,
      align: 'center',
      render: (_: unknown, row) => (
        <RowActions perms={Perm.fee} onEdit={() => setEditing({ row, sellerRow: row.userId !== null })} onDelete={() => list.removeRows([row])} />
      ),
    },
  ];

  const pane = (scope: Scope) => {
    const list = scope === 'user' ? sellers : defaults;
    return (
      <>
        {scope === 'user' ? <OwnerSearchForm {...sellers.searchProps} /> : null}
        <ListToolbar
          perms={Perm.fee}
          {...list.toolbarProps}
          showSearch={sellers.showSearch}
          onShowSearchChange={scope === 'user' ? sellers.setShowSearch : undefined}
          onRefresh={reload}
          onAdd={() => setEditing({ sellerRow: scope === 'user' })}
        />
        <ListTable<Fee> {...list.tableProps} columns={columns(scope, list)} />
        <Pagination {...list.paginationProps} />
      </>
    );
  };

  return (
    <div className="app-container">
      <Card size="small" variant="borderless">
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key === 'user' ? 'user' : 'default')}
          items={[
            { key: 'default', label: t('fee.tabs.default'), children: pane('default') },
            { key: 'user', label: t('fee.tabs.seller'), children: pane('user') },
          ]}
        />
      </Card>
      <FeeFormDialog
        editing={editing}
        statusOptions={dict.sys_normal_disable}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          reload();
        }}
      />
    </div>
  );
}
