import { type Customer, Perm, customerEndpoints } from '@ceping/contract';
import { TeamOutlined, TransactionOutlined } from '@ant-design/icons';
import { Button, Card, type TableColumnsType, Tag, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Auth from '../../components/Auth.tsx';
import DictTag from '../../components/DictTag.tsx';
import ListTable from '../../components/list/ListTable.tsx';
import ListToolbar from '../../components/list/ListToolbar.tsx';
import RowActions from '../../components/list/RowActions.tsx';
import { type PagedState, textFilter } from '../../components/list/usePagedList.ts';
import { useListPage } from '../../components/list/useListPage.ts';
import MoneyText from '../../components/MoneyText.tsx';
import Pagination from '../../components/Pagination.tsx';
import { useDict } from '../../hooks/useDict.ts';
import { parseTime } from '../../utils/format.ts';
import { trimDecimal } from '../../utils/money.ts';
import { type CustomerListParams, listCustomer } from './api.ts';
import AdjustBalanceDialog from './components/AdjustBalanceDialog.tsx';
import CustomerEditDialog from './components/CustomerEditDialog.tsx';
import CustomerSearchForm, { type CustomerSearchValues } from './components/CustomerSearchForm.tsx';
import type { SellerRef } from './SellerSelect.tsx';
import { endpointKey } from '../../api/endpoint.ts';

const INITIAL: CustomerSearchValues = {};
const COLUMN_KEYS = ['userId', 'userName', 'roleKey', 'money', 'frozen', 'rate', 'addMoney', 'site', 'family', 'status', 'createTime'] as const;

function buildQuery({ search, pageNum, pageSize }: PagedState<CustomerSearchValues>): CustomerListParams {
  return {
    pageNum,
    pageSize,
    userName: textFilter(search.userName),
    phonenumber: textFilter(search.phonenumber),
    roleKey: search.roleKey,
    siteId: search.siteId,
    parentId: search.parentId,
    status: search.status,
  };
}

/** System → Sellers: balances and terms of every seller account; edit terms, adjust balances. */
export default function CustomerPage() {
  const { t } = useTranslation(['finance', 'common']);
  const dict = useDict('sys_normal_disable');
  const label = (key: string) => t(`customer.field.${key}`);
  const list = useListPage({
    key: endpointKey(customerEndpoints.list),
    rowKey: 'userId',
    buildQuery,
    fetch: listCustomer,
    initialSearch: INITIAL,
    columns: { keys: COLUMN_KEYS, label },
    selectable: false,
  });
  const [editing, setEditing] = useState<Customer | null>(null);
  const [adjusting, setAdjusting] = useState<Customer | null>(null);
  const [parent, setParent] = useState<SellerRef | null>(null);
  const reload = list.reload;
  /** Filters the list by a main account: its sub-accounts. */
  const showSubAccounts = (row: Customer) => {
    setParent({ userId: row.userId, userName: row.userName, nickName: row.nickName });
    list.form.setFieldsValue({ parentId: row.userId });
    list.searchProps.onSearch({ ...list.form.getFieldsValue(), parentId: row.userId });
  };

  const money = (v: string) => <MoneyText value={v} />;
  const columns: TableColumnsType<Customer> = [
    { key: 'userId', dataIndex: 'userId', title: label('userId'), width: 60, align: 'center' },
    {
      key: 'userName',
      title: label('userName'),
      fixed: 'start',
      ellipsis: true,
      render: (_: unknown, row) => (
        <>
          {row.userName}
          {row.nickName && row.nickName !== row.userName ? <Typography.Text type="secondary"> ({row.nickName})</Typography.Text> : null}
        </>
      ),
    },
    {
      key: 'roleKey',
      dataIndex: 'roleKeys',
      title: label('roleKey'),
      width: 84,
      render: (keys: string[]) =>
        keys
          .filter((k) => k === 'common' || k === 'zi')
          .map((k) => (
            <Tag key={k} color={k === 'common' ? 'blue' : 'cyan'}>
              {t(`customer.role.${k}`)}
            </Tag>
          )),
    },
    { key: 'money', dataIndex: 'money', title: label('money'), align: 'right', width: 110, render: money },
    { key: 'frozen', dataIndex: 'frozen', title: label('frozen'), align: 'right', width: 90, render: money },
    { key: 'rate', dataIndex: 'rate', title: label('rate'), align: 'right', width: 76, render: (v: string) => `${trimDecimal(v)}%` },
    { key: 'addMoney', dataIndex: 'addMoney', title: label('addMoney'), align: 'right', width: 84, render: money },
    { key: 'site', dataIndex: 'siteName', title: label('site'), width: 100, ellipsis: true, render: (v: string | null) => v || '-' },
    {
      // A sub-account shows its parent; a main account, how many sub-accounts it has (a link filtering the list by them).
      key: 'family',
      title: label('family'),
      width: 100,
      ellipsis: true,
      render: (_: unknown, row) => {
        if (!row.roleKeys.includes('common') || row.parentName) return row.parentName || '-';
        if (row.subCount === 0) return '-';
        const name = t('customer.sub.show', { name: row.userName });
        return (
          <Tooltip title={name}>
            <Button type="link" size="small" icon={<TeamOutlined />} aria-label={name} onClick={() => showSubAccounts(row)}>
              {row.subCount}
            </Button>
          </Tooltip>
        );
      },
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: label('status'),
      width: 70,
      align: 'center',
      render: (v: string) => <DictTag options={dict.sys_normal_disable} value={v} />,
    },
    { key: 'createTime', dataIndex: 'createTime', title: label('createTime'), width: 160, render: (v: string | null) => parseTime(v) },
    {
      key: 'actions',
      title: t('business:common.operation'),
      align: 'center',
      width: 150,
      render: (_: unknown, row) => (
        <RowActions
          perms={Perm.customer}
          onEdit={() => setEditing(row)}
          after={
            <Auth perm={Perm.fund.adjust}>
              <Button type="link" size="small" icon={<TransactionOutlined />} onClick={() => setAdjusting(row)}>
                {t('adjust.action')}
              </Button>
            </Auth>
          }
        />
      ),
    },
  ];

  return (
    <div className="app-container">
      <Card size="small" variant="borderless">
        <CustomerSearchForm {...list.searchProps} statusOptions={dict.sys_normal_disable} parent={parent} />
        <ListToolbar perms={Perm.customer} {...list.toolbarProps} />
        <ListTable<Customer> {...list.tableProps} columns={columns} />
        <Pagination {...list.paginationProps} />
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
        }}
      />
    </div>
  );
}
