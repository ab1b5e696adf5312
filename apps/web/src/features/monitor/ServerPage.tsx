import { type ServerInfo, serverMonitorEndpoints } from '@ceping/contract';
import { Card, Col, Descriptions, Row, Spin, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { endpointKey } from '../../api/endpoint.ts';
import { parseTime } from '../../utils/format.ts';
import { getServer } from './api.ts';
import RefreshBar from './components/RefreshBar.tsx';
import { useLive } from './useLive.ts';

/** A usage percentage, red above 80 % as in RuoYi. */
export function Usage({ value }: { value: number }) {
  return <Typography.Text type={value > 80 ? 'danger' : undefined}>{value}%</Typography.Text>;
}

/** Days, hours and minutes of an uptime in seconds, in the interface language. */
function uptimeText(t: (k: string, o?: Record<string, unknown>) => string, seconds: number) {
  return t('server.uptimeText', { d: Math.floor(seconds / 86400), h: Math.floor((seconds % 86400) / 3600), m: Math.floor((seconds % 3600) / 60) });
}

/** Monitor → Server: CPU, memory, the Node process, the host and its disks; refreshed. */
export default function ServerPage() {
  const { t } = useTranslation('monitor');
  const live = useLive<ServerInfo>(endpointKey(serverMonitorEndpoints.server), getServer, 10);
  const s = live.data;
  if (!s) return <Spin tip={t('server.loading')} fullscreen />;
  const l = (k: string) => t(`server.field.${k}`);
  return (
    <div className="app-container">
      <RefreshBar {...live.bar} />
      <Row gutter={[12, 12]}>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('server.cpu')}>
            <Descriptions size="small" column={1} bordered>
              <Descriptions.Item label={l('cpuNum')}>{s.cpu.cpuNum}</Descriptions.Item>
              <Descriptions.Item label={l('cpuUser')}>{s.cpu.used}%</Descriptions.Item>
              <Descriptions.Item label={l('cpuSys')}>{s.cpu.sys}%</Descriptions.Item>
              <Descriptions.Item label={l('cpuWait')}>{s.cpu.wait}%</Descriptions.Item>
              <Descriptions.Item label={l('cpuFree')}>{s.cpu.free}%</Descriptions.Item>
              <Descriptions.Item label={l('loadAverage')}>{s.cpu.loadAverage.join(' / ')}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('server.memory')}>
            <Table
              size="small"
              pagination={false}
              rowKey="k"
              columns={[
                { key: 'k', dataIndex: 'k', title: l('attribute') },
                { key: 'mem', dataIndex: 'mem', title: l('mem') },
                { key: 'node', dataIndex: 'node', title: l('heap') },
              ]}
              dataSource={[
                { k: l('memTotal'), mem: `${s.mem.total} GB`, node: `${s.jvm.total} MB` },
                { k: l('memUsed'), mem: `${s.mem.used} GB`, node: `${s.jvm.used} MB` },
                { k: l('memFree'), mem: `${s.mem.free} GB`, node: `${s.jvm.free} MB` },
                { k: l('memUsage'), mem: <Usage value={s.mem.usage} />, node: <Usage value={s.jvm.usage} /> },
              ]}
            />
          </Card>
        </Col>
        <Col span={24}>
          <Card size="small" title={t('server.host')}>
            <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
              <Descriptions.Item label={l('computerName')}>{s.sys.computerName}</Descriptions.Item>
              <Descriptions.Item label={l('osName')}>{s.sys.osName}</Descriptions.Item>
              <Descriptions.Item label={l('computerIp')}>{s.sys.computerIp}</Descriptions.Item>
              <Descriptions.Item label={l('osArch')}>{s.sys.osArch}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col span={24}>
          <Card size="small" title={t('server.process')}>
            <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
              <Descriptions.Item label={l('runtime')}>{s.jvm.name}</Descriptions.Item>
              <Descriptions.Item label={l('version')}>{s.jvm.version}</Descriptions.Item>
              <Descriptions.Item label={l('startTime')}>{parseTime(s.jvm.startTime)}</Descriptions.Item>
              <Descriptions.Item label={l('runTime')}>{uptimeText(t, s.jvm.uptime)}</Descriptions.Item>
              <Descriptions.Item label={l('rss')}>{s.jvm.rss} MB</Descriptions.Item>
              <Descriptions.Item label={l('heapMax')}>{s.jvm.max} MB</Descriptions.Item>
              <Descriptions.Item label={l('eventLoop')}>
                {t('server.loopText', { mean: s.jvm.eventLoopDelay.mean, p99: s.jvm.eventLoopDelay.p99, max: s.jvm.eventLoopDelay.max })}
              </Descriptions.Item>
              <Descriptions.Item label={l('pid')}>{s.jvm.pid}</Descriptions.Item>
              <Descriptions.Item label={l('home')} span={2}>
                {s.jvm.home}
              </Descriptions.Item>
              <Descriptions.Item label={l('userDir')} span={2}>
                {s.sys.userDir}
              </Descriptions.Item>
              <Descriptions.Item label={l('inputArgs')} span={2}>
                {s.jvm.inputArgs}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col span={24}>
          <Card size="small" title={t('server.disks')}>
            <Table
              size="small"
              pagination={false}
              rowKey="dirName"
              dataSource={s.sysFiles}
              columns={[
                { key: 'dirName', dataIndex: 'dirName', title: l('dirName') },
                { key: 'sysTypeName', dataIndex: 'sysTypeName', title: l('sysTypeName') },
                { key: 'typeName', dataIndex: 'typeName', title: l('typeName'), ellipsis: true },
                { key: 'total', dataIndex: 'total', title: l('diskTotal') },
                { key: 'free', dataIndex: 'free', title: l('diskFree') },
                { key: 'used', dataIndex: 'used', title: l('diskUsed') },
                { key: 'usage', dataIndex: 'usage', title: l('diskUsage'), render: (v: number) => <Usage value={v} /> },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
