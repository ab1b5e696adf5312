import { useCallback } from 'react';
import { listTask } from './api.ts';
import { taskKey } from './detail/useTaskDetail.ts';
import { usePagedList } from '../../components/list/usePagedList.ts';
import { buildTaskQuery, type TaskSearchValues } from './taskQuery.ts';

export const taskListKey = [...taskKey, 'list'] as const;

/** Paged task list; `fixed` filters (e.g. the workbench tab) are merged into every search. */
export function useTaskList(fixed: TaskSearchValues, fixedKey: string) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: `fixed` is compared by fixedKey
  const build = useCallback((state: Parameters<typeof buildTaskQuery>[0]) => buildTaskQuery({ ...state, search: { ...state.search, ...fixed } }), [fixedKey]);
  return usePagedList({ key: [...taskListKey, fixedKey], buildQuery: build, fetch: listTask, initialSearch: EMPTY });
}

const EMPTY: TaskSearchValues = {};
