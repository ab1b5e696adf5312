export { PublishPage as default } from '../../../features/publish/index.ts';
