import type { TaskStatusCode, TaskSummary } from '@ceping/contract';
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DictOption } from '../../../../hooks/useDict.ts';
import { formatMoney, selectDictLabel } from '../../../../utils/format.ts';

const STATES: TaskStatusCode[] = ['0', '1', '2', '3', '4', '5'];

interface Props {
  summary: TaskSummary | undefined;
  loading: boolean;
  statusOptions: DictOption[];
}

/** Counts by status, the total, and the money still committed to running or paused tasks. */
export default function TaskSummaryCards({ summary, loading, statusOptions }: Props) {
  const { t } = useTranslation('task');
  const cards = [
    { key: 'total', title: t('chart.total'), value: summary?.total ?? 0 },
    ...STATES.map((s) => ({ key: `s${s}`, title: selectDictLabel(statusOptions, s) || s, value: summary?.counts[s] ?? 0 })),
    { key: 'remain', title: t('chart.remainInProgress'), value: summary?.remainInProgress ?? 0 },
  ];
  return (
    <Row gutter={[12, 12]}>
      {cards.map((c) => (
        <Col key={c.key} xs={12} sm={8} lg={6} xl={3}>
          <Card size="small" loading={loading}>
            <Statistic title={c.title} value={c.value} />
          </Card>
        </Col>
      ))}
      <Col xs={24} sm={16} lg={12} xl={6}>
        <Card size="small" loading={loading}>
          <Statistic title={t('chart.moneyInProgress')} prefix="¥" value={formatMoney(summary?.moneyInProgress ?? '0')} />
        </Card>
      </Col>
    </Row>
  );
}
