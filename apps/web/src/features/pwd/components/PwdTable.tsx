import { Perm, type PwdStatus } from '@ceping/contract';
import { KeyOutlined } from '@ant-design/icons';
import { Button, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import Auth from '../../../components/Auth.tsx';
import DictTag from '../../../components/DictTag.tsx';
import type { DictOption } from '../../../hooks/useDict.ts';

interface Props {
  rows: PwdStatus[];
  loading: boolean;
  statusOptions: DictOption[];
  onSet: (row: PwdStatus) => void;
}

/** Accounts and whether each has a second password; set or reset it. */
export default function PwdTable({ rows, loading, statusOptions, onSet }: Props) {
  const { t } = useTranslation(['finance', 'business', 'common']);
  const columns: TableColumnsType<PwdStatus> = [
    { key: 'userId', dataIndex: 'userId', title: t('customer.field.userId'), width: 80, align: 'center' },
    {
      key: 'userName',
      title: t('pwd.field.userName'),
      render: (_: unknown, row) => (
        <>
          {row.userName}
          {row.nickName && row.nickName !== row.userName ? <Typography.Text type="secondary"> ({row.nickName})</Typography.Text> : null}
        </>
      ),
    },
    { key: 'roleKeys', dataIndex: 'roleKeys', title: t('pwd.field.roles'), render: (keys: string[]) => keys.map((k) => <Tag key={k}>{k}</Tag>) },
    {
      key: 'hasPwd',
      dataIndex: 'hasPwd',
      title: t('pwd.field.hasPwd'),
      width: 120,
      align: 'center',
      render: (set: boolean) => <Tag color={set ? 'success' : 'default'}>{t(set ? 'pwd.state.set' : 'pwd.state.notSet')}</Tag>,
    },
    { key: 'status', dataIndex: 'status', title: t('customer.field.status'), width: 90, align: 'center', render: (v: string) => <DictTag options={statusOptions} value={v} /> },
    {
      key: 'actions',
      title: t('business:common.operation'),
      width: 150,
      align: 'center',
      render: (_: unknown, row) => (
        <Auth perm={Perm.pwd.edit}>
          <Button type="link" size="small" icon={<KeyOutlined />} onClick={() => onSet(row)}>
            {t(row.hasPwd ? 'pwd.reset' : 'pwd.set')}
          </Button>
        </Auth>
      ),
    },
  ];
  return <Table<PwdStatus> rowKey="userId" size="middle" loading={loading} dataSource={rows} columns={columns} pagination={false} scroll={{ x: 'max-content' }} />;
}
