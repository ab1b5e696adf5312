import { Perm, type Shop } from '@ceping/contract';
import { Card } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { delShop, listShop, type ShopListParams } from '../api.ts';
import Pagination from '../../../components/Pagination.tsx';
import { useDict } from '../../../hooks/useDict.ts';
import ListToolbar from '../../../components/list/ListToolbar.tsx';
import { useColumnToggle } from '../../../components/list/useColumnToggle.ts';
import { useConfirmAction } from '../../../components/list/useConfirmAction.ts';
import { type PagedState, textFilter, usePagedList } from '../../../components/list/usePagedList.ts';
import ShopFormDialog from './ShopFormDialog.tsx';
import ShopSearchForm, { type ShopSearchValues } from './ShopSearchForm.tsx';
import ShopTable, { SHOP_COLUMN_KEYS } from './ShopTable.tsx';

const INITIAL: ShopSearchValues = {};

const queryFor =
  (ownOnly: boolean) =>
  ({ search, pageNum, pageSize }: PagedState<ShopSearchValues>): ShopListParams => ({
    pageNum,
    pageSize,
    userId: ownOnly ? undefined : search.userId,
    shopName: textFilter(search.shopName),
    platform: search.platform,
    shopType: search.shopType,
    regionId: search.regionId,
    status: search.status,
  });

interface Props {
  /** A seller's own shops: no owner filter, column or field. */
  ownOnly?: boolean;
}

/** The shop list with filters, add / edit / delete. Used by staff (all shops) and sellers (their own). */
export default function ShopView({ ownOnly = false }: Props) {
  const { t } = useTranslation(['business', 'common']);
  const dict = useDict('platform', 'shop_type', 'sys_normal_disable');
  const build = useMemo(() => queryFor(ownOnly), [ownOnly]);
  const list = usePagedList({ key: ['business', 'shop', 'list', ownOnly], buildQuery: build, fetch: listShop, initialSearch: INITIAL });
  const [showSearch, setShowSearch] = useState(true);
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [editing, setEditing] = useState<{ row?: Shop } | null>(null);
  const keys = useMemo(() => SHOP_COLUMN_KEYS.filter((k) => !ownOnly || k !== 'user'), [ownOnly]);
  const cols = useColumnToggle(keys, (key) => t(`shop.field.${key}`));
  const confirm = useConfirmAction();

  const reload = () => {
    setSelectedIds([]);
    void list.refresh();
  };
  const remove = (rows: Shop[]) => {
    if (rows.length === 0) return;
    confirm(t('shop.confirmDelete', { name: rows.map((r) => r.shopName).join(', ') }), () => delShop(rows.map((r) => r.shopId)), t('common:messages.deleteSuccess'), reload);
  };

  return (
    <div className="app-container">
      <Card size="small" variant="borderless">
        <ShopSearchForm
          hidden={!showSearch}
          withUser={!ownOnly}
          platformOptions={dict.platform}
          shopTypeOptions={dict.shop_type}
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
        <ListToolbar
          perms={Perm.shop}
          selectedCount={selectedIds.length}
          showSearch={showSearch}
          onShowSearchChange={setShowSearch}
          onRefresh={reload}
          columns={cols.columns}
          onColumnsChange={cols.onColumnsChange}
          onAdd={() => setEditing({})}
          onEdit={() => setEditing({ row: list.rows.find((r) => r.shopId === selectedIds[0]) })}
          onDelete={() => remove(list.rows.filter((r) => selectedIds.includes(r.shopId)))}
        />
        <ShopTable
          rows={list.rows}
          loading={list.loading}
          visibleColumns={cols.visible}
          withUser={!ownOnly}
          platformOptions={dict.platform}
          shopTypeOptions={dict.shop_type}
          statusOptions={dict.sys_normal_disable}
          selectedIds={selectedIds}
          onSelectionChange={setSelectedIds}
          onEdit={(row) => setEditing({ row })}
          onDelete={(row) => remove([row])}
        />
        <Pagination total={list.total} page={list.state.pageNum} limit={list.state.pageSize} onChange={list.changePage} />
      </Card>
      <ShopFormDialog
        editing={editing}
        withUser={!ownOnly}
        platformOptions={dict.platform}
        shopTypeOptions={dict.shop_type}
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
