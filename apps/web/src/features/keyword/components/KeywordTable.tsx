import { type KeywordListRow, Perm } from '@ceping/contract';
import { EditOutlined } from '@ant-design/icons';
import { Button, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import Auth from '../../../components/Auth.tsx';
import DictTag from '../../../components/DictTag.tsx';
import type { DictOption } from '../../../hooks/useDict.ts';

interface Props {
  rows: KeywordListRow[];
  loading: boolean;
  statusOptions: DictOption[];
  /** Whether the viewer may change this task's allocation (owner or admin, task pending). */
  canEdit: (row: KeywordListRow) => boolean;
  onOpenTask: (taskId: number) => void;
  onEdit: (row: KeywordListRow) => void;
}

/** One row per keyword: its task, the keyword, its note and orders. */
export default function KeywordTable({ rows, loading, statusOptions, canEdit, onOpenTask, onEdit }: Props) {
  const { t } = useTranslation('task');
  const columns: TableColumnsType<KeywordListRow> = [
    {
      key: 'taskNo',
      dataIndex: 'taskNo',
      title: t('field.taskNo'),
      width: 170,
      render: (v: string, row) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => onOpenTask(row.taskId)}>
          {v}
        </Button>
      ),
    },
    { key: 'productTitle', dataIndex: 'productTitle', title: t('field.productTitle'), ellipsis: true, width: 240 },
    { key: 'status', dataIndex: 'status', title: t('field.status'), width: 100, align: 'center', render: (v: string) => <DictTag options={statusOptions} value={v} /> },
    { key: 'keyword', dataIndex: 'keyword', title: t('keyword.keyword') },
    { key: 'remark', dataIndex: 'remark', title: t('keyword.remark'), render: (v: string) => v || '-' },
    { key: 'quantity', dataIndex: 'quantity', title: t('keyword.quantity'), width: 90, align: 'right' },
    { key: 'taskQuantity', dataIndex: 'taskQuantity', title: t('field.taskQuantity'), width: 110, align: 'right' },
    {
      key: 'actions',
      title: t('list.operation'),
      width: 150,
      fixed: 'right',
      render: (_: unknown, row) =>
        canEdit(row) ? (
          <Auth perm={Perm.keyword.edit}>
            <Button type="link" size="small" icon={<EditOutlined />} onClick={() => onEdit(row)}>
              {t('keywordList.edit')}
            </Button>
          </Auth>
        ) : (
          '-'
        ),
    },
  ];
  return <Table<KeywordListRow> rowKey="keywordId" size="middle" loading={loading} dataSource={rows} columns={columns} pagination={false} scroll={{ x: 'max-content' }} />;
}
