import { type TaskBodyInput, type TemplateListQuery, templateEndpoints } from '@ceping/contract';
import { call } from '../../api/endpoint.ts';

export type TemplateListParams = Partial<TemplateListQuery>;

/** A template as it is sent: its content is a whole publish form. */
export interface TemplateBody {
  templateName: string;
  content: TaskBodyInput;
  remark?: string;
}

export const listTemplate = (query: TemplateListParams) => call(templateEndpoints.list, { query });

/** The caller's own templates, for the publish form's "load template" select. */
export const templateOptions = () => call(templateEndpoints.options);

export const getTemplate = (templateId: number) => call(templateEndpoints.get, { params: { id: templateId } });

export const addTemplate = (body: TemplateBody) => call(templateEndpoints.add, { body });

export const updateTemplate = (body: TemplateBody & { templateId: number }) => call(templateEndpoints.edit, { body });

export const delTemplate = (ids: number | number[]) => call(templateEndpoints.remove, { params: { ids } });
