import type { SysRoleLite } from '@ceping/contract';
import { Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Pagination from '../../../components/Pagination.tsx';
import { parseTime } from '../../../utils/format.ts';

interface Props {
  roles: SysRoleLite[];
  loading?: boolean;
  selectedIds: number[];
  onChange: (ids: number[]) => void;
}

/** Only enabled roles can be granted. */
export const isSelectableRole = (role: Pick<SysRoleLite, 'status'>) => role.status === '0';

/** All roles the caller may grant, paged here in the browser; a row click toggles its checkbox. */
export default function AuthRoleTable({ roles, loading, selectedIds, onChange }: Props) {
  const { t } = useTranslation('user');
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(20);
  const rows = roles.slice((page - 1) * limit, page * limit);

  const toggle = (role: SysRoleLite) => {
    if (!isSelectableRole(role)) return;
    onChange(selectedIds.includes(role.roleId) ? selectedIds.filter((id) => id !== role.roleId) : [...selectedIds, role.roleId]);
  };

  const columns: TableColumnsType<SysRoleLite> = [
    { key: 'index', title: t('authRole.index'), width: 70, align: 'center', render: (_: unknown, __: SysRoleLite, i: number) => (page - 1) * limit + i + 1 },
    { key: 'roleId', dataIndex: 'roleId', title: t('authRole.roleId'), align: 'center' },
    { key: 'roleName', dataIndex: 'roleName', title: t('authRole.roleName') },
    { key: 'roleKey', dataIndex: 'roleKey', title: t('authRole.roleKey') },
    { key: 'createTime', dataIndex: 'createTime', title: t('authRole.createTime'), width: 180, render: (v: string | null) => parseTime(v) },
  ];

  return (
    <>
      <Table<SysRoleLite>
        rowKey="roleId"
        size="middle"
        loading={loading}
        dataSource={rows}
        columns={columns}
        pagination={false}
        onRow={(role) => ({ onClick: () => toggle(role), style: { cursor: isSelectableRole(role) ? 'pointer' : undefined } })}
        rowSelection={{
          selectedRowKeys: selectedIds,
          preserveSelectedRowKeys: true,
          getCheckboxProps: (role) => ({ disabled: !isSelectableRole(role), name: role.roleName }),
          onChange: (keys) => onChange(keys.map(Number)),
          // The checkbox handles its own click; keep it from reaching the row toggle as well.
          renderCell: (_checked, _role, _index, node) => <span onClick={(e) => e.stopPropagation()}>{node}</span>,
        }}
      />
      <Pagination
        total={roles.length}
        page={page}
        limit={limit}
        onChange={(p, l) => {
          setPage(p);
          setLimit(l);
        }}
      />
    </>
  );
}
