import { type OnlineRow, Perm, onlineEndpoints } from '@ceping/contract';
import { Button, Card, Form, Input, type TableColumnsType, Tag } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { endpointKey } from '../../api/endpoint.ts';
import { Auth } from '../../components/Auth.tsx';
import ListTable from '../../components/list/ListTable.tsx';
import ListToolbar from '../../components/list/ListToolbar.tsx';
import { SEARCH_FIELD_STYLE } from '../../components/list/SearchActions.tsx';
import SearchForm from '../../components/list/SearchForm.tsx';
import { useConfirmAction } from '../../components/list/useConfirmAction.ts';
import { useListPage } from '../../components/list/useListPage.ts';
import { type PagedState, textFilter } from '../../components/list/usePagedList.ts';
import Pagination from '../../components/Pagination.tsx';
import { parseTime } from '../../utils/format.ts';
import { forceLogout, listOnline } from './api.ts';

interface Search {
  ipaddr?: string;
  userName?: string;
}
type Query = { ipaddr?: string; userName?: string; pageNum: number; pageSize: number };

const INITIAL: Search = {};
const buildQuery = ({ search, pageNum, pageSize }: PagedState<Search>): Query => ({
  ipaddr: textFilter(search.ipaddr),
  userName: textFilter(search.userName),
  pageNum,
  pageSize,
});

/** The server answers every session at once (RuoYi does not page it); the page is cut here. */
async function fetchPage(q: Query) {
  const res = await listOnline({ ipaddr: q.ipaddr, userName: q.userName });
  const from = (q.pageNum - 1) * q.pageSize;
  return { ...res, rows: res.rows.slice(from, from + q.pageSize) };
}

/** Monitor → Online users: live sessions; force one out (never one's own). */
export default function OnlinePage() {
  const { t } = useTranslation('monitor');
  const label = (key: string) => t(`online.field.${key}`);
  const confirm = useConfirmAction();
  const list = useListPage({
    key: endpointKey(onlineEndpoints.list),
    rowKey: 'tokenId',
    buildQuery,
    fetch: fetchPage,
    initialSearch: INITIAL,
    selectable: false,
  });
  const kick = (row: OnlineRow) => confirm(t('online.confirm', { name: row.userName }), () => forceLogout(row.tokenId), t('online.done'), list.reload);

  const columns: TableColumnsType<OnlineRow> = [
    { key: 'index', title: t('table.index'), width: 60, align: 'center', render: (_v, _r, i) => (list.state.pageNum - 1) * list.state.pageSize + i + 1 },
    {
      key: 'tokenId',
      dataIndex: 'tokenId',
      title: label('tokenId'),
      ellipsis: true,
      render: (v: string, row) => (
        <>
          {v}
          {row.current ? (
            <Tag color="blue" style={{ marginLeft: 6 }}>
              {t('online.current')}
            </Tag>
          ) : null}
        </>
      ),
    },
    { key: 'userName', dataIndex: 'userName', title: label('userName'), width: 120 },
    { key: 'deptName', dataIndex: 'deptName', title: label('deptName'), width: 120 },
    { key: 'ipaddr', dataIndex: 'ipaddr', title: label('ipaddr'), width: 140 },
    { key: 'loginLocation', dataIndex: 'loginLocation', title: label('loginLocation'), width: 110 },
    { key: 'browser', dataIndex: 'browser', title: label('browser'), width: 130, ellipsis: true },
    { key: 'os', dataIndex: 'os', title: label('os'), width: 120, ellipsis: true },
    { key: 'loginTime', dataIndex: 'loginTime', title: label('loginTime'), width: 170, render: (v: string | null) => parseTime(v) },
    {
      key: 'actions',
      title: t('table.operation'),
      width: 110,
      align: 'center',
      render: (_v, row) => (
        <Auth perm={Perm.monitor.online.forceLogout}>
          <Button type="link" size="small" danger icon={<LogoutOutlined />} disabled={row.current} onClick={() => kick(row)}>
            {t('online.forceLogout')}
          </Button>
        </Auth>
      ),
    },
  ];

  return (
    <div className="app-container">
      <Card size="small" variant="borderless">
        <SearchForm {...list.searchProps}>
          <Form.Item name="ipaddr" label={label('ipaddr')}>
            <Input placeholder={t('online.placeholder.ipaddr')} allowClear maxLength={128} style={SEARCH_FIELD_STYLE} />
          </Form.Item>
          <Form.Item name="userName" label={label('userName')}>
            <Input placeholder={t('online.placeholder.userName')} allowClear maxLength={50} style={SEARCH_FIELD_STYLE} />
          </Form.Item>
        </SearchForm>
        <ListToolbar perms={{}} {...list.toolbarProps} />
        <ListTable<OnlineRow> {...list.tableProps} columns={columns} />
        <Pagination {...list.paginationProps} />
      </Card>
    </div>
  );
}
