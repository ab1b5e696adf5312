import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../../core/endpoint.ts';
import { profileEndpoints } from '@ceping/contract';
import { BusinessType, currentUser } from '../../../core/access.ts';
import { ok } from '../../../core/envelope.ts';
import { fail } from '../../../core/errors.ts';
import { imageTypeOf } from '../../../core/file-type.ts';
import { readSingleFile } from '../../../core/upload.ts';
import { profileView, saveAvatar, updateOwnPassword, updateProfile } from './profile.ts';
import type { UserDeps } from './service.ts';

const LOG = '个人信息';

/** `/system/user/profile/**`: the caller's own account, open to every logged-in user. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  const d: UserDeps = { db: app.deps.database.db, sessions: app.sessions };
  const _base = '/system/user/profile';

  route(app, profileEndpoints.get, async (req) => {
    const { data, ...groups } = await profileView(d.db, currentUser(req).userId, req.lang);
    return ok(req, data, groups);
  });

  route(app, profileEndpoints.edit, { config: { log: { title: LOG, businessType: BusinessType.UPDATE } } }, async (req) => {
    await updateProfile(d.db, currentUser(req), req.body);
    return ok(req);
  });

  route(
    app,
    profileEndpoints.updatePwd,
    {
      config: { log: { title: LOG, businessType: BusinessType.UPDATE }, rateLimit: { max: 10, timeWindow: 60_000 } },
      // RuoYi before 3.8.9 sent the passwords as query parameters, where proxies, browser history and
      // access logs keep them. Refused before the body is even read, whatever the body holds.
      onRequest: async (req) => {
        const query = req.query as Record<string, unknown>;
        if (query.oldPassword !== undefined || query.newPassword !== undefined) throw fail('user.pwd.bodyOnly');
      },
    },
    async (req) => {
      await updateOwnPassword(d, currentUser(req), req.body.oldPassword, req.body.newPassword);
      return ok(req);
    },
  );

  route(app, profileEndpoints.avatar, { config: { log: { title: '用户头像', businessType: BusinessType.UPDATE } } }, async (req) => {
    const { buf } = await readSingleFile(req, 'avatarfile');
    // The bytes decide the type (the cropper sends PNG as `a.jpg` or `blob`); the stored name is ours.
    const type = imageTypeOf(buf);
    if (!type) throw fail('user.avatar.invalid');
    const imgUrl = await saveAvatar(d.db, app.deps.config.dataDir, currentUser(req), type, buf);
    return ok(req, undefined, { imgUrl });
  });
};
