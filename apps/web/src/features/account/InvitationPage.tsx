import { Perm, type SubAccountRow, invitationEndpoints } from '@ceping/contract';
import { ReloadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Descriptions, Form, Input, Select, Space, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { endpointKey } from '../../api/endpoint.ts';
import Auth from '../../components/Auth.tsx';
import DictTag from '../../components/DictTag.tsx';
import ListTable from '../../components/list/ListTable.tsx';
import ListToolbar from '../../components/list/ListToolbar.tsx';
import { SEARCH_FIELD_STYLE, dictSelectOptions } from '../../components/list/SearchActions.tsx';
import SearchForm from '../../components/list/SearchForm.tsx';
import { useListPage } from '../../components/list/useListPage.ts';
import { type PagedState, textFilter } from '../../components/list/usePagedList.ts';
import Pagination from '../../components/Pagination.tsx';
import { useDict } from '../../hooks/useDict.ts';
import { parseTime } from '../../utils/format.ts';
import { type SubAccountParams, getInvitation, listSubAccounts, regenerateInvitation } from './api.ts';
import { invitationLink } from './invitationLink.ts';

interface Search {
  userName?: string;
  status?: string;
}
const COLUMN_KEYS = ['userId', 'userName', 'nickName', 'status', 'loginDate', 'createTime'] as const;

function buildQuery({ search, pageNum, pageSize, orderByColumn, isAsc }: PagedState<Search>): SubAccountParams {
  return { pageNum, pageSize, orderByColumn, isAsc, userName: textFilter(search.userName), status: search.status as SubAccountParams['status'] };
}

/**
 * Seller centre → Invitation (main accounts only): the invite code and the register link carrying
 * it, both copyable; regenerating the code (the old one stops working); the sub-accounts registered
 * with it.
 */
export default function InvitationPage() {
  const { t } = useTranslation(['account', 'common']);
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const dict = useDict('sys_normal_disable');
  const info = useQuery({ queryKey: endpointKey(invitationEndpoints.info), queryFn: getInvitation });
  const label = (key: string) => t(`invitation.field.${key}`);
  const list = useListPage({
    key: endpointKey(invitationEndpoints.list),
    rowKey: 'userId',
    buildQuery,
    fetch: listSubAccounts,
    initialSearch: {},
    columns: { keys: COLUMN_KEYS, label },
    selectable: false,
  });
  const code = info.data?.data.inviteCode ?? '';
  const link = code ? invitationLink(code) : '';
  const copied = t('invitation.copied');

  const regenerate = () =>
    modal.confirm({
      title: t('common:messages.prompt'),
      content: t('invitation.regenerateConfirm'),
      okText: t('common:actions.confirm'),
      cancelText: t('common:actions.cancel'),
      onOk: async () => {
        try {
          const res = await regenerateInvitation();
          queryClient.setQueryData(endpointKey(invitationEndpoints.info), res);
          message.success(t('invitation.regenerated'));
        } catch {
          // shown by the request client
        }
      },
    });

  const columns: TableColumnsType<SubAccountRow> = [
    { key: 'userId', dataIndex: 'userId', title: label('userId'), width: 80, sorter: true },
    { key: 'userName', dataIndex: 'userName', title: label('userName'), width: 160, ellipsis: true, sorter: true },
    { key: 'nickName', dataIndex: 'nickName', title: label('nickName'), ellipsis: true },
    {
      key: 'status',
      dataIndex: 'status',
      title: label('status'),
      width: 90,
      render: (v: string) => <DictTag options={dict.sys_normal_disable} value={v} />,
    },
    { key: 'loginDate', dataIndex: 'loginDate', title: label('loginDate'), width: 170, render: (v: string | null) => parseTime(v) || '-' },
    { key: 'createTime', dataIndex: 'createTime', title: label('createTime'), width: 170, sorter: true, render: (v: string | null) => parseTime(v) },
  ];

  return (
    <div className="app-container">
      <Card
        size="small"
        title={t('invitation.title')}
        loading={info.isLoading}
        style={{ marginBottom: 12 }}
        extra={
          <Auth perm={Perm.invitation.edit}>
            <Button icon={<ReloadOutlined />} onClick={regenerate} disabled={!code}>
              {t('invitation.regenerate')}
            </Button>
          </Auth>
        }
      >
        <Descriptions size="small" column={1} styles={{ label: { width: 120 } }}>
          <Descriptions.Item label={t('invitation.code')}>
            <Typography.Text
              strong
              style={{ fontSize: 18, letterSpacing: 2 }}
              data-testid="invite-code"
              copyable={{ text: code, tooltips: [t('invitation.copyCode'), copied] }}
            >
              {code}
            </Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('invitation.link')}>
            <Space direction="vertical" size={4} style={{ width: '100%' }}>
              <Typography.Text data-testid="invite-link" copyable={{ text: link, tooltips: [t('invitation.copyLink'), copied] }}>
                {link}
              </Typography.Text>
              <Typography.Text type="secondary">{t('invitation.linkHint')}</Typography.Text>
            </Space>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card
        size="small"
        title={t('invitation.listTitle')}
        extra={<Typography.Text type="secondary">{t('invitation.subAccounts', { count: info.data?.data.subAccounts ?? 0 })}</Typography.Text>}
      >
        <SearchForm {...list.searchProps} aria-label={t('common:actions.search')}>
          <Form.Item name="userName" label={label('userName')}>
            <Input allowClear style={SEARCH_FIELD_STYLE} />
          </Form.Item>
          <Form.Item name="status" label={label('status')}>
            <Select allowClear style={SEARCH_FIELD_STYLE} options={dictSelectOptions(dict.sys_normal_disable)} />
          </Form.Item>
        </SearchForm>
        <ListToolbar
          perms={{}}
          {...list.toolbarProps}
          onRefresh={() => {
            list.reload();
            void info.refetch();
          }}
        />
        <ListTable<SubAccountRow> {...list.tableProps} columns={columns} />
        <Pagination {...list.paginationProps} />
      </Card>
    </div>
  );
}
