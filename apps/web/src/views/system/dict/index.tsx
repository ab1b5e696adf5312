export { DictTypePage as default } from '../../../features/dict/index.ts';
