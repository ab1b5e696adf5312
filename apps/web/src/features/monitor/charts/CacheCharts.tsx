import type { CacheInfo } from '@ceping/contract';
import { Card, Col, Row } from 'antd';
import ReactECharts from 'echarts-for-react/esm/core';
import { useTranslation } from 'react-i18next';
import { echarts } from './echarts.ts';

const HEIGHT = 340;

/** The store's memory in MB from `used_memory` (bytes), for the gauge. */
export function usedMemoryMb(info: Record<string, string>): number {
  return Math.round((Number(info.used_memory ?? 0) / 1024 / 1024) * 100) / 100;
}

/** '命令统计' (a rose pie of calls per command) and '内存信息' (a gauge of the memory in use). Loaded lazily with ECharts. */
export default function CacheCharts({ cache }: { cache: CacheInfo }) {
  const { t } = useTranslation('monitor');
  const stats = [...cache.commandStats].sort((a, b) => Number(b.value) - Number(a.value)).slice(0, 12);
  const mb = usedMemoryMb(cache.info);
  const pie = {
    animation: false,
    tooltip: { trigger: 'item', formatter: '{a} <br/>{b} : {c} ({d}%)' },
    series: [
      {
        name: t('cache.commands'),
        type: 'pie',
        roseType: 'radius',
        radius: [15, 95],
        center: ['50%', '45%'],
        data: stats.map((s) => ({ name: s.name, value: Number(s.value) })),
      },
    ],
  };
  const gauge = {
    animation: false,
    tooltip: { formatter: `{b} <br/>{a} : ${cache.info.used_memory_human ?? ''}` },
    series: [
      {
        name: t('cache.peak'),
        type: 'gauge',
        min: 0,
        max: Math.max(1000, Math.ceil(mb / 100) * 100),
        title: { offsetCenter: [0, '75%'] },
        detail: { formatter: `${cache.info.used_memory_human ?? `${mb}M`}`, fontSize: 18, offsetCenter: [0, '100%'] },
        data: [{ value: mb, name: t('cache.memory') }],
      },
    ],
  };
  return (
    <Row gutter={[12, 12]}>
      <Col xs={24} lg={12}>
        <Card size="small" title={t('cache.commands')}>
          <ReactECharts echarts={echarts} option={pie} style={{ height: HEIGHT }} notMerge />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card size="small" title={t('cache.memoryInfo')}>
          <ReactECharts echarts={echarts} option={gauge} style={{ height: HEIGHT }} notMerge />
        </Card>
      </Col>
    </Row>
  );
}
