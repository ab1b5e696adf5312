import type { OrderDetail } from '@ceping/contract';
import { Descriptions, type DescriptionsProps, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDict } from '../../../hooks/useDict.ts';
import { selectDictLabel } from '../../../utils/format.ts';

const FLAGS = ['follow', 'wish', 'cart', 'chat', 'gift', 'coupon', 'matchProduct'] as const;

/** What the task asks of the buyer: how to enter the shop, the value-added services, the seller's note. */
export default function OrderServices({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('order');
  const dict = useDict('enter_method');
  const on = FLAGS.filter((k) => order[k] > 0);
  const counted = [
    ...(order.compare > 0 ? [t('service.compareTimes', { count: order.compare })] : []),
    ...(order.browse > 0 ? [t('service.browseTimes', { count: order.browse })] : []),
  ];
  const entry = selectDictLabel(dict.enter_method, order.enterMethod);
  const items: DescriptionsProps['items'] = [
    {
      key: 'enter',
      label: t('service.enterMethod'),
      children: (
        <span>
          {entry || '-'}
          {order.enterMethodRemark ? <Typography.Text type="secondary">{` · ${order.enterMethodRemark}`}</Typography.Text> : null}
        </span>
      ),
    },
    {
      key: 'services',
      label: t('service.title'),
      children:
        on.length + counted.length === 0 ? (
          <Typography.Text type="secondary">{t('service.none')}</Typography.Text>
        ) : (
          <Space size={[4, 4]} wrap>
            {on.map((k) => (
              <Tag key={k} color="blue">
                {t(`service.${k}`)}
              </Tag>
            ))}
            {counted.map((text) => (
              <Tag key={text} color="geekblue">
                {text}
              </Tag>
            ))}
          </Space>
        ),
    },
    { key: 'ship', label: t('service.ship'), children: order.ship === '0' ? t('service.shipPaid') : t('service.shipFree') },
    ...(order.msg ? [{ key: 'msg', label: t('service.msg'), children: order.msg }] : []),
  ];
  return <Descriptions bordered size="small" column={1} styles={{ label: { width: 150 } }} items={items} />;
}
