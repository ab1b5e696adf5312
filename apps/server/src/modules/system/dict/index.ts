/** The dictionaries domain's face: dictionary types and data, and their cached, localized entries. */
export { dictRoutes } from './routes.ts';
export { dictEntries, dictLabels } from './cache.ts';
