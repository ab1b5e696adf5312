import { type InvoiceRow, Perm, invoiceEndpoints, moneyReasonSchema } from '@ceping/contract';
import { App, Button, Card, DatePicker, Form, Input, Select, Space, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointKey } from '../../api/endpoint.ts';
import Auth from '../../components/Auth.tsx';
import DictTag from '../../components/DictTag.tsx';
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
import { parseTime, withBaseUrl } from '../../utils/format.ts';
import { type InvoiceListParams, cancelInvoice, exportInvoice, listInvoice, rejectInvoice, takeInvoice, voidInvoice } from './api.ts';
import InvoiceableCard from './components/InvoiceableCard.tsx';
import InvoiceDetailDialog from './components/InvoiceDetailDialog.tsx';
import IssueDialog from './components/IssueDialog.tsx';
import RequestDialog from './components/RequestDialog.tsx';
import { useRefreshInvoiceable } from './useInvoiceable.ts';

export type InvoiceSide = 'finance' | 'seller';

interface Search {
  userName?: string;
  invoiceNo?: string;
  status?: InvoiceListParams['status'];
  invoiceType?: InvoiceListParams['invoiceType'];
  dateRange?: [Dayjs | null, Dayjs | null] | null;
}
const COLUMN_KEYS = ['invoiceId', 'userName', 'invoiceType', 'title', 'amount', 'status', 'invoiceNo', 'issueDate', 'createTime'] as const;
const INITIAL: Search = {};
const DAY = 'YYYY-MM-DD';

function buildQuery({ search, pageNum, pageSize, orderByColumn, isAsc }: PagedState<Search>): InvoiceListParams {
  const [begin, end] = search.dateRange ?? [];
  return {
    pageNum,
    pageSize,
    orderByColumn,
    isAsc,
    userName: textFilter(search.userName),
    invoiceNo: textFilter(search.invoiceNo),
    status: search.status,
    invoiceType: search.invoiceType,
    ...(begin && end ? { params: { beginTime: begin.format(DAY), endTime: end.format(DAY) } } : {}),
  };
}

/**
 * Invoices, for finance (`side` finance: every seller's; take, issue with the PDF, reject, void) or a
 * seller (its own: the invoiceable amount, request, withdraw a pending one, download an issued PDF).
 * The server decides what each caller sees and may do.
 */
export default function InvoiceListScreen({ side }: { side: InvoiceSide }) {
  const { t } = useTranslation(['invoice', 'common']);
  const { modal, message } = App.useApp();
  const dict = useDict('invoice_status', 'invoice_type');
  const label = (key: string) => t(`field.${key}`);
  const finance = side === 'finance';
  const list = useListPage({
    key: [...endpointKey(invoiceEndpoints.list), side],
    rowKey: 'invoiceId',
    buildQuery,
    fetch: listInvoice,
    initialSearch: INITIAL,
    columns: { keys: COLUMN_KEYS.filter((k) => (finance ? k !== 'issueDate' : k !== 'userName')), label },
    selectable: false,
  });
  const [viewing, setViewing] = useState<InvoiceRow | null>(null);
  const [issuing, setIssuing] = useState<InvoiceRow | null>(null);
  const [rejecting, setRejecting] = useState<InvoiceRow | null>(null);
  const [voiding, setVoiding] = useState<InvoiceRow | null>(null);
  const [requesting, setRequesting] = useState(false);
  const [exporting, setExporting] = useState(false);
  const refreshInvoiceable = useRefreshInvoiceable();
  const changed = () => {
    list.reload();
    refreshInvoiceable();
  };

  const ask = (title: string, run: () => Promise<{ msg: string }>) =>
    modal.confirm({
      title,
      okText: t('common:actions.confirm'),
      cancelText: t('common:actions.cancel'),
      onOk: async () => {
        const res = await run();
        message.success(res.msg);
        changed();
      },
    });

  const link = (text: string, onClick: () => void, danger = false) => (
    <Button type="link" size="small" danger={danger} onClick={onClick}>
      {text}
    </Button>
  );

  const actions = (row: InvoiceRow) => (
    <Space size={0}>
      {link(t('action.view'), () => setViewing(row))}
      {finance && row.status === '0' ? (
        <Auth perm={Perm.invoice.audit}>
          {link(t('action.take'), () => ask(t('confirmTake', { id: row.invoiceId, title: row.title, amount: row.amount }), () => takeInvoice(row.invoiceId)))}
        </Auth>
      ) : null}
      {finance && row.status === '1' ? <Auth perm={Perm.invoice.audit}>{link(t('action.issue'), () => setIssuing(row))}</Auth> : null}
      {finance && (row.status === '0' || row.status === '1') ? (
        <Auth perm={Perm.invoice.audit}>{link(t('action.reject'), () => setRejecting(row), true)}</Auth>
      ) : null}
      {finance && row.status === '2' ? <Auth perm={Perm.invoice.void}>{link(t('action.void'), () => setVoiding(row), true)}</Auth> : null}
      {!finance && row.status === '0' ? (
        <Auth perm={Perm.invoice.cancel}>
          {link(t('action.cancel'), () => ask(t('confirmCancel', { id: row.invoiceId, amount: row.amount }), () => cancelInvoice(row.invoiceId)), true)}
        </Auth>
      ) : null}
      {!finance && row.status === '2' && row.pdfUrl ? (
        <Button type="link" size="small" href={withBaseUrl(row.pdfUrl)} download>
          {t('action.download')}
        </Button>
      ) : null}
    </Space>
  );

  const columns: TableColumnsType<InvoiceRow> = [
    { key: 'invoiceId', dataIndex: 'invoiceId', title: label('invoiceId'), width: 80, sorter: true },
    ...(finance ? [{ key: 'userName', dataIndex: 'userName', title: label('userName'), width: 100, ellipsis: true } as const] : []),
    {
      key: 'invoiceType',
      dataIndex: 'invoiceType',
      title: label('invoiceType'),
      width: 100,
      render: (v: string) => <DictTag options={dict.invoice_type} value={v} />,
    },
    { key: 'title', dataIndex: 'title', title: label('title'), ellipsis: true },
    { key: 'amount', dataIndex: 'amount', title: label('amount'), width: 110, align: 'right', sorter: true, render: (v: string) => <MoneyText value={v} /> },
    {
      key: 'status',
      dataIndex: 'status',
      title: label('status'),
      width: 100,
      sorter: true,
      render: (v: string, row) => (
        <span title={row.rejectReason || row.voidReason || (row.cancelled ? t('cancelled') : undefined)}>
          <DictTag options={dict.invoice_status} value={v} />
        </span>
      ),
    },
    { key: 'invoiceNo', dataIndex: 'invoiceNo', title: label('invoiceNo'), width: 180, ellipsis: true, render: (v: string) => v || '-' },
    // Finance reads the invoice date in the detail; the list keeps room for the seller and the steps.
    ...(finance ? [] : [{ key: 'issueDate', dataIndex: 'issueDate', title: label('issueDate'), width: 110, render: (v: string | null) => v ?? '-' } as const]),
    { key: 'createTime', dataIndex: 'createTime', title: label('createTime'), width: 160, sorter: true, render: (v: string | null) => parseTime(v) },
    { key: 'actions', title: t('operation'), width: finance ? 190 : 150, fixed: 'end', render: (_: unknown, row) => actions(row) },
  ];

  const doExport = async () => {
    setExporting(true);
    try {
      await exportInvoice(withoutPaging(list.query));
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="app-container">
      {finance ? null : <InvoiceableCard onRequest={() => setRequesting(true)} />}
      <Card size="small" variant="borderless">
        <SearchForm {...list.searchProps}>
          {finance ? (
            <Form.Item name="userName" label={label('userName')}>
              <Input allowClear maxLength={30} style={SEARCH_FIELD_STYLE} placeholder={t('placeholder.userName')} />
            </Form.Item>
          ) : null}
          <Form.Item name="invoiceNo" label={label('invoiceNo')}>
            <Input allowClear maxLength={32} style={SEARCH_FIELD_STYLE} placeholder={t('placeholder.invoiceNo')} />
          </Form.Item>
          <Form.Item name="status" label={label('status')}>
            <Select allowClear options={dictSelectOptions(dict.invoice_status)} style={SEARCH_FIELD_STYLE} placeholder={t('placeholder.choose')} />
          </Form.Item>
          <Form.Item name="invoiceType" label={label('invoiceType')}>
            <Select allowClear options={dictSelectOptions(dict.invoice_type)} style={SEARCH_FIELD_STYLE} placeholder={t('placeholder.choose')} />
          </Form.Item>
          <Form.Item name="dateRange" label={label('createTime')}>
            <DatePicker.RangePicker style={{ width: 240 }} placeholder={[t('placeholder.beginDate'), t('placeholder.endDate')]} />
          </Form.Item>
        </SearchForm>
        <ListToolbar perms={{ export: Perm.invoice.export }} {...list.toolbarProps} onExport={doExport} exporting={exporting} />
        <ListTable<InvoiceRow> {...list.tableProps} columns={columns} />
        <Pagination {...list.paginationProps} />
      </Card>
      <InvoiceDetailDialog row={viewing} onClose={() => setViewing(null)} />
      {finance ? (
        <>
          <IssueDialog
            row={issuing}
            onClose={() => setIssuing(null)}
            onDone={() => {
              setIssuing(null);
              changed();
            }}
          />
          <ReasonDialog
            open={rejecting !== null}
            name="invoice-reject"
            title={t('rejectTitle', { id: rejecting?.invoiceId ?? '' })}
            label={t('reason')}
            placeholder={t('reasonPlaceholder')}
            schema={moneyReasonSchema}
            submit={(reason) => rejectInvoice(rejecting?.invoiceId ?? 0, { reason })}
            onClose={() => setRejecting(null)}
            onDone={() => {
              setRejecting(null);
              changed();
            }}
          />
          <ReasonDialog
            open={voiding !== null}
            name="invoice-void"
            title={t('voidTitle', { no: voiding?.invoiceNo ?? '' })}
            hint={t('voidHint')}
            label={t('reason')}
            placeholder={t('reasonPlaceholder')}
            schema={moneyReasonSchema}
            submit={(reason) => voidInvoice(voiding?.invoiceId ?? 0, { reason })}
            onClose={() => setVoiding(null)}
            onDone={() => {
              setVoiding(null);
              changed();
            }}
          />
        </>
      ) : (
        <RequestDialog
          open={requesting}
          onClose={() => setRequesting(false)}
          onDone={() => {
            setRequesting(false);
            changed();
          }}
        />
      )}
    </div>
  );
}
