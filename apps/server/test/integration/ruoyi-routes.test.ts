import { ANY_USER, PUBLIC } from '@ceping/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestContext, createTestContext } from '../helpers.ts';
import { concreteUrl } from '../security-support.ts';

/**
 * RuoYi-Vue's authentication and system routes with the permission each demands ('' = any signed-in
 * user, 'public' = anonymous), as its API answers them. A RuoYi client pointed at Ceping calls exactly
 * these, so each must exist here with the same method, path and permission.
 */
const RUOYI: [method: string, path: string, perm: string][] = [
  ['POST', '/login', 'public'],
  ['GET', '/captchaImage', 'public'],
  ['POST', '/register', 'public'],
  ['POST', '/logout', 'public'],
  ['GET', '/getInfo', ''],
  ['GET', '/getRouters', ''],
  ['POST', '/unlockscreen', ''],
  // users
  ['GET', '/system/user/list', 'system:user:list'],
  ['POST', '/system/user/export', 'system:user:export'],
  ['POST', '/system/user/importData', 'system:user:import'],
  ['POST', '/system/user/importTemplate', ''],
  ['GET', '/system/user/', 'system:user:query'],
  ['GET', '/system/user/{userId}', 'system:user:query'],
  ['POST', '/system/user', 'system:user:add'],
  ['PUT', '/system/user', 'system:user:edit'],
  ['DELETE', '/system/user/{userIds}', 'system:user:remove'],
  ['PUT', '/system/user/resetPwd', 'system:user:resetPwd'],
  ['PUT', '/system/user/changeStatus', 'system:user:edit'],
  ['GET', '/system/user/authRole/{userId}', 'system:user:query'],
  ['PUT', '/system/user/authRole', 'system:user:edit'],
  ['GET', '/system/user/deptTree', 'system:user:list'],
  ['GET', '/system/user/profile', ''],
  ['PUT', '/system/user/profile', ''],
  ['PUT', '/system/user/profile/updatePwd', ''],
  ['POST', '/system/user/profile/avatar', ''],
  // roles
  ['GET', '/system/role/list', 'system:role:list'],
  ['POST', '/system/role/export', 'system:role:export'],
  ['GET', '/system/role/{roleId}', 'system:role:query'],
  ['POST', '/system/role', 'system:role:add'],
  ['PUT', '/system/role', 'system:role:edit'],
  ['PUT', '/system/role/dataScope', 'system:role:edit'],
  ['PUT', '/system/role/changeStatus', 'system:role:edit'],
  ['DELETE', '/system/role/{roleIds}', 'system:role:remove'],
  ['GET', '/system/role/optionselect', 'system:role:query'],
  ['GET', '/system/role/authUser/allocatedList', 'system:role:list'],
  ['GET', '/system/role/authUser/unallocatedList', 'system:role:list'],
  ['PUT', '/system/role/authUser/cancel', 'system:role:edit'],
  ['PUT', '/system/role/authUser/cancelAll', 'system:role:edit'],
  ['PUT', '/system/role/authUser/selectAll', 'system:role:edit'],
  ['GET', '/system/role/deptTree/{roleId}', 'system:role:query'],
  // menus
  ['GET', '/system/menu/list', 'system:menu:list'],
  ['GET', '/system/menu/{menuId}', 'system:menu:query'],
  ['GET', '/system/menu/treeselect', ''],
  ['GET', '/system/menu/roleMenuTreeselect/{roleId}', ''],
  ['POST', '/system/menu', 'system:menu:add'],
  ['PUT', '/system/menu', 'system:menu:edit'],
  ['PUT', '/system/menu/updateSort', 'system:menu:edit'],
  ['DELETE', '/system/menu/{menuId}', 'system:menu:remove'],
  // departments
  ['GET', '/system/dept/list', 'system:dept:list'],
  ['GET', '/system/dept/list/exclude/{deptId}', 'system:dept:list'],
  ['GET', '/system/dept/{deptId}', 'system:dept:query'],
  ['POST', '/system/dept', 'system:dept:add'],
  ['PUT', '/system/dept', 'system:dept:edit'],
  ['PUT', '/system/dept/updateSort', 'system:dept:edit'],
  ['DELETE', '/system/dept/{deptId}', 'system:dept:remove'],
  // posts
  ['GET', '/system/post/list', 'system:post:list'],
  ['POST', '/system/post/export', 'system:post:export'],
  ['GET', '/system/post/{postId}', 'system:post:query'],
  ['POST', '/system/post', 'system:post:add'],
  ['PUT', '/system/post', 'system:post:edit'],
  ['DELETE', '/system/post/{postIds}', 'system:post:remove'],
  ['GET', '/system/post/optionselect', ''],
  // dictionary types and data
  ['GET', '/system/dict/type/list', 'system:dict:list'],
  ['POST', '/system/dict/type/export', 'system:dict:export'],
  ['GET', '/system/dict/type/{dictId}', 'system:dict:query'],
  ['POST', '/system/dict/type', 'system:dict:add'],
  ['PUT', '/system/dict/type', 'system:dict:edit'],
  ['DELETE', '/system/dict/type/{dictIds}', 'system:dict:remove'],
  ['DELETE', '/system/dict/type/refreshCache', 'system:dict:remove'],
  ['GET', '/system/dict/type/optionselect', ''],
  ['GET', '/system/dict/data/list', 'system:dict:list'],
  ['POST', '/system/dict/data/export', 'system:dict:export'],
  ['GET', '/system/dict/data/{dictCode}', 'system:dict:query'],
  ['GET', '/system/dict/data/type/{dictType}', ''],
  ['POST', '/system/dict/data', 'system:dict:add'],
  ['PUT', '/system/dict/data', 'system:dict:edit'],
  ['DELETE', '/system/dict/data/{dictCodes}', 'system:dict:remove'],
  // parameters
  ['GET', '/system/config/list', 'system:config:list'],
  ['POST', '/system/config/export', 'system:config:export'],
  ['GET', '/system/config/{configId}', 'system:config:query'],
  ['GET', '/system/config/configKey/{configKey}', ''],
  ['POST', '/system/config', 'system:config:add'],
  ['PUT', '/system/config', 'system:config:edit'],
  ['DELETE', '/system/config/{configIds}', 'system:config:remove'],
  ['DELETE', '/system/config/refreshCache', 'system:config:remove'],
  // notices
  ['GET', '/system/notice/list', 'system:notice:list'],
  ['GET', '/system/notice/{noticeId}', ''],
  ['POST', '/system/notice', 'system:notice:add'],
  ['PUT', '/system/notice', 'system:notice:edit'],
  ['DELETE', '/system/notice/{noticeIds}', 'system:notice:remove'],
  ['GET', '/system/notice/listTop', ''],
  ['POST', '/system/notice/markRead', ''],
  ['POST', '/system/notice/markReadAll', ''],
  ['GET', '/system/notice/readUsers/list', 'system:notice:list'],
];

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** A path with every parameter written as `:`, so `{userId}` and `:userId(\\d+)` compare equal. */
const shape = (path: string) => path.replace(/\{[^}]+\}/g, ':').replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, ':');
const policy = (perm: string | undefined) => (perm === PUBLIC ? 'public' : perm === ANY_USER ? '' : perm);

describe("RuoYi's own routes", () => {
  it('all exist with the method, path and permission RuoYi gives them', () => {
    const table = new Map(ctx.app.routeTable.map((r) => [`${r.method} ${shape(r.url)}`, policy(r.perm)]));
    const missing: string[] = [];
    const differing: string[] = [];
    for (const [method, path, perm] of RUOYI) {
      const key = `${method} ${shape(`/prod-api${path}`)}`;
      if (!table.has(key)) missing.push(`${method} ${path}`);
      else if (table.get(key) !== perm) differing.push(`${method} ${path}: RuoYi ${perm || 'signed in'}, here ${table.get(key) || 'signed in'}`);
    }
    expect(missing).toEqual([]);
    expect(differing).toEqual([]);
  });

  it('never answer HTTP 404 to the super administrator', async () => {
    const admin = await ctx.login('admin');
    const notFound: string[] = [];
    // deletions last, so every read and write finds the rows seeded for it
    const ordered = [...RUOYI].sort((a, b) => Number(a[0] === 'DELETE') - Number(b[0] === 'DELETE'));
    for (const [method, path] of ordered.filter(([, p]) => p !== '/logout')) {
      const url = concreteUrl(`/prod-api${path.replace(/\{[^}]+\}/g, ':id')}`).replace('/prod-api/system/user/1', '/prod-api/system/user/2');
      const hasBody = method !== 'GET' && method !== 'DELETE';
      const res = await ctx.app.inject({
        method: method as 'GET',
        url: url.replace(/\/type\/1$/, '/type/sys_user_sex').replace(/configKey\/1$/, 'configKey/sys.index.skinName'),
        headers: { authorization: admin },
        ...(hasBody ? { payload: {} } : {}),
      });
      if (res.statusCode === 404) notFound.push(`${method} ${path}`);
    }
    expect(notFound).toEqual([]);
  });
});
