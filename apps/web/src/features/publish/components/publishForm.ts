import { FIXED_SERVICE_KEYS } from '@ceping/contract';
import { type Lang, type TaskBody, taskBodySchema, type TaskDetail, taskPriceSchema } from '@ceping/contract';
import type { TaskPriceBody } from '../../task/index.ts';
import { type FieldError, translateIssue } from '../../../utils/zodRule.ts';

export interface KeywordValues {
  keyword?: string;
  remark?: string;
  quantity?: number | null;
}

export interface ProductValues {
  productImg?: string;
  productTitle?: string;
  keyword?: string;
  sku?: string;
  productPrice?: string | null;
  num?: number | null;
}

/** What the publish form holds (switches as booleans, the price as text from a string-mode input). */
export interface PublishValues {
  regionId?: number;
  shopId?: number | null;
  productPic?: string;
  productTitle?: string;
  productUrl?: string;
  sku?: string;
  productPrice?: string | null;
  perQuantity?: number | null;
  taskQuantity?: number | null;
  ship?: '0' | '1';
  enterMethod?: '1' | '2' | '3' | '9';
  enterMethodRemark?: string;
  keywords?: KeywordValues[];
  msg?: string;
  remark?: string;
  follow?: boolean;
  wish?: boolean;
  cart?: boolean;
  chat?: boolean;
  gift?: boolean;
  coupon?: boolean;
  couponUrl?: string;
  couponPic?: string;
  compare?: number | null;
  browse?: number | null;
  matchProduct?: boolean;
  products?: ProductValues[];
}

export const SWITCHES = FIXED_SERVICE_KEYS;

export const DEFAULT_VALUES: PublishValues = {
  perQuantity: 1,
  taskQuantity: 1,
  ship: '1',
  enterMethod: '1',
  keywords: [{ keyword: '', remark: '', quantity: 1 }],
  follow: false,
  wish: false,
  cart: false,
  chat: false,
  gift: false,
  coupon: false,
  compare: 0,
  browse: 0,
  matchProduct: false,
  products: [],
};

/** Empty inputs (null from a cleared number input) become "not given", so schema defaults apply. */
function clean<T extends object>(values: T): T {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== null && v !== undefined)) as T;
}

function formInput(values: PublishValues) {
  return clean({
    ...values,
    keywords: (values.keywords ?? []).map(clean),
    products: (values.products ?? []).map(clean),
  });
}

/** The body the server prices, or null while the price fields are not complete and valid. */
export function toPriceBody(values: PublishValues): TaskPriceBody | null {
  const parsed = taskPriceSchema.safeParse(formInput(values));
  return parsed.success ? parsed.data : null;
}

export type ParsedBody = { body: TaskBody; errors?: undefined } | { body?: undefined; errors: FieldError[] };

/** The whole publish body checked with the contract's rules (cross-field rules included), messages translated. */
export function toTaskBody(values: PublishValues, lang: Lang): ParsedBody {
  const parsed = taskBodySchema.safeParse(formInput(values));
  if (parsed.success) return { body: parsed.data };
  return {
    errors: parsed.error.issues.map((issue) => {
      const name = issue.path.map((p) => (typeof p === 'number' ? p : String(p)));
      return { name, errors: [translateIssue(lang, issue.message, name.join('.'))] };
    }),
  };
}

/** Σ keyword quantities. */
export function keywordSum(keywords: readonly KeywordValues[] | undefined): number {
  return (keywords ?? []).reduce((sum, k) => sum + (typeof k?.quantity === 'number' ? k.quantity : 0), 0);
}

type Source = Partial<Omit<TaskBody, 'keywords' | 'products'>> & {
  keywords?: readonly { keyword: string; remark: string; quantity: number }[];
  products?: readonly { productImg: string; productTitle: string; keyword: string; sku: string; productPrice: string; num: number }[];
};

/** Form values from a saved body: a template's content or a task being edited / resubmitted. */
export function fromBody(src: Source | TaskDetail): PublishValues {
  const on = (v: number | undefined) => v === 1;
  return {
    regionId: src.regionId,
    shopId: src.shopId ?? null,
    productPic: src.productPic ?? '',
    productTitle: src.productTitle ?? '',
    productUrl: src.productUrl ?? '',
    sku: src.sku ?? '',
    productPrice: src.productPrice ?? null,
    perQuantity: src.perQuantity ?? 1,
    taskQuantity: src.taskQuantity ?? 1,
    ship: src.ship === '0' ? '0' : '1',
    enterMethod: (['1', '2', '3', '9'] as const).find((m) => m === src.enterMethod) ?? '1',
    enterMethodRemark: src.enterMethodRemark ?? '',
    keywords: (src.keywords ?? []).map((k) => ({ keyword: k.keyword, remark: k.remark, quantity: k.quantity })),
    msg: src.msg ?? '',
    remark: src.remark ?? '',
    follow: on(src.follow),
    wish: on(src.wish),
    cart: on(src.cart),
    chat: on(src.chat),
    gift: on(src.gift),
    coupon: on(src.coupon),
    couponUrl: src.couponUrl ?? '',
    couponPic: src.couponPic ?? '',
    compare: src.compare ?? 0,
    browse: src.browse ?? 0,
    matchProduct: on(src.matchProduct),
    products: (src.products ?? []).map((p) => ({
      productImg: p.productImg,
      productTitle: p.productTitle,
      keyword: p.keyword,
      sku: p.sku,
      productPrice: p.productPrice,
      num: p.num,
    })),
  };
}
