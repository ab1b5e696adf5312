import { Perm, type SysMenu } from '@ceping/contract';
import { DeleteOutlined, EditOutlined, NodeExpandOutlined, PlusOutlined } from '@ant-design/icons';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Form, Input, Select, Space, type TableColumnsType, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Auth from '../../components/Auth.tsx';
import DictTag from '../../components/DictTag.tsx';
import { dateTimeColumn } from '../../components/list/columns.tsx';
import ListTable from '../../components/list/ListTable.tsx';
import ListToolbar from '../../components/list/ListToolbar.tsx';
import { dictSelectOptions, SEARCH_FIELD_STYLE } from '../../components/list/SearchActions.tsx';
import SearchForm from '../../components/list/SearchForm.tsx';
import { useConfirmAction } from '../../components/list/useConfirmAction.ts';
import { textFilter } from '../../components/list/usePagedList.ts';
import { useSortOrders } from '../../components/list/useSortOrders.tsx';
import { menuIcon } from '../../components/menuIcons.tsx';
import { useDict } from '../../hooks/useDict.ts';
import { delMenu, listMenu, menuListKey, updateMenuSort } from './api.ts';
import MenuFormDialog from './components/MenuFormDialog.tsx';
import { expandableIds, type MenuNode, menuTreeOf, menuTypeTag } from './components/menuForm.ts';

interface MenuSearchValues {
  menuName?: string;
  status?: '0' | '1';
}

/**
 * System → Menus: the menu tree as a table (collapsed at first, as RuoYi), filters, inline order
 * numbers saved together ("保存排序", components/list/useSortOrders), and add / edit / add-below / delete.
 */
export default function MenuPage() {
  const { t, i18n } = useTranslation(['menu', 'common']);
  const confirm = useConfirmAction();
  const dict = useDict('sys_show_hide', 'sys_normal_disable');
  const [form] = Form.useForm<MenuSearchValues>();
  const [search, setSearch] = useState<MenuSearchValues>({});
  const [showSearch, setShowSearch] = useState(true);
  const query = useMemo(() => ({ menuName: textFilter(search.menuName), status: search.status }), [search]);
  const list = useQuery({ queryKey: [...menuListKey, query], queryFn: () => listMenu(query), placeholderData: keepPreviousData });
  const rows = list.data?.data ?? [];
  const tree = useMemo(() => menuTreeOf(rows), [rows]);
  const [expanded, setExpanded] = useState<number[]>([]);
  const [editing, setEditing] = useState<{ menuId?: number; parentId?: number } | null>(null);
  const label = (key: string) => t(`field.${key}`);
  const title = (m: Pick<SysMenu, 'menuName' | 'menuNameEn'>) => (i18n.language === 'en-US' && m.menuNameEn ? m.menuNameEn : m.menuName);

  const sort = useSortOrders({
    rows,
    idKey: 'menuId',
    save: updateMenuSort,
    onSaved: () => void list.refetch(),
    perm: Perm.menu.edit,
    label: label('orderNum'),
  });
  const reload = () => {
    sort.reset();
    void list.refetch();
  };
  const allExpanded = expanded.length > 0;
  const remove = (row: MenuNode) => confirm(t('confirm.delete', { name: title(row) }), () => delMenu(row.menuId), t('common:messages.deleteSuccess'), reload);

  const columns: TableColumnsType<MenuNode> = [
    {
      key: 'menuName',
      dataIndex: 'menuName',
      title: label('menuName'),
      width: 240,
      ellipsis: true,
      render: (_: unknown, row) => (
        <Space size={6}>
          {menuIcon(row.icon)}
          <span>{title(row)}</span>
        </Space>
      ),
    },
    {
      key: 'menuType',
      dataIndex: 'menuType',
      title: label('menuType'),
      width: 80,
      align: 'center',
      render: (_: unknown, row) => {
        const tag = menuTypeTag(row.menuType, row.isFrame);
        return <Tag color={tag.color}>{t(`tag.${tag.key}`)}</Tag>;
      },
    },
    {
      key: 'orderNum',
      dataIndex: 'orderNum',
      title: label('orderNum'),
      width: 100,
      align: 'center',
      render: (_: unknown, row) => sort.orderCell(row),
    },
    { key: 'perms', dataIndex: 'perms', title: label('perms'), ellipsis: true },
    { key: 'component', dataIndex: 'component', title: label('component'), ellipsis: true },
    {
      key: 'status',
      dataIndex: 'status',
      title: label('status'),
      width: 90,
      align: 'center',
      render: (v: string) => <DictTag options={dict.sys_normal_disable} value={v} />,
    },
    dateTimeColumn<MenuNode>('createTime', label('createTime')),
    {
      key: 'actions',
      title: label('operation'),
      width: 216,
      align: 'center',
      fixed: 'end',
      render: (_: unknown, row) => (
        <Space size={0}>
          <Auth perm={Perm.menu.edit}>
            <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing({ menuId: row.menuId })}>
              {t('common:actions.edit')}
            </Button>
          </Auth>
          {row.menuType !== 'F' ? (
            <Auth perm={Perm.menu.add}>
              <Button type="link" size="small" icon={<PlusOutlined />} onClick={() => setEditing({ parentId: row.menuId })}>
                {t('common:actions.add')}
              </Button>
            </Auth>
          ) : null}
          <Auth perm={Perm.menu.remove}>
            <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => remove(row)}>
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
        <SearchForm form={form} shown={showSearch} onSearch={(values) => setSearch(values)} onReset={() => setSearch({})}>
          <Form.Item name="menuName" label={label('menuName')}>
            <Input placeholder={t('placeholder.menuName')} allowClear maxLength={50} style={SEARCH_FIELD_STYLE} />
          </Form.Item>
          <Form.Item name="status" label={label('status')}>
            <Select placeholder={t('placeholder.status')} allowClear options={dictSelectOptions(dict.sys_normal_disable)} style={SEARCH_FIELD_STYLE} />
          </Form.Item>
        </SearchForm>
        <ListToolbar
          perms={{ add: Perm.menu.add }}
          showSearch={showSearch}
          onShowSearchChange={setShowSearch}
          onRefresh={reload}
          onAdd={() => setEditing({ parentId: 0 })}
          extra={
            <>
              {sort.saveButton}
              <Button icon={<NodeExpandOutlined />} onClick={() => setExpanded(allExpanded ? [] : expandableIds(tree))}>
                {t('expandCollapse')}
              </Button>
            </>
          }
        />
        <ListTable<MenuNode>
          rowKey="menuId"
          rows={tree}
          columns={columns}
          loading={list.isFetching}
          expandable={{ expandedRowKeys: expanded, onExpandedRowsChange: (keys) => setExpanded(keys.map(Number)) }}
        />
      </Card>
      <MenuFormDialog
        editing={editing}
        menus={rows}
        statusOptions={dict.sys_normal_disable}
        visibleOptions={dict.sys_show_hide}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          reload();
        }}
      />
    </div>
  );
}
