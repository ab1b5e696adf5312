import { Perm, type ProductListRow, productEndpoints, taskEndpoints } from '@ceping/contract';
import { DeleteOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Auth from '../../components/Auth.tsx';
import ImagePreview from '../../components/ImagePreview.tsx';
import ListTable from '../../components/list/ListTable.tsx';
import ListToolbar from '../../components/list/ListToolbar.tsx';
import { type PagedState, textFilter } from '../../components/list/usePagedList.ts';
import { useListPage } from '../../components/list/useListPage.ts';
import MoneyText from '../../components/MoneyText.tsx';
import Pagination from '../../components/Pagination.tsx';
import { useUserStore } from '../../stores/user.ts';
import { parseTime } from '../../utils/format.ts';
import { TaskDetailDialog } from '../task/index.ts';
import { delProduct, listProduct, type ProductListParams } from './api.ts';
import ProductSearchForm, { type ProductSearchValues } from './components/ProductSearchForm.tsx';
import { endpointKey, resourceKey } from '../../api/endpoint.ts';

const INITIAL: ProductSearchValues = {};

function buildQuery({ search, pageNum, pageSize }: PagedState<ProductSearchValues>): ProductListParams {
  const query: ProductListParams = { pageNum, pageSize };
  if (search.taskId) query.taskId = search.taskId;
  if (search.orderId) query.orderId = search.orderId;
  const title = textFilter(search.productTitle);
  if (title) query.productTitle = title;
  return query;
}

/** Business → Matched products of tasks and orders. Removing one re-prices its pending task. */
export default function ProductPage() {
  const { t } = useTranslation(['task', 'common']);
  const { message, modal } = App.useApp();
  const queryClient = useQueryClient();
  const userId = useUserStore((s) => s.userId);
  const list = useListPage({
    key: endpointKey(productEndpoints.list),
    rowKey: 'productId',
    buildQuery,
    fetch: listProduct,
    initialSearch: INITIAL,
    selectable: false,
  });
  const [detailId, setDetailId] = useState<number | null>(null);

  // Not the scaffold's delete: the server's answer names the task's new price, and the task lists and balance follow.
  const remove = (row: ProductListRow) =>
    modal.confirm({
      title: t('common:messages.prompt'),
      content: t('productList.confirmDelete', { title: row.productTitle }),
      okText: t('common:actions.confirm'),
      cancelText: t('common:actions.cancel'),
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          const res = await delProduct(row.productId);
          message.success(res.msg);
          await Promise.all([list.refresh(), queryClient.invalidateQueries({ queryKey: resourceKey(taskEndpoints.list) })]);
        } catch {
          // shown by the request client
        }
      },
    });

  const columns: TableColumnsType<ProductListRow> = [
    {
      key: 'taskNo',
      dataIndex: 'taskNo',
      title: t('field.taskNo'),
      width: 160,
      render: (v: string | null, row) =>
        v && row.taskId ? (
          <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setDetailId(row.taskId as number)}>
            {v}
          </Button>
        ) : (
          '-'
        ),
    },
    { key: 'orderId', dataIndex: 'orderId', title: t('productList.orderId'), width: 70, render: (v: number | null) => v ?? '-' },
    {
      key: 'productImg',
      dataIndex: 'productImg',
      title: t('product.picture'),
      width: 76,
      align: 'center',
      render: (v: string) => <ImagePreview src={v} width={48} height={48} />,
    },
    { key: 'productTitle', dataIndex: 'productTitle', title: t('product.title'), ellipsis: true },
    { key: 'keyword', dataIndex: 'keyword', title: t('product.keyword'), width: 110, ellipsis: true, render: (v: string) => v || '-' },
    { key: 'sku', dataIndex: 'sku', title: t('product.sku'), width: 100, ellipsis: true, render: (v: string) => v || '-' },
    { key: 'productPrice', dataIndex: 'productPrice', title: t('productList.coinPrice'), align: 'right', width: 90 },
    { key: 'num', dataIndex: 'num', title: t('product.num'), align: 'right', width: 70 },
    { key: 'ratePrice', dataIndex: 'ratePrice', title: t('product.ratePrice'), align: 'right', width: 100, render: (v: string) => <MoneyText value={v} /> },
    { key: 'createTime', dataIndex: 'createTime', title: t('field.createTime'), width: 160, render: (v: string | null) => parseTime(v) },
    {
      key: 'actions',
      title: t('list.operation'),
      width: 90,
      render: (_: unknown, row) =>
        row.userId === userId && row.orderId === null ? (
          <Auth perm={Perm.product.remove}>
            <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={() => remove(row)}>
              {t('common:actions.delete')}
            </Button>
          </Auth>
        ) : (
          '-'
        ),
    },
  ];

  return (
    <div className="app-container">
      <Card size="small" variant="borderless">
        <ProductSearchForm {...list.searchProps} />
        <ListToolbar perms={{}} {...list.toolbarProps} />
        <ListTable<ProductListRow> {...list.tableProps} columns={columns} />
        <Pagination {...list.paginationProps} />
      </Card>
      <TaskDetailDialog taskId={detailId} open={detailId !== null} onClose={() => setDetailId(null)} />
    </div>
  );
}
