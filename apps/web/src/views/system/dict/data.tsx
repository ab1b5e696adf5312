export { DictDataPage as default } from '../../../features/dict/index.ts';
