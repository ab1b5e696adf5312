import type { TaskDetail, TaskKeywordRow } from '@ceping/contract';
import { Descriptions, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDict } from '../../../hooks/useDict.ts';
import DictTag from '../../../components/DictTag.tsx';
import ServiceEditable from './ServiceEditable.tsx';

interface Props {
  task: TaskDetail;
  staffEdit: boolean;
}

/** How the buyer enters the shop: the method, its note and the keyword allocation. */
export default function EntryTab({ task, staffEdit }: Props) {
  const { t } = useTranslation('task');
  const { enter_method } = useDict('enter_method');
  const columns: TableColumnsType<TaskKeywordRow> = [
    { key: 'index', title: '#', width: 56, align: 'center', render: (_v, _r, i) => i + 1 },
    { key: 'keyword', dataIndex: 'keyword', title: t('keyword.keyword') },
    { key: 'remark', dataIndex: 'remark', title: t('keyword.remark'), render: (v: string) => v || '-' },
    { key: 'quantity', dataIndex: 'quantity', title: t('keyword.quantity'), width: 120, align: 'right' },
  ];
  return (
    <>
      <Descriptions
        bordered
        size="small"
        column={1}
        styles={{ label: { width: 200 } }}
        items={[
          { key: 'enterMethod', label: t('field.enterMethod'), children: <DictTag options={enter_method} value={task.enterMethod} /> },
          {
            key: 'enterMethodRemark',
            label: t('field.enterMethodRemark'),
            children: <ServiceEditable taskId={task.taskId} field="enterMethodRemark" value={task.enterMethodRemark} editable={staffEdit} />,
          },
        ]}
      />
      {task.keywords.length > 0 ? (
        <Table<TaskKeywordRow>
          style={{ marginTop: 12 }}
          rowKey="keywordId"
          size="small"
          pagination={false}
          columns={columns}
          dataSource={task.keywords}
          summary={(rows) => (
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={3}>
                {t('keyword.sum')}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                {rows.reduce((s, r) => s + r.quantity, 0)}
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )}
        />
      ) : null}
    </>
  );
}
