import { Perm } from '@ceping/contract';
import { PlusOutlined } from '@ant-design/icons';
import { Button, Card, Col, Flex, Row, Skeleton, Statistic, Typography, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import Auth from '../../../components/Auth.tsx';
import { formatMoney } from '../../../utils/format.ts';
import { useInvoiceable } from '../useInvoiceable.ts';

/** The seller's invoiceable amount, large, with what it is made of and the request button. */
export default function InvoiceableCard({ onRequest }: { onRequest: () => void }) {
  const { t } = useTranslation('invoice');
  const { data } = useInvoiceable();
  const { token } = theme.useToken();
  const money = (v: string | undefined) => `¥${formatMoney(v ?? '0.00')}`;
  return (
    <Card size="small" variant="borderless" style={{ marginBottom: 12 }} data-testid="invoiceable-card">
      {data ? (
        <Flex justify="space-between" align="center" wrap gap={16}>
          <Row gutter={48} align="middle" style={{ flex: 1 }}>
            <Col>
              <Statistic
                title={t('invoiceable.title')}
                value={money(data.invoiceable)}
                styles={{ content: { fontSize: 32, fontWeight: 600, color: token.colorPrimary } }}
                data-testid="invoiceable-amount"
              />
            </Col>
            <Col>
              <Statistic title={t('invoiceable.completedFees')} value={money(data.completedFees)} styles={{ content: { fontSize: 18 } }} />
            </Col>
            <Col>
              <Statistic title={t('invoiceable.inProgress')} value={money(data.inProgress)} styles={{ content: { fontSize: 18 } }} />
            </Col>
            <Col>
              <Statistic title={t('invoiceable.issued')} value={money(data.issued)} styles={{ content: { fontSize: 18 } }} />
            </Col>
          </Row>
          <Auth perm={Perm.invoice.add}>
            <Button type="primary" size="large" icon={<PlusOutlined />} disabled={Number(data.invoiceable) <= 0} onClick={onRequest}>
              {t('action.request')}
            </Button>
          </Auth>
        </Flex>
      ) : (
        <Skeleton active paragraph={{ rows: 1 }} />
      )}
      <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0', fontSize: 12 }}>
        {data && Number(data.invoiceable) <= 0 ? t('request.nothing') : t('invoiceable.hint')}
      </Typography.Paragraph>
    </Card>
  );
}
