import { InvoiceType, formatMessage, invoiceRequestSchema } from '@ceping/contract';
import { App, Button, Col, Form, Input, Modal, Radio, Row, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDict } from '../../../hooks/useDict.ts';
import { toCents } from '../../../utils/money.ts';
import { parseForm, setFormErrors, useLang, useZodRule } from '../../../utils/zodRule.ts';
import { requestInvoice } from '../api.ts';
import { useInvoiceable } from '../useInvoiceable.ts';

interface Values {
  invoiceType: string;
  amount?: string;
  title?: string;
  taxNo?: string;
  bankName?: string;
  bankAccount?: string;
  address?: string;
  phone?: string;
  email?: string;
  remark?: string;
}

/**
 * The seller asks for an invoice: type, amount (at most the invoiceable amount, which the server checks
 * again), the buyer's title and taxpayer number, for a special VAT invoice also bank, account, address
 * and phone, the e-mail that receives it and a remark. The contract's schema checks every field.
 */
export default function RequestDialog({ open, onClose, onDone }: { open: boolean; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation(['invoice', 'common']);
  const { message } = App.useApp();
  const lang = useLang();
  const dict = useDict('invoice_type');
  const rule = useZodRule(invoiceRequestSchema);
  const invoiceable = useInvoiceable(open);
  const max = invoiceable.data?.invoiceable ?? '0.00';
  const [form] = Form.useForm<Values>();
  const type = Form.useWatch('invoiceType', form) ?? InvoiceType.ORDINARY;
  const special = type === InvoiceType.SPECIAL;
  const [saving, setSaving] = useState(false);
  const label = (k: string) => t(`field.${k}`);

  /** Within what may be invoiced (the server checks it again, under lock). */
  const withinMax = {
    validator: async (_: unknown, v: unknown) => {
      const asked = toCents(String(v ?? '').trim());
      const limit = toCents(max);
      if (asked === null || limit === null || !invoiceable.data) return;
      if (asked > limit) throw new Error(formatMessage(lang, 'invoice.overInvoiceable', max));
    },
  };
  /** Required on a special VAT invoice only. */
  const requiredWhenSpecial = {
    required: special,
    validator: async (_: unknown, v: unknown) => {
      if (special && String(v ?? '').trim() === '') throw new Error(formatMessage(lang, 'invoice.specialRequired'));
    },
  };

  const finish = async (v: Values) => {
    const parsed = parseForm(invoiceRequestSchema, v, lang);
    if (parsed.errors) {
      setFormErrors(form, parsed.errors);
      return;
    }
    setSaving(true);
    try {
      const res = await requestInvoice(parsed.data);
      message.success(t('request.done', { id: res.data.invoiceId, amount: res.data.amount }));
      onDone();
    } catch {
      // shown by the request client; the form keeps what was typed
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('request.title')}
      width={640}
      okText={t('common:actions.confirm')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        name="invoice-request"
        layout="vertical"
        preserve={false}
        initialValues={{ invoiceType: InvoiceType.ORDINARY }}
        onFinish={(v) => void finish(v)}
      >
        <Form.Item name="invoiceType" label={label('invoiceType')} rules={[rule('invoiceType', label('invoiceType'))]}>
          <Radio.Group optionType="button" options={dict.invoice_type.map((o) => ({ value: o.value, label: o.label }))} />
        </Form.Item>
        <Form.Item label={label('amount')} required htmlFor="invoice-request_amount" extra={t('request.amountHint', { max })}>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="amount" noStyle rules={[rule('amount', label('amount')), withinMax]}>
              <Input prefix="¥" inputMode="decimal" maxLength={13} />
            </Form.Item>
            <Button onClick={() => form.setFieldsValue({ amount: max })}>{t('action.fillAll')}</Button>
          </Space.Compact>
        </Form.Item>
        <Form.Item name="title" label={label('title')} rules={[rule('title', label('title'))]}>
          <Input maxLength={100} placeholder={t('placeholder.title')} />
        </Form.Item>
        <Form.Item name="taxNo" label={label('taxNo')} rules={[rule('taxNo', label('taxNo'))]} normalize={(v: string | undefined) => v?.toUpperCase()}>
          <Input maxLength={20} placeholder={t('placeholder.taxNo')} />
        </Form.Item>
        {special ? (
          <>
            <Typography.Paragraph type="secondary" style={{ marginTop: -8 }}>
              {t('request.special')}
            </Typography.Paragraph>
            <Row gutter={16}>
              <Col span={12}>
                <Form.Item name="bankName" label={label('bankName')} rules={[requiredWhenSpecial, rule('bankName', label('bankName'))]}>
                  <Input maxLength={100} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="bankAccount" label={label('bankAccount')} rules={[requiredWhenSpecial, rule('bankAccount', label('bankAccount'))]}>
                  <Input maxLength={40} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="address" label={label('address')} rules={[requiredWhenSpecial, rule('address', label('address'))]}>
                  <Input maxLength={200} />
                </Form.Item>
              </Col>
              <Col span={12}>
                <Form.Item name="phone" label={label('phone')} rules={[requiredWhenSpecial, rule('phone', label('phone'))]}>
                  <Input maxLength={30} />
                </Form.Item>
              </Col>
            </Row>
          </>
        ) : null}
        <Form.Item name="email" label={label('email')} rules={[rule('email', label('email'))]}>
          <Input maxLength={100} placeholder={t('placeholder.email')} />
        </Form.Item>
        <Form.Item name="remark" label={label('remark')}>
          <Input.TextArea rows={2} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
