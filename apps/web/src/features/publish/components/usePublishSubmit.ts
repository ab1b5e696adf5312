import { taskEndpoints } from '@ceping/contract';
import type { TaskBody } from '@ceping/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, type FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { addTask, previewTaskPrice, resubmitTask, updateTask } from '../../task/index.ts';
import { yuan } from '../../task/index.ts';
import { useTaskPaths } from '../../task/index.ts';
import { setFormErrors, useLang } from '../../../utils/zodRule.ts';
import { type PublishValues, toPriceBody, toTaskBody } from './publishForm.ts';
import type { PublishMode } from './usePublishSource.ts';
import { resourceKey } from '../../../api/endpoint.ts';

/**
 * Checks the whole form (field rules, then the contract's cross-field rules), returns the body or
 * null after showing why not.
 */
export function useCheckedBody(form: FormInstance<PublishValues>) {
  const lang = useLang();
  const { message } = App.useApp();
  return async (): Promise<TaskBody | null> => {
    try {
      await form.validateFields({ recursive: true });
    } catch {
      return null;
    }
    const parsed = toTaskBody(form.getFieldsValue(true) as PublishValues, lang);
    if (parsed.errors) {
      setFormErrors(form, parsed.errors);
      message.error(parsed.errors[0].errors[0]);
      return null;
    }
    return parsed.body;
  };
}

/**
 * Submit of the publish form: check → ask the server for the price → confirm with the amount → publish
 * (or edit / resubmit) → the server's message → refresh the balance → the task list.
 */
export function usePublishSubmit(form: FormInstance<PublishValues>, mode: PublishMode, taskId: number | undefined, paidAmount: string | undefined) {
  const { t } = useTranslation(['task', 'common']);
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const paths = useTaskPaths();
  const queryClient = useQueryClient();
  const checked = useCheckedBody(form);
  const [submitting, setSubmitting] = useState(false);

  /** `expectedTotal`: the amount the seller confirmed; the server refuses to charge another one. */
  const send = async (body: TaskBody, expectedTotal: string) => {
    setSubmitting(true);
    try {
      const sent = { ...body, expectedTotal };
      const res =
        mode === 'edit' && taskId
          ? await updateTask({ ...sent, taskId })
          : mode === 'resubmit' && taskId
            ? await resubmitTask(taskId, sent)
            : await addTask(sent);
      message.success(res.msg);
      await queryClient.invalidateQueries({ queryKey: resourceKey(taskEndpoints.list) });
      navigate(paths.list());
    } catch {
      // shown by the request client
    } finally {
      setSubmitting(false);
    }
  };

  const submit = async () => {
    const body = await checked();
    if (!body) return;
    const priceBody = toPriceBody(form.getFieldsValue(true) as PublishValues);
    if (!priceBody) return;
    let total: string;
    try {
      const res = await previewTaskPrice(priceBody);
      if (!res.data) return;
      total = res.data.allTotalPrice;
      if (!res.data.enough && mode !== 'edit') {
        message.error(t('preview.insufficientDetail', { total: yuan(total), balance: yuan(res.data.money) }));
        return;
      }
    } catch (e) {
      message.error(e instanceof Error ? e.message : t('preview.failed'));
      return;
    }
    const content =
      mode === 'edit'
        ? t('submit.confirmEdit', { total: yuan(total), paid: yuan(paidAmount ?? '0') })
        : t(mode === 'resubmit' ? 'submit.confirmResubmit' : 'submit.confirmPublish', { total: yuan(total) });
    modal.confirm({
      title: t('submit.confirmTitle'),
      content,
      okText: t('common:actions.confirm'),
      cancelText: t('common:actions.cancel'),
      onOk: () => send(body, total),
    });
  };

  return { submit, submitting, checked };
}
