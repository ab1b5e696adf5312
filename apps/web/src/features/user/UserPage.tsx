import type { SysUser } from '@ceping/contract';
import { Card, Col, Row } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Pagination from '../../components/Pagination.tsx';
import type { ToolbarColumn } from '../../components/RightToolbar.tsx';
import { useDict } from '../../hooks/useDict.ts';
import DeptTree from './components/DeptTree.tsx';
import ImportDialog from './components/ImportDialog.tsx';
import ResetPwdDialog from './components/ResetPwdDialog.tsx';
import UserFormDialog from './components/UserFormDialog.tsx';
import UserSearchForm from './components/UserSearchForm.tsx';
import UserTable, { USER_COLUMN_KEYS } from './components/UserTable.tsx';
import UserToolbar from './components/UserToolbar.tsx';
import { buildExportQuery } from './components/userQuery.ts';
import { useUserActions } from './components/useUserActions.tsx';
import { useDeptTree, useUserList } from './components/useUserList.ts';

const COLUMN_LABELS: Record<string, string> = { deptName: 'field.dept' };

/** System → Users: department tree, filters, the paged user table and its dialogs. */
export default function UserPage() {
  const { t } = useTranslation('user');
  const navigate = useNavigate();
  const dict = useDict('sys_normal_disable', 'sys_user_sex');
  const list = useUserList();
  const deptTree = useDeptTree();
  const [showSearch, setShowSearch] = useState(true);
  const [hiddenColumns, setHiddenColumns] = useState<ReadonlySet<string>>(new Set());
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [editing, setEditing] = useState<{ userId?: number } | null>(null);
  const [resetting, setResetting] = useState<SysUser | null>(null);
  const [importOpen, setImportOpen] = useState(false);

  const reload = () => {
    setSelectedIds([]);
    void list.refresh();
  };
  const actions = useUserActions(reload);

  const toolbarColumns: ToolbarColumn[] = USER_COLUMN_KEYS.map((key) => ({
    key,
    label: t(COLUMN_LABELS[key] ?? `field.${key}`),
    visible: !hiddenColumns.has(key),
  }));
  const visibleColumns = useMemo(() => new Set(USER_COLUMN_KEYS.filter((k) => !hiddenColumns.has(k))), [hiddenColumns]);

  return (
    <Row gutter={[16, 16]} className="app-container">
      {/* RuoYi's 4/20 split from 1200 px: at 1440 px every column of the table fits beside the tree */}
      <Col xs={24} md={7} lg={6} xl={4}>
        <DeptTree
          nodes={deptTree.data ?? []}
          loading={deptTree.isFetching}
          selectedDeptId={list.state.deptId}
          onSelect={(deptId) => {
            setSelectedIds([]);
            list.selectDept(deptId);
          }}
        />
      </Col>
      <Col xs={24} md={17} lg={18} xl={20}>
        <Card size="small" variant="borderless">
          <UserSearchForm
            hidden={!showSearch}
            statusOptions={dict.sys_normal_disable}
            onSearch={(values) => {
              setSelectedIds([]);
              list.search(values);
            }}
            onReset={() => {
              setSelectedIds([]);
              list.reset();
            }}
          />
          <UserToolbar
            selectedCount={selectedIds.length}
            showSearch={showSearch}
            onShowSearchChange={setShowSearch}
            columns={toolbarColumns}
            onColumnsChange={(cols) => setHiddenColumns(new Set(cols.filter((c) => !c.visible).map((c) => c.key)))}
            onAdd={() => setEditing({})}
            onEdit={() => setEditing({ userId: selectedIds[0] })}
            onDelete={() => actions.remove(selectedIds)}
            onImport={() => setImportOpen(true)}
            onExport={() => void actions.exportList(buildExportQuery(list.state))}
            onRefresh={reload}
            exporting={actions.exporting}
          />
          <UserTable
            rows={list.rows}
            loading={list.loading}
            visibleColumns={visibleColumns}
            selectedIds={selectedIds}
            onSelectionChange={setSelectedIds}
            orderByColumn={list.state.orderByColumn}
            isAsc={list.state.isAsc}
            onSortChange={list.changeSort}
            onStatusChange={actions.setStatus}
            onEdit={(user) => setEditing({ userId: user.userId })}
            onDelete={(user) => actions.remove([user.userId])}
            onResetPwd={setResetting}
            onAuthRole={(user) => navigate(`/system/user-auth/role/${user.userId}`)}
          />
          <Pagination total={list.total} estimated={list.estimated} page={list.state.pageNum} limit={list.state.pageSize} onChange={list.changePage} />
        </Card>
      </Col>
      <UserFormDialog
        open={editing !== null}
        userId={editing?.userId}
        defaultDeptId={list.state.deptId}
        deptTree={deptTree.data ?? []}
        sexOptions={dict.sys_user_sex}
        statusOptions={dict.sys_normal_disable}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          reload();
        }}
      />
      <ResetPwdDialog user={resetting} onClose={() => setResetting(null)} />
      <ImportDialog open={importOpen} onClose={() => setImportOpen(false)} onImported={reload} />
    </Row>
  );
}
