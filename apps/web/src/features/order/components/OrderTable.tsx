import type { OrderRow } from '@ceping/contract';
import { Button, Flex, type TableColumnsType, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import DictTag from '../../../components/DictTag.tsx';
import ImagePreview from '../../../components/ImagePreview.tsx';
import ListTable, { type ListTableProps } from '../../../components/list/ListTable.tsx';
import MoneyText from '../../../components/MoneyText.tsx';
import type { DictOption } from '../../../hooks/useDict.ts';
import { useRegionName } from '../../../hooks/useRegionName.ts';
import { formatMoney, parseTime, selectDictLabel } from '../../../utils/format.ts';
import { coinName } from '../detail/OrderMoney.tsx';

/** Every column the order lists may show, in display order. */
export const ORDER_COLUMN_KEYS = [
  'orderNo',
  'product',
  'seller',
  'region',
  'status',
  'totalPrice',
  'actuallyPay',
  'remark',
  'merchantRemark',
  'merchantRemarkFull',
  'acceptTime',
  'shipTime',
  'completeTime',
] as const;
export type OrderColumnKey = (typeof ORDER_COLUMN_KEYS)[number];

export interface OrderDicts {
  order_status: DictOption[];
  order_evaluate_status: DictOption[];
  platform: DictOption[];
}

interface Props extends Omit<ListTableProps<OrderRow>, 'columns' | 'rowKey'> {
  keys: readonly OrderColumnKey[];
  dict: OrderDicts;
  onOpen: (row: OrderRow) => void;
  /** The operation column (after the data columns). */
  actions?: { width: number; render: (row: OrderRow) => React.ReactNode };
}

const secondary = { fontSize: 12, display: 'block' } as const;

/** The order table of every order list: the order number opens the detail dialog; money right-aligned. */
export default function OrderTable({ keys, dict, onOpen, actions, ...table }: Props) {
  const { t } = useTranslation('order');
  const regionName = useRegionName();
  const rmb = t('rmb');

  const all: Record<OrderColumnKey, TableColumnsType<OrderRow>[number]> = {
    orderNo: {
      key: 'orderNo',
      title: t('field.orderNo'),
      width: 160,
      fixed: 'start',
      render: (_: unknown, row) => (
        <div>
          <Button
            type="link"
            size="small"
            style={{ padding: 0, height: 'auto' }}
            onClick={() => onOpen(row)}
            aria-label={t('list.openDetail', { no: row.orderNo || `#${row.id}` })}
          >
            {row.orderNo || <Typography.Text type="secondary">{t('list.noOrderNo', { id: row.id })}</Typography.Text>}
          </Button>
          <Typography.Text type="secondary" style={secondary}>
            {row.taskNo}
          </Typography.Text>
        </div>
      ),
    },
    product: {
      key: 'product',
      title: t('field.product'),
      render: (_: unknown, row) => (
        <Flex gap={8} align="center" style={{ minWidth: 0 }}>
          <ImagePreview src={row.productPic} width={40} height={40} />
          <div style={{ minWidth: 0, overflow: 'hidden' }}>
            <Tooltip title={row.productTitle} placement="topLeft">
              <div style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{row.productTitle}</div>
            </Tooltip>
            {row.sku ? (
              <Typography.Text type="secondary" style={secondary}>
                {row.sku}
              </Typography.Text>
            ) : null}
          </div>
        </Flex>
      ),
    },
    seller: {
      key: 'seller',
      title: t('field.seller'),
      width: 100,
      ellipsis: true,
      render: (_: unknown, row) => (
        <div>
          <span>{row.userName}</span>
          {row.staffName ? (
            <Typography.Text type="secondary" style={secondary}>
              {t('list.staffShort', { name: row.staffName })}
            </Typography.Text>
          ) : null}
        </div>
      ),
    },
    region: {
      key: 'region',
      title: t('field.regionPlatform'),
      width: 110,
      ellipsis: true,
      render: (_: unknown, row) => `${regionName(row)} · ${selectDictLabel(dict.platform, row.platform) || row.platform}`,
    },
    status: {
      key: 'status',
      title: t('field.status'),
      width: 100,
      align: 'center',
      render: (_: unknown, row) => (
        <Flex vertical gap={4} align="center">
          <DictTag options={dict.order_status} value={row.orderStatus} />
          <DictTag options={dict.order_evaluate_status} value={row.evaluateStatus} />
        </Flex>
      ),
    },
    totalPrice: {
      key: 'totalPrice',
      dataIndex: 'totalPrice',
      title: t('field.totalPrice'),
      width: 90,
      align: 'right',
      render: (v: string) => <MoneyText value={v} />,
    },
    actuallyPay: {
      key: 'actuallyPay',
      title: t('field.actuallyPaySettle'),
      width: 110,
      align: 'right',
      render: (_: unknown, row) => (
        <div>
          <span className="money-coin" style={{ whiteSpace: 'nowrap' }}>
            {row.actuallyPay ? `${formatMoney(row.actuallyPay)} ${coinName(row, rmb)}` : '-'}
          </span>
          {row.settleDiff !== null ? (
            <Tooltip title={t(`settle.${row.settleStatus}`)}>
              <span style={secondary}>
                <MoneyText value={row.settleDiff} variant="signed" />
              </span>
            </Tooltip>
          ) : null}
        </div>
      ),
    },
    remark: { key: 'remark', dataIndex: 'remark', title: t('field.remark'), width: 120, ellipsis: true, render: (v: string) => v || '-' },
    merchantRemark: {
      key: 'merchantRemark',
      dataIndex: 'merchantRemark',
      title: t('field.merchantRemark'),
      width: 160,
      ellipsis: true,
      render: (v: string) => v || '-',
    },
    merchantRemarkFull: {
      key: 'merchantRemarkFull',
      dataIndex: 'merchantRemark',
      title: t('field.merchantRemark'),
      render: (v: string) => <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{v || '-'}</div>,
    },
    acceptTime: {
      key: 'acceptTime',
      dataIndex: 'acceptTime',
      title: t('field.acceptTime'),
      width: 145,
      sorter: true,
      render: (v: string | null) => parseTime(v),
    },
    shipTime: {
      key: 'shipTime',
      dataIndex: 'shipTime',
      title: t('field.shipTime'),
      width: 150,
      sorter: true,
      render: (v: string | null) => parseTime(v) || '-',
    },
    completeTime: {
      key: 'completeTime',
      dataIndex: 'completeTime',
      title: t('field.completeTime'),
      width: 150,
      sorter: true,
      render: (v: string | null) => parseTime(v) || '-',
    },
  };

  const columns: TableColumnsType<OrderRow> = [
    ...keys.map((k) => all[k]),
    ...(actions ? [{ key: 'actions', title: t('list.operation'), width: actions.width, render: (_: unknown, row: OrderRow) => actions.render(row) }] : []),
  ];
  return <ListTable<OrderRow> rowKey="id" {...table} columns={columns} />;
}
