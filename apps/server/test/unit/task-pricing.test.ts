import { type TaskPriceInput, taskPriceSchema } from '@ceping/contract';
import { describe, expect, it } from 'vitest';
import { type PricingContext, priceLines, priceTask } from '../../src/modules/catalogue/pricing/price.ts';

const fees = { follow: '1', wish: '1', cart: '1', chat: '1.5', gift: '4', coupon: '2', compare: '1', browse: '1', matchProduct: '3' };
const us = (over: Partial<PricingContext['user']> = {}): PricingContext => ({
  region: { regionId: 1, regionName: '美国', platform: 'amazon', coinName: 'USD', rate: '7.20' },
  basePrice: '18',
  fees,
  user: { rate: '0', addMoney: '2', ...over },
});

/** The DOMAIN §5 worked example body. */
const example = (over: Record<string, unknown> = {}): TaskPriceInput =>
  taskPriceSchema.parse({
    regionId: 1,
    productPrice: 19.99,
    perQuantity: 1,
    taskQuantity: 10,
    follow: 1,
    wish: 1,
    cart: 1,
    compare: 2,
    browse: 2,
    matchProduct: 1,
    products: [{ productPrice: 5.99, num: 1 }],
    ...over,
  });

describe('priceTask (docs/DOMAIN.md §5)', () => {
  it('prices the worked example exactly', () => {
    const p = priceTask(us(), example());
    expect(p).toMatchObject({
      rate: '7.2000',
      basePrice: '18.00',
      addMoney: '2.00',
      mainProductPrice: '143.93',
      matchProductPrice: '43.13',
      compareMoney: '2.00',
      browseMoney: '2.00',
      matchProductMoney: '3.00',
      addServicePerOrder: '10.00',
      unitPrice: '30.00',
      totalPrice: '217.06',
      allTotalAddService: '100.00',
      allTotalPrice: '2170.60',
      unitPriceStr: '18 + 1 + 1 + 1 + 2 + 2 + 3 + 2 = 30',
      regionCoin: 'USD',
    });
    expect(p.products).toEqual([{ productPrice: '5.99', num: 1, ratePrice: '43.13' }]);
    expect(p.lines.find((l) => l.item === 'compare')).toEqual({ item: 'compare', count: 2, unit: '1.00', amount: '2.00' });
    expect(p.lines.map((l) => l.item)).toEqual(['base', 'follow', 'wish', 'cart', 'compare', 'browse', 'matchProduct', 'addMoney']);
  });

  it('prices a task without matched products (even if rows are sent)', () => {
    const p = priceTask(us(), example({ matchProduct: 0 }));
    expect(p.matchProductPrice).toBe('0.00');
    expect(p.matchProductMoney).toBe('0.00');
    expect(p.products).toEqual([]);
    expect(p.addServicePerOrder).toBe('7.00');
    expect(p.unitPrice).toBe('27.00');
    expect(p.totalPrice).toBe('170.93');
    expect(p.allTotalPrice).toBe('1709.30');
    expect(p.unitPriceStr).toBe('18 + 1 + 1 + 1 + 2 + 2 + 2 = 27');
  });

  it('ignores shipping: free or not, the price is the same', () => {
    const withShip = priceTask(us(), { ...example(), ...{ ship: '1' } } as TaskPriceInput);
    const without = priceTask(us(), { ...example(), ...{ ship: '0' } } as TaskPriceInput);
    expect(withShip).toEqual(without);
  });

  it('prices a region without coin at rate 1 (RMB), whatever rate is stored and without the seller uplift', () => {
    const ctx: PricingContext = { ...us({ rate: '3.5' }), region: { regionId: 2, regionName: '中国', platform: 'other', coinName: null, rate: '7.2' } };
    const p = priceTask(ctx, example({ productPrice: '100', matchProduct: 0, follow: 0, wish: 0, cart: 0, compare: 0, browse: 0, taskQuantity: 3 }));
    expect(p.regionCoin).toBeNull();
    expect(p.rate).toBe('1.0000');
    expect(p.regionRate).toBe('1.0000');
    expect(p.userRate).toBe('0.0000');
    expect(p.mainProductPrice).toBe('100.00');
    expect(p.unitPrice).toBe('20.00');
    expect(p.unitPriceStr).toBe('18 + 2 = 20');
    expect(p.allTotalPrice).toBe('360.00');
  });

  it('applies the seller rate uplift to the effective rate (4 decimals) and every converted price', () => {
    const p = priceTask(us({ rate: '3.5' }), example());
    // 7.20 × 1.035 = 7.452
    expect(p.rate).toBe('7.4520');
    expect(p.mainProductPrice).toBe('148.97'); // 19.99 × 7.452 = 148.96548
    expect(p.products[0].ratePrice).toBe('44.64'); // 5.99 × 7.452 = 44.63748
    expect(p.totalPrice).toBe('223.61');
    const odd = priceTask({ ...us({ rate: '1.2345' }), region: { ...us().region, rate: '6.8333' } }, example());
    expect(odd.rate).toBe('6.9177'); // 6.8333 × 1.012345 = 6.91765... half-up
  });

  it('applies a negative surcharge as a discount and never lets the service part go below zero', () => {
    const p = priceTask(us({ addMoney: '-3.5' }), example());
    expect(p.unitPrice).toBe('24.50');
    expect(p.unitPriceStr).toBe('18 + 1 + 1 + 1 + 2 + 2 + 3 - 3.5 = 24.5');
    const capped = priceTask(us({ addMoney: '-100' }), example());
    expect(capped.unitPrice).toBe('0.00');
    expect(capped.totalPrice).toBe('187.06');
    // The breakdown shows the discount given (28), not the 100 that could not be given.
    expect(capped.unitPriceStr).toBe('18 + 1 + 1 + 1 + 2 + 2 + 3 - 28 = 0');
    expect(capped.lines.at(-1)).toEqual({ item: 'addMoney', amount: '-28.00' });
    expect(capped.addMoney).toBe('-100.00');
    // The task detail rebuilds the lines from the stored snapshot (the full -100): the same breakdown.
    expect(priceLines(fees, '18', '-100', example(), 1)).toEqual(capped.lines);
  });

  it('multiplies by perQuantity and num, and rounds half-up per line', () => {
    const p = priceTask(
      us({ addMoney: '0' }),
      example({ productPrice: '0.05', perQuantity: 3, products: [{ productPrice: '0.07', num: 4 }], taskQuantity: 1 }),
    );
    expect(p.mainProductPrice).toBe('1.08'); // 0.05 × 3 × 7.2 = 1.08
    expect(p.products[0].ratePrice).toBe('0.50'); // 0.504 → 0.50
    expect(p.matchProductPrice).toBe('2.00');
    expect(p.matchProductMoney).toBe('12.00');
    const half = priceTask({ ...us(), region: { ...us().region, rate: '1.125' } }, example({ productPrice: '1', matchProduct: 0 }));
    expect(half.mainProductPrice).toBe('1.13'); // 1.125 → 1.13 (half-up)
  });

  it('charges every enabled fixed service, including gift, chat and coupon', () => {
    const p = priceTask(us({ addMoney: '0' }), example({ chat: 1, gift: 1, coupon: 1, compare: 0, browse: 0, matchProduct: 0 }));
    expect(p.addServicePerOrder).toBe('10.50');
    expect(p.unitPriceStr).toBe('18 + 1 + 1 + 1 + 1.5 + 4 + 2 = 28.5');
  });
});
