import { type CollectionOption, type RechargeBody, collectionEndpoints, rechargeBodySchema } from '@ceping/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Empty, Form, Input, Radio, Row, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointKey } from '../../api/endpoint.ts';
import DictTag from '../../components/DictTag.tsx';
import ImagePreview from '../../components/ImagePreview.tsx';
import ImageUpload from '../../components/ImageUpload.tsx';
import { dictSelectOptions } from '../../components/list/SearchActions.tsx';
import { useDict } from '../../hooks/useDict.ts';
import { useZodRule } from '../../utils/zodRule.ts';
import { collectionOptions } from '../collection/index.ts';
import { submitRecharge } from './api.ts';

type Values = Partial<Omit<RechargeBody, 'amount'>> & { amount?: string };

/** Seller → Recharge: the site's receiving accounts (name, number, QR) and the form with the voucher. */
export default function RechargePayPage() {
  const { t } = useTranslation('money');
  const { message } = App.useApp();
  const dict = useDict('recharge_method');
  const rule = useZodRule(rechargeBodySchema);
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const accounts = useQuery({
    queryKey: endpointKey(collectionEndpoints.options),
    queryFn: async () => (await collectionOptions()).data ?? [],
  });
  const label = (k: string) => t(`recharge.field.${k}`);

  const finish = async (v: Values) => {
    const parsed = rechargeBodySchema.safeParse(v);
    if (!parsed.success) return;
    setSaving(true);
    try {
      const res = await submitRecharge(parsed.data);
      message.success(t('recharge.submitted'));
      form.resetFields();
      return res;
    } catch {
      // shown by the request client
    } finally {
      setSaving(false);
    }
  };

  const pick = (a: CollectionOption) => form.setFieldsValue({ collectionId: a.collectionId, method: a.method as RechargeBody['method'] });

  return (
    <div className="app-container">
      <Row gutter={16}>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('recharge.accountsTitle')}>
            {accounts.data && accounts.data.length === 0 ? <Empty description={t('recharge.noAccounts')} /> : null}
            <Space direction="vertical" style={{ width: '100%' }}>
              {(accounts.data ?? []).map((a) => (
                <Card key={a.collectionId} size="small" hoverable onClick={() => pick(a)} data-testid={`collection-${a.collectionId}`}>
                  <Space align="start" size={16}>
                    {a.qrCode ? <ImagePreview src={a.qrCode} width={96} height={96} /> : null}
                    <Space direction="vertical" size={2}>
                      <DictTag options={dict.recharge_method} value={a.method} />
                      <Typography.Text strong>{a.accountName}</Typography.Text>
                      {a.bankName ? <Typography.Text type="secondary">{a.bankName}</Typography.Text> : null}
                      <Typography.Text copyable>{a.accountNo}</Typography.Text>
                    </Space>
                  </Space>
                </Card>
              ))}
            </Space>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('recharge.formTitle')}>
            <Alert type="info" showIcon message={t('recharge.hint')} style={{ marginBottom: 12 }} />
            <Form<Values> form={form} name="recharge-pay" layout="vertical" onFinish={finish} initialValues={{ method: '1' }}>
              <Form.Item name="collectionId" label={label('collectionId')} rules={[rule('collectionId', label('collectionId'))]}>
                <Radio.Group>
                  <Space direction="vertical">
                    {(accounts.data ?? []).map((a) => (
                      <Radio key={a.collectionId} value={a.collectionId}>
                        {a.accountName} · {a.accountNo}
                      </Radio>
                    ))}
                  </Space>
                </Radio.Group>
              </Form.Item>
              <Form.Item name="method" label={label('method')} rules={[rule('method', label('method'))]}>
                <Select options={dictSelectOptions(dict.recharge_method)} />
              </Form.Item>
              <Form.Item name="amount" label={label('amount')} rules={[rule('amount', label('amount'))]}>
                <Input prefix="¥" inputMode="decimal" maxLength={13} placeholder={t('recharge.amountPlaceholder')} />
              </Form.Item>
              <Form.Item name="referenceNo" label={label('referenceNo')} rules={[rule('referenceNo', label('referenceNo'))]}>
                <Input maxLength={64} />
              </Form.Item>
              <Form.Item name="voucher" label={label('voucher')} rules={[rule('voucher', label('voucher'))]}>
                <ImageUpload limit={1} />
              </Form.Item>
              <Form.Item name="remark" label={label('remark')}>
                <Input.TextArea maxLength={200} rows={2} />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={saving}>
                {t('recharge.submit')}
              </Button>
            </Form>
          </Card>
        </Col>
      </Row>
    </div>
  );
}
