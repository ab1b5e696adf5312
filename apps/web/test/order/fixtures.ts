import type { OrderDetail, OrderEventRow, OrderRow } from '@ceping/contract';
import { vi } from 'vitest';
import { json, mockFetch } from '../helpers/http.ts';

/** An order of seller 3 on task 1000 (the DOMAIN §5 worked example), placed and not yet shipped. */
export function orderRow(overrides: Partial<OrderRow> = {}): OrderRow {
  return {
    id: 1000,
    orderNo: '113-4829301-5512034',
    taskId: 1000,
    taskNo: 'T202611251000',
    userId: 3,
    userName: 'seller',
    nickName: '优品商家',
    siteId: 1,
    shopId: 1,
    shopName: 'Youpin Home Store',
    shopType: '1',
    staffId: 2,
    staffName: '客服小张',
    regionId: 1,
    regionName: '美国',
    regionNameEn: 'United States',
    platform: 'amazon',
    regionCoin: 'USD',
    productPic: '/profile/upload/demo/earbuds.png',
    productTitle: 'Wireless Earbuds Pro',
    productUrl: 'https://www.amazon.com/dp/B0DEMO0001',
    sku: 'Black',
    productPrice: '19.99',
    perQuantity: 1,
    rate: '7.2000',
    mainProductPrice: '143.93',
    matchProductPrice: '43.13',
    unitPrice: '30.00',
    totalPrice: '217.06',
    actuallyPay: null,
    actualPrincipal: null,
    settleDiff: null,
    settleStatus: 'none',
    settleTime: null,
    settleRemark: '',
    remark: 'ENV-US-014',
    merchantRemark: '',
    orderStatus: '0',
    evaluateStatus: '0',
    evaluateType: '0',
    evaluateContent: '',
    evaluatePic: '',
    evaluateVideo: '',
    evaluateTime: null,
    exceptionReason: '',
    taskTime: '2026-11-25 10:00:00',
    acceptTime: '2026-11-25 11:00:00',
    shipTime: null,
    completeTime: null,
    cancelTime: null,
    createBy: 'staff',
    createTime: '2026-11-25 11:00:00',
    updateBy: '',
    updateTime: null,
    readOnly: false,
    ...overrides,
  };
}

export function orderDetail(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return {
    ...orderRow(),
    unitPriceStr: '18 + 1 + 1 + 1 + 2 + 2 + 3 + 2 = 30',
    ship: '1',
    enterMethod: '1',
    enterMethodRemark: '',
    msg: 'Check the case colour',
    follow: 1,
    wish: 1,
    cart: 1,
    chat: 0,
    gift: 0,
    coupon: 0,
    compare: 2,
    browse: 2,
    matchProduct: 1,
    matchProducts: [
      {
        productId: 1002,
        taskId: 1000,
        orderId: 1000,
        productImg: 'https://cdn.example.com/case.png',
        productTitle: 'Silicone Earbuds Case',
        keyword: 'earbuds case',
        sku: 'Grey',
        productPrice: '5.99',
        num: 1,
        ratePrice: '43.13',
        orderNum: 1,
        evaluate: { evaluateType: '1', evaluateContent: 'The case fits snugly.', evaluatePic: '', evaluateVideo: '', evaluateTime: null },
      },
    ],
    funds: [],
    ...overrides,
  };
}

/** The states an order goes through, each with the fields that state sets. */
export const SHIPPED: Partial<OrderDetail> = { orderStatus: '1', shipTime: '2026-11-25 12:00:00', actuallyPay: '25.00' };
export const COMPLETED: Partial<OrderDetail> = {
  ...SHIPPED,
  orderStatus: '2',
  completeTime: '2026-11-25 13:00:00',
  actualPrincipal: '180.00',
  settleDiff: '7.06',
  settleStatus: 'settled',
  settleTime: '2026-11-25 13:00:00',
  evaluateStatus: '1',
  evaluateType: '2',
  evaluateContent: 'Sound is clear.\nCase charges fast.',
  evaluatePic: '/profile/upload/demo/earbuds.png,https://cdn.example.com/review.png',
  evaluateTime: '2026-11-25 12:30:00',
  funds: [
    { fundId: 1017, type: 7, amount: '7.06', balanceAfter: '13832.75', refType: 'order', refNo: '113-4829301-5512034', createTime: '2026-11-25 13:00:00' },
  ],
};
export const CANCELLED: Partial<OrderDetail> = { orderStatus: '3', cancelTime: '2026-11-25 12:00:00' };
export const EXCEPTION: Partial<OrderDetail> = { orderStatus: '4', exceptionReason: 'Buyer account locked' };

export function event(eventId: number, action: string, remark: string, extra: Partial<OrderEventRow> = {}): OrderEventRow {
  return {
    eventId,
    orderId: 1000,
    taskId: 1000,
    orderNo: '113-4829301-5512034',
    action,
    fromStatus: null,
    toStatus: null,
    amount: null,
    fundId: null,
    operator: 'staff',
    remark,
    createTime: `2026-11-25 1${eventId}:00:00`,
    ...extra,
  };
}

const DICTS: Record<string, [string, string, string][]> = {
  order_status: [
    ['0', '已下单', 'primary'],
    ['1', '商家已发货', 'warning'],
    ['2', '已完成', 'success'],
    ['3', '已取消', 'info'],
    ['4', '异常', 'danger'],
  ],
  order_evaluate_status: [
    ['0', '未评价', 'info'],
    ['1', '已评价', 'success'],
    ['2', '买家未评价', 'default'],
  ],
  order_evaluate_type: [
    ['0', '无', 'default'],
    ['1', '文字', 'default'],
    ['2', '图文', 'default'],
    ['3', '视频', 'default'],
    ['4', '仅星级', 'default'],
  ],
  platform: [['amazon', '亚马逊', 'default']],
  fund_type: [['7', '结算退款', 'success']],
};

/** A dictionary answer of `GET /system/dict/data/type/{type}`. */
export function dictAnswer(type: string) {
  const data = (DICTS[type] ?? []).map(([dictValue, dictLabel, listClass], i) => ({
    dictCode: i + 1,
    dictSort: i,
    dictLabel,
    dictValue,
    dictType: type,
    listClass,
    cssClass: '',
    isDefault: 'N',
    status: '0',
  }));
  return { code: 200, msg: 'OK', data };
}

export interface Sent {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

/**
 * The server as the order screens see it: `answer(method, path, query, body)` gives the JSON of a
 * call (undefined: a default empty answer); dictionaries answer by themselves. Every call is recorded.
 */
export function fakeServer(answer: (s: Sent) => unknown) {
  const sent: Sent[] = [];
  const fetch = mockFetch(async (url, init) => {
    const u = new URL(url, 'http://localhost');
    const path = u.pathname.replace(/^\/prod-api/, '');
    const s: Sent = { method: init.method ?? 'GET', path, query: u.searchParams, body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined };
    sent.push(s);
    const dict = /^\/system\/dict\/data\/type\/(\w+)$/.exec(path);
    if (dict) return json(dictAnswer(dict[1]));
    return json(answer(s) ?? { code: 200, msg: 'OK', rows: [], total: 0, data: [] });
  });
  return { sent, fetch };
}

export { vi };
