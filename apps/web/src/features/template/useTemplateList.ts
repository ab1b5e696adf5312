import { useCallback } from 'react';
import { listTemplate, type TemplateListParams } from './api.ts';
import { type PagedState, textFilter, usePagedList } from '../../components/list/usePagedList.ts';

export interface TemplateSearchValues {
  templateName?: string;
  regionId?: number;
  userId?: number;
}

export const templateListKey = ['business', 'template', 'list'] as const;
const INITIAL: TemplateSearchValues = {};

export function buildTemplateQuery({ search, pageNum, pageSize }: PagedState<TemplateSearchValues>): TemplateListParams {
  const query: TemplateListParams = { pageNum, pageSize };
  const name = textFilter(search.templateName);
  if (name) query.templateName = name;
  if (search.regionId) query.regionId = search.regionId;
  if (search.userId) query.userId = search.userId;
  return query;
}

/** Paged template list (a seller gets its own templates whatever it sends). */
export function useTemplateList() {
  const build = useCallback(buildTemplateQuery, []);
  return usePagedList({ key: templateListKey, buildQuery: build, fetch: listTemplate, initialSearch: INITIAL });
}
