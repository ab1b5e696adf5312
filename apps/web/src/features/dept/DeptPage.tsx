import { Perm } from '@ceping/contract';
import { DeleteOutlined, EditOutlined, NodeExpandOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, Select, Space, Table, type TableColumnsType } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Auth from '../../components/Auth.tsx';
import DictTag from '../../components/DictTag.tsx';
import ListToolbar from '../../components/list/ListToolbar.tsx';
import { dictSelectOptions, SEARCH_FIELD_STYLE } from '../../components/list/SearchActions.tsx';
import SearchForm from '../../components/list/SearchForm.tsx';
import { useConfirmAction } from '../../components/list/useConfirmAction.ts';
import { textFilter } from '../../components/list/usePagedList.ts';
import { useSortOrders } from '../../components/list/useSortOrders.tsx';
import { useDict } from '../../hooks/useDict.ts';
import { parseTime } from '../../utils/format.ts';
import { delDept, deptListKey, listDept, USER_KEY, updateDeptSort } from './api.ts';
import DeptFormDialog from './components/DeptFormDialog.tsx';
import { type DeptNode, deptTreeOf, expandableIds } from './components/deptTree.ts';

interface DeptSearchValues {
  deptName?: string;
  status?: '0' | '1';
}

/**
 * System → Departments: the dept tree as a table (expanded at first, as RuoYi), filters, expand /
 * collapse all, inline order numbers saved together ("保存排序", `system:dept:edit`, as the menu
 * screen), and add / add-below / edit / delete (the root cannot be deleted).
 */
export default function DeptPage() {
  const { t } = useTranslation(['dept', 'common']);
  const confirm = useConfirmAction();
  const queryClient = useQueryClient();
  const dict = useDict('sys_normal_disable');
  const [form] = Form.useForm<DeptSearchValues>();
  const [search, setSearch] = useState<DeptSearchValues>({});
  const [showSearch, setShowSearch] = useState(true);
  const query = useMemo(() => ({ deptName: textFilter(search.deptName), status: search.status }), [search]);
  const list = useQuery({ queryKey: [...deptListKey, query], queryFn: () => listDept(query), placeholderData: keepPreviousData });
  const rows = useMemo(() => list.data?.data ?? [], [list.data]);
  const tree = useMemo(() => deptTreeOf(rows), [rows]);
  /** Ids collapsed by the user or by "collapse all"; everything else is open (RuoYi opens the whole tree). */
  const [collapsed, setCollapsed] = useState<Set<number> | 'all'>(new Set());
  const allIds = useMemo(() => expandableIds(tree), [tree]);
  const expanded = collapsed === 'all' ? [] : allIds.filter((id) => !collapsed.has(id));
  const [editing, setEditing] = useState<{ deptId?: number; parentId?: number } | null>(null);
  const label = (key: string) => t(`field.${key}`);

  /** The list again, and the users screen's dept tree (names, places and order may have changed). */
  const refresh = () => {
    void list.refetch();
    void queryClient.invalidateQueries({ queryKey: USER_KEY });
  };
  const sort = useSortOrders({
    rows,
    idKey: 'deptId',
    save: updateDeptSort,
    onSaved: refresh,
    perm: Perm.dept.edit,
    label: label('orderNum'),
  });
  const reload = () => {
    sort.reset();
    refresh();
  };
  const remove = (row: DeptNode) => confirm(t('confirm.delete', { name: row.deptName }), () => delDept(row.deptId), t('common:messages.deleteSuccess'), reload);

  const columns: TableColumnsType<DeptNode> = [
    { key: 'deptName', dataIndex: 'deptName', title: label('deptName'), width: 260, ellipsis: true },
    {
      key: 'orderNum',
      dataIndex: 'orderNum',
      title: label('orderNum'),
      width: 200,
      align: 'center',
      render: (_: unknown, row) => sort.orderCell(row),
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: label('status'),
      width: 100,
      align: 'center',
      render: (v: string) => <DictTag options={dict.sys_normal_disable} value={v} />,
    },
    { key: 'createTime', dataIndex: 'createTime', title: label('createTime'), width: 200, align: 'center', render: (v: string | null) => parseTime(v) },
    {
      key: 'actions',
      title: label('operation'),
      align: 'center',
      fixed: 'end',
      render: (_: unknown, row) => (
        <Space size={0}>
          <Auth perm={Perm.dept.edit}>
            <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing({ deptId: row.deptId })}>
              {t('common:actions.edit')}
            </Button>
          </Auth>
          <Auth perm={Perm.dept.add}>
            <Button type="link" size="small" icon={<PlusOutlined />} onClick={() => setEditing({ parentId: row.deptId })}>
              {t('common:actions.add')}
            </Button>
          </Auth>
          {row.parentId !== 0 ? (
            <Auth perm={Perm.dept.remove}>
              <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => remove(row)}>
                {t('common:actions.delete')}
              </Button>
            </Auth>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <div className="app-container">
      <Card size="small" variant="borderless">
        <SearchForm form={form} name="deptQuery" shown={showSearch} onSearch={(values) => setSearch(values)} onReset={() => setSearch({})}>
          <Form.Item name="deptName" label={label('deptName')}>
            <Input placeholder={t('placeholder.deptName')} allowClear maxLength={30} style={SEARCH_FIELD_STYLE} />
          </Form.Item>
          <Form.Item name="status" label={label('status')}>
            <Select placeholder={t('placeholder.status')} allowClear options={dictSelectOptions(dict.sys_normal_disable)} style={SEARCH_FIELD_STYLE} />
          </Form.Item>
        </SearchForm>
        <ListToolbar
          perms={{ add: Perm.dept.add }}
          showSearch={showSearch}
          onShowSearchChange={setShowSearch}
          onRefresh={reload}
          onAdd={() => setEditing({ parentId: tree[0]?.deptId })}
          extra={
            <>
              {sort.saveButton}
              <Button icon={<NodeExpandOutlined />} onClick={() => setCollapsed(expanded.length > 0 ? 'all' : new Set())}>
                {t('expandCollapse')}
              </Button>
            </>
          }
        />
        <Table<DeptNode>
          rowKey="deptId"
          size="middle"
          loading={list.isFetching}
          dataSource={tree}
          columns={columns}
          pagination={false}
          tableLayout="fixed"
          expandable={{
            expandedRowKeys: expanded,
            onExpand: (open, row) =>
              setCollapsed((c) => {
                const next = new Set(c === 'all' ? allIds : c);
                if (open) next.delete(row.deptId);
                else next.add(row.deptId);
                return next;
              }),
          }}
        />
      </Card>
      <DeptFormDialog
        editing={editing}
        statusOptions={dict.sys_normal_disable}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          reload();
        }}
      />
    </div>
  );
}
