import type { TaskDetail, TaskPriceLine } from '@ceping/contract';
import { formatMoney } from '../../../utils/format.ts';

/** One row of the cost breakdown: a label key of the `task` namespace, how it is computed, the amount. */
export interface CostRow {
  key: string;
  /** i18n key (namespace `task`) of the row's name. */
  label: string;
  /** The calculation, e.g. "2 × 1.00" or "19.99 USD × 1 × 7.2000"; empty for a plain amount. */
  formula: string;
  /** CNY amount with two decimals, or a plain figure for rows that are not money (quantity). */
  value: string;
  /** A total row (shown emphasised). */
  total?: boolean;
  /** The value is money (shown with the currency sign). */
  money: boolean;
}

type CostSource = Pick<
  TaskDetail,
  | 'regionCoin'
  | 'productPrice'
  | 'perQuantity'
  | 'taskQuantity'
  | 'rate'
  | 'mainProductPrice'
  | 'matchProductPrice'
  | 'unitPrice'
  | 'unitPriceStr'
  | 'totalPrice'
  | 'addServicePerOrder'
  | 'allTotalAddService'
  | 'allTotalPrice'
  | 'lines'
> & { products: readonly { productPrice: string; num: number; ratePrice: string }[] };

const LINE_LABEL: Record<TaskPriceLine['item'], string> = {
  base: 'cost.basePrice',
  follow: 'service.follow',
  wish: 'service.wish',
  cart: 'service.cart',
  chat: 'service.chat',
  gift: 'service.gift',
  coupon: 'service.coupon',
  compare: 'service.compare',
  browse: 'service.browse',
  matchProduct: 'cost.matchProductFee',
  addMoney: 'cost.addMoney',
};

/** "RMB" when the region has no coin of its own. */
export function coinOf(regionCoin: string | null | undefined, rmb: string): string {
  return regionCoin?.trim() ? regionCoin : rmb;
}

/** A decimal figure other than zero (amounts, rates with four decimals, counts). */
export function filled(value: string | number | null | undefined): boolean {
  if (value === null || value === undefined) return false;
  const text = String(value).trim();
  return /^[+-]?\d+(\.\d+)?$/.test(text) && /[1-9]/.test(text);
}

/**
 * The cost breakdown of a task as the server priced it (docs/DOMAIN.md §5), one row per non-empty
 * amount: nothing is computed here, every figure is the server's; formulas only show how it was built.
 * Counted services (compare, browse, matched-product fee) read "count × unit".
 */
export function costRows(task: CostSource, rmb: string): CostRow[] {
  const coin = coinOf(task.regionCoin, rmb);
  const rows: CostRow[] = [
    { key: 'productPrice', label: 'cost.productPrice', formula: '', value: `${task.productPrice} ${coin}`, money: false },
    { key: 'rate', label: 'cost.rate', formula: '', value: task.rate, money: false },
    {
      key: 'mainProductPrice',
      label: 'cost.mainProductPrice',
      formula: `${task.productPrice} ${coin} × ${task.perQuantity} × ${task.rate}`,
      value: task.mainProductPrice,
      money: true,
    },
    {
      key: 'matchProductPrice',
      label: 'cost.matchProductPrice',
      formula: task.products.map((p) => `${p.ratePrice} × ${p.num}`).join(' + '),
      value: task.matchProductPrice,
      money: true,
    },
    ...task.lines.map(
      (line): CostRow => ({
        key: `line-${line.item}`,
        label: LINE_LABEL[line.item],
        formula: line.count !== undefined && line.unit !== undefined ? `${line.count} × ${line.unit}` : '',
        value: line.amount,
        money: true,
      }),
    ),
    { key: 'unitPrice', label: 'cost.unitPrice', formula: task.unitPriceStr, value: task.unitPrice, money: true },
    {
      key: 'totalPrice',
      label: 'cost.totalPrice',
      formula: [task.mainProductPrice, task.matchProductPrice, task.unitPrice].filter(filled).join(' + '),
      value: task.totalPrice,
      money: true,
      total: true,
    },
    { key: 'taskQuantity', label: 'cost.taskQuantity', formula: '', value: String(task.taskQuantity), money: false },
    {
      key: 'allTotalAddService',
      label: 'cost.allTotalAddService',
      formula: `${task.addServicePerOrder} × ${task.taskQuantity}`,
      value: task.allTotalAddService,
      money: true,
    },
    {
      key: 'allTotalPrice',
      label: 'cost.allTotalPrice',
      formula: `${task.totalPrice} × ${task.taskQuantity}`,
      value: task.allTotalPrice,
      money: true,
      total: true,
    },
  ];
  return rows.filter((row) => (row.key === 'productPrice' ? filled(task.productPrice) : filled(row.value)));
}

/** "¥1,234.50" */
export function yuan(value: string): string {
  return `¥${formatMoney(value)}`;
}
