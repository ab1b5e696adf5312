import { useMenuPath } from '../../hooks/useMenuPath.ts';

/**
 * Where the publish form and the task list are for this user: the seller's menu entries when the
 * menu has them, else the admin's task list, else the fixed `/task/*` routes (spec §2).
 */
export function useTaskPaths() {
  const menuPath = useMenuPath();
  return {
    publish: (query = '') => `${menuPath('user/publish/index', '/task/publish')}${query}`,
    list: () => menuPath('user/task-list/index', menuPath('system/task/index', '/task/list')),
  };
}
