export { CollectionPage as default } from '../../../features/collection/index.ts';
