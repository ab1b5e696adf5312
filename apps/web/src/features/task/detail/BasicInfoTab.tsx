import type { TaskDetail } from '@ceping/contract';
import { Descriptions, type DescriptionsProps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDict } from '../../../hooks/useDict.ts';
import { useRegionName } from '../../../hooks/useRegionName.ts';
import { parseTime, selectDictLabel } from '../../../utils/format.ts';
import DictTag from '../../../components/DictTag.tsx';
import ImagePreview from '../../../components/ImagePreview.tsx';
import { coinOf, yuan } from './costRows.ts';
import ServiceEditable from './ServiceEditable.tsx';

interface Props {
  task: TaskDetail;
  /** Staff may edit sku and their own remark. */
  staffEdit: boolean;
  /** The viewer is staff (sees the staff remark). */
  staff: boolean;
}

/** Task number, state, seller, product and quantities. */
export default function BasicInfoTab({ task, staffEdit, staff }: Props) {
  const { t } = useTranslation(['task', 'common']);
  const dict = useDict('task_status', 'platform');
  const coin = coinOf(task.regionCoin, t('rmb'));
  const regionName = useRegionName();
  const seller = task.nickName && task.nickName !== task.userName ? `${task.userName} (${task.nickName})` : task.userName;

  const items: DescriptionsProps['items'] = [
    { key: 'taskNo', label: t('field.taskNo'), children: <Typography.Text copyable>{task.taskNo}</Typography.Text> },
    { key: 'status', label: t('field.status'), children: <DictTag options={dict.task_status} value={task.status} /> },
    { key: 'seller', label: t('field.seller'), children: seller || '-' },
    { key: 'phone', label: t('field.phone'), children: task.phone || '-' },
    { key: 'region', label: t('field.region'), children: `${regionName(task)} · ${selectDictLabel(dict.platform, task.platform) || task.platform}` },
    { key: 'coin', label: t('field.coin'), children: coin },
    { key: 'productPic', label: t('field.productPic'), children: <ImagePreview src={task.productPic} width={64} height={64} /> },
    {
      key: 'productTitle',
      label: t('field.productTitle'),
      children: task.productUrl ? (
        <Typography.Link href={task.productUrl} target="_blank" rel="noreferrer">
          {task.productTitle}
        </Typography.Link>
      ) : (
        task.productTitle
      ),
    },
    { key: 'sku', label: t('field.sku'), children: <ServiceEditable taskId={task.taskId} field="sku" value={task.sku} editable={staffEdit} /> },
    { key: 'productPrice', label: t('field.productPrice'), children: `${task.productPrice} ${coin}` },
    { key: 'perQuantity', label: t('field.perQuantity'), children: task.perQuantity },
    {
      key: 'quantity',
      label: t('field.quantity'),
      children: t('list.doneOfTotal', { done: task.taskQuantity - task.remainQuantity, total: task.taskQuantity }),
    },
    { key: 'ship', label: t('field.ship'), children: task.ship === '1' ? t('form.shipFree') : t('form.shipPaid') },
    { key: 'allTotalPrice', label: t('field.allTotalPrice'), children: <Typography.Text strong>{yuan(task.allTotalPrice)}</Typography.Text> },
    { key: 'msg', label: t('field.msg'), span: 'filled' as const, children: task.msg || '-' },
    { key: 'remark', label: t('field.remark'), span: 'filled' as const, children: task.remark || '-' },
    ...(staff
      ? [
          {
            key: 'serviceRemark',
            label: t('field.serviceRemark'),
            span: 'filled' as const,
            children: <ServiceEditable taskId={task.taskId} field="serviceRemark" value={task.serviceRemark} editable={staffEdit} />,
          },
        ]
      : []),
    ...(task.status === '5' && task.rejectReason
      ? [{ key: 'rejectReason', label: t('field.rejectReason'), span: 'filled' as const, children: task.rejectReason }]
      : []),
    { key: 'staff', label: t('field.staff'), children: task.staffName || t('list.undistributed') },
    { key: 'createTime', label: t('field.createTime'), children: parseTime(task.createTime) || '-' },
    { key: 'publishTime', label: t('field.publishTime'), children: parseTime(task.publishTime) || '-' },
    { key: 'completeTime', label: t('field.completeTime'), children: parseTime(task.completeTime) || '-' },
  ];
  return <Descriptions bordered size="small" column={{ xs: 1, sm: 1, md: 2 }} styles={{ label: { width: 150 } }} items={items} />;
}
