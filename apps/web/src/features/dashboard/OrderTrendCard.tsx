import { useQuery } from '@tanstack/react-query';
import { Card, DatePicker, Skeleton, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { Suspense, lazy, useState } from 'react';
import type React from 'react';
import { useTranslation } from 'react-i18next';
import { businessNow } from '../../utils/businessTime.ts';
import { orderSeries, orderSeriesKey } from './api.ts';

// ECharts comes with this chunk only: the dashboard paints its figures and table first.
const OrderTrendChart = lazy(() => import('./charts/OrderTrendChart.tsx'));

const DAY = 'YYYY-MM-DD';
const HEIGHT = 300;

/** Staff and admin: orders per day and per platform over a date range (default the server's last 30 days). */
export default function OrderTrendCard({ style }: { style?: React.CSSProperties }) {
  const { t } = useTranslation('dashboard');
  /** Empty until the user picks: the server's own last 30 days (its GMT+8 today), shown in the picker. */
  const [range, setRange] = useState<[string, string] | null>(null);
  const [begin, end] = range ?? ['', ''];
  const series = useQuery({
    queryKey: orderSeriesKey(begin, end),
    queryFn: async () => (await orderSeries(begin, end)).data,
    placeholderData: (previous) => previous,
  });
  const shown = series.data;
  const value: [Dayjs, Dayjs] | null = range ? [dayjs(range[0]), dayjs(range[1])] : shown ? [dayjs(shown.beginTime), dayjs(shown.endTime)] : null;
  const last = (days: number): [Dayjs, Dayjs] => [businessNow().subtract(days - 1, 'day'), businessNow()];

  return (
    <Card
      size="small"
      title={t('chart.title')}
      style={style}
      extra={
        <DatePicker.RangePicker
          size="small"
          allowClear={false}
          value={value}
          disabledDate={(d) => d.isAfter(businessNow(), 'day')}
          presets={[
            { label: t('chart.last7'), value: last(7) },
            { label: t('chart.last30'), value: last(30) },
            { label: t('chart.last90'), value: last(90) },
          ]}
          onChange={(dates) => {
            if (dates?.[0] && dates[1]) setRange([dates[0].format(DAY), dates[1].format(DAY)]);
          }}
        />
      }
    >
      <Spin spinning={series.isFetching && shown !== undefined}>
        {shown ? (
          <Suspense fallback={<Skeleton.Node active style={{ width: '100%', height: HEIGHT }} />}>
            <OrderTrendChart series={shown} />
          </Suspense>
        ) : (
          <Skeleton active paragraph={{ rows: 6 }} style={{ height: HEIGHT }} />
        )}
      </Spin>
    </Card>
  );
}
