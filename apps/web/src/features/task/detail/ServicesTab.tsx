import type { TaskDetail } from '@ceping/contract';
import { Descriptions, type DescriptionsProps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import ImagePreview from '../../../components/ImagePreview.tsx';
import { YesNo } from './BehaviourTab.tsx';

/** Value-added services: gift, coupon (link and picture), compare × n, browse × n. */
export default function ServicesTab({ task }: { task: TaskDetail }) {
  const { t } = useTranslation('task');
  const items: DescriptionsProps['items'] = [
    { key: 'gift', label: t('service.gift'), children: <YesNo on={task.gift} /> },
    { key: 'coupon', label: t('service.coupon'), children: <YesNo on={task.coupon} /> },
    ...(task.coupon
      ? [
          {
            key: 'couponUrl',
            label: t('field.couponUrl'),
            children: task.couponUrl ? (
              <Typography.Link href={task.couponUrl} target="_blank" rel="noreferrer">
                {task.couponUrl}
              </Typography.Link>
            ) : (
              '-'
            ),
          },
          { key: 'couponPic', label: t('field.couponPic'), children: <ImagePreview src={task.couponPic} width={64} height={64} /> },
        ]
      : []),
    { key: 'compare', label: t('service.compare'), children: t('detail.times', { count: task.compare }) },
    { key: 'browse', label: t('service.browse'), children: t('detail.times', { count: task.browse }) },
    { key: 'matchProduct', label: t('service.matchProduct'), children: <YesNo on={task.matchProduct} /> },
  ];
  return <Descriptions bordered size="small" column={1} styles={{ label: { width: 200 } }} items={items} />;
}
