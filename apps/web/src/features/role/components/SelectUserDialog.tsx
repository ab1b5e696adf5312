import type { AuthUser } from '@ceping/contract';
import { App, Form, Input, Modal, type TableColumnsType } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import DictTag from '../../../components/DictTag.tsx';
import ListTable from '../../../components/list/ListTable.tsx';
import { SEARCH_FIELD_STYLE } from '../../../components/list/SearchActions.tsx';
import SearchForm from '../../../components/list/SearchForm.tsx';
import type { PagedState } from '../../../components/list/usePagedList.ts';
import { useListPage } from '../../../components/list/useListPage.ts';
import Pagination from '../../../components/Pagination.tsx';
import type { DictOption } from '../../../hooks/useDict.ts';
import { parseTime } from '../../../utils/format.ts';
import { type AuthUserSearch, authUserQueryOf } from '../authUserQuery.ts';
import { selectAuthUserAll, unallocatedKey, unallocatedUserList } from '../api.ts';

interface Props {
  open: boolean;
  roleId: number;
  statusOptions: DictOption[];
  onClose: () => void;
  onSaved: () => void;
}

/** RuoYi's "选择用户" (800 px): the users not holding the role, searchable; a row click ticks it; OK gives them the role. */
export default function SelectUserDialog({ open, roleId, statusOptions, onClose, onSaved }: Props) {
  const { t } = useTranslation(['role', 'common']);
  const { message } = App.useApp();
  const label = (key: string) => t(`authUser.field.${key}`);
  const buildQuery = useCallback((state: PagedState<AuthUserSearch>) => authUserQueryOf(roleId, state), [roleId]);
  const list = useListPage({
    key: [...unallocatedKey, roleId],
    rowKey: 'userId',
    buildQuery,
    fetch: unallocatedUserList,
    initialSearch: {},
    enabled: open,
  });
  const [saving, setSaving] = useState(false);

  const toggle = (user: AuthUser) =>
    list.setSelectedIds(list.selectedIds.includes(user.userId) ? list.selectedIds.filter((id) => id !== user.userId) : [...list.selectedIds, user.userId]);

  const save = async () => {
    if (list.selectedIds.length === 0) {
      message.warning(t('authUser.selectRequired'));
      return;
    }
    setSaving(true);
    try {
      const res = await selectAuthUserAll(roleId, list.selectedIds);
      message.success(res.msg);
      list.setSelectedIds([]);
      onSaved();
    } catch {
      // shown by the request client
    } finally {
      setSaving(false);
    }
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
      render: (v: string) => <DictTag options={statusOptions} value={v} />,
    },
    { key: 'createTime', dataIndex: 'createTime', title: label('createTime'), width: 170, render: (v: string | null) => parseTime(v) },
  ];

  return (
    <Modal
      title={t('authUser.selectTitle')}
      open={open}
      width={800}
      onCancel={onClose}
      onOk={save}
      confirmLoading={saving}
      okText={t('common:actions.confirm')}
      cancelText={t('common:actions.cancel')}
      destroyOnHidden
    >
      <SearchForm {...list.searchProps}>
        <Form.Item name="userName" label={label('userName')}>
          <Input placeholder={t('authUser.placeholder.userName')} allowClear maxLength={30} style={SEARCH_FIELD_STYLE} />
        </Form.Item>
        <Form.Item name="phonenumber" label={t('authUser.search.phonenumber')}>
          <Input placeholder={t('authUser.placeholder.phonenumber')} allowClear maxLength={11} style={SEARCH_FIELD_STYLE} />
        </Form.Item>
      </SearchForm>
      <ListTable<AuthUser>
        {...list.tableProps}
        columns={columns}
        scroll={{ y: 260 }}
        onRow={(user) => ({ onClick: () => toggle(user), style: { cursor: 'pointer' } })}
      />
      <Pagination {...list.paginationProps} />
    </Modal>
  );
}
