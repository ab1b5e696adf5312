export { default as SitePage } from './SitePage.tsx';
export { default as SiteSelect } from './SiteSelect.tsx';
