import type { OrderEventRow } from '@ceping/contract';
import { Empty, Skeleton, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import MoneyText from '../../../components/MoneyText.tsx';
import { parseTime } from '../../../utils/format.ts';

const COLOURS: Record<string, string> = {
  create: 'blue',
  ship: 'orange',
  complete: 'green',
  comment: 'cyan',
  cancel: 'gray',
  exception: 'red',
  resolve: 'purple',
  settle: 'purple',
  remove: 'gray',
};

interface Props {
  events: OrderEventRow[] | undefined;
  loading: boolean;
}

/** The order's history (`GET /system/orders/history`): one entry per step, newest last, with the money it moved. */
export default function OrderTimeline({ events, loading }: Props) {
  const { t } = useTranslation('order');
  if (loading) return <Skeleton active paragraph={{ rows: 4 }} />;
  if (!events || events.length === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('timeline.empty')} />;
  const items = events.map((e) => ({
    key: e.eventId,
    color: COLOURS[e.action] ?? 'blue',
    content: (
      <div className="order-event" data-action={e.action}>
        <Typography.Text strong>{t(`event.${e.action}`, { defaultValue: e.action })}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12, marginLeft: 8 }}>
          {parseTime(e.createTime)}
        </Typography.Text>
        {e.remark ? <div>{e.remark}</div> : null}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {e.operator ? t('timeline.by', { name: e.operator }) : null}
          {e.amount ? (
            <>
              {e.operator ? ' · ' : null}
              <MoneyText value={e.amount} variant="signed" />
            </>
          ) : null}
        </Typography.Text>
      </div>
    ),
  }));
  return <Timeline className="order-timeline" items={items} />;
}
