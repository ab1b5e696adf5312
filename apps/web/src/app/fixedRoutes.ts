import { Perm } from '@ceping/contract';
import i18n from '../i18n/index.ts';
import type { MenuRoute } from '../utils/menuTree.ts';

const meta = (title: string, extra: Partial<MenuRoute['meta']> = {}) => ({ title, icon: null, noCache: false, link: null, ...extra });

/**
 * Pages inside the Layout that exist for every user (titles in the current language). The sidebar
 * shows the non-hidden ones before the server's menu.
 */
export function fixedMenus(): MenuRoute[] {
  const t = (key: string) => i18n.t(key, { ns: 'auth' });
  return [
    {
      path: '/home',
      hidden: false,
      component: 'Layout',
      redirect: '/home/index',
      children: [{ path: 'index', name: 'Index', hidden: false, component: 'home/index', meta: meta(t('home.title'), { icon: 'dashboard', affix: true }) }],
    },
    { path: '/index1', name: 'Index1', hidden: true, component: 'home/index', meta: meta(t('home.title'), { icon: 'dashboard' }) },
    {
      path: '/user',
      hidden: true,
      component: 'Layout',
      redirect: 'noRedirect',
      children: [
        { path: 'profile', name: 'Profile', hidden: false, component: 'system/user/profile/index', meta: meta(t('routes.profile'), { icon: 'user' }) },
      ],
    },
    {
      path: '/task',
      hidden: true,
      component: 'Layout',
      redirect: 'noRedirect',
      meta: meta(i18n.t('routes.task', { ns: 'task' })),
      children: [
        {
          path: 'publish',
          name: 'TaskPublish',
          hidden: false,
          component: 'user/publish/index',
          meta: meta(i18n.t('routes.publish', { ns: 'task' }), { icon: 'edit', permissions: [Perm.task.add] }),
        },
        {
          path: 'list',
          name: 'TaskList',
          hidden: false,
          component: 'user/task-list/index',
          meta: meta(i18n.t('routes.list', { ns: 'task' }), { icon: 'list', permissions: [Perm.task.list] }),
        },
        {
          path: 'template',
          name: 'TaskTemplate',
          hidden: false,
          component: 'user/template/index',
          meta: meta(i18n.t('routes.template', { ns: 'task' }), { icon: 'form', permissions: [Perm.template.list] }),
        },
      ],
    },
    {
      path: '/system/user-auth',
      hidden: true,
      component: 'Layout',
      children: [
        {
          // digits only (spec §2): /system/user-auth/role/abc is the not-found page
          path: 'role/:userId(\\d+)',
          name: 'AuthRole',
          hidden: false,
          component: 'system/user/authRole',
          meta: meta(t('routes.authRole'), { activeMenu: '/system/user', permissions: [Perm.user.edit] }),
        },
      ],
    },
    {
      path: '/system/role-auth',
      hidden: true,
      component: 'Layout',
      children: [
        {
          // RuoYi's AuthUser page: the users of one role (digits only, like the user-auth route)
          path: 'user/:roleId(\\d+)',
          name: 'AuthUser',
          hidden: false,
          component: 'system/role-auth/user',
          meta: meta(i18n.t('routes.authUser', { ns: 'role' }), { activeMenu: '/system/role', permissions: [Perm.role.edit] }),
        },
      ],
    },
    {
      path: '/monitor/job-log',
      hidden: true,
      component: 'Layout',
      children: [
        {
          // RuoYi's JobLog: the runs of one job, or of every job for 0
          path: 'index/:jobId(\\d+)',
          name: 'JobLog',
          hidden: false,
          component: 'monitor/job/log',
          meta: meta(i18n.t('routes.log', { ns: 'job' }), { activeMenu: '/monitor/job', permissions: [Perm.job.list] }),
        },
      ],
    },
    {
      path: '/system/dict-data',
      hidden: true,
      component: 'Layout',
      children: [
        {
          // RuoYi's Data page: the entries of one dictionary type (digits only)
          path: 'index/:dictId(\\d+)',
          name: 'Data',
          hidden: false,
          component: 'system/dict/data',
          meta: meta(i18n.t('routes.dictData', { ns: 'sysadmin' }), { activeMenu: '/system/dict', permissions: [Perm.dict.list] }),
        },
      ],
    },
  ];
}
