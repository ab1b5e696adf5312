import { GaugeChart, PieChart } from 'echarts/charts';
import { LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';

// Only what the cache monitor draws; reached through a dynamic import of CacheCharts only.
echarts.use([PieChart, GaugeChart, LegendComponent, TooltipComponent, CanvasRenderer]);

export { echarts };
