import { type InvoiceRow, invoiceIssueSchema } from '@ceping/contract';
import { App, DatePicker, Descriptions, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { businessNow } from '../../../utils/businessTime.ts';
import DictTag from '../../../components/DictTag.tsx';
import FileUpload from '../../../components/FileUpload.tsx';
import MoneyText from '../../../components/MoneyText.tsx';
import { useDict } from '../../../hooks/useDict.ts';
import { parseForm, setFormErrors, translateMessage, useLang, useZodRule } from '../../../utils/zodRule.ts';
import { issueInvoice } from '../api.ts';

interface Values {
  invoiceNo?: string;
  issueDate?: Dayjs | null;
  pdfUrl?: string;
}
const PDF_ONLY = ['pdf'] as const;

/**
 * Finance issues a taken request (1 → 2): the invoice number, the date printed on it (between the request
 * day and today) and the PDF, uploaded here; the server accepts only a stored file that really is a PDF.
 */
export default function IssueDialog({ row, onClose, onDone }: { row: InvoiceRow | null; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation(['invoice', 'common']);
  const { message } = App.useApp();
  const lang = useLang();
  const dict = useDict('invoice_type');
  const rule = useZodRule(invoiceIssueSchema);
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const label = (k: string) => t(`field.${k}`);
  const requestDay = row?.createTime ? dayjs(row.createTime.slice(0, 10)) : null;

  const finish = async (v: Values) => {
    if (!row) return;
    const parsed = parseForm(invoiceIssueSchema, { ...v, issueDate: v.issueDate ? v.issueDate.format('YYYY-MM-DD') : '' }, lang);
    if (parsed.errors) {
      setFormErrors(form, parsed.errors);
      return;
    }
    setSaving(true);
    try {
      const res = await issueInvoice(row.invoiceId, parsed.data);
      message.success(res.msg);
      onDone();
    } catch {
      // shown by the request client
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={row !== null}
      title={t('issue.title', { id: row?.invoiceId ?? '' })}
      width={640}
      okText={t('common:actions.confirm')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {row ? (
        <>
          <Descriptions size="small" column={2} bordered style={{ marginBottom: 16 }} styles={{ label: { whiteSpace: 'nowrap' } }}>
            <Descriptions.Item label={label('title')} span={2}>
              {row.title}
            </Descriptions.Item>
            <Descriptions.Item label={label('taxNo')}>{row.taxNo}</Descriptions.Item>
            <Descriptions.Item label={label('invoiceType')}>
              <DictTag options={dict.invoice_type} value={row.invoiceType} />
            </Descriptions.Item>
            <Descriptions.Item label={label('amount')} span={2}>
              <MoneyText value={row.amount} strong />
            </Descriptions.Item>
            <Descriptions.Item label={label('email')} span={2}>
              {row.email}
            </Descriptions.Item>
            {row.invoiceType === '2' ? (
              <>
                <Descriptions.Item label={label('bankName')}>{row.bankName}</Descriptions.Item>
                <Descriptions.Item label={label('bankAccount')}>{row.bankAccount}</Descriptions.Item>
                <Descriptions.Item label={label('address')}>{row.address}</Descriptions.Item>
                <Descriptions.Item label={label('phone')}>{row.phone}</Descriptions.Item>
              </>
            ) : null}
            {row.remark ? (
              <Descriptions.Item label={label('remark')} span={2}>
                {row.remark}
              </Descriptions.Item>
            ) : null}
          </Descriptions>
          <Form<Values>
            form={form}
            name="invoice-issue"
            layout="vertical"
            preserve={false}
            initialValues={{ issueDate: businessNow().startOf('day') }}
            onFinish={(v) => void finish(v)}
          >
            <Form.Item name="invoiceNo" label={label('invoiceNo')} rules={[rule('invoiceNo', label('invoiceNo'))]}>
              <Input maxLength={32} placeholder={t('placeholder.invoiceNo20')} />
            </Form.Item>
            <Form.Item name="issueDate" label={label('issueDate')} rules={[{ required: true, message: translateMessage('invoice.issueDateInvalid', lang) }]}>
              <DatePicker
                style={{ width: 200 }}
                disabledDate={(d) => d.isAfter(businessNow(), 'day') || (requestDay !== null && d.isBefore(requestDay, 'day'))}
              />
            </Form.Item>
            <Form.Item name="pdfUrl" label={label('pdfUrl')} extra={t('issue.pdfHint')} rules={[rule('pdfUrl', label('pdfUrl'))]}>
              <FileUpload limit={1} fileType={PDF_ONLY} fileSize={10} isShowTip={false} />
            </Form.Item>
          </Form>
        </>
      ) : null}
    </Modal>
  );
}
