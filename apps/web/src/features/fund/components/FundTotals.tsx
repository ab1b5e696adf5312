import type { FundOverviewTotals } from '@ceping/contract';
import { Card, Col, Row, Statistic, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import MoneyText from '../../../components/MoneyText.tsx';

interface Props {
  totals: FundOverviewTotals | undefined;
  loading: boolean;
}

/** Totals over every account matching the filters: balances, frozen, ledger sum, debt, counts. */
export default function FundTotals({ totals, loading }: Props) {
  const { t } = useTranslation('finance');
  const { token } = theme.useToken();
  const items: { key: string; node: ReactNode }[] = [
    { key: 'money', node: <MoneyText value={totals?.money} strong /> },
    { key: 'frozen', node: <MoneyText value={totals?.frozen} strong /> },
    { key: 'ledgerSum', node: <MoneyText value={totals?.ledgerSum} strong /> },
    { key: 'debt', node: <MoneyText value={totals?.debt} strong /> },
    { key: 'accounts', node: <strong>{totals?.accounts ?? '-'}</strong> },
    {
      key: 'inconsistent',
      node: <strong style={{ color: totals && totals.inconsistent > 0 ? token.colorError : token.colorSuccess }}>{totals?.inconsistent ?? '-'}</strong>,
    },
  ];
  return (
    <Row gutter={[12, 12]} style={{ marginBottom: 12 }} data-testid="fund-totals">
      {items.map((item) => (
        <Col key={item.key} xs={12} md={8} xl={4}>
          <Card size="small" loading={loading} styles={{ body: { background: token.colorFillQuaternary } }}>
            <Statistic title={t(`fund.totals.${item.key}`)} valueRender={() => item.node} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
