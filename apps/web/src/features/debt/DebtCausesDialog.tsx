import { type DebtCauseRow, type DebtRow, debtEndpoints } from '@ceping/contract';
import { useQuery } from '@tanstack/react-query';
import { Modal, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { endpointKey } from '../../api/endpoint.ts';
import DictTag from '../../components/DictTag.tsx';
import MoneyText from '../../components/MoneyText.tsx';
import { useDict } from '../../hooks/useDict.ts';
import { parseTime } from '../../utils/format.ts';
import { debtCauses } from './api.ts';

/** The ledger rows from the one that took the balance below zero on. */
export default function DebtCausesDialog({ row, onClose }: { row: DebtRow | null; onClose: () => void }) {
  const { t } = useTranslation('money');
  const dict = useDict('fund_type');
  const causes = useQuery({
    queryKey: endpointKey(debtEndpoints.causes, { params: { userId: row?.userId ?? 0 } }),
    queryFn: async () => (await debtCauses(row?.userId ?? 0)).data ?? [],
    enabled: row !== null,
  });
  const columns: TableColumnsType<DebtCauseRow> = [
    { key: 'createTime', dataIndex: 'createTime', title: t('debt.cause.createTime'), width: 165, render: (v: string | null) => parseTime(v) },
    { key: 'type', dataIndex: 'type', title: t('debt.cause.type'), width: 120, render: (v: number) => <DictTag options={dict.fund_type} value={String(v)} /> },
    {
      key: 'amount',
      dataIndex: 'amount',
      title: t('debt.cause.amount'),
      width: 120,
      align: 'right',
      render: (v: string) => <MoneyText value={v} variant="signed" />,
    },
    {
      key: 'balanceAfter',
      dataIndex: 'balanceAfter',
      title: t('debt.cause.balanceAfter'),
      width: 120,
      align: 'right',
      render: (v: string) => <MoneyText value={v} />,
    },
    { key: 'remark', dataIndex: 'remark', title: t('debt.cause.remark'), ellipsis: true },
  ];
  return (
    <Modal open={row !== null} title={t('debt.causesTitle', { name: row?.userName ?? '' })} onCancel={onClose} footer={null} width={860} destroyOnHidden>
      <Table<DebtCauseRow>
        rowKey="fundId"
        size="small"
        loading={causes.isLoading}
        dataSource={causes.data ?? []}
        columns={columns}
        pagination={false}
        scroll={{ y: 420 }}
      />
    </Modal>
  );
}
