import { ANY_USER, Perm, dictDataBodySchema, dictDataEditSchema, dictDataListQuerySchema, dictTypeNameSchema, idListSchema, idSchema } from '@ceping/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BusinessType, currentUser } from '../../../core/access.ts';
import { sendXlsx } from '../../../core/download.ts';
import { ok, table } from '../../../core/envelope.ts';
import { dictEntries } from './cache.ts';
import { addData, editData, exportData, getData, listData, removeData } from './data-service.ts';
import { dictDataWorkbook } from './export.ts';

const TITLE = '字典数据';

/** `/system/dict/data`: dictionary entries (RuoYi §5.1), and the localized lookup every screen uses. */
export const dictDataRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.deps.database;
  const { store } = app.deps;

  app.get('/system/dict/data/list', { config: { perm: Perm.dict.list }, schema: { querystring: dictDataListQuerySchema } }, async (req) => {
    const { rows, total } = await listData(db, req.query);
    return table(req, rows, total);
  });

  app.post(
    '/system/dict/data/export',
    { config: { perm: Perm.dict.export, log: { title: TITLE, businessType: BusinessType.EXPORT } }, schema: { body: dictDataListQuerySchema.prefault({}) } },
    async (req, reply) => sendXlsx(reply, await dictDataWorkbook(db, store, req.lang, await exportData(db, req.body))),
  );

  app.get('/system/dict/data/type/:dictType', { config: { perm: ANY_USER }, schema: { params: z.object({ dictType: dictTypeNameSchema }) } }, async (req) =>
    ok(req, await dictEntries(db, store, req.params.dictType, req.lang)),
  );

  app.get('/system/dict/data/:dictCode', { config: { perm: Perm.dict.query }, schema: { params: z.object({ dictCode: idSchema }) } }, async (req) =>
    ok(req, await getData(db, req.params.dictCode)),
  );

  app.post('/system/dict/data', { config: { perm: Perm.dict.add, log: { title: TITLE, businessType: BusinessType.INSERT } }, schema: { body: dictDataBodySchema } }, async (req) => {
    await addData(db, store, req.body, currentUser(req).userName);
    return ok(req);
  });

  app.put('/system/dict/data', { config: { perm: Perm.dict.edit, log: { title: TITLE, businessType: BusinessType.UPDATE } }, schema: { body: dictDataEditSchema } }, async (req) => {
    await editData(db, store, req.body, currentUser(req).userName);
    return ok(req);
  });

  app.delete(
    '/system/dict/data/:dictCodes',
    { config: { perm: Perm.dict.remove, log: { title: TITLE, businessType: BusinessType.DELETE } }, schema: { params: z.object({ dictCodes: idListSchema }) } },
    async (req) => {
      await removeData(db, store, req.params.dictCodes);
      return ok(req);
    },
  );
};
