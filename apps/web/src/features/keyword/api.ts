import { type KeywordEdit, type KeywordListQuery, keywordEndpoints } from '@ceping/contract';
import { call } from '../../api/endpoint.ts';

export type KeywordListParams = Partial<KeywordListQuery>;

/** Keyword allocations of tasks (Σ quantity = the task's number of orders). */
export const listKeyword = (query: KeywordListParams) => call(keywordEndpoints.list, { query });

export const getKeyword = (keywordId: number) => call(keywordEndpoints.get, { params: { id: keywordId } });

/** Replaces the keyword rows of a pending keyword-search task (owner or admin; Σ quantity = the task's orders). */
export const updateKeywords = (body: KeywordEdit) => call(keywordEndpoints.edit, { body });
