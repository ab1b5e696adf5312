/** The home dashboard's face: the page the `home/index` view shows, and the dialog contract it opens orders with. */
export { default as DashboardPage, type DashboardPageProps, type OrderDetailProps } from './DashboardPage.tsx';
