import { type OrderRow, orderExceptionSchema } from '@ceping/contract';
import { useTranslation } from 'react-i18next';
import AskReason from '../../../components/ReasonDialog.tsx';
import { flagOrderException } from '../api.ts';

interface Props {
  order: Pick<OrderRow, 'id' | 'orderNo'> | null;
  onClose: () => void;
  onDone: () => void;
}

/** Flags an order as an exception with a reason (an admin resolves it later). */
export default function ReasonDialog({ order, onClose, onDone }: Props) {
  const { t } = useTranslation(['order', 'common']);
  return (
    <AskReason
      open={order !== null}
      title={t('exception.title')}
      hint={order ? t('exception.hint', { orderNo: order.orderNo || `#${order.id}` }) : null}
      label={t('exception.reason')}
      placeholder={t('exception.placeholder')}
      schema={orderExceptionSchema}
      name="orderException"
      submit={(reason) => flagOrderException(order?.id ?? 0, reason)}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
