export { KeywordPage as default } from '../../../features/keyword/index.ts';
