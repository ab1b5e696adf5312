import type { TemplateAdd, TemplateDetail, TemplateEdit, TemplateListQuery, TemplateOption, ServerDates, TemplateRow, TaskBody } from '@ceping/contract';
import { type SQL, and, asc, desc, eq, ilike, inArray, ne } from 'drizzle-orm';
import { fail, notFound } from '../../../core/errors.ts';
import { type ListPage, listPage, mapPage } from '../../../core/list-page.ts';
import { likeOf, orderByOf } from '../../../core/paging.ts';
import type { Db, Executor } from '../../../db/client.ts';
import { bizRegion, bizTemplate, sysUser } from '../../../db/schema/index.ts';
import type { Actor } from '../task/actor.ts';

/** Sellers (and staff) see only their own templates; admins see every template. */
const scope = (actor: Actor): SQL | undefined => (actor.admin ? undefined : eq(bizTemplate.userId, actor.userId));

const columns = {
  templateId: bizTemplate.templateId,
  userId: bizTemplate.userId,
  userName: sysUser.userName,
  templateName: bizTemplate.templateName,
  regionId: bizTemplate.regionId,
  regionName: bizRegion.regionName,
  regionNameEn: bizRegion.regionNameEn,
  platform: bizRegion.platform,
  remark: bizTemplate.remark,
  createTime: bizTemplate.createTime,
  updateTime: bizTemplate.updateTime,
};
const listed = (ex: Executor) =>
  ex
    .select(columns)
    .from(bizTemplate)
    .leftJoin(sysUser, eq(sysUser.userId, bizTemplate.userId))
    .leftJoin(bizRegion, eq(bizRegion.regionId, bizTemplate.regionId));
const detailed = (ex: Executor) =>
  ex
    .select({ ...columns, content: bizTemplate.content })
    .from(bizTemplate)
    .leftJoin(sysUser, eq(sysUser.userId, bizTemplate.userId))
    .leftJoin(bizRegion, eq(bizRegion.regionId, bizTemplate.regionId));

type Joined = { userName: string | null; createTime: Date | null; updateTime: Date | null } & Omit<TemplateRow, 'userName' | 'createTime' | 'updateTime'>;
const toRow = (r: Joined): ServerDates<TemplateRow, 'createTime' | 'updateTime'> => ({ ...r, userName: r.userName ?? '' });

const sortable = {
  templateId: bizTemplate.templateId,
  templateName: bizTemplate.templateName,
  createTime: bizTemplate.createTime,
  updateTime: bizTemplate.updateTime,
};

/** A page of the templates the caller may see; its total above 10,000 templates is the planner's estimate (core/list-page.ts). */
export async function listTemplates(db: Db, actor: Actor, q: TemplateListQuery): Promise<ListPage<ServerDates<TemplateRow, 'createTime' | 'updateTime'>>> {
  const where = and(
    scope(actor),
    q.templateName ? ilike(bizTemplate.templateName, likeOf(q.templateName) ?? '') : undefined,
    q.regionId ? eq(bizTemplate.regionId, q.regionId) : undefined,
    q.userId ? eq(bizTemplate.userId, q.userId) : undefined,
  );
  const page = await listPage(
    db,
    bizTemplate,
    where,
    q,
    listed(db)
      .where(where)
      .orderBy(...orderByOf(q, sortable, [desc(bizTemplate.templateId)])),
  );
  return mapPage(page, toRow);
}

/** The caller's own templates for the publish form's "load from template". */
export function templateOptions(db: Db, actor: Actor): Promise<TemplateOption[]> {
  return db
    .select({ templateId: bizTemplate.templateId, templateName: bizTemplate.templateName, regionId: bizTemplate.regionId })
    .from(bizTemplate)
    .where(eq(bizTemplate.userId, actor.userId))
    .orderBy(asc(bizTemplate.templateName));
}

export async function getTemplate(db: Db, actor: Actor, templateId: number): Promise<ServerDates<TemplateDetail, 'createTime' | 'updateTime'>> {
  const [r] = await detailed(db).where(and(eq(bizTemplate.templateId, templateId), scope(actor)));
  if (!r) throw notFound();
  return { ...toRow(r), content: r.content as TaskBody };
}

async function assertNameFree(ex: Executor, userId: number, name: string, exceptId?: number) {
  const [dup] = await ex
    .select({ id: bizTemplate.templateId })
    .from(bizTemplate)
    .where(and(eq(bizTemplate.userId, userId), eq(bizTemplate.templateName, name), exceptId ? ne(bizTemplate.templateId, exceptId) : undefined));
  if (dup) throw fail('template.exists', name);
}

export async function addTemplate(db: Db, actor: Actor, body: TemplateAdd): Promise<number> {
  return db.transaction(async (tx) => {
    await assertNameFree(tx, actor.userId, body.templateName);
    const [row] = await tx
      .insert(bizTemplate)
      .values({
        userId: actor.userId,
        templateName: body.templateName,
        regionId: body.content.regionId,
        content: body.content,
        remark: body.remark,
        createBy: actor.userName,
      })
      .returning({ templateId: bizTemplate.templateId });
    return row.templateId;
  });
}

export async function editTemplate(db: Db, actor: Actor, body: TemplateEdit): Promise<void> {
  await db.transaction(async (tx) => {
    const [cur] = await tx
      .select({ userId: bizTemplate.userId })
      .from(bizTemplate)
      .where(and(eq(bizTemplate.templateId, body.templateId), scope(actor)))
      .for('update');
    if (!cur) throw notFound();
    await assertNameFree(tx, cur.userId, body.templateName, body.templateId);
    await tx
      .update(bizTemplate)
      .set({
        templateName: body.templateName,
        regionId: body.content.regionId,
        content: body.content,
        remark: body.remark,
        updateBy: actor.userName,
        updateTime: new Date(),
      })
      .where(eq(bizTemplate.templateId, body.templateId));
  });
}

/** All or nothing: one missing or foreign id refuses the whole request. */
export async function removeTemplates(db: Db, actor: Actor, ids: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(bizTemplate)
      .where(and(inArray(bizTemplate.templateId, ids), scope(actor)))
      .returning({ id: bizTemplate.templateId });
    if (gone.length !== ids.length) throw notFound();
  });
}
