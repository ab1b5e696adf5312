export { PostPage as default } from '../../../features/post/index.ts';
