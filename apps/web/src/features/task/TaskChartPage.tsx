import { useQuery } from '@tanstack/react-query';
import { Card, Flex, Segmented, Space, Spin, Typography } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { taskEndpoints } from '@ceping/contract';
import { endpointKey } from '../../api/endpoint.ts';
import { taskChart, taskSummary } from './api.ts';
import { useDict } from '../../hooks/useDict.ts';
import TaskSummaryCards from './charts/TaskSummaryCards.tsx';

/** ECharts loads with the charts only: the feature's other screens (lists, dialogs) share chunks without it. */
const TaskCharts = lazy(() => import('./charts/TaskCharts.tsx'));

const RANGES = [7, 30, 90] as const;

/** Business → Task figures: status cards, tasks and spend per day, spend per region. */
export default function TaskChartPage() {
  const { t } = useTranslation('task');
  const { task_status } = useDict('task_status');
  const [days, setDays] = useState<number>(7);
  const summary = useQuery({ queryKey: endpointKey(taskEndpoints.getTaskSummary), queryFn: async () => (await taskSummary()).data });
  const chart = useQuery({ queryKey: endpointKey(taskEndpoints.chart, { query: { days } }), queryFn: async () => (await taskChart(days)).data });

  return (
    <div className="app-container">
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <TaskSummaryCards summary={summary.data} loading={summary.isPending} statusOptions={task_status} />
        <Card size="small">
          <Flex justify="space-between" align="center">
            <Typography.Text strong>{t('chart.range')}</Typography.Text>
            <Segmented<number> value={days} onChange={setDays} options={RANGES.map((d) => ({ value: d, label: t('chart.days', { count: d }) }))} />
          </Flex>
        </Card>
        <Spin spinning={chart.isFetching}>
          {chart.data ? (
            <Suspense fallback={<div style={{ height: 360 }} />}>
              <TaskCharts chart={chart.data} />
            </Suspense>
          ) : (
            <div style={{ height: 360 }} />
          )}
        </Spin>
      </Space>
    </div>
  );
}
