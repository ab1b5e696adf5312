import { templateEndpoints } from '@ceping/contract';
import type { TaskDetail } from '@ceping/contract';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { getTemplate } from '../../template/index.ts';
import { useTaskDetail } from '../../task/index.ts';
import { fromBody, type PublishValues } from './publishForm.ts';
import { endpointKey } from '../../../api/endpoint.ts';

/** `new`: publish; `edit`: change a pending task; `resubmit`: send a rejected task back to review. */
export type PublishMode = 'new' | 'edit' | 'resubmit';

const positive = (text: string | null) => {
  const n = Number(text);
  return Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * Where the publish form starts from: `?taskId=` (edit, or `&mode=resubmit`) loads the task,
 * `?templateId=` a template's content, otherwise the defaults.
 */
export function usePublishSource() {
  const [params] = useSearchParams();
  const taskId = positive(params.get('taskId'));
  const templateId = positive(params.get('templateId'));
  const mode: PublishMode = taskId ? (params.get('mode') === 'resubmit' ? 'resubmit' : 'edit') : 'new';
  const task = useTaskDetail(taskId, taskId !== undefined);
  const template = useQuery({
    queryKey: endpointKey(templateEndpoints.get, { params: { id: templateId ?? 0 } }),
    queryFn: async () => (await getTemplate(templateId as number)).data ?? null,
    enabled: templateId !== undefined && taskId === undefined,
  });

  // One object per loaded source, so the form is filled once and the user's edits are kept.
  const initial = useMemo<PublishValues | undefined>(() => {
    if (taskId !== undefined) return task.data ? fromBody(task.data) : undefined;
    if (templateId !== undefined) return template.data ? fromBody(template.data.content) : undefined;
    return undefined;
  }, [taskId, templateId, task.data, template.data]);
  const loading = taskId !== undefined ? task.isPending : templateId !== undefined ? template.isPending : false;
  const source: TaskDetail | undefined = taskId !== undefined ? task.data : undefined;
  const loadedTemplate = taskId === undefined ? (template.data ?? undefined) : undefined;
  return { mode, taskId, templateId, task: source, template: loadedTemplate, initial, loading, failed: task.isError || template.isError };
}
