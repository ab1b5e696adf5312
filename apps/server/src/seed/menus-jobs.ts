import { Perm } from '@ceping/contract';
import type { MenuSeed } from './menus.ts';

/** Menu ids of the job screens: RuoYi's 110 and its buttons 1049–1054. */
export const JOB_MENU = { monitor: 2, job: 110 } as const;

const f = (id: number, order: number, perms: string, name: string, en: string): MenuSeed => ({
  id,
  parent: JOB_MENU.job,
  name,
  en,
  order,
  type: 'F',
  path: '#',
  perms,
});

/**
 * 系统监控 → 定时任务 (admin only, as in RuoYi), under the monitor directory (2, seeded with the other
 * monitor screens in menus-monitor.ts). The run log (`/monitor/job-log/index/:jobId`) is a fixed
 * route of the web app, as in RuoYi.
 */
export const jobMenus: MenuSeed[] = [
  {
    id: JOB_MENU.job,
    parent: JOB_MENU.monitor,
    name: '定时任务',
    en: 'Jobs',
    order: 2,
    type: 'C',
    path: 'job',
    component: 'monitor/job/index',
    perms: Perm.job.list,
    icon: 'job',
  },
  f(1049, 1, Perm.job.query, '任务查询', 'Query jobs'),
  f(1050, 2, Perm.job.add, '任务新增', 'Add jobs'),
  f(1051, 3, Perm.job.edit, '任务修改', 'Edit jobs'),
  f(1052, 4, Perm.job.remove, '任务删除', 'Delete jobs'),
  f(1053, 5, Perm.job.changeStatus, '状态修改', 'Change status'),
  f(1054, 6, Perm.job.export, '任务导出', 'Export jobs'),
];
