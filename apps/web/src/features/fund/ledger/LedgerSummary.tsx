import type { FundSummary } from '@ceping/contract';
import { Card, Col, Row, Statistic, theme } from 'antd';
import { useTranslation } from 'react-i18next';
import MoneyText from '../../../components/MoneyText.tsx';

interface Props {
  summary: FundSummary | undefined;
  loading: boolean;
}

/** Income / spend / net / count of the rows matching the filters (all pages). */
export default function LedgerSummary({ summary, loading }: Props) {
  const { t } = useTranslation('finance');
  const { token } = theme.useToken();
  const items = [
    { key: 'income', title: t('ledger.summary.income'), node: <MoneyText value={summary?.income} variant="signed" strong /> },
    { key: 'spend', title: t('ledger.summary.spend'), node: <MoneyText value={summary?.spend} variant="signed" strong /> },
    { key: 'net', title: t('ledger.summary.net'), node: <MoneyText value={summary?.net} variant="signed" strong /> },
    { key: 'count', title: t('ledger.summary.count'), node: <span style={{ fontWeight: 600 }}>{summary?.count ?? '-'}</span> },
  ];
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 12 }} data-testid="ledger-summary">
      {items.map((item) => (
        <Col key={item.key} xs={12} md={6}>
          <Card size="small" loading={loading} styles={{ body: { background: token.colorFillQuaternary } }}>
            <Statistic title={item.title} valueRender={() => <span data-summary={item.key}>{item.node}</span>} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
