/**
 * The catalogue domain's face: regions and their exchange rates, sites, base prices, value-added
 * service fees, shops, and the price formula built on them (pricing/). Other domains and the seed
 * import only this file.
 */
export { catalogueRoutes } from './routes.ts';
export { type FeeSet, type PriceContext, FEE_KEYS, ZERO_FEES, loadPriceContext, loadPublishContext } from './pricing/lookup.ts';
export { type PricingContext, MAX_TASK_TOTAL, effectiveRate, priceLines, priceTask } from './pricing/price.ts';
