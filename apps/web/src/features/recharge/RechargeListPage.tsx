import { Perm, type RechargeRow, moneyReasonSchema, rechargeEndpoints } from '@ceping/contract';
import { App, Button, Card, Form, Input, Select, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointKey } from '../../api/endpoint.ts';
import Auth from '../../components/Auth.tsx';
import DictTag from '../../components/DictTag.tsx';
import ImagePreview from '../../components/ImagePreview.tsx';
import { pairedTitles, Stacked } from '../../components/list/columns.tsx';
import ListTable from '../../components/list/ListTable.tsx';
import ListToolbar from '../../components/list/ListToolbar.tsx';
import { SEARCH_FIELD_STYLE, dictSelectOptions } from '../../components/list/SearchActions.tsx';
import SearchForm from '../../components/list/SearchForm.tsx';
import { useListPage } from '../../components/list/useListPage.ts';
import { type PagedState, textFilter, withoutPaging } from '../../components/list/usePagedList.ts';
import MoneyText from '../../components/MoneyText.tsx';
import Pagination from '../../components/Pagination.tsx';
import ReasonDialog from '../../components/ReasonDialog.tsx';
import { useDict } from '../../hooks/useDict.ts';
import { parseTime, selectDictLabel } from '../../utils/format.ts';
import { type RechargeListParams, cancelRecharge, exportRecharge, listRecharge, rejectRecharge } from './api.ts';
import CreditDialog from './CreditDialog.tsx';

/** `own`: the seller's recharges; `audit`: finance's approvals (pending first); `record`: all, with export. */
export type RechargeListMode = 'own' | 'audit' | 'record';

interface Search {
  userName?: string;
  referenceNo?: string;
  status?: string;
  method?: string;
}
const COLUMN_KEYS = ['rechargeId', 'userName', 'amount', 'creditedAmount', 'method', 'referenceNo', 'voucher', 'status', 'createTime'] as const;
/** Columns that show a second field under the first (header and cells on two lines). */
const SECOND: Record<string, string> = { creditedAmount: 'debtPaid', method: 'collectionId', createTime: 'auditTime' };

function buildQuery({ search, pageNum, pageSize, orderByColumn, isAsc }: PagedState<Search>): RechargeListParams {
  return {
    pageNum,
    pageSize,
    orderByColumn,
    isAsc,
    userName: textFilter(search.userName),
    referenceNo: textFilter(search.referenceNo),
    status: search.status as RechargeListParams['status'],
    method: search.method as RechargeListParams['method'],
  };
}

export default function RechargeListPage({ mode }: { mode: RechargeListMode }) {
  const { t } = useTranslation(['money', 'common']);
  const { modal, message } = App.useApp();
  const dict = useDict('recharge_status', 'recharge_method');
  const label = (key: string) => t(`recharge.field.${key}`);
  const titles = pairedTitles(label, SECOND);
  const title = titles.title;
  const list = useListPage({
    key: [...endpointKey(rechargeEndpoints.list), mode],
    rowKey: 'rechargeId',
    buildQuery,
    fetch: listRecharge,
    initialSearch: mode === 'audit' ? { status: '0' } : {},
    columns: { keys: COLUMN_KEYS, label: titles.label },
    selectable: false,
  });
  const [crediting, setCrediting] = useState<RechargeRow | null>(null);
  const [rejecting, setRejecting] = useState<RechargeRow | null>(null);
  const [exporting, setExporting] = useState(false);

  const cancel = (row: RechargeRow) =>
    modal.confirm({
      title: t('recharge.confirmCancel', { ref: row.referenceNo }),
      onOk: async () => {
        const res = await cancelRecharge(row.rechargeId);
        message.success(res.msg);
        list.reload();
      },
    });

  const actions = (row: RechargeRow) => {
    if (row.status !== '0') return null;
    if (mode === 'own')
      return (
        <Auth perm={Perm.recharge.cancel}>
          <Button type="link" size="small" onClick={() => cancel(row)}>
            {t('recharge.cancel')}
          </Button>
        </Auth>
      );
    return (
      <Auth perm={Perm.recharge.audit}>
        <Space size={0}>
          <Button type="link" size="small" onClick={() => setCrediting(row)}>
            {t('recharge.credit')}
          </Button>
          <Button type="link" size="small" danger onClick={() => setRejecting(row)}>
            {t('recharge.reject')}
          </Button>
        </Space>
      </Auth>
    );
  };

  const columns: TableColumnsType<RechargeRow> = [
    { key: 'rechargeId', dataIndex: 'rechargeId', title: title('rechargeId'), width: 76, sorter: true },
    ...(mode === 'own'
      ? []
      : [{ key: 'userName', dataIndex: 'userName', title: title('userName'), width: 110, ellipsis: true } as TableColumnsType<RechargeRow>[number]]),
    { key: 'amount', dataIndex: 'amount', title: title('amount'), width: 112, align: 'right', sorter: true, render: (v: string) => <MoneyText value={v} /> },
    {
      key: 'creditedAmount',
      title: title('creditedAmount'),
      width: 120,
      align: 'right',
      render: (_: unknown, row) => (
        <Stacked tooltip={false} top={<MoneyText value={row.creditedAmount} />} bottom={Number(row.debtPaid) > 0 ? <MoneyText value={row.debtPaid} /> : null} />
      ),
    },
    {
      key: 'method',
      title: title('method'),
      width: 140,
      render: (_: unknown, row) => <Stacked top={selectDictLabel(dict.recharge_method, row.method) || row.method} bottom={row.collectionName} />,
    },
    { key: 'referenceNo', dataIndex: 'referenceNo', title: title('referenceNo'), width: 140, ellipsis: true },
    {
      key: 'voucher',
      dataIndex: 'voucher',
      title: title('voucher'),
      width: 72,
      align: 'center',
      render: (v: string) => <ImagePreview src={v} width={36} height={36} />,
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: title('status'),
      width: 100,
      render: (v: string, row) => (
        <Stacked top={<DictTag options={dict.recharge_status} value={v} />} bottom={row.rejectReason} tooltip={Boolean(row.rejectReason)} />
      ),
    },
    {
      key: 'createTime',
      title: title('createTime'),
      width: 160,
      sorter: true,
      render: (_: unknown, row) => <Stacked tooltip={false} top={parseTime(row.createTime)} bottom={parseTime(row.auditTime)} />,
    },
    ...(mode === 'record'
      ? []
      : [
          {
            key: 'actions',
            title: t('common.operation'),
            width: 130,
            fixed: 'end',
            render: (_: unknown, row: RechargeRow) => actions(row),
          } as TableColumnsType<RechargeRow>[number],
        ]),
  ];

  const doExport = async () => {
    setExporting(true);
    try {
      await exportRecharge(withoutPaging(list.query));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="app-container">
      <Card size="small" variant="borderless">
        <SearchForm {...list.searchProps}>
          {mode === 'own' ? null : (
            <Form.Item name="userName" label={label('userName')}>
              <Input allowClear maxLength={30} style={SEARCH_FIELD_STYLE} />
            </Form.Item>
          )}
          <Form.Item name="referenceNo" label={label('referenceNo')}>
            <Input allowClear maxLength={64} style={SEARCH_FIELD_STYLE} />
          </Form.Item>
          <Form.Item name="status" label={label('status')}>
            <Select allowClear options={dictSelectOptions(dict.recharge_status)} style={SEARCH_FIELD_STYLE} />
          </Form.Item>
          <Form.Item name="method" label={label('method')}>
            <Select allowClear options={dictSelectOptions(dict.recharge_method)} style={SEARCH_FIELD_STYLE} />
          </Form.Item>
        </SearchForm>
        <ListToolbar
          perms={mode === 'record' ? { export: Perm.recharge.export } : {}}
          {...list.toolbarProps}
          onExport={mode === 'record' ? doExport : undefined}
          exporting={exporting}
        />
        <ListTable<RechargeRow> {...list.tableProps} columns={columns} />
        <Pagination {...list.paginationProps} />
      </Card>
      <CreditDialog
        row={crediting}
        onClose={() => setCrediting(null)}
        onDone={() => {
          setCrediting(null);
          list.reload();
        }}
      />
      <ReasonDialog
        open={rejecting !== null}
        name="recharge-reject"
        title={t('recharge.rejectTitle', { ref: rejecting?.referenceNo ?? '' })}
        label={t('recharge.reason')}
        placeholder={t('recharge.reasonPlaceholder')}
        schema={moneyReasonSchema}
        submit={(reason) => rejectRecharge(rejecting?.rechargeId ?? 0, { reason })}
        onClose={() => setRejecting(null)}
        onDone={() => {
          setRejecting(null);
          list.reload();
        }}
      />
    </div>
  );
}
