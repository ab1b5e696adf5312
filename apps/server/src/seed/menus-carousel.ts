import { Perm } from '@ceping/contract';
import { MENU_DIR } from './menus-business.ts';
import type { MenuSeed } from './menus.ts';

/** Menu ids of the login banners screen (ids 2840–2849). */
export const CAROUSEL_MENU = 2840;

const f = (id: number, order: number, perms: string, name: string, en: string): MenuSeed => ({ id, parent: CAROUSEL_MENU, name, en, order, type: 'F', perms });

/** Business → Login banners, beside Sites (admin only: no role is granted these rows). */
export const carouselMenus: MenuSeed[] = [
  {
    id: CAROUSEL_MENU,
    parent: MENU_DIR.business,
    name: '轮播图管理',
    en: 'Login banners',
    order: 21,
    type: 'C',
    path: 'carousel',
    component: 'system/carousel/index',
    perms: Perm.carousel.list,
    icon: 'slider',
  },
  f(2841, 1, Perm.carousel.query, '轮播图查询', 'Query banners'),
  f(2842, 2, Perm.carousel.add, '轮播图新增', 'Add banners'),
  f(2843, 3, Perm.carousel.edit, '轮播图修改', 'Edit banners'),
  f(2844, 4, Perm.carousel.remove, '轮播图删除', 'Delete banners'),
  f(2845, 5, Perm.carousel.export, '轮播图导出', 'Export banners'),
];
