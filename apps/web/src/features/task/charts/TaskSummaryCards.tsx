import type { TaskStatusValue, TaskSummary } from '@ceping/contract';
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DictOption } from '../../../hooks/useDict.ts';
import { formatMoney, selectDictLabel } from '../../../utils/format.ts';

const STATES: TaskStatusValue[] = ['0', '1', '2', '3', '4', '5'];

interface Props {
  summary: TaskSummary | undefined;
  loading: boolean;
  statusOptions: DictOption[];
}

/** The total, the work and money still committed to running or paused tasks, then a count per status. */
export default function TaskSummaryCards({ summary, loading, statusOptions }: Props) {
  const { t } = useTranslation('task');
  return (
    <Row gutter={[12, 12]}>
      <Col xs={24} md={8}>
        <Card size="small" loading={loading}>
          <Statistic title={t('chart.total')} value={summary?.total ?? 0} />
        </Card>
      </Col>
      <Col xs={24} md={8}>
        <Card size="small" loading={loading}>
          <Statistic title={t('chart.moneyInProgress')} prefix="¥" value={formatMoney(summary?.moneyInProgress ?? '0')} />
        </Card>
      </Col>
      <Col xs={24} md={8}>
        <Card size="small" loading={loading}>
          <Statistic title={t('chart.remainInProgress')} value={summary?.remainInProgress ?? 0} />
        </Card>
      </Col>
      {STATES.map((s) => (
        <Col key={s} xs={12} sm={8} xl={4}>
          <Card size="small" loading={loading} data-status={s}>
            <Statistic title={selectDictLabel(statusOptions, s) || s} value={summary?.counts[s] ?? 0} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
