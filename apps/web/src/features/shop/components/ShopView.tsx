import { Perm, type Shop, shopEndpoints } from '@ceping/contract';
import { LinkOutlined } from '@ant-design/icons';
import { Card, type TableColumnsType, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import DictTag from '../../../components/DictTag.tsx';
import ListTable from '../../../components/list/ListTable.tsx';
import ListToolbar from '../../../components/list/ListToolbar.tsx';
import RowActions from '../../../components/list/RowActions.tsx';
import { type PagedState, textFilter } from '../../../components/list/usePagedList.ts';
import { useListPage } from '../../../components/list/useListPage.ts';
import Pagination from '../../../components/Pagination.tsx';
import { useAuth } from '../../../hooks/useAuth.ts';
import { useDict } from '../../../hooks/useDict.ts';
import { useMenuPath } from '../../../hooks/useMenuPath.ts';
import { useRegionName } from '../../../hooks/useRegionName.ts';
import { parseTime } from '../../../utils/format.ts';
import { sellerLabel } from '../../customer/index.ts';
import { delShop, listShop, type ShopListParams } from '../api.ts';
import ShopFormDialog from './ShopFormDialog.tsx';
import ShopSearchForm, { type ShopSearchValues } from './ShopSearchForm.tsx';
import { endpointKey } from '../../../api/endpoint.ts';

const INITIAL: ShopSearchValues = {};
const COLUMN_KEYS = ['shopId', 'user', 'shopName', 'shopType', 'platform', 'region', 'shopUrl', 'status', 'createTime'] as const;

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
  const regionName = useRegionName();
  const label = (key: string) => t(`shop.field.${key}`);
  const build = useMemo(() => queryFor(ownOnly), [ownOnly]);
  const keys = useMemo(() => COLUMN_KEYS.filter((k) => !ownOnly || k !== 'user'), [ownOnly]);
  const list = useListPage({
    key: [...endpointKey(shopEndpoints.list), { ownOnly }],
    rowKey: 'shopId',
    buildQuery: build,
    fetch: listShop,
    initialSearch: INITIAL,
    columns: { keys, label },
    remove: { confirmText: (rows: Shop[]) => t('shop.confirmDelete', { name: rows.map((r) => r.shopName).join(', ') }), run: delShop },
  });
  const [editing, setEditing] = useState<{ row?: Shop } | null>(null);
  // One shop's page (its tasks, orders and figures), when the viewer's menu has it.
  const navigate = useNavigate();
  const shopOnePath = useMenuPath()('system/shopOne/index', '', { hidden: true });
  // The seller filter searches the customer list: staff without that permission filter by the other fields.
  const canPickSeller = useAuth().hasPermi(Perm.customer.list);

  const columns: TableColumnsType<Shop> = [
    { key: 'shopId', dataIndex: 'shopId', title: label('shopId'), width: 70, align: 'center' },
    ...(ownOnly ? [] : [{ key: 'user', title: label('user'), width: 130, ellipsis: true, render: (_: unknown, row: Shop) => sellerLabel(row) }]),
    {
      key: 'shopName',
      dataIndex: 'shopName',
      title: label('shopName'),
      ellipsis: true,
      render: (v: string, row) =>
        shopOnePath ? (
          <Typography.Link onClick={() => navigate(`${shopOnePath}?shopId=${row.shopId}`)} aria-label={t('shopOne.open', { name: v })}>
            {v}
          </Typography.Link>
        ) : (
          v
        ),
    },
    { key: 'shopType', dataIndex: 'shopType', title: label('shopType'), width: 90, render: (v: string) => <DictTag options={dict.shop_type} value={v} /> },
    { key: 'platform', dataIndex: 'platform', title: label('platform'), width: 90, render: (v: string) => <DictTag options={dict.platform} value={v} /> },
    { key: 'region', title: label('region'), width: 110, ellipsis: true, render: (_: unknown, row) => regionName(row) || '-' },
    {
      key: 'shopUrl',
      dataIndex: 'shopUrl',
      title: label('shopUrl'),
      width: 160,
      ellipsis: true,
      render: (v: string | null) =>
        v ? (
          <Typography.Link href={v} target="_blank" rel="noopener noreferrer">
            <LinkOutlined /> {v}
          </Typography.Link>
        ) : (
          '-'
        ),
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: label('status'),
      width: 70,
      align: 'center',
      render: (v: string) => <DictTag options={dict.sys_normal_disable} value={v} />,
    },
    { key: 'createTime', dataIndex: 'createTime', title: label('createTime'), width: 150, render: (v: string | null) => parseTime(v) },
    {
      key: 'actions',
      title: t('common.operation'),
      align: 'center',
      width: 160,
      render: (_: unknown, row) => <RowActions perms={Perm.shop} onEdit={() => setEditing({ row })} onDelete={() => list.removeRows([row])} />,
    },
  ];

  return (
    <div className="app-container">
      <Card size="small" variant="borderless">
        <ShopSearchForm
          {...list.searchProps}
          withUser={!ownOnly && canPickSeller}
          platformOptions={dict.platform}
          shopTypeOptions={dict.shop_type}
          statusOptions={dict.sys_normal_disable}
        />
        <ListToolbar
          perms={Perm.shop}
          {...list.toolbarProps}
          onAdd={() => setEditing({})}
          onEdit={() => setEditing({ row: list.selectedRows[0] })}
          onDelete={list.removeSelected}
        />
        <ListTable<Shop> {...list.tableProps} columns={columns} />
        <Pagination {...list.paginationProps} />
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
          list.reload();
        }}
      />
    </div>
  );
}
