import { Outlet } from 'react-router';

/** Wrapper of a nested menu directory: renders the matched child page. */
export default function ParentView() {
  return <Outlet />;
}
