import type { Customer } from '@ceping/contract';
import { Perm } from '@ceping/contract';
import { Card } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CustomerListParams, listCustomer } from './api.ts';
import Pagination from '../../components/Pagination.tsx';
import { useDict } from '../../hooks/useDict.ts';
import { useUserStore } from '../../stores/user.ts';
import ListToolbar from '../../components/list/ListToolbar.tsx';
import { useColumnToggle } from '../../components/list/useColumnToggle.ts';
import { type PagedState, textFilter, usePagedList } from '../../components/list/usePagedList.ts';
import AdjustBalanceDialog from './components/AdjustBalanceDialog.tsx';
import CustomerEditDialog from './components/CustomerEditDialog.tsx';
import CustomerSearchForm, { type CustomerSearchValues } from './components/CustomerSearchForm.tsx';
import CustomerTable, { CUSTOMER_COLUMN_KEYS } from './components/CustomerTable.tsx';

const INITIAL: CustomerSearchValues = {};

function buildQuery({ search, pageNum, pageSize }: PagedState<CustomerSearchValues>): CustomerListParams {
  return {
    pageNum,
    pageSize,
    userName: textFilter(search.userName),
    phonenumber: textFilter(search.phonenumber),
    roleKey: search.roleKey,
    siteId: search.siteId,
    status: search.status,
  };
}

/** System → Sellers: balances and terms of every seller account; edit terms, adjust balances. */
export default function CustomerPage() {
  const { t } = useTranslation(['finance', 'common']);
  const dict = useDict('sys_normal_disable');
  const build = useCallback(buildQuery, []);
  const list = usePagedList({ key: ['business', 'customer', 'list'], buildQuery: build, fetch: listCustomer, initialSearch: INITIAL });
  const [showSearch, setShowSearch] = useState(true);
  const [editing, setEditing] = useState<Customer | null>(null);
  const [adjusting, setAdjusting] = useState<Customer | null>(null);
  const cols = useColumnToggle(CUSTOMER_COLUMN_KEYS, (key) => t(`customer.field.${key}`));
  const refreshInfo = useUserStore((s) => s.refreshInfo);
  const reload = () => void list.refresh();

  return (
    <div className="app-container">
      <Card size="small" variant="borderless">
        <CustomerSearchForm hidden={!showSearch} statusOptions={dict.sys_normal_disable} onSearch={list.search} onReset={list.reset} />
        <ListToolbar
          perms={Perm.customer}
          showSearch={showSearch}
          onShowSearchChange={setShowSearch}
          onRefresh={reload}
          columns={cols.columns}
          onColumnsChange={cols.onColumnsChange}
        />
        <CustomerTable
          rows={list.rows}
          loading={list.loading}
          visibleColumns={cols.visible}
          statusOptions={dict.sys_normal_disable}
          onEdit={setEditing}
          onAdjust={setAdjusting}
        />
        <Pagination total={list.total} page={list.state.pageNum} limit={list.state.pageSize} onChange={list.changePage} />
      </Card>
      <CustomerEditDialog
        customer={editing}
        statusOptions={dict.sys_normal_disable}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          reload();
        }}
      />
      <AdjustBalanceDialog
        customer={adjusting}
        onClose={() => setAdjusting(null)}
        onDone={() => {
          setAdjusting(null);
          reload();
          // The navbar shows the logged-in user's balance: reload it after any balance change.
          void refreshInfo().catch(() => undefined);
        }}
      />
    </div>
  );
}
