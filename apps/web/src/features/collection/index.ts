export { default as CollectionPage } from './CollectionPage.tsx';
export { collectionOptions } from './api.ts';
