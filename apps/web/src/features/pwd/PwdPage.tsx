import { Perm, type PwdStatus, pwdEndpoints } from '@ceping/contract';
import { KeyOutlined } from '@ant-design/icons';
import { Button, Card, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Auth from '../../components/Auth.tsx';
import DictTag from '../../components/DictTag.tsx';
import ListTable from '../../components/list/ListTable.tsx';
import ListToolbar from '../../components/list/ListToolbar.tsx';
import { type PagedState, textFilter } from '../../components/list/usePagedList.ts';
import { useListPage } from '../../components/list/useListPage.ts';
import Pagination from '../../components/Pagination.tsx';
import { useDict } from '../../hooks/useDict.ts';
import { listPwdStatus, type PwdListParams } from './api.ts';
import PwdSearchForm, { type PwdSearchValues } from './components/PwdSearchForm.tsx';
import SetPwdDialog from './components/SetPwdDialog.tsx';
import { endpointKey } from '../../api/endpoint.ts';

const INITIAL: PwdSearchValues = {};

function buildQuery({ search, pageNum, pageSize }: PagedState<PwdSearchValues>): PwdListParams {
  return { pageNum, pageSize, userName: textFilter(search.userName), hasPwd: search.hasPwd, roleKey: search.roleKey };
}

/** Finance → Second passwords: which accounts have one; set or reset it. */
export default function PwdPage() {
  const { t } = useTranslation(['finance', 'business', 'common']);
  const dict = useDict('sys_normal_disable');
  const list = useListPage({
    key: endpointKey(pwdEndpoints.list),
    rowKey: 'userId',
    buildQuery,
    fetch: listPwdStatus,
    initialSearch: INITIAL,
    selectable: false,
  });
  const [editing, setEditing] = useState<PwdStatus | null>(null);

  const columns: TableColumnsType<PwdStatus> = [
    { key: 'userId', dataIndex: 'userId', title: t('customer.field.userId'), width: 80, align: 'center' },
    {
      key: 'userName',
      title: t('pwd.field.userName'),
      ellipsis: true,
      render: (_: unknown, row) => (
        <>
          {row.userName}
          {row.nickName && row.nickName !== row.userName ? <Typography.Text type="secondary"> ({row.nickName})</Typography.Text> : null}
        </>
      ),
    },
    {
      key: 'roleKeys',
      dataIndex: 'roleKeys',
      title: t('pwd.field.roles'),
      // the seeded roles by name in the user's language; a role an administrator added shows its key
      render: (keys: string[]) => keys.map((k) => <Tag key={k}>{t(`customer.role.${k}`, { defaultValue: k })}</Tag>),
    },
    {
      key: 'hasPwd',
      dataIndex: 'hasPwd',
      title: t('pwd.field.hasPwd'),
      width: 120,
      align: 'center',
      render: (set: boolean) => <Tag color={set ? 'success' : 'default'}>{t(set ? 'pwd.state.set' : 'pwd.state.notSet')}</Tag>,
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('customer.field.status'),
      width: 90,
      align: 'center',
      render: (v: string) => <DictTag options={dict.sys_normal_disable} value={v} />,
    },
    {
      key: 'actions',
      title: t('business:common.operation'),
      width: 150,
      align: 'center',
      render: (_: unknown, row) => (
        <Auth perm={Perm.pwd.edit}>
          <Button type="link" size="small" icon={<KeyOutlined />} onClick={() => setEditing(row)}>
            {t(row.hasPwd ? 'pwd.reset' : 'pwd.set')}
          </Button>
        </Auth>
      ),
    },
  ];

  return (
    <div className="app-container">
      <Card size="small" variant="borderless">
        <PwdSearchForm {...list.searchProps} />
        <ListToolbar perms={{}} {...list.toolbarProps} />
        <ListTable<PwdStatus> {...list.tableProps} columns={columns} />
        <Pagination {...list.paginationProps} />
      </Card>
      <SetPwdDialog
        user={editing}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          list.reload();
        }}
      />
    </div>
  );
}
