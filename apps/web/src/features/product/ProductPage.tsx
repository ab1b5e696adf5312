import type { ProductListRow } from '@ceping/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Card } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { delProduct, listProduct, type ProductListParams } from './api.ts';
import Pagination from '../../components/Pagination.tsx';
import { TaskDetailDialog } from '../task/index.ts';
import { taskKey } from '../task/index.ts';
import { useUserStore } from '../../stores/user.ts';
import ListToolbar from '../../components/list/ListToolbar.tsx';
import { type PagedState, textFilter, usePagedList } from '../../components/list/usePagedList.ts';
import ProductSearchForm, { type ProductSearchValues } from './components/ProductSearchForm.tsx';
import ProductTable from './components/ProductTable.tsx';

const INITIAL: ProductSearchValues = {};
const productListKey = ['business', 'product', 'list'] as const;

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
  const build = useCallback(buildQuery, []);
  const list = usePagedList({ key: productListKey, buildQuery: build, fetch: listProduct, initialSearch: INITIAL });
  const [showSearch, setShowSearch] = useState(true);
  const [detailId, setDetailId] = useState<number | null>(null);

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
          await Promise.all([list.refresh(), queryClient.invalidateQueries({ queryKey: taskKey }), useUserStore.getState().refreshInfo().catch(() => undefined)]);
        } catch {
          // shown by the request client
        }
      },
    });

  return (
    <div className="app-container">
      <Card size="small" variant="borderless">
        <ProductSearchForm hidden={!showSearch} onSearch={list.search} onReset={list.reset} />
        <ListToolbar perms={{}} showSearch={showSearch} onShowSearchChange={setShowSearch} onRefresh={() => void list.refresh()} />
        <ProductTable rows={list.rows} loading={list.loading} userId={userId} onOpenTask={setDetailId} onRemove={remove} />
        <Pagination total={list.total} page={list.state.pageNum} limit={list.state.pageSize} onChange={list.changePage} />
      </Card>
      <TaskDetailDialog taskId={detailId} open={detailId !== null} onClose={() => setDetailId(null)} />
    </div>
  );
}
