import type { TaskChart } from '@ceping/contract';
import { Card, Col, Empty, Row, theme } from 'antd';
import ReactECharts from 'echarts-for-react/esm/core';
import { useTranslation } from 'react-i18next';
import { echarts } from './echarts.ts';

const HEIGHT = 340;

/** Tasks and spend per day (bars + line, two axes) and spend per region (pie); no animation. */
export default function TaskCharts({ chart }: { chart: TaskChart }) {
  const { t } = useTranslation('task');
  const { token } = theme.useToken();
  const daily = {
    animation: false,
    color: [token.colorPrimary, token.colorWarning],
    tooltip: { trigger: 'axis' },
    legend: { data: [t('chart.count'), t('chart.amount')] },
    grid: { left: 48, right: 64, top: 48, bottom: 32 },
    xAxis: { type: 'category', data: chart.days.map((d) => d.slice(5)) },
    yAxis: [
      { type: 'value', name: t('chart.count'), minInterval: 1 },
      { type: 'value', name: t('chart.amountAxis') },
    ],
    series: [
      { name: t('chart.count'), type: 'bar', data: chart.counts, barMaxWidth: 24 },
      { name: t('chart.amount'), type: 'line', yAxisIndex: 1, smooth: true, data: chart.amounts.map(Number) },
    ],
  };
  const regions = {
    animation: false,
    tooltip: { trigger: 'item', formatter: '{b}<br/>¥{c} ({d}%)' },
    legend: { type: 'scroll', bottom: 0 },
    series: [
      {
        name: t('chart.amountByRegion'),
        type: 'pie',
        radius: ['40%', '68%'],
        center: ['50%', '45%'],
        data: chart.regions.map((r) => ({ name: `${r.name} (${r.count})`, value: Number(r.amount) })),
      },
    ],
  };
  return (
    <Row gutter={[12, 12]}>
      <Col xs={24} xl={16}>
        <Card size="small" title={t('chart.daily')}>
          <ReactECharts echarts={echarts} option={daily} notMerge style={{ height: HEIGHT }} />
        </Card>
      </Col>
      <Col xs={24} xl={8}>
        <Card size="small" title={t('chart.amountByRegion')}>
          {chart.regions.length > 0 ? (
            <ReactECharts echarts={echarts} option={regions} notMerge style={{ height: HEIGHT }} />
          ) : (
            <Empty style={{ height: HEIGHT - 40, paddingTop: 100 }} />
          )}
        </Card>
      </Col>
    </Row>
  );
}
