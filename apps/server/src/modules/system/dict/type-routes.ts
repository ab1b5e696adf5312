import { ANY_USER, Perm, dictTypeBodySchema, dictTypeEditSchema, dictTypeListQuerySchema, idListSchema, idSchema } from '@ceping/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BusinessType, currentUser } from '../../../core/access.ts';
import { sendXlsx } from '../../../core/download.ts';
import { ok, table } from '../../../core/envelope.ts';
import { dictTypeWorkbook } from './export.ts';
import { addType, allTypes, editType, exportTypes, getType, listTypes, refreshDictCache, removeTypes } from './type-service.ts';

const TITLE = '字典类型';

/** `/system/dict/type`: dictionary types (RuoYi §5.1). */
export const dictTypeRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { store } = app.deps;

  app.get('/system/dict/type/list', { config: { perm: Perm.dict.list }, schema: { querystring: dictTypeListQuerySchema } }, async (req) => {
    const { rows, total } = await listTypes(db, req.query);
    return table(req, rows, total);
  });

  app.post(
    '/system/dict/type/export',
    { config: { perm: Perm.dict.export, log: { title: TITLE, businessType: BusinessType.EXPORT } }, schema: { body: dictTypeListQuerySchema.prefault({}) } },
    async (req, reply) => sendXlsx(reply, await dictTypeWorkbook(db, store, req.lang, await exportTypes(db, req.body))),
  );

  app.get('/system/dict/type/optionselect', { config: { perm: ANY_USER } }, async (req) => ok(req, await allTypes(db)));

  app.delete('/system/dict/type/refreshCache', { config: { perm: Perm.dict.remove, log: { title: TITLE, businessType: BusinessType.CLEAN } } }, async (req) => {
    await refreshDictCache(store);
    return ok(req);
  });

  app.get('/system/dict/type/:dictId', { config: { perm: Perm.dict.query }, schema: { params: z.object({ dictId: idSchema }) } }, async (req) =>
    ok(req, await getType(db, req.params.dictId)),
  );

  app.post('/system/dict/type', { config: { perm: Perm.dict.add, log: { title: TITLE, businessType: BusinessType.INSERT } }, schema: { body: dictTypeBodySchema } }, async (req) => {
    await addType(db, req.body, currentUser(req).userName);
    return ok(req);
  });

  app.put('/system/dict/type', { config: { perm: Perm.dict.edit, log: { title: TITLE, businessType: BusinessType.UPDATE } }, schema: { body: dictTypeEditSchema } }, async (req) => {
    await editType(db, store, req.body, currentUser(req).userName);
    return ok(req);
  });

  app.delete(
    '/system/dict/type/:dictIds',
    { config: { perm: Perm.dict.remove, log: { title: TITLE, businessType: BusinessType.DELETE } }, schema: { params: z.object({ dictIds: idListSchema }) } },
    async (req) => {
      await removeTypes(db, store, req.params.dictIds);
      return ok(req);
    },
  );
};
