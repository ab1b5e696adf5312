import type { TaskRow } from '@ceping/contract';
import { Button, type TableColumnsType, Tooltip, Typography } from 'antd';
import { Stacked } from '../../components/list/columns.tsx';
import ListTable, { type ListTableProps } from '../../components/list/ListTable.tsx';
import { useTranslation } from 'react-i18next';
import DictTag from '../../components/DictTag.tsx';
import ImagePreview from '../../components/ImagePreview.tsx';
import MoneyText from '../../components/MoneyText.tsx';
import type { DictOption } from '../../hooks/useDict.ts';
import { useRegionName } from '../../hooks/useRegionName.ts';
import { parseTime, selectDictLabel } from '../../utils/format.ts';
import TaskRowActions from './TaskRowActions.tsx';
import type { TaskAction, TaskViewer } from './taskRules.ts';

export const TASK_COLUMN_KEYS = [
  'taskNo',
  'productPic',
  'productTitle',
  'seller',
  'region',
  'status',
  'quantity',
  'totalPrice',
  'allTotalPrice',
  'staff',
  'createTime',
] as const;

interface Props extends Omit<ListTableProps<TaskRow>, 'columns'> {
  /** The columns this list has, in TASK_COLUMN_KEYS order (a seller's list has no seller or staff). */
  keys: readonly string[];
  statusOptions: DictOption[];
  platformOptions: DictOption[];
  viewer: TaskViewer;
  /** Restricts the row actions (staff workbench). */
  onlyActions?: readonly TaskAction[];
  onOpen: (row: TaskRow) => void;
  onAction: (action: TaskAction, row: TaskRow) => void;
}

/** The task table shared by the seller, admin and staff lists; the task number opens the detail dialog. */
export default function TaskTable({ keys, statusOptions, platformOptions, viewer, onlyActions, onOpen, onAction, ...table }: Props) {
  const { t } = useTranslation(['task', 'common']);
  const regionName = useRegionName();

  const all: TableColumnsType<TaskRow> = [
    {
      key: 'taskNo',
      dataIndex: 'taskNo',
      title: t('field.taskNo'),
      width: 126,
      fixed: 'start',
      render: (value: string, row) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpen(row)} aria-label={t('list.openDetail', { taskNo: value })}>
          {value}
        </Button>
      ),
    },
    {
      key: 'productPic',
      dataIndex: 'productPic',
      // the short title ("主图", "Image"), on one line over the 48 px picture
      title: <span style={{ whiteSpace: 'nowrap' }}>{t('column.productPic')}</span>,
      width: 56,
      align: 'center',
      render: (v: string) => <ImagePreview src={v} width={48} height={48} />,
    },
    {
      key: 'productTitle',
      dataIndex: 'productTitle',
      title: t('field.productTitle'),
      ellipsis: true,
      render: (v: string, row) => (row.readOnly ? <Typography.Text type="secondary">{v}</Typography.Text> : v),
    },
    {
      key: 'seller',
      dataIndex: 'userName',
      title: t('field.seller'),
      width: 88,
      render: (v: string, row) => (row.nickName && row.nickName !== v ? <Tooltip title={row.nickName}>{v}</Tooltip> : v),
    },
    {
      key: 'region',
      dataIndex: 'regionName',
      title: t('field.regionPlatform'),
      width: 100,
      render: (_: string, row) => <Stacked top={regionName(row)} bottom={selectDictLabel(platformOptions, row.platform) || row.platform} />,
    },
    { key: 'totalPrice', dataIndex: 'totalPrice', title: t('field.totalPrice'), width: 84, align: 'right', render: (v: string) => <MoneyText value={v} /> },
    {
      key: 'quantity',
      title: t('field.quantity'),
      width: 72,
      align: 'center',
      render: (_: unknown, row) => t('list.doneOfTotal', { done: row.taskQuantity - row.remainQuantity, total: row.taskQuantity }),
    },
    {
      key: 'allTotalPrice',
      dataIndex: 'allTotalPrice',
      title: t('field.allTotalPrice'),
      width: 96,
      align: 'right',
      render: (v: string) => <MoneyText value={v} strong />,
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('field.status'),
      width: 76,
      align: 'center',
      render: (v: string) => <DictTag options={statusOptions} value={v} />,
    },
    {
      key: 'staff',
      dataIndex: 'staffName',
      title: t('field.staff'),
      width: 80,
      ellipsis: true,
      render: (v: string | null) => v || <Typography.Text type="secondary">{t('list.undistributed')}</Typography.Text>,
    },
    // date over time on two lines: the column stays narrow enough for the whole table to fit 1440 px
    {
      key: 'createTime',
      dataIndex: 'createTime',
      title: t('field.createTime'),
      width: 96,
      render: (v: string | null) => <span style={{ whiteSpace: 'pre-line' }}>{parseTime(v).replace(' ', '\n')}</span>,
    },
  ];

  const actions: TableColumnsType<TaskRow>[number] = {
    key: 'actions',
    title: t('list.operation'),
    // two actions side by side in English ("Pause  End early") without spilling out of the column
    width: 180,
    render: (_: unknown, row) =>
      row.readOnly ? (
        <Typography.Text type="secondary">{t('list.readOnly')}</Typography.Text>
      ) : (
        <TaskRowActions row={row} viewer={viewer} only={onlyActions} onAction={onAction} />
      ),
  };

  const columns = [...keys.flatMap((k) => all.filter((c) => c.key === k)), actions];
  return <ListTable<TaskRow> {...table} columns={columns} />;
}
