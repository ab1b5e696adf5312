import { isMessageKey, keywordEditSchema, productAddSchema, taskBodySchema, taskPriceSchema, templateAddSchema } from '@ceping/contract';
import { describe, expect, it } from 'vitest';

const validTask = () => ({
  regionId: 100,
  productPic: '/profile/upload/2026/01/01/a.png',
  productTitle: 'Wireless earbuds',
  productUrl: 'https://www.amazon.com/dp/B000000001',
  sku: 'black',
  productPrice: 19.99,
  perQuantity: 1,
  taskQuantity: 10,
  ship: '1',
  enterMethod: '1',
  keywords: [
    { keyword: 'earbuds', remark: 'page 1', quantity: 6 },
    { keyword: 'bluetooth earbuds', quantity: 4 },
  ],
  follow: 1,
  wish: true,
  cart: 1,
  compare: 2,
  browse: 2,
  matchProduct: 1,
  products: [{ productImg: '/profile/upload/2026/01/01/b.png', productTitle: 'Case', productPrice: '5.99', num: 1 }],
});

/** The first issue's message of a failed parse. */
function firstMessage(schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { message: string }[] } } }, v: unknown): string {
  const r = schema.safeParse(v);
  expect(r.success).toBe(false);
  return r.error?.issues[0]?.message ?? '';
}

describe('taskBodySchema', () => {
  it('accepts a complete body, normalises switches and strips money, status and owner fields', () => {
    const body = taskBodySchema.parse({
      ...validTask(),
      allTotalPrice: 0.01,
      money: 1e6,
      rate: '0.0001',
      userId: 1,
      status: '1',
      paidAmount: '9',
      taskNo: 'X',
    });
    expect(body.wish).toBe(1);
    expect(body.chat).toBe(0);
    expect(body.productPrice).toBe('19.99');
    for (const k of ['allTotalPrice', 'money', 'rate', 'userId', 'status', 'paidAmount', 'taskNo']) expect(body).not.toHaveProperty(k);
  });

  it('drops keywords, products and coupon data the options make meaningless', () => {
    const body = taskBodySchema.parse({ ...validTask(), enterMethod: '3', matchProduct: 0, couponUrl: 'https://c.example/x' });
    expect(body.keywords).toEqual([]);
    expect(body.products).toEqual([]);
    expect(body.couponUrl).toBe('');
  });

  it.each([
    [{ keywords: [{ keyword: 'a', quantity: 3 }] }, 'task.keywordSum'],
    [{ keywords: [] }, 'task.keywordsRequired'],
    [{ enterMethod: '9', enterMethodRemark: ' ' }, 'task.enterMethodRemarkRequired'],
    [{ coupon: 1 }, 'task.couponUrlRequired'],
    [{ coupon: 1, couponUrl: 'https://c.example/x' }, 'task.couponPicRequired'],
    [{ matchProduct: 1, products: [] }, 'task.productsRequired'],
    [{ products: Array.from({ length: 6 }, () => validTask().products[0]) }, 'task.productsTooMany'],
    [{ productPrice: -1 }, 'task.productPriceInvalid'],
    [{ productPrice: 0 }, 'task.productPriceInvalid'],
    [{ productPrice: '1.999' }, 'task.productPriceInvalid'],
    [{ productPrice: 1.999 }, 'task.productPriceInvalid'],
    [{ productPrice: '1e309' }, 'task.productPriceInvalid'],
    [{ productPrice: Number.POSITIVE_INFINITY }, 'task.productPriceInvalid'],
    [{ productPrice: '1000000' }, 'task.productPriceInvalid'],
    [{ perQuantity: 11 }, 'task.perQuantityRange'],
    [{ taskQuantity: 0 }, 'task.taskQuantityRange'],
    [{ taskQuantity: 10001 }, 'task.taskQuantityRange'],
    [{ compare: 6 }, 'task.compareRange'],
    [{ browse: -1 }, 'task.browseRange'],
    [{ follow: 2 }, 'task.switchInvalid'],
    [{ ship: '2' }, 'task.shipInvalid'],
    [{ enterMethod: '5' }, 'task.enterMethodInvalid'],
    [{ regionId: undefined }, 'task.regionRequired'],
    [{ productPic: '' }, 'task.productPicRequired'],
    [{ productPic: 'javascript:alert(1)' }, 'task.picInvalid'],
    [{ productUrl: 'ftp://x' }, 'task.urlInvalid'],
    [{ productTitle: '  ' }, 'task.productTitleRequired'],
  ])('rejects %j with %s', (patch, key) => {
    const msg = firstMessage(taskBodySchema, { ...validTask(), ...patch });
    expect(msg).toBe(key);
    expect(isMessageKey(msg)).toBe(true);
  });

  it('validates only the price fields for a preview', () => {
    const p = taskPriceSchema.parse({
      regionId: 100,
      productPrice: '10',
      taskQuantity: 2,
      matchProduct: 1,
      products: [{ productPrice: 1, num: 2, productTitle: '' }],
    });
    expect(p.products).toEqual([{ productPrice: '1', num: 2 }]);
    expect(firstMessage(taskPriceSchema, { regionId: 100, productPrice: '10.001', taskQuantity: 2 })).toBe('task.productPriceInvalid');
  });

  it('validates template content, keyword sets and products with catalogue keys', () => {
    expect(templateAddSchema.safeParse({ templateName: 't', content: validTask() }).success).toBe(true);
    expect(firstMessage(templateAddSchema, { templateName: 't', content: { ...validTask(), taskQuantity: 11 } })).toBe('task.keywordSum');
    expect(firstMessage(templateAddSchema, { templateName: '', content: validTask() })).toBe('template.nameRequired');
    expect(firstMessage(keywordEditSchema, { taskId: 1, keywords: [] })).toBe('task.keywordsRequired');
    expect(firstMessage(productAddSchema, { taskId: 1, productTitle: 'x', productPrice: 1, num: 11 })).toBe('task.productNumRange');
  });
});
