import type { AjaxResult, KeywordEdit, KeywordListQuery, KeywordListRow, TableData } from '@ceping/contract';
import { get, put } from '../../api/request.ts';

const base = '/system/keyword';

export type KeywordListParams = Partial<KeywordListQuery>;

/** Keyword allocations of tasks (Σ quantity = the task's number of orders). */
export function listKeyword(params: KeywordListParams): Promise<TableData<KeywordListRow>> {
  return get<TableData<KeywordListRow>>(`${base}/list`, params);
}

export function getKeyword(keywordId: number): Promise<AjaxResult<KeywordListRow>> {
  return get<AjaxResult<KeywordListRow>>(`${base}/${keywordId}`);
}

/** Replaces the keyword rows of a pending keyword-search task (owner or admin; Σ quantity = the task's orders). */
export function updateKeywords(data: KeywordEdit): Promise<AjaxResult> {
  return put<AjaxResult>(base, data);
}
