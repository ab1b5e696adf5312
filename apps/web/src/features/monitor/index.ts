export { default as OnlinePage } from './OnlinePage.tsx';
export { default as LogininforPage } from './LogininforPage.tsx';
export { default as OperlogPage } from './OperlogPage.tsx';
export { default as ServerPage } from './ServerPage.tsx';
export { default as CachePage } from './CachePage.tsx';
export { default as CacheListPage } from './CacheListPage.tsx';
export { default as DatabasePage } from './DatabasePage.tsx';
