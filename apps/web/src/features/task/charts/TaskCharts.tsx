import type { TaskChart } from '@ceping/contract';
import { Card, Col, Empty, Row, theme } from 'antd';
import { useDict } from '../../../hooks/useDict.ts';
import { selectDictLabel } from '../../../utils/format.ts';
import { useRegionOptions } from '../../region/index.ts';
import ReactECharts from 'echarts-for-react/esm/core';
import { useTranslation } from 'react-i18next';
import { echarts } from './echarts.ts';

const HEIGHT = 340;

/** Tasks and spend per day (bars + line, two axes) and spend per region (pie); no animation. */
export default function TaskCharts({ chart }: { chart: TaskChart }) {
  const { t } = useTranslation('task');
  const { token } = theme.useToken();
  const regionOptions = useRegionOptions();
  const { platform } = useDict('platform');
  /** "美国 · 亚马逊": a region is one country on one platform; the name follows the language when known. */
  const regionName = (regionId: number, fallback: string) => {
    const option = regionOptions.data?.find((o) => o.regionId === regionId);
    return option ? `${option.label} · ${selectDictLabel(platform, option.platform) || option.platform}` : fallback;
  };
  const daily = {
    animation: false,
    color: [token.colorPrimary, token.colorWarning],
    tooltip: { trigger: 'axis' },
    legend: { top: 0, data: [t('chart.count'), t('chart.amount')] },
    grid: { left: 48, right: 64, top: 48, bottom: 32 },
    xAxis: { type: 'category', data: chart.days.map((d) => d.slice(5)) },
    yAxis: [
      { type: 'value', name: t('chart.count'), minInterval: 1 },
      { type: 'value', name: t('chart.amountAxis') },
    ],
    series: [
      { name: t('chart.count'), type: 'bar', data: chart.counts, barMaxWidth: 24 },
      { name: t('chart.amount'), type: 'line', yAxisIndex: 1, data: chart.amounts.map(Number) },
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
        center: ['50%', '42%'],
        label: { show: false },
        data: chart.regions.map((r) => ({ name: `${regionName(r.regionId, r.name)} (${r.count})`, value: Number(r.amount) })),
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
