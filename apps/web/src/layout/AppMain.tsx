import { Outlet } from 'react-router';

/** The content area: the matched page. It is the scroll container when the header is fixed. */
export default function AppMain({ scroll }: { scroll: boolean }) {
  return (
    <main className="app-main" {...(scroll ? { 'data-scroll-container': '' } : {})}>
      <Outlet />
    </main>
  );
}
