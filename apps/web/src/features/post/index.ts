export { default as PostPage } from './PostPage.tsx';
