export { default as MenuPage } from './MenuPage.tsx';
