export { default as JobPage } from './JobPage.tsx';
export { default as JobLogPage } from './JobLogPage.tsx';
