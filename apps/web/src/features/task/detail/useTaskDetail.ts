import { useQuery } from '@tanstack/react-query';
import { getTask } from '../api.ts';

/** Every task query lives under this key, so a change to a task refreshes lists and details alike. */
export const taskKey = ['business', 'task'] as const;
export const taskDetailKey = (taskId: number | null | undefined) => [...taskKey, 'detail', taskId ?? 0] as const;

/** `GET /system/task/{id}` while the dialog is open. */
export function useTaskDetail(taskId: number | null | undefined, enabled: boolean) {
  return useQuery({
    queryKey: taskDetailKey(taskId),
    queryFn: async () => {
      const res = await getTask(taskId as number);
      if (!res.data) throw new Error('task detail missing');
      return res.data;
    },
    enabled: enabled && typeof taskId === 'number' && taskId > 0,
  });
}
