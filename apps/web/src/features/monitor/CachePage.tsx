import { type CacheInfo, cacheEndpoints } from '@ceping/contract';
import { Card, Descriptions, Skeleton, Spin } from 'antd';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointKey } from '../../api/endpoint.ts';
import { getCache } from './api.ts';
import RefreshBar from './components/RefreshBar.tsx';
import { useLive } from './useLive.ts';

// ECharts comes with this chunk only.
const CacheCharts = lazy(() => import('./charts/CacheCharts.tsx'));

/** Monitor → Cache: the shared store's figures (Redis INFO, or the in-process store's own) and charts. */
export default function CachePage() {
  const { t } = useTranslation('monitor');
  const live = useLive<CacheInfo>(endpointKey(cacheEndpoints.info), getCache);
  const c = live.data;
  if (!c) return <Spin tip={t('cache.loading')} fullscreen />;
  const i = c.info;
  const l = (k: string) => t(`cache.field.${k}`);
  const redis = c.kind === 'redis';
  return (
    <div className="app-container">
      <RefreshBar {...live.bar} />
      <Card size="small" title={t('cache.basic')} style={{ marginBottom: 12 }}>
        <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 4 }}>
          <Descriptions.Item label={l('engine')}>{redis ? `Redis ${i.redis_version ?? ''}` : t('cache.memoryStore')}</Descriptions.Item>
          <Descriptions.Item label={l('mode')}>
            {redis ? (i.redis_mode === 'standalone' ? t('cache.standalone') : t('cache.cluster')) : t('cache.inProcess')}
          </Descriptions.Item>
          <Descriptions.Item label={l('port')}>{i.tcp_port ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={l('clients')}>{i.connected_clients ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={l('uptimeDays')}>{i.uptime_in_days ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={l('usedMemory')}>{i.used_memory_human ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={l('usedCpu')}>{i.used_cpu_user_children ? Number(i.used_cpu_user_children).toFixed(2) : '-'}</Descriptions.Item>
          <Descriptions.Item label={l('maxMemory')}>{i.maxmemory_human ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={l('aof')}>{i.aof_enabled === undefined ? '-' : i.aof_enabled === '0' ? t('no') : t('yes')}</Descriptions.Item>
          <Descriptions.Item label={l('rdb')}>{i.rdb_last_bgsave_status ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={l('keys')}>
            <span data-testid="cache-keys">{c.dbSize}</span>
          </Descriptions.Item>
          <Descriptions.Item label={l('network')}>
            {i.instantaneous_input_kbps ? `${i.instantaneous_input_kbps}kps / ${i.instantaneous_output_kbps}kps` : '-'}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Suspense fallback={<Skeleton active />}>
        <CacheCharts cache={c} />
      </Suspense>
    </div>
  );
}
