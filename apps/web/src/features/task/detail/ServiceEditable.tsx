import { taskServiceFieldsSchema, taskEndpoints } from '@ceping/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { saveServiceFields } from '../api.ts';
import { checkField, useLang } from '../../../utils/zodRule.ts';
import { resourceKey } from '../../../api/endpoint.ts';

export type ServiceField = 'sku' | 'enterMethodRemark' | 'serviceRemark';

const MAX_LENGTH: Record<ServiceField, number> = { sku: 100, enterMethodRemark: 500, serviceRemark: 1000 };

interface Props {
  taskId: number;
  field: ServiceField;
  value: string;
  /** Staff may edit in place; everyone else sees plain text. */
  editable: boolean;
}

/**
 * A task text staff may correct in place (`PUT /system/task/service-fields`): sku, the entry-method
 * note and the staff's own remark. Saved on Enter / blur, checked with the contract's rules first.
 */
export default function ServiceEditable({ taskId, field, value, editable }: Props) {
  const { t } = useTranslation('task');
  const { message } = App.useApp();
  const lang = useLang();
  const queryClient = useQueryClient();

  const save = async (text: string) => {
    const next = text.trim();
    if (next === value) return;
    const error = checkField(taskServiceFieldsSchema.shape[field], next, lang);
    if (error) {
      message.error(error);
      return;
    }
    try {
      const res = await saveServiceFields({ taskId, [field]: next });
      message.success(res.msg);
      await queryClient.invalidateQueries({ queryKey: resourceKey(taskEndpoints.list) });
    } catch {
      // shown by the request client
    }
  };

  if (!editable) return <Typography.Text>{value || '-'}</Typography.Text>;
  return (
    <Typography.Text
      editable={{
        text: value,
        maxLength: MAX_LENGTH[field],
        onChange: (text) => void save(text),
        tooltip: t('detail.editInPlace'),
        triggerType: ['icon', 'text'],
      }}
      data-field={field}
    >
      {value || <Typography.Text type="secondary">{t('detail.clickToEdit')}</Typography.Text>}
    </Typography.Text>
  );
}
