import { type InvoiceRow, invoiceEndpoints } from '@ceping/contract';
import { FilePdfOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Modal, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointKey } from '../../../api/endpoint.ts';
import DictTag from '../../../components/DictTag.tsx';
import MoneyText from '../../../components/MoneyText.tsx';
import { useDict } from '../../../hooks/useDict.ts';
import { parseTime, withBaseUrl } from '../../../utils/format.ts';
import { getInvoice } from '../api.ts';

const LABEL = { label: { whiteSpace: 'nowrap', width: 120 } } as const;

/** One invoice: the buyer's details, the issued invoice (number, date, PDF) and who did what when. */
export default function InvoiceDetailDialog({ row, onClose }: { row: InvoiceRow | null; onClose: () => void }) {
  const { t } = useTranslation(['invoice', 'common']);
  const dict = useDict('invoice_status', 'invoice_type');
  const id = row?.invoiceId ?? 0;
  // The list row shows at once; the detail read answers the latest state.
  const fresh = useQuery({
    queryKey: endpointKey(invoiceEndpoints.get, { params: { id } }),
    queryFn: async () => (await getInvoice(id)).data,
    enabled: row !== null,
    staleTime: 0,
  });
  const inv = fresh.data?.invoiceId === id ? fresh.data : row;
  const label = (k: string) => t(`field.${k}`);
  const item = (key: string, value: ReactNode, span = 1) => (
    <Descriptions.Item key={key} label={label(key)} span={span}>
      {value === '' || value === null || value === undefined ? '-' : value}
    </Descriptions.Item>
  );
  const when = (v: string | null | undefined) => (v ? parseTime(v) : '');

  return (
    <Modal
      open={row !== null}
      title={t('detail.title', { id })}
      width={760}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Button type="primary" onClick={onClose}>
          {t('detail.close')}
        </Button>
      }
    >
      {inv ? (
        <>
          <Descriptions size="small" column={2} bordered title={t('detail.buyer')} styles={LABEL}>
            {item('status', <DictTag options={dict.invoice_status} value={inv.status} />)}
            {item('invoiceType', <DictTag options={dict.invoice_type} value={inv.invoiceType} />)}
            {item('userName', inv.nickName ? `${inv.userName} (${inv.nickName})` : inv.userName)}
            {item('amount', <MoneyText value={inv.amount} strong />)}
            {item('title', inv.title, 2)}
            {item('taxNo', inv.taxNo, 2)}
            {item('email', inv.email, 2)}
            {inv.invoiceType === '2'
              ? [item('bankName', inv.bankName), item('bankAccount', inv.bankAccount), item('address', inv.address), item('phone', inv.phone)]
              : null}
            {item('remark', inv.remark, 2)}
          </Descriptions>
          <Descriptions size="small" column={2} bordered title={t('detail.issued')} style={{ marginTop: 16 }} styles={LABEL}>
            {item('invoiceNo', inv.invoiceNo)}
            {item('issueDate', inv.issueDate)}
            {item(
              'pdfUrl',
              inv.pdfUrl ? (
                <Button type="link" size="small" icon={<FilePdfOutlined />} href={withBaseUrl(inv.pdfUrl)} download style={{ padding: 0 }}>
                  {t('action.download')}
                </Button>
              ) : null,
              2,
            )}
          </Descriptions>
          <Descriptions size="small" column={2} bordered title={t('detail.process')} style={{ marginTop: 16 }} styles={LABEL}>
            {item('createTime', when(inv.createTime))}
            {item('handleBy', inv.handleBy ? `${inv.handleBy} · ${when(inv.handleTime)}` : '')}
            {item('issueBy', inv.issueBy ? `${inv.issueBy} · ${when(inv.issueTime)}` : '')}
            {item('voidBy', inv.voidBy ? `${inv.voidBy} · ${when(inv.voidTime)}` : '')}
            {inv.rejectReason ? item('rejectReason', <Typography.Text type="danger">{inv.rejectReason}</Typography.Text>, 2) : null}
            {inv.voidReason ? item('voidReason', <Typography.Text type="danger">{inv.voidReason}</Typography.Text>, 2) : null}
            {inv.cancelled ? item('voidReason', t('cancelled'), 2) : null}
          </Descriptions>
        </>
      ) : null}
    </Modal>
  );
}
