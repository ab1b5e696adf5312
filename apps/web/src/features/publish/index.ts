export { default as KeywordRows } from './components/KeywordRows.tsx';
export type { KeywordValues } from './components/publishForm.ts';
export { default as PublishPage } from './PublishPage.tsx';
