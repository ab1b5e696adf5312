import { Perm, type SysUser } from '@ceping/contract';
import { DeleteOutlined, DoubleRightOutlined, EditOutlined, KeyOutlined, UserSwitchOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps, Space, Switch, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import Auth from '../../../components/Auth.tsx';
import { ROW_LINK_STYLE } from '../../../components/list/columns.tsx';
import ListTable from '../../../components/list/ListTable.tsx';
import { useAuth } from '../../../hooks/useAuth.ts';
import { parseTime } from '../../../utils/format.ts';
import type { SortOrderParam } from './userQuery.ts';

export const USER_COLUMN_KEYS = ['userId', 'userName', 'nickName', 'deptName', 'phonenumber', 'status', 'createTime'] as const;
export type UserColumnKey = (typeof USER_COLUMN_KEYS)[number];

/** Columns the server can sort the list by (camelCase names sent as `orderByColumn`). */
const SORTABLE = new Set<string>(['userId', 'userName', 'nickName', 'createTime']);

interface Props {
  rows: SysUser[];
  loading: boolean;
  visibleColumns: ReadonlySet<string>;
  selectedIds: number[];
  onSelectionChange: (ids: number[]) => void;
  orderByColumn?: string;
  isAsc?: SortOrderParam;
  onSortChange: (column: string | undefined, order: SortOrderParam | undefined) => void;
  onStatusChange: (user: SysUser, enabled: boolean) => void;
  onEdit: (user: SysUser) => void;
  onDelete: (user: SysUser) => void;
  onResetPwd: (user: SysUser) => void;
  onAuthRole: (user: SysUser) => void;
}

/** Row actions are links set apart by the Space gap, without the button padding. */

/** The super administrator (id 1) cannot be edited, deleted or reset from this screen. */
export const isProtectedUser = (user: Pick<SysUser, 'userId'>) => user.userId === 1;

export default function UserTable(props: Props) {
  const { rows, loading, visibleColumns, selectedIds, onSelectionChange, orderByColumn, isAsc, onSortChange } = props;
  const { t } = useTranslation(['user', 'common']);
  const auth = useAuth();

  const sortable = (key: UserColumnKey) => (SORTABLE.has(key) ? { sorter: true } : {});

  const moreItems = (user: SysUser): MenuProps['items'] => [
    ...(auth.hasPermi(Perm.user.resetPwd)
      ? [{ key: 'resetPwd', icon: <KeyOutlined />, label: t('action.resetPwd'), onClick: () => props.onResetPwd(user) }]
      : []),
    ...(auth.hasPermi(Perm.user.edit)
      ? [{ key: 'authRole', icon: <UserSwitchOutlined />, label: t('action.authRole'), onClick: () => props.onAuthRole(user) }]
      : []),
  ];

  const allColumns: TableColumnsType<SysUser> = [
    { key: 'userId', dataIndex: 'userId', title: t('field.userId'), align: 'center', width: 88, ...sortable('userId') },
    { key: 'userName', dataIndex: 'userName', title: t('field.userName'), ellipsis: true, ...sortable('userName') },
    { key: 'nickName', dataIndex: 'nickName', title: t('field.nickName'), ellipsis: true, ...sortable('nickName') },
    { key: 'deptName', dataIndex: ['dept', 'deptName'], title: t('field.dept'), ellipsis: true },
    { key: 'phonenumber', dataIndex: 'phonenumber', title: t('field.phonenumber'), width: 110 },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('field.status'),
      align: 'center',
      width: 64,
      render: (_: unknown, user: SysUser) => (
        <Switch
          size="small"
          checked={user.status === '0'}
          disabled={isProtectedUser(user) || !auth.hasPermi(Perm.user.edit)}
          onChange={(checked) => props.onStatusChange(user, checked)}
          aria-label={t('field.status')}
        />
      ),
    },
    {
      key: 'createTime',
      dataIndex: 'createTime',
      title: t('field.createTime'),
      width: 150,
      render: (value: string | null) => parseTime(value),
      ...sortable('createTime'),
    },
  ];

  const actionColumn: TableColumnsType<SysUser>[number] = {
    key: 'actions',
    title: t('field.operation'),
    align: 'center',
    fixed: 'right',
    // links without padding of their own and a small gap: its content is ~200 px in en
    width: 200,
    render: (_: unknown, user: SysUser) => {
      if (isProtectedUser(user)) return null;
      const items = moreItems(user);
      return (
        <Space size="small" wrap={false}>
          <Auth perm={Perm.user.edit}>
            <Button type="link" size="small" style={ROW_LINK_STYLE} icon={<EditOutlined />} onClick={() => props.onEdit(user)}>
              {t('common:actions.edit')}
            </Button>
          </Auth>
          <Auth perm={Perm.user.remove}>
            <Button type="link" size="small" style={ROW_LINK_STYLE} danger icon={<DeleteOutlined />} onClick={() => props.onDelete(user)}>
              {t('common:actions.delete')}
            </Button>
          </Auth>
          {items && items.length > 0 ? (
            <Dropdown menu={{ items }} trigger={['click']}>
              <Button type="link" size="small" style={ROW_LINK_STYLE} icon={<DoubleRightOutlined />}>
                {t('action.more')}
              </Button>
            </Dropdown>
          ) : null}
        </Space>
      );
    },
  };

  const hiddenColumns = new Set(USER_COLUMN_KEYS.filter((key) => !visibleColumns.has(key)));
  return (
    <ListTable<SysUser>
      rowKey="userId"
      rows={rows}
      loading={loading}
      columns={[...allColumns, actionColumn]}
      hiddenColumns={hiddenColumns}
      selection={{ selectedIds, onChange: onSelectionChange }}
      sort={{ orderByColumn, isAsc, onChange: onSortChange }}
    />
  );
}
