import { orderEditSchema } from '@ceping/contract';
import { App, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { checkField, useLang } from '../../../utils/zodRule.ts';
import { editOrder } from '../api.ts';
import { useRefreshOrders } from '../keys.ts';

/** Order fields edited in place: staff the order no. and the environment no. (`remark`), the owning seller its own remark. */
export type OrderEditField = 'orderNo' | 'remark' | 'merchantRemark';

const MAX_LENGTH: Record<OrderEditField, number> = { orderNo: 40, remark: 100, merchantRemark: 500 };

interface Props {
  orderId: number;
  field: OrderEditField;
  value: string;
  editable: boolean;
}

/** A text saved on Enter or blur through `PUT /system/orders`, checked with the contract's rule first; the server's message is shown. */
export default function OrderEditable({ orderId, field, value, editable }: Props) {
  const { t } = useTranslation('order');
  const { message } = App.useApp();
  const lang = useLang();
  const refresh = useRefreshOrders();

  const save = async (text: string) => {
    const next = text.trim();
    if (next === value) return;
    const error = checkField(orderEditSchema.shape[field], next, lang);
    if (error) {
      message.error(error);
      return;
    }
    try {
      const res = await editOrder({ id: orderId, [field]: next });
      message.success(res.msg);
      await refresh();
    } catch {
      // shown by the request client
    }
  };

  if (!editable) return <Typography.Text>{value || '-'}</Typography.Text>;
  return (
    <Typography.Text
      data-field={field}
      editable={{
        text: value,
        maxLength: MAX_LENGTH[field],
        onChange: (text) => void save(text),
        tooltip: t('detail.editInPlace'),
        triggerType: ['icon', 'text'],
      }}
    >
      {value || <Typography.Text type="secondary">{t('detail.clickToEdit')}</Typography.Text>}
    </Typography.Text>
  );
}
