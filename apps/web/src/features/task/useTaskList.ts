import { taskKey } from './detail/useTaskDetail.ts';

/** Query key of every task list (the lists add their fixed filters under it). */
export const taskListKey = [...taskKey, 'list'] as const;
