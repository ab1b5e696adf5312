import { type Fee, Perm } from '@ceping/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Card, Tabs } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { delFee, type FeeListParams, listFee } from './api.ts';
import Pagination from '../../components/Pagination.tsx';
import { useDict } from '../../hooks/useDict.ts';
import ListToolbar from '../../components/list/ListToolbar.tsx';
import { OwnerSearchForm, type OwnerSearchValues } from '../price/index.ts';
import { useConfirmAction } from '../../components/list/useConfirmAction.ts';
import { type PagedState, usePagedList } from '../../components/list/usePagedList.ts';
import FeeFormDialog from './components/FeeFormDialog.tsx';
import FeeTable from './components/FeeTable.tsx';

type Scope = 'default' | 'user';
const feeKey = ['business', 'fee'] as const;
const INITIAL: OwnerSearchValues = {};

const queryFor =
  (scope: Scope) =>
  ({ search, pageNum, pageSize }: PagedState<OwnerSearchValues>): FeeListParams => ({
    pageNum,
    pageSize,
    scope,
    userId: scope === 'user' ? search.userId : undefined,
    regionId: search.regionId,
  });

/** System → Service prices: per-region prices of the value-added services, default rows and seller rows. */
export default function FeePage() {
  const { t } = useTranslation(['business', 'common']);
  const dict = useDict('platform', 'sys_normal_disable');
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<Scope>('default');
  const [showSearch, setShowSearch] = useState(true);
  const [editing, setEditing] = useState<{ row?: Fee; sellerRow: boolean } | null>(null);
  const confirm = useConfirmAction();

  const buildDefault = useCallback(queryFor('default'), []);
  const buildSeller = useCallback(queryFor('user'), []);
  const defaults = usePagedList({ key: [...feeKey, 'default'], buildQuery: buildDefault, fetch: listFee, initialSearch: INITIAL });
  const sellers = usePagedList({ key: [...feeKey, 'user'], buildQuery: buildSeller, fetch: listFee, initialSearch: INITIAL, enabled: tab === 'user' });
  const reload = () => void queryClient.invalidateQueries({ queryKey: feeKey });

  const remove = (row: Fee) =>
    confirm(
      t('fee.confirmDelete', { name: row.userName ? `${row.userName} · ${row.regionName}` : row.regionName }),
      () => delFee(row.feeId),
      t('common:messages.deleteSuccess'),
      reload,
    );

  const pane = (scope: Scope) => {
    const list = scope === 'user' ? sellers : defaults;
    return (
      <>
        {scope === 'user' ? <OwnerSearchForm hidden={!showSearch} onSearch={list.search} onReset={list.reset} /> : null}
        <ListToolbar
          perms={Perm.fee}
          showSearch={showSearch}
          onShowSearchChange={scope === 'user' ? setShowSearch : undefined}
          onRefresh={reload}
          onAdd={() => setEditing({ sellerRow: scope === 'user' })}
        />
        <FeeTable
          rows={list.rows}
          loading={list.loading}
          showSeller={scope === 'user'}
          platformOptions={dict.platform}
          statusOptions={dict.sys_normal_disable}
          onEdit={(row) => setEditing({ row, sellerRow: row.userId !== null })}
          onDelete={remove}
        />
        <Pagination total={list.total} page={list.state.pageNum} limit={list.state.pageSize} onChange={list.changePage} />
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
