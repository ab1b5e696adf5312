import { BEHAVIOUR_KEYS, type TaskDetail } from '@ceping/contract';
import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** A yes / no tag for a 0/1 switch. */
export function YesNo({ on }: { on: number | boolean }) {
  const { t } = useTranslation('common');
  return on ? <Tag color="success">{t('yes')}</Tag> : <Tag>{t('no')}</Tag>;
}

/** Multi-behaviour requirements: follow the shop, wish list, add to cart, online chat. */
export default function BehaviourTab({ task }: { task: TaskDetail }) {
  const { t } = useTranslation('task');
  return (
    <Descriptions
      bordered
      size="small"
      column={{ xs: 1, sm: 2 }}
      styles={{ label: { width: 160 } }}
      items={BEHAVIOUR_KEYS.map((key) => ({ key, label: t(`service.${key}`), children: <YesNo on={task[key]} /> }))}
    />
  );
}
