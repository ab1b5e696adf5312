import type { AjaxResult, TableData, TaskBodyInput, TemplateDetail, TemplateListQuery, TemplateOption, TemplateRow } from '@ceping/contract';
import { del, get, post, put } from '../../api/request.ts';

const base = '/system/template';

export type TemplateListParams = Partial<TemplateListQuery>;

/** A template as it is sent: its content is a whole publish form. */
export interface TemplateBody {
  templateName: string;
  content: TaskBodyInput;
  remark?: string;
}

export function listTemplate(params: TemplateListParams): Promise<TableData<TemplateRow>> {
  return get<TableData<TemplateRow>>(`${base}/list`, params);
}

/** The caller's own templates, for the publish form's "load template" select. */
export function templateOptions(): Promise<AjaxResult<TemplateOption[]>> {
  return get<AjaxResult<TemplateOption[]>>(`${base}/options`);
}

export function getTemplate(templateId: number): Promise<AjaxResult<TemplateDetail>> {
  return get<AjaxResult<TemplateDetail>>(`${base}/${templateId}`);
}

export function addTemplate(data: TemplateBody): Promise<AjaxResult<{ templateId: number }>> {
  return post<AjaxResult<{ templateId: number }>>(base, data);
}

export function updateTemplate(data: TemplateBody & { templateId: number }): Promise<AjaxResult> {
  return put<AjaxResult>(base, data);
}

export function delTemplate(ids: number | number[]): Promise<AjaxResult> {
  return del<AjaxResult>(`${base}/${Array.isArray(ids) ? ids.join(',') : ids}`);
}
