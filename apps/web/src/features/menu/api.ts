import { type MenuAdd, type MenuEdit, type MenuListQuery, menuEndpoints } from '@ceping/contract';
import { call, endpointKey, resourceKey } from '../../api/endpoint.ts';
import { type OrderChange, sortCsv } from '../../components/list/useSortOrders.tsx';

/** Every cached call about menus: invalidate after a change. */
export const MENU_KEY = resourceKey(menuEndpoints.list);
export const menuListKey = endpointKey(menuEndpoints.list);
export const menuTreeKey = endpointKey(menuEndpoints.treeselect);

export const listMenu = (query: Partial<MenuListQuery>) => call(menuEndpoints.list, { query });
export const getMenu = (menuId: number) => call(menuEndpoints.get, { params: { menuId } });
export const menuTreeselect = () => call(menuEndpoints.treeselect);
export const addMenu = (body: MenuAdd) => call(menuEndpoints.add, { body });
export const updateMenu = (body: MenuEdit) => call(menuEndpoints.edit, { body });
export const delMenu = (menuId: number) => call(menuEndpoints.remove, { params: { menuId } });
/** RuoYi 3.9.2's "保存排序": `{menuIds: "1,2", orderNums: "3,4"}`, pairwise. */
export const updateMenuSort = (changes: readonly OrderChange[]) => {
  const { ids, orderNums } = sortCsv(changes);
  return call(menuEndpoints.updateSort, { body: { menuIds: ids, orderNums } });
};
