import { type MessageRow, Perm, messageEndpoints } from '@ceping/contract';
import { CheckOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Badge, Button, Card, Form, Select, Space, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { endpointKey, resourceKey } from '../../api/endpoint.ts';
import Auth from '../../components/Auth.tsx';
import DictTag from '../../components/DictTag.tsx';
import ListTable from '../../components/list/ListTable.tsx';
import ListToolbar from '../../components/list/ListToolbar.tsx';
import { SEARCH_FIELD_STYLE, dictSelectOptions } from '../../components/list/SearchActions.tsx';
import SearchForm from '../../components/list/SearchForm.tsx';
import { useListPage } from '../../components/list/useListPage.ts';
import type { PagedState } from '../../components/list/usePagedList.ts';
import Pagination from '../../components/Pagination.tsx';
import { useDict } from '../../hooks/useDict.ts';
import { useMenuPath } from '../../hooks/useMenuPath.ts';
import { dateTimeColumn } from '../../components/list/columns.tsx';
import { type MessageListParams, delMessages, listMessages, markAllMessagesRead, markMessagesRead } from './api.ts';
import { LINKS, type LinkName } from './paths.ts';

interface Search {
  isRead?: '0' | '1';
  msgType?: string;
}
const COLUMN_KEYS = ['msgType', 'title', 'content', 'isRead', 'createTime'] as const;
/** The screen that shows the document a message is about. */
const DOCUMENT_SCREEN: Record<string, LinkName> = { recharge: 'rechargeList', withdrawal: 'withdraw', user: 'invitation' };

function buildQuery({ search, pageNum, pageSize }: PagedState<Search>): MessageListParams {
  return { pageNum, pageSize, isRead: search.isRead, msgType: search.msgType as MessageListParams['msgType'] };
}

/**
 * Seller centre → Messages: the caller's inbox, newest first (texts in the reader's language, written
 * by the server with the events they tell about); unread filter, mark read, mark all read, delete.
 * Every change also refreshes the navbar's unread count (same resource).
 */
export default function MessagePage() {
  const { t } = useTranslation(['account', 'common']);
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const menuPath = useMenuPath();
  const dict = useDict('message_type');
  const label = (key: string) => t(`message.field.${key}`);
  /** The list and the navbar badge read the same resource: one invalidation refreshes both. */
  const refreshInbox = () => queryClient.invalidateQueries({ queryKey: resourceKey(messageEndpoints.list) });
  const list = useListPage({
    key: endpointKey(messageEndpoints.list),
    rowKey: 'messageId',
    buildQuery,
    fetch: listMessages,
    initialSearch: {},
    columns: { keys: COLUMN_KEYS, label },
    remove: {
      confirmText: (rows) => t('message.confirmDelete', { count: rows.length }),
      run: async (ids) => {
        await delMessages(ids);
        void refreshInbox();
      },
    },
  });

  const markRead = async (ids: number[]) => {
    if (ids.length === 0) return;
    try {
      await markMessagesRead(ids);
      message.success(t('message.markedRead'));
      list.setSelectedIds([]);
      await refreshInbox();
    } catch {
      // shown by the request client
    }
  };
  const markAll = async () => {
    try {
      await markAllMessagesRead();
      message.success(t('message.allRead'));
      await refreshInbox();
    } catch {
      // shown by the request client
    }
  };
  const open = (row: MessageRow) => {
    const screen = DOCUMENT_SCREEN[row.refType];
    if (!row.isRead) void markRead([row.messageId]);
    if (screen) navigate(menuPath(LINKS[screen][0], LINKS[screen][1]));
  };

  const columns: TableColumnsType<MessageRow> = [
    {
      key: 'msgType',
      dataIndex: 'msgType',
      title: label('msgType'),
      width: 90,
      render: (v: string) => <DictTag options={dict.message_type} value={v} />,
    },
    {
      key: 'title',
      dataIndex: 'title',
      title: label('title'),
      width: 200,
      ellipsis: true,
      render: (v: string, row) => (
        <Space size={6}>
          {row.isRead ? null : <Badge status="error" />}
          <Typography.Text strong={!row.isRead}>{v}</Typography.Text>
        </Space>
      ),
    },
    { key: 'content', dataIndex: 'content', title: label('content'), ellipsis: true },
    {
      key: 'isRead',
      dataIndex: 'isRead',
      title: label('isRead'),
      width: 80,
      render: (v: boolean) =>
        v ? <Typography.Text type="secondary">{t('message.read')}</Typography.Text> : <Typography.Text type="danger">{t('message.unread')}</Typography.Text>,
    },
    dateTimeColumn<MessageRow>('createTime', label('createTime')),
    {
      key: 'actions',
      title: t('common.operation'),
      width: 210,
      fixed: 'end',
      render: (_: unknown, row) => (
        <Space size={0}>
          {DOCUMENT_SCREEN[row.refType] ? (
            <Button type="link" size="small" onClick={() => open(row)}>
              {t('message.view')}
            </Button>
          ) : null}
          {row.isRead ? null : (
            <Auth perm={Perm.message.edit}>
              <Button type="link" size="small" onClick={() => markRead([row.messageId])}>
                {t('message.markRead')}
              </Button>
            </Auth>
          )}
          <Auth perm={Perm.message.remove}>
            <Button type="link" size="small" danger onClick={() => list.removeRows([row])}>
              {t('common:actions.delete')}
            </Button>
          </Auth>
        </Space>
      ),
    },
  ];

  return (
    <div className="app-container">
      <Card size="small" variant="borderless">
        <SearchForm {...list.searchProps} aria-label={t('common:actions.search')}>
          <Form.Item name="isRead" label={t('message.readState')}>
            <Select
              allowClear
              style={SEARCH_FIELD_STYLE}
              options={[
                { value: '0', label: t('message.unread') },
                { value: '1', label: t('message.read') },
              ]}
            />
          </Form.Item>
          <Form.Item name="msgType" label={label('msgType')}>
            <Select allowClear style={SEARCH_FIELD_STYLE} options={dictSelectOptions(dict.message_type)} />
          </Form.Item>
        </SearchForm>
        <ListToolbar
          perms={{ remove: Perm.message.remove }}
          {...list.toolbarProps}
          onDelete={list.removeSelected}
          extra={
            <Auth perm={Perm.message.edit}>
              <Space size={8}>
                <Button icon={<CheckOutlined />} disabled={list.selectedIds.length === 0} onClick={() => markRead(list.selectedIds)}>
                  {t('message.markRead')}
                </Button>
                <Button type="primary" ghost onClick={markAll}>
                  {t('message.markAllRead')}
                </Button>
              </Space>
            </Auth>
          }
        />
        <ListTable<MessageRow> {...list.tableProps} columns={columns} />
        <Pagination {...list.paginationProps} />
      </Card>
    </div>
  );
}
