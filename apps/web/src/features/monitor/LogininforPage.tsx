import { type LogininforRow, Perm, logininforEndpoints } from '@ceping/contract';
import { UnlockOutlined, ClearOutlined } from '@ant-design/icons';
import { App, Button, Card, DatePicker, Form, Input, Select, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointKey } from '../../api/endpoint.ts';
import { Auth } from '../../components/Auth.tsx';
import DictTag from '../../components/DictTag.tsx';
import ListTable from '../../components/list/ListTable.tsx';
import ListToolbar from '../../components/list/ListToolbar.tsx';
import { SEARCH_FIELD_STYLE, dictSelectOptions } from '../../components/list/SearchActions.tsx';
import SearchForm from '../../components/list/SearchForm.tsx';
import { useConfirmAction } from '../../components/list/useConfirmAction.ts';
import { useListPage } from '../../components/list/useListPage.ts';
import { type PagedState, textFilter, withoutPaging } from '../../components/list/usePagedList.ts';
import Pagination from '../../components/Pagination.tsx';
import { useDict } from '../../hooks/useDict.ts';
import { addDateRange, parseTime } from '../../utils/format.ts';
import { type LogininforParams, cleanLogininfor, delLogininfor, exportLogininfor, listLogininfor, unlockLogininfor } from './api.ts';

interface Search {
  ipaddr?: string;
  userName?: string;
  status?: '0' | '1';
  dateRange?: [Dayjs | null, Dayjs | null] | null;
}
const INITIAL: Search = {};
const buildQuery = ({ search, pageNum, pageSize }: PagedState<Search>): LogininforParams =>
  addDateRange(
    { pageNum, pageSize, ipaddr: textFilter(search.ipaddr), userName: textFilter(search.userName), status: search.status },
    search.dateRange,
  ) as LogininforParams;

/** System → Logs → Login log: every login attempt; delete, clean, unlock a name, export. */
export default function LogininforPage() {
  const { t } = useTranslation('monitor');
  const { message } = App.useApp();
  const dict = useDict('sys_common_status');
  const label = (key: string) => t(`logininfor.field.${key}`);
  const confirm = useConfirmAction();
  const [exporting, setExporting] = useState(false);
  const list = useListPage({
    key: endpointKey(logininforEndpoints.list),
    rowKey: 'infoId',
    buildQuery,
    fetch: listLogininfor,
    initialSearch: INITIAL,
    columns: { keys: ['infoId', 'userName', 'ipaddr', 'loginLocation', 'browser', 'os', 'status', 'msg', 'loginTime'], label },
    remove: { confirmText: (rows: LogininforRow[]) => t('logininfor.confirmDelete', { ids: rows.map((r) => r.infoId).join(',') }), run: delLogininfor },
  });
  const selected = list.selectedRows;
  const unlock = async () => {
    const name = selected[0]?.userName;
    if (!name) return;
    try {
      await unlockLogininfor(name);
      message.success(t('logininfor.unlocked', { name }));
    } catch {
      // shown by the request client
    }
  };
  const exportAll = async () => {
    setExporting(true);
    try {
      await exportLogininfor(withoutPaging(buildQuery(list.state)));
    } finally {
      setExporting(false);
    }
  };

  const columns: TableColumnsType<LogininforRow> = [
    { key: 'infoId', dataIndex: 'infoId', title: label('infoId'), width: 90, align: 'center' },
    { key: 'userName', dataIndex: 'userName', title: label('userName'), width: 130, sorter: true },
    { key: 'ipaddr', dataIndex: 'ipaddr', title: label('ipaddr'), width: 150, ellipsis: true },
    { key: 'loginLocation', dataIndex: 'loginLocation', title: label('loginLocation'), width: 110 },
    { key: 'browser', dataIndex: 'browser', title: label('browser'), width: 130, ellipsis: true },
    { key: 'os', dataIndex: 'os', title: label('os'), width: 120, ellipsis: true },
    {
      key: 'status',
      dataIndex: 'status',
      title: label('status'),
      width: 90,
      align: 'center',
      render: (v: string) => <DictTag options={dict.sys_common_status} value={v} />,
    },
    { key: 'msg', dataIndex: 'msg', title: label('msg'), ellipsis: true },
    { key: 'loginTime', dataIndex: 'loginTime', title: label('loginTime'), width: 170, sorter: true, render: (v: string | null) => parseTime(v) },
  ];

  return (
    <div className="app-container">
      <Card size="small" variant="borderless">
        <SearchForm {...list.searchProps}>
          <Form.Item name="ipaddr" label={label('ipaddr')}>
            <Input placeholder={t('logininfor.placeholder.ipaddr')} allowClear maxLength={128} style={SEARCH_FIELD_STYLE} />
          </Form.Item>
          <Form.Item name="userName" label={label('userName')}>
            <Input placeholder={t('logininfor.placeholder.userName')} allowClear maxLength={50} style={SEARCH_FIELD_STYLE} />
          </Form.Item>
          <Form.Item name="status" label={label('status')}>
            <Select
              placeholder={t('logininfor.placeholder.status')}
              allowClear
              options={dictSelectOptions(dict.sys_common_status)}
              style={SEARCH_FIELD_STYLE}
            />
          </Form.Item>
          <Form.Item name="dateRange" label={label('loginTime')}>
            <DatePicker.RangePicker style={{ width: 240 }} />
          </Form.Item>
        </SearchForm>
        <ListToolbar
          perms={Perm.monitor.logininfor}
          {...list.toolbarProps}
          onDelete={list.removeSelected}
          onExport={exportAll}
          exporting={exporting}
          extra={
            <>
              <Auth perm={Perm.monitor.logininfor.remove}>
                <Button danger icon={<ClearOutlined />} onClick={() => confirm(t('logininfor.confirmClean'), cleanLogininfor, t('cleaned'), list.reload)}>
                  {t('clean')}
                </Button>
              </Auth>
              <Auth perm={Perm.monitor.logininfor.unlock}>
                <Button color="primary" variant="outlined" icon={<UnlockOutlined />} disabled={selected.length !== 1} onClick={unlock}>
                  {t('logininfor.unlock')}
                </Button>
              </Auth>
            </>
          }
        />
        <ListTable<LogininforRow> {...list.tableProps} columns={columns} />
        <Pagination {...list.paginationProps} />
      </Card>
    </div>
  );
}
