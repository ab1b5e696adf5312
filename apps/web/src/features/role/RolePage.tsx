import { ADMIN_ROLE_ID, Perm, type SysRole } from '@ceping/contract';
import { DoubleRightOutlined, SafetyOutlined, UserSwitchOutlined } from '@ant-design/icons';
import { App, Button, Card, DatePicker, Dropdown, Form, Input, Select, Switch, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import ListTable from '../../components/list/ListTable.tsx';
import ListToolbar from '../../components/list/ListToolbar.tsx';
import RowActions from '../../components/list/RowActions.tsx';
import { dictSelectOptions, SEARCH_FIELD_STYLE } from '../../components/list/SearchActions.tsx';
import SearchForm from '../../components/list/SearchForm.tsx';
import { type PagedState, textFilter, withoutPaging } from '../../components/list/usePagedList.ts';
import { useListPage } from '../../components/list/useListPage.ts';
import Pagination from '../../components/Pagination.tsx';
import { useAuth } from '../../hooks/useAuth.ts';
import { useDict } from '../../hooks/useDict.ts';
import { parseTime } from '../../utils/format.ts';
import { changeRoleStatus, delRole, exportRole, listRole, type RoleListParams, roleListKey } from './api.ts';
import DataScopeDialog from './components/DataScopeDialog.tsx';
import RoleFormDialog from './components/RoleFormDialog.tsx';
import { roleTitle } from './roleTitle.ts';

interface RoleSearchValues {
  roleName?: string;
  roleKey?: string;
  status?: '0' | '1';
  dateRange?: [Dayjs | null, Dayjs | null] | null;
}

const INITIAL: RoleSearchValues = {};
const COLUMN_KEYS = ['roleId', 'roleName', 'roleKey', 'roleSort', 'status', 'createTime'] as const;
const DAY = 'YYYY-MM-DD';

function buildQuery({ search, pageNum, pageSize }: PagedState<RoleSearchValues>): RoleListParams {
  const [begin, end] = search.dateRange ?? [];
  return {
    pageNum,
    pageSize,
    roleName: textFilter(search.roleName),
    roleKey: textFilter(search.roleKey),
    status: search.status,
    ...(begin && end ? { params: { beginTime: begin.format(DAY), endTime: end.format(DAY) } } : {}),
  };
}

/** The super-admin role has no operations (RuoYi hides them for role 1). */
const isAdminRole = (role: Pick<SysRole, 'roleId'>) => role.roleId === ADMIN_ROLE_ID;

/** System → Roles: the paged role list, its status switch, add/edit with the menu tree, data scope, users. */
export default function RolePage() {
  const { t, i18n } = useTranslation(['role', 'common']);
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const auth = useAuth();
  const dict = useDict('sys_normal_disable');
  const label = (key: string) => t(`field.${key}`);
  const list = useListPage({
    key: roleListKey,
    rowKey: 'roleId',
    buildQuery,
    fetch: listRole,
    initialSearch: INITIAL,
    columns: { keys: COLUMN_KEYS, label },
    remove: { confirmText: (rows: SysRole[]) => t('confirm.delete', { ids: rows.map((r) => r.roleId).join(',') }), run: (ids) => delRole(ids) },
  });
  const [editing, setEditing] = useState<{ roleId?: number } | null>(null);
  const [scoping, setScoping] = useState<SysRole | null>(null);
  const [exporting, setExporting] = useState(false);

  const setStatus = (role: SysRole, enabled: boolean) => {
    modal.confirm({
      title: t('common:messages.prompt'),
      content: t('confirm.status', { action: t(enabled ? 'confirm.enable' : 'confirm.disable'), name: roleTitle(role, i18n.language) }),
      okText: t('common:actions.confirm'),
      cancelText: t('common:actions.cancel'),
      onOk: async () => {
        try {
          await changeRoleStatus(role.roleId, enabled ? '0' : '1');
          message.success(t(enabled ? 'msg.enabled' : 'msg.disabled'));
          list.reload();
        } catch {
          // the switch keeps showing the stored status
        }
      },
    });
  };

  const exportList = async () => {
    setExporting(true);
    try {
      await exportRole(withoutPaging(list.query));
    } finally {
      setExporting(false);
    }
  };

  const columns: TableColumnsType<SysRole> = [
    { key: 'roleId', dataIndex: 'roleId', title: label('roleId'), width: 90, align: 'center', sorter: true },
    { key: 'roleName', dataIndex: 'roleName', title: label('roleName'), ellipsis: true, render: (_: unknown, row) => roleTitle(row, i18n.language) },
    { key: 'roleKey', dataIndex: 'roleKey', title: label('roleKey'), ellipsis: true, sorter: true },
    { key: 'roleSort', dataIndex: 'roleSort', title: label('roleSort'), width: 100, align: 'center', sorter: true },
    {
      key: 'status',
      dataIndex: 'status',
      title: label('status'),
      width: 90,
      align: 'center',
      render: (_: unknown, row) => (
        <Switch
          size="small"
          checked={row.status === '0'}
          disabled={isAdminRole(row) || !auth.hasPermi(Perm.role.edit)}
          onChange={(checked) => setStatus(row, checked)}
          aria-label={`${label('status')} ${row.roleKey}`}
        />
      ),
    },
    { key: 'createTime', dataIndex: 'createTime', title: label('createTime'), width: 170, sorter: true, render: (v: string | null) => parseTime(v) },
    {
      key: 'actions',
      title: label('operation'),
      width: 220,
      align: 'center',
      render: (_: unknown, row) =>
        isAdminRole(row) ? null : (
          <RowActions
            perms={Perm.role}
            onEdit={() => setEditing({ roleId: row.roleId })}
            onDelete={() => list.removeRows([row])}
            after={
              auth.hasPermi(Perm.role.edit) ? (
                <Dropdown
                  menu={{
                    items: [
                      { key: 'dataScope', icon: <SafetyOutlined />, label: t('action.dataScope'), onClick: () => setScoping(row) },
                      {
                        key: 'authUser',
                        icon: <UserSwitchOutlined />,
                        label: t('action.authUser'),
                        onClick: () => navigate(`/system/role-auth/user/${row.roleId}`),
                      },
                    ],
                  }}
                >
                  <Button type="link" size="small" icon={<DoubleRightOutlined />}>
                    {t('common:actions.more')}
                  </Button>
                </Dropdown>
              ) : null
            }
          />
        ),
    },
  ];

  return (
    <div className="app-container">
      <Card size="small" variant="borderless">
        <SearchForm {...list.searchProps}>
          <Form.Item name="roleName" label={label('roleName')}>
            <Input placeholder={t('placeholder.roleName')} allowClear maxLength={30} style={SEARCH_FIELD_STYLE} />
          </Form.Item>
          <Form.Item name="roleKey" label={label('roleKey')}>
            <Input placeholder={t('placeholder.roleKey')} allowClear maxLength={100} style={SEARCH_FIELD_STYLE} />
          </Form.Item>
          <Form.Item name="status" label={label('status')}>
            <Select placeholder={t('placeholder.status')} allowClear options={dictSelectOptions(dict.sys_normal_disable)} style={SEARCH_FIELD_STYLE} />
          </Form.Item>
          <Form.Item name="dateRange" label={label('createTime')}>
            <DatePicker.RangePicker style={{ width: 240 }} placeholder={[t('placeholder.beginDate'), t('placeholder.endDate')]} />
          </Form.Item>
        </SearchForm>
        <ListToolbar
          perms={Perm.role}
          {...list.toolbarProps}
          onAdd={() => setEditing({})}
          onEdit={() => setEditing({ roleId: list.selectedRows[0]?.roleId })}
          onDelete={list.removeSelected}
          onExport={exportList}
          exporting={exporting}
        />
        <ListTable<SysRole> {...list.tableProps} columns={columns} />
        <Pagination {...list.paginationProps} />
      </Card>
      <RoleFormDialog
        editing={editing}
        statusOptions={dict.sys_normal_disable}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          list.reload();
        }}
      />
      <DataScopeDialog
        role={scoping}
        onClose={() => setScoping(null)}
        onSaved={() => {
          setScoping(null);
          list.reload();
        }}
      />
    </div>
  );
}
