import { taskEndpoints } from '@ceping/contract';
import { useQuery } from '@tanstack/react-query';
import { endpointKey } from '../../../api/endpoint.ts';
import { getTask } from '../api.ts';

/** `GET /system/task/{id}` while the dialog is open. */
export function useTaskDetail(taskId: number | null | undefined, enabled: boolean) {
  return useQuery({
    queryKey: endpointKey(taskEndpoints.get, { params: { id: taskId ?? 0 } }),
    queryFn: async () => {
      const res = await getTask(taskId as number);
      if (!res.data) throw new Error('task detail missing');
      return res.data;
    },
    enabled: enabled && typeof taskId === 'number' && taskId > 0,
  });
}
