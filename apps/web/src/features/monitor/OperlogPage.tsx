import { type OperlogRow, Perm, operlogEndpoints } from '@ceping/contract';
import { ClearOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Form, Input, Select, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointKey } from '../../api/endpoint.ts';
import { Auth } from '../../components/Auth.tsx';
import DictTag from '../../components/DictTag.tsx';
import { dateTimeColumn, pairedTitles, Stacked } from '../../components/list/columns.tsx';
import ListTable from '../../components/list/ListTable.tsx';
import ListToolbar from '../../components/list/ListToolbar.tsx';
import { SEARCH_FIELD_STYLE, dictSelectOptions } from '../../components/list/SearchActions.tsx';
import SearchForm from '../../components/list/SearchForm.tsx';
import { useConfirmAction } from '../../components/list/useConfirmAction.ts';
import { useListPage } from '../../components/list/useListPage.ts';
import { type PagedState, textFilter, withoutPaging } from '../../components/list/usePagedList.ts';
import Pagination from '../../components/Pagination.tsx';
import { useDict } from '../../hooks/useDict.ts';
import { addDateRange } from '../../utils/format.ts';
import { type OperlogParams, cleanOperlog, delOperlog, exportOperlog, listOperlog } from './api.ts';
import OperlogDetailDialog from './components/OperlogDetailDialog.tsx';

interface Search {
  operIp?: string;
  title?: string;
  operName?: string;
  businessType?: string;
  status?: string;
  dateRange?: [Dayjs | null, Dayjs | null] | null;
}
const INITIAL: Search = {};
const COLUMN_KEYS = ['operId', 'title', 'businessType', 'operName', 'operIp', 'status', 'operTime', 'costTime'] as const;
/** The address over the place it resolves to (header and cells on two lines). */
const SECOND: Record<string, string> = { operIp: 'operLocation' };
const buildQuery = ({ search, pageNum, pageSize }: PagedState<Search>): OperlogParams =>
  addDateRange(
    {
      pageNum,
      pageSize,
      operIp: textFilter(search.operIp),
      title: textFilter(search.title),
      operName: textFilter(search.operName),
      businessType: search.businessType === undefined ? undefined : Number(search.businessType),
      status: search.status === undefined ? undefined : Number(search.status),
    },
    search.dateRange,
  ) as OperlogParams;

/** System → Logs → Operation log: who did what, with masked parameters and answers; delete, clean, export. */
export default function OperlogPage() {
  const { t } = useTranslation('monitor');
  const dict = useDict('sys_oper_type', 'sys_common_status');
  const label = (key: string) => t(`operlog.field.${key}`);
  const titles = pairedTitles(label, SECOND);
  const confirm = useConfirmAction();
  const [exporting, setExporting] = useState(false);
  const [shown, setShown] = useState<OperlogRow | null>(null);
  const list = useListPage({
    key: endpointKey(operlogEndpoints.list),
    rowKey: 'operId',
    buildQuery,
    fetch: listOperlog,
    initialSearch: INITIAL,
    columns: { keys: COLUMN_KEYS, label: titles.label },
    remove: { confirmText: (rows: OperlogRow[]) => t('operlog.confirmDelete', { ids: rows.map((r) => r.operId).join(',') }), run: delOperlog },
  });
  const exportAll = async () => {
    setExporting(true);
    try {
      await exportOperlog(withoutPaging(buildQuery(list.state)));
    } finally {
      setExporting(false);
    }
  };

  const columns: TableColumnsType<OperlogRow> = [
    { key: 'operId', dataIndex: 'operId', title: label('operId'), width: 80, align: 'center' },
    { key: 'title', dataIndex: 'title', title: label('title'), width: 130, ellipsis: true },
    {
      key: 'businessType',
      dataIndex: 'businessType',
      title: label('businessType'),
      width: 90,
      align: 'center',
      render: (v: number) => <DictTag options={dict.sys_oper_type} value={String(v)} />,
    },
    { key: 'operName', dataIndex: 'operName', title: label('operName'), width: 110, sorter: true, ellipsis: true },
    { key: 'operIp', title: titles.title('operIp'), width: 180, render: (_: unknown, row) => <Stacked top={row.operIp} bottom={row.operLocation} /> },
    {
      key: 'status',
      dataIndex: 'status',
      title: label('status'),
      width: 80,
      align: 'center',
      render: (v: number) => <DictTag options={dict.sys_common_status} value={String(v)} />,
    },
    dateTimeColumn<OperlogRow>('operTime', label('operTime'), { sorter: true }),
    { key: 'costTime', dataIndex: 'costTime', title: label('costTime'), width: 96, sorter: true, render: (v: number) => t('operlog.ms', { n: v }) },
    {
      key: 'actions',
      title: t('table.operation'),
      width: 100,
      align: 'center',
      render: (_v, row) => (
        <Auth perm={Perm.monitor.operlog.query}>
          <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setShown(row)}>
            {t('operlog.detail')}
          </Button>
        </Auth>
      ),
    },
  ];

  return (
    <div className="app-container">
      <Card size="small" variant="borderless">
        <SearchForm {...list.searchProps}>
          <Form.Item name="operIp" label={label('operIp')}>
            <Input placeholder={t('operlog.placeholder.operIp')} allowClear maxLength={128} style={SEARCH_FIELD_STYLE} />
          </Form.Item>
          <Form.Item name="title" label={label('title')}>
            <Input placeholder={t('operlog.placeholder.title')} allowClear maxLength={50} style={SEARCH_FIELD_STYLE} />
          </Form.Item>
          <Form.Item name="operName" label={label('operName')}>
            <Input placeholder={t('operlog.placeholder.operName')} allowClear maxLength={50} style={SEARCH_FIELD_STYLE} />
          </Form.Item>
          <Form.Item name="businessType" label={label('businessType')}>
            <Select placeholder={t('operlog.placeholder.businessType')} allowClear options={dictSelectOptions(dict.sys_oper_type)} style={SEARCH_FIELD_STYLE} />
          </Form.Item>
          <Form.Item name="status" label={label('status')}>
            <Select placeholder={t('operlog.placeholder.status')} allowClear options={dictSelectOptions(dict.sys_common_status)} style={SEARCH_FIELD_STYLE} />
          </Form.Item>
          <Form.Item name="dateRange" label={label('operTime')}>
            <DatePicker.RangePicker style={{ width: 240 }} />
          </Form.Item>
        </SearchForm>
        <ListToolbar
          perms={Perm.monitor.operlog}
          {...list.toolbarProps}
          onDelete={list.removeSelected}
          onExport={exportAll}
          exporting={exporting}
          extra={
            <Auth perm={Perm.monitor.operlog.remove}>
              <Button danger icon={<ClearOutlined />} onClick={() => confirm(t('operlog.confirmClean'), cleanOperlog, t('cleaned'), list.reload)}>
                {t('clean')}
              </Button>
            </Auth>
          }
        />
        <ListTable<OperlogRow> {...list.tableProps} columns={columns} />
        <Pagination {...list.paginationProps} />
      </Card>
      <OperlogDetailDialog row={shown} operTypes={dict.sys_oper_type} onClose={() => setShown(null)} />
    </div>
  );
}
