import type { OrdersCharts3 } from '@ceping/contract';
import { Col, Empty, Row, theme } from 'antd';
import ReactECharts from 'echarts-for-react/esm/core';
import { useTranslation } from 'react-i18next';
import { useDict } from '../../../hooks/useDict.ts';
import { selectDictLabel } from '../../../utils/format.ts';
import { echarts } from './echarts.ts';

export const CHART_HEIGHT = 300;

/**
 * Orders placed (bars) and completed (line) per day with the amount placed (line, right axis), and
 * orders per platform over the same range. Loaded lazily (React.lazy) with ECharts.
 */
export default function OrderTrendChart({ series }: { series: OrdersCharts3 }) {
  const { t } = useTranslation('dashboard');
  const { token } = theme.useToken();
  const { platform } = useDict('platform');
  const daily = {
    animation: false,
    color: [token.colorPrimary, token.colorSuccess, token.colorWarning],
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: [t('chart.placed'), t('chart.completed'), t('chart.amount')] },
    grid: { left: 44, right: 64, top: 40, bottom: 28 },
    xAxis: { type: 'category', data: series.days.map((d) => d.slice(5)) },
    yAxis: [
      { type: 'value', name: t('chart.count'), minInterval: 1 },
      { type: 'value', name: t('chart.amount'), splitLine: { show: false } },
    ],
    series: [
      { name: t('chart.placed'), type: 'bar', data: series.counts, barMaxWidth: 18 },
      { name: t('chart.completed'), type: 'line', data: series.completed, showSymbol: false },
      { name: t('chart.amount'), type: 'line', yAxisIndex: 1, data: series.amounts.map(Number), showSymbol: false, lineStyle: { type: 'dashed' } },
    ],
  };
  const platforms = [...series.platforms].reverse();
  const byPlatform = {
    animation: false,
    color: [token.colorPrimary],
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    grid: { left: 8, right: 32, top: 8, bottom: 8, containLabel: true },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', data: platforms.map((p) => selectDictLabel(platform, p.platform) || p.platform) },
    series: [{ name: t('chart.count'), type: 'bar', data: platforms.map((p) => p.count), barMaxWidth: 20, label: { show: true, position: 'right' } }],
  };
  return (
    <Row gutter={12}>
      <Col xs={24} xl={17}>
        <ReactECharts echarts={echarts} option={daily} notMerge style={{ height: CHART_HEIGHT }} />
      </Col>
      <Col xs={24} xl={7}>
        <div style={{ fontSize: 12, color: token.colorTextSecondary, marginBottom: 4 }}>{t('chart.byPlatform')}</div>
        {platforms.length > 0 ? (
          <ReactECharts echarts={echarts} option={byPlatform} notMerge style={{ height: CHART_HEIGHT - 24 }} />
        ) : (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('chart.empty')} style={{ paddingTop: 60 }} />
        )}
      </Col>
    </Row>
  );
}
