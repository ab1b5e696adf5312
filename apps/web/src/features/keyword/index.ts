export { default as KeywordPage } from './KeywordPage.tsx';
