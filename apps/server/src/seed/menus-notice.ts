import { Perm } from '@ceping/contract';
import { type MenuSeed, menuButtons } from './menus.ts';

/** RuoYi gives these buttons the path `#` (as it does those of the logs, online users and jobs). */
const hashButtons = (...a: Parameters<typeof menuButtons>): MenuSeed[] => menuButtons(...a).map((b) => ({ ...b, path: '#' }));

/** RuoYi's standard ids of the dictionary, parameter and notice screens (under System, 1). */
export const NOTICE_MENU = { dict: 105, config: 106, notice: 107 } as const;

/**
 * Dictionaries (105, buttons 1025–1029), parameters (106, 1030–1034) and notices (107, 1035–1038),
 * with RuoYi's paths, components and permission strings; administrators only. Every user reads
 * notices through the navbar's bell, which needs no menu.
 */
export const noticeMenus: MenuSeed[] = [
  {
    id: NOTICE_MENU.dict,
    parent: 1,
    name: '字典管理',
    en: 'Dictionaries',
    order: 6,
    type: 'C',
    path: 'dict',
    component: 'system/dict/index',
    perms: Perm.dict.list,
    icon: 'dict',
  },
  ...hashButtons(NOTICE_MENU.dict, 1025, 'system:dict', [
    ['query', '字典查询', 'Query dictionaries'],
    ['add', '字典新增', 'Add dictionary'],
    ['edit', '字典修改', 'Edit dictionary'],
    ['remove', '字典删除', 'Delete dictionary'],
    ['export', '字典导出', 'Export dictionaries'],
  ]),
  {
    id: NOTICE_MENU.config,
    parent: 1,
    name: '参数设置',
    en: 'Parameters',
    order: 7,
    type: 'C',
    path: 'config',
    component: 'system/config/index',
    perms: Perm.config.list,
    icon: 'edit',
  },
  ...hashButtons(NOTICE_MENU.config, 1030, 'system:config', [
    ['query', '参数查询', 'Query parameters'],
    ['add', '参数新增', 'Add parameter'],
    ['edit', '参数修改', 'Edit parameter'],
    ['remove', '参数删除', 'Delete parameter'],
    ['export', '参数导出', 'Export parameters'],
  ]),
  {
    id: NOTICE_MENU.notice,
    parent: 1,
    name: '通知公告',
    en: 'Notices',
    order: 8,
    type: 'C',
    path: 'notice',
    component: 'system/notice/index',
    perms: Perm.notice.list,
    icon: 'message',
  },
  ...hashButtons(NOTICE_MENU.notice, 1035, 'system:notice', [
    ['query', '公告查询', 'Query notices'],
    ['add', '公告新增', 'Add notice'],
    ['edit', '公告修改', 'Edit notice'],
    ['remove', '公告删除', 'Delete notice'],
  ]),
];
