export { RegionPage as default } from '../../../features/region/index.ts';
