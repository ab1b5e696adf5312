import type { MenuSeed } from './menus.ts';

/**
 * Business, finance and seller-portal menus (ids 2000–2499). The three directories are shared:
 * task screens hang under 2000 (staff) and 2002 (sellers) too.
 */
export const MENU_DIR = { business: 2000, finance: 2001, seller: 2002 } as const;

export const businessMenus: MenuSeed[] = [
  { id: MENU_DIR.business, parent: 0, name: '业务管理', en: 'Business', order: 10, type: 'M', path: 'business', icon: 'shopping', roles: ['service'] },
  { id: MENU_DIR.finance, parent: 0, name: '财务管理', en: 'Finance', order: 20, type: 'M', path: 'finance', icon: 'money' },
  { id: MENU_DIR.seller, parent: 0, name: '商家中心', en: 'Seller centre', order: 5, type: 'M', path: 'seller', icon: 'user', roles: ['common', 'zi'] },
];
