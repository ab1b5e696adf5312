export { ConfigPage as default } from '../../../features/config/index.ts';
