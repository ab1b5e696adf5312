import { type AuthUser, Perm } from '@ceping/contract';
import { CloseOutlined, PlusOutlined, UserDeleteOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, type TableColumnsType } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import Auth from '../../components/Auth.tsx';
import DictTag from '../../components/DictTag.tsx';
import ListTable from '../../components/list/ListTable.tsx';
import ListToolbar from '../../components/list/ListToolbar.tsx';
import { SEARCH_FIELD_STYLE } from '../../components/list/SearchActions.tsx';
import SearchForm from '../../components/list/SearchForm.tsx';
import { useConfirmAction } from '../../components/list/useConfirmAction.ts';
import type { PagedState } from '../../components/list/usePagedList.ts';
import { useListPage } from '../../components/list/useListPage.ts';
import Pagination from '../../components/Pagination.tsx';
import { useDict } from '../../hooks/useDict.ts';
import { useTagsViewStore } from '../../stores/tagsView.ts';
import { parseTime } from '../../utils/format.ts';
import { type AuthUserSearch, authUserQueryOf } from './authUserQuery.ts';
import { allocatedKey, allocatedUserList, cancelAuthUser, cancelAuthUserAll, ROLE_KEY } from './api.ts';
import SelectUserDialog from './components/SelectUserDialog.tsx';

const INITIAL: AuthUserSearch = {};
const ROLE_LIST = '/system/role';

/**
 * The users of one role (`/system/role-auth/user/:roleId`, RuoYi's AuthUser): search, add users,
 * take the role from one or the ticked ones, close. Gated by `system:role:edit`, which the server checks.
 */
export default function AuthUserPage() {
  const { t } = useTranslation(['role', 'common']);
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const roleId = Number(useParams().roleId);
  const dict = useDict('sys_normal_disable');
  const confirm = useConfirmAction();
  const label = (key: string) => t(`authUser.field.${key}`);
  const buildQuery = useCallback((state: PagedState<AuthUserSearch>) => authUserQueryOf(roleId, state), [roleId]);
  const list = useListPage({
    key: [...allocatedKey, roleId],
    rowKey: 'userId',
    buildQuery,
    fetch: allocatedUserList,
    initialSearch: INITIAL,
    enabled: Number.isInteger(roleId) && roleId > 0,
  });
  const [selecting, setSelecting] = useState(false);

  const changed = () => {
    list.reload();
    void queryClient.invalidateQueries({ queryKey: ROLE_KEY });
  };
  const cancelOne = (user: AuthUser) =>
    confirm(t('authUser.confirmCancel', { name: user.userName }), () => cancelAuthUser(roleId, user.userId), t('authUser.cancelled'), changed);
  const cancelSelected = () => {
    if (list.selectedIds.length === 0) return;
    confirm(t('authUser.confirmCancelAll'), () => cancelAuthUserAll(roleId, list.selectedIds), t('authUser.cancelled'), changed);
  };
  const close = () => {
    useTagsViewStore.getState().delView({ path: location.pathname, fullPath: `${location.pathname}${location.search}`, title: '' });
    navigate(ROLE_LIST);
  };

  const columns: TableColumnsType<AuthUser> = [
    { key: 'userName', dataIndex: 'userName', title: label('userName'), ellipsis: true },
    { key: 'nickName', dataIndex: 'nickName', title: label('nickName'), ellipsis: true },
    { key: 'email', dataIndex: 'email', title: label('email'), ellipsis: true },
    { key: 'phonenumber', dataIndex: 'phonenumber', title: label('phonenumber'), width: 130 },
    {
      key: 'status',
      dataIndex: 'status',
      title: label('status'),
      width: 90,
      align: 'center',
      render: (v: string) => <DictTag options={dict.sys_normal_disable} value={v} />,
    },
    { key: 'createTime', dataIndex: 'createTime', title: label('createTime'), width: 170, render: (v: string | null) => parseTime(v) },
    {
      key: 'actions',
      title: label('operation'),
      width: 130,
      align: 'center',
      render: (_: unknown, row) => (
        <Auth perm={Perm.role.edit}>
          <Button type="link" size="small" icon={<CloseOutlined />} onClick={() => cancelOne(row)}>
            {t('authUser.cancel')}
          </Button>
        </Auth>
      ),
    },
  ];

  return (
    <div className="app-container">
      <Card size="small" variant="borderless">
        <SearchForm {...list.searchProps}>
          <Form.Item name="userName" label={label('userName')}>
            <Input placeholder={t('authUser.placeholder.userName')} allowClear maxLength={30} style={SEARCH_FIELD_STYLE} />
          </Form.Item>
          <Form.Item name="phonenumber" label={t('authUser.search.phonenumber')}>
            <Input placeholder={t('authUser.placeholder.phonenumber')} allowClear maxLength={11} style={SEARCH_FIELD_STYLE} />
          </Form.Item>
        </SearchForm>
        <ListToolbar
          perms={{}}
          {...list.toolbarProps}
          extra={
            <>
              <Auth perm={Perm.role.edit}>
                <Button type="primary" ghost icon={<PlusOutlined />} onClick={() => setSelecting(true)}>
                  {t('authUser.add')}
                </Button>
              </Auth>
              <Auth perm={Perm.role.edit}>
                <Button danger icon={<UserDeleteOutlined />} disabled={list.selectedIds.length === 0} onClick={cancelSelected}>
                  {t('authUser.cancelAll')}
                </Button>
              </Auth>
              <Button icon={<CloseOutlined />} onClick={close}>
                {t('common:actions.close')}
              </Button>
            </>
          }
        />
        <ListTable<AuthUser> {...list.tableProps} columns={columns} />
        <Pagination {...list.paginationProps} />
      </Card>
      <SelectUserDialog
        open={selecting}
        roleId={roleId}
        statusOptions={dict.sys_normal_disable}
        onClose={() => setSelecting(false)}
        onSaved={() => {
          setSelecting(false);
          changed();
        }}
      />
    </div>
  );
}
