import { Perm, type WithdrawalRow, moneyReasonSchema, withdrawalEndpoints } from '@ceping/contract';
import { App, Alert, Button, Card, Form, Input, Select, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointKey } from '../../api/endpoint.ts';
import Auth from '../../components/Auth.tsx';
import DictTag from '../../components/DictTag.tsx';
import { dateTimeColumn, pairedTitles, Stacked } from '../../components/list/columns.tsx';
import ListTable from '../../components/list/ListTable.tsx';
import ListToolbar from '../../components/list/ListToolbar.tsx';
import { SEARCH_FIELD_STYLE, dictSelectOptions } from '../../components/list/SearchActions.tsx';
import SearchForm from '../../components/list/SearchForm.tsx';
import { useListPage } from '../../components/list/useListPage.ts';
import { type PagedState, textFilter } from '../../components/list/usePagedList.ts';
import MoneyText from '../../components/MoneyText.tsx';
import Pagination from '../../components/Pagination.tsx';
import ReasonDialog from '../../components/ReasonDialog.tsx';
import { useDict } from '../../hooks/useDict.ts';
import { useUserStore } from '../../stores/user.ts';
import { parseTime } from '../../utils/format.ts';
import { isSecondPasswordCancelled, useSecondPassword } from '../pwd/index.ts';
import { type WithdrawalListParams, approveWithdrawal, cancelWithdrawal, failWithdrawal, listWithdrawal, rejectWithdrawal } from './api.ts';
import PayDialog from './PayDialog.tsx';
import WithdrawalFormDialog from './WithdrawalFormDialog.tsx';

/** `seller`: own requests, request / edit / cancel; `finance`: every request, approve / reject / pay / fail. */
export type WithdrawalMode = 'seller' | 'finance';

interface Search {
  userName?: string;
  status?: string;
}
const COLUMN_KEYS = ['id', 'userName', 'amount', 'accountType', 'accountName', 'status', 'payNo', 'createTime'] as const;
/** Columns that show a second field under the first (header and cells on two lines). */
const SECOND: Record<string, string | string[]> = { accountName: ['bankName', 'accountNo'], payNo: 'payTime' };

function buildQuery({ search, pageNum, pageSize, orderByColumn, isAsc }: PagedState<Search>): WithdrawalListParams {
  return {
    pageNum,
    pageSize,
    orderByColumn: orderByColumn ?? 'id',
    isAsc: isAsc ?? 'desc',
    userName: textFilter(search.userName),
    status: search.status as WithdrawalListParams['status'],
  };
}

export default function WithdrawalPage({ mode }: { mode: WithdrawalMode }) {
  const { t } = useTranslation(['money', 'common']);
  const { modal, message } = App.useApp();
  const dict = useDict('withdraw_status', 'recharge_method');
  const confirmSecondPassword = useSecondPassword();
  const status = useUserStore((s) => s.userInfo?.withdrawalStatus);
  const frozen = useUserStore((s) => s.userInfo?.frozen);
  const label = (key: string) => t(`withdrawal.field.${key}`);
  const titles = pairedTitles(label, SECOND);
  const title = titles.title;
  const list = useListPage({
    key: [...endpointKey(withdrawalEndpoints.list), mode],
    rowKey: 'id',
    buildQuery,
    fetch: listWithdrawal,
    initialSearch: mode === 'finance' ? { status: '0' } : {},
    columns: { keys: COLUMN_KEYS, label: titles.label },
    selectable: false,
  });
  const [editing, setEditing] = useState<{ row?: WithdrawalRow; last?: WithdrawalRow } | null>(null);
  const [rejecting, setRejecting] = useState<WithdrawalRow | null>(null);
  const [failing, setFailing] = useState<WithdrawalRow | null>(null);
  const [paying, setPaying] = useState<WithdrawalRow | null>(null);

  const done = () => list.reload();

  /** Spec §4: the second-password dialog comes first; the form opens once it is accepted. */
  const openForm = async (row?: WithdrawalRow) => {
    try {
      await confirmSecondPassword();
    } catch (e) {
      if (!isSecondPasswordCancelled(e)) console.error(e);
      return;
    }
    setEditing(row ? { row } : { last: list.rows[0] });
  };

  const ask = (title: string, run: () => Promise<{ msg: string }>) =>
    modal.confirm({
      title,
      onOk: async () => {
        const res = await run();
        message.success(res.msg);
        done();
      },
    });

  const actions = (row: WithdrawalRow) => {
    if (mode === 'seller')
      return row.status === '0' ? (
        <Space size={0}>
          <Auth perm={Perm.withdrawal.edit}>
            <Button type="link" size="small" onClick={() => void openForm(row)}>
              {t('actions.edit')}
            </Button>
          </Auth>
          <Auth perm={Perm.withdrawalMoney.cancel}>
            <Button type="link" size="small" onClick={() => ask(t('withdrawal.confirmCancel', { id: row.id }), () => cancelWithdrawal(row.id))}>
              {t('withdrawal.cancel')}
            </Button>
          </Auth>
        </Space>
      ) : null;
    if (row.status === '0')
      return (
        <Auth perm={Perm.withdrawal.audit}>
          <Space size={0}>
            <Button
              type="link"
              size="small"
              onClick={() => ask(t('withdrawal.confirmApprove', { id: row.id, amount: row.amount }), () => approveWithdrawal(row.id))}
            >
              {t('withdrawal.approve')}
            </Button>
            <Button type="link" size="small" danger onClick={() => setRejecting(row)}>
              {t('withdrawal.reject')}
            </Button>
          </Space>
        </Auth>
      );
    if (row.status === '1')
      return (
        <Auth perm={Perm.withdrawalMoney.pay}>
          <Space size={0}>
            <Button type="link" size="small" onClick={() => setPaying(row)}>
              {t('withdrawal.pay')}
            </Button>
            <Button type="link" size="small" danger onClick={() => setFailing(row)}>
              {t('withdrawal.fail')}
            </Button>
          </Space>
        </Auth>
      );
    return null;
  };

  const columns: TableColumnsType<WithdrawalRow> = [
    { key: 'id', dataIndex: 'id', title: title('id'), width: 76, sorter: true },
    ...(mode === 'seller'
      ? []
      : [{ key: 'userName', dataIndex: 'userName', title: title('userName'), width: 110, ellipsis: true } as TableColumnsType<WithdrawalRow>[number]]),
    { key: 'amount', dataIndex: 'amount', title: title('amount'), width: 112, align: 'right', sorter: true, render: (v: string) => <MoneyText value={v} /> },
    {
      key: 'accountType',
      dataIndex: 'accountType',
      title: title('accountType'),
      width: 110,
      render: (v: string) => <DictTag options={dict.recharge_method} value={v} />,
    },
    {
      key: 'accountName',
      title: title('accountName'),
      width: 220,
      render: (_: unknown, row) => <Stacked top={row.accountName} bottom={[row.bankName, row.accountNo].filter(Boolean).join(' · ')} />,
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: title('status'),
      width: 110,
      render: (v: string, row) => (
        <Stacked top={<DictTag options={dict.withdraw_status} value={v} />} bottom={row.rejectReason} tooltip={Boolean(row.rejectReason)} />
      ),
    },
    {
      key: 'payNo',
      title: title('payNo'),
      width: 160,
      render: (_: unknown, row) => (row.payNo || row.payTime ? <Stacked top={row.payNo} bottom={parseTime(row.payTime)} /> : '-'),
    },
    dateTimeColumn<WithdrawalRow>('createTime', title('createTime'), { sorter: true }),
    { key: 'actions', title: t('common.operation'), width: 136, fixed: 'end', render: (_: unknown, row) => actions(row) },
  ];

  return (
    <div className="app-container">
      <Card size="small" variant="borderless">
        {mode === 'seller' ? (
          <Alert
            showIcon
            style={{ marginBottom: 12 }}
            type={status === 2 ? 'warning' : 'info'}
            message={t(`withdrawal.status${status ?? 0}`, { frozen: frozen ?? '0.00' })}
          />
        ) : null}
        <SearchForm {...list.searchProps}>
          {mode === 'seller' ? null : (
            <Form.Item name="userName" label={label('userName')}>
              <Input allowClear maxLength={30} style={SEARCH_FIELD_STYLE} />
            </Form.Item>
          )}
          <Form.Item name="status" label={label('status')}>
            <Select allowClear options={dictSelectOptions(dict.withdraw_status)} style={SEARCH_FIELD_STYLE} />
          </Form.Item>
        </SearchForm>
        <ListToolbar
          perms={{}}
          {...list.toolbarProps}
          extra={
            mode === 'seller' ? (
              <Auth perm={Perm.withdrawal.add}>
                <Button type="primary" disabled={status === 1 || status === 2} onClick={() => void openForm()}>
                  {t('withdrawal.request')}
                </Button>
              </Auth>
            ) : null
          }
        />
        <ListTable<WithdrawalRow> {...list.tableProps} columns={columns} />
        <Pagination {...list.paginationProps} />
      </Card>
      <WithdrawalFormDialog
        editing={editing}
        methods={dict.recharge_method}
        onClose={() => setEditing(null)}
        onDone={() => {
          setEditing(null);
          done();
        }}
      />
      <PayDialog
        row={paying}
        onClose={() => setPaying(null)}
        onDone={() => {
          setPaying(null);
          done();
        }}
      />
      <ReasonDialog
        open={rejecting !== null}
        name="withdrawal-reject"
        title={t('withdrawal.rejectTitle', { id: rejecting?.id ?? '' })}
        label={t('withdrawal.reason')}
        placeholder={t('withdrawal.reasonPlaceholder')}
        schema={moneyReasonSchema}
        submit={(reason) => rejectWithdrawal(rejecting?.id ?? 0, { reason })}
        onClose={() => setRejecting(null)}
        onDone={() => {
          setRejecting(null);
          done();
        }}
      />
      <ReasonDialog
        open={failing !== null}
        name="withdrawal-fail"
        title={t('withdrawal.failTitle', { id: failing?.id ?? '' })}
        label={t('withdrawal.reason')}
        placeholder={t('withdrawal.reasonPlaceholder')}
        schema={moneyReasonSchema}
        submit={(reason) => failWithdrawal(failing?.id ?? 0, { reason })}
        onClose={() => setFailing(null)}
        onDone={() => {
          setFailing(null);
          done();
        }}
      />
    </div>
  );
}
