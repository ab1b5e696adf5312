export { SitePage as default } from '../../../features/site/index.ts';
