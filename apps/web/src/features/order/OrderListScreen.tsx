import { type OrderRow, Perm } from '@ceping/contract';
import { CheckOutlined, EditOutlined, PlusOutlined, SendOutlined } from '@ant-design/icons';
import { App, Button, Card } from 'antd';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Auth from '../../components/Auth.tsx';
import ListToolbar from '../../components/list/ListToolbar.tsx';
import { withoutPaging } from '../../components/list/usePagedList.ts';
import { useListPage } from '../../components/list/useListPage.ts';
import Pagination from '../../components/Pagination.tsx';
import { useDict } from '../../hooks/useDict.ts';
import { completeOrder, exportOrders, listOrders, shipOrder } from './api.ts';
import CreateOrderDialog from './components/CreateOrderDialog.tsx';
import OrderRowActions from './components/OrderRowActions.tsx';
import OrderSearchForm, { type OrderFilter } from './components/OrderSearchForm.tsx';
import OrderTable, { type OrderColumnKey } from './components/OrderTable.tsx';
import RemarkDialog from './components/RemarkDialog.tsx';
import OrderDetailDialog from './detail/OrderDetailDialog.tsx';
import { orderListKey, useRefreshOrders } from './keys.ts';
import { buildOrderQuery, type OrderSearchValues } from './orderQuery.ts';
import { canEditMerchantRemark, mayOrder, type OrderAction } from './orderRules.ts';
import { useOrderActions } from './useOrderActions.tsx';
import { useOrderViewer } from './useOrderViewer.ts';

/**
 * `all`: every order in the viewer's scope (admin, staff) with every action; `workbench`: the staff
 * member's orders with create and batch ship / complete; `merchant`: the seller's own orders (and its
 * sub-accounts', read only) with its own remark; `embedded`: a list inside another screen (one shop).
 */
export type OrderListVariant = 'all' | 'workbench' | 'merchant' | 'embedded';

const KEYS: Record<OrderListVariant, readonly OrderColumnKey[]> = {
  all: ['orderNo', 'product', 'seller', 'region', 'status', 'totalPrice', 'actuallyPay', 'acceptTime'],
  workbench: ['orderNo', 'product', 'seller', 'status', 'actuallyPay', 'remark', 'acceptTime'],
  merchant: ['orderNo', 'product', 'region', 'status', 'totalPrice', 'actuallyPay', 'merchantRemark', 'acceptTime'],
  embedded: ['orderNo', 'product', 'status', 'totalPrice', 'actuallyPay', 'acceptTime', 'completeTime'],
};
const WITHOUT: Record<OrderListVariant, readonly OrderFilter[]> = {
  all: [],
  workbench: ['staff', 'settleStatus'],
  merchant: ['seller', 'staff', 'settleStatus'],
  embedded: ['seller', 'region', 'platform'],
};
const WORKBENCH_ACTIONS: readonly OrderAction[] = ['ship', 'complete', 'comment', 'exception'];
const NO_ACTIONS: readonly OrderAction[] = [];
const EMPTY: OrderSearchValues = {};

export interface OrderListScreenProps {
  variant: OrderListVariant;
  /** Filters the screen fixes on top of the form (a workbench tab, one shop, the seller's remarked orders). */
  fixed?: OrderSearchValues;
  /** Filters the form leaves out beyond the variant's. */
  without?: readonly OrderFilter[];
  /** Columns instead of the variant's. */
  keys?: readonly OrderColumnKey[];
  /** Shown above the filters. */
  header?: ReactNode;
}

/** An order list: filters, dictionary tags, row actions by state, role and permission, the detail dialog, export. */
export default function OrderListScreen({ variant, fixed = EMPTY, without = [], keys, header }: OrderListScreenProps) {
  const { t } = useTranslation(['order', 'common']);
  const { message, modal } = App.useApp();
  const dict = useDict('order_status', 'order_evaluate_status', 'platform');
  const viewer = useOrderViewer();
  const refresh = useRefreshOrders();
  const fixedKey = JSON.stringify(fixed);
  // `fixed` filters are merged into every search; compared by fixedKey
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above
  const buildQuery = useCallback(
    (state: Parameters<typeof buildOrderQuery>[0]) => buildOrderQuery({ ...state, search: { ...state.search, ...fixed } }),
    [fixedKey],
  );
  const columnKeys = keys ?? KEYS[variant];
  const list = useListPage({
    key: [...orderListKey, variant, fixedKey],
    rowKey: 'id',
    buildQuery,
    fetch: listOrders,
    initialSearch: EMPTY,
    columns: { keys: columnKeys, label: (key) => t(`column.${key}`) },
    selectable: variant === 'workbench',
  });
  const [detail, setDetail] = useState<OrderRow | null>(null);
  const [creating, setCreating] = useState(false);
  const [remarking, setRemarking] = useState<OrderRow | null>(null);
  const [exporting, setExporting] = useState(false);
  const actions = useOrderActions(dict.order_status, viewer);
  const only = variant === 'workbench' ? WORKBENCH_ACTIONS : variant === 'merchant' ? NO_ACTIONS : undefined;

  const exportAll = async () => {
    setExporting(true);
    try {
      await exportOrders(withoutPaging(list.query));
    } finally {
      setExporting(false);
    }
  };

  /** Batch ship or complete: the rows whose state allows it, one request each; a summary at the end. */
  const batch = (action: 'ship' | 'complete') => {
    const rows = list.selectedRows;
    const ok = rows.filter((r) => mayOrder(action, r, viewer) && (action === 'ship' || r.actuallyPay));
    const skipped = rows.length - ok.length;
    if (ok.length === 0) {
      message.warning(t(`batch.${action}None`));
      return;
    }
    modal.confirm({
      title: t('common:messages.prompt'),
      content: t(`batch.${action}Confirm`, { count: ok.length, skipped }),
      okText: t('common:actions.confirm'),
      cancelText: t('common:actions.cancel'),
      onOk: async () => {
        let done = 0;
        for (const row of ok) {
          try {
            if (action === 'ship') await shipOrder(row.id);
            else await completeOrder(row.id, row.actuallyPay ?? undefined);
            done += 1;
          } catch {
            // shown by the request client; the others go on
          }
        }
        message.success(t('batch.done', { done, total: rows.length }));
        list.setSelectedIds([]);
        await refresh(action === 'complete');
      },
    });
  };

  const toolbarExtra =
    variant === 'workbench' ? (
      <>
        <Auth perm={Perm.orders.add}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t('action.create')}
          </Button>
        </Auth>
        <Auth perm={Perm.orders.ship}>
          <Button icon={<SendOutlined />} disabled={list.selectedIds.length === 0} onClick={() => batch('ship')}>
            {t('action.batchShip')}
          </Button>
        </Auth>
        <Auth perm={Perm.orders.complete}>
          <Button icon={<CheckOutlined />} disabled={list.selectedIds.length === 0} onClick={() => batch('complete')}>
            {t('action.batchComplete')}
          </Button>
        </Auth>
      </>
    ) : null;

  const remarkLink = (row: OrderRow) =>
    variant === 'merchant' && canEditMerchantRemark(row, viewer) ? (
      <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setRemarking(row)}>
        {t('action.remark')}
      </Button>
    ) : null;

  return (
    <div className={variant === 'embedded' ? undefined : 'app-container'}>
      <Card size="small" variant="borderless">
        {header}
        <OrderSearchForm
          {...list.searchProps}
          dict={dict}
          without={[
            ...WITHOUT[variant],
            ...without,
            ...(fixed.orderStatus ? (['orderStatus'] as const) : []),
            ...(fixed.evaluateStatus ? (['evaluateStatus'] as const) : []),
          ]}
        />
        <ListToolbar
          perms={{ export: Perm.orders.export }}
          {...list.toolbarProps}
          onExport={() => void exportAll()}
          exporting={exporting}
          extra={toolbarExtra}
        />
        <OrderTable
          {...list.tableProps}
          keys={columnKeys}
          dict={dict}
          onOpen={setDetail}
          actions={{
            width: variant === 'merchant' ? 150 : 190,
            render: (row) => (
              <OrderRowActions
                row={row}
                viewer={viewer}
                only={only}
                inline={2}
                withDetail={variant === 'merchant'}
                onOpen={setDetail}
                onAction={actions.run}
                extra={remarkLink(row)}
              />
            ),
          }}
        />
        <Pagination {...list.paginationProps} />
      </Card>
      <OrderDetailDialog orderId={detail?.id} open={detail !== null} onClose={() => setDetail(null)} />
      <CreateOrderDialog
        open={creating}
        staffId={viewer.admin ? undefined : viewer.userId}
        onClose={() => setCreating(false)}
        onDone={() => {
          setCreating(false);
          list.reload();
        }}
      />
      <RemarkDialog order={remarking} onClose={() => setRemarking(null)} />
      {actions.dialogs}
    </div>
  );
}
