export { MenuPage as default } from '../../../features/menu/index.ts';
