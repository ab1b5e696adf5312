import { type DatabaseInfo, serverMonitorEndpoints } from '@ceping/contract';
import { Card, Col, Descriptions, Row, Spin, Statistic, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { endpointKey } from '../../api/endpoint.ts';
import { getDatabase } from './api.ts';
import RefreshBar from './components/RefreshBar.tsx';
import { useLive } from './useLive.ts';

/** Bytes as `12.3 MB`. */
export function bytesText(n: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let v = n;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i++;
  }
  return `${i === 0 ? v : v.toFixed(1)} ${units[i]}`;
}

type Statement = DatabaseInfo['slowest'][number];

/** Monitor → Database (in the place of RuoYi's Druid console): pool, sizes, slowest and most frequent statements. */
export default function DatabasePage() {
  const { t } = useTranslation('monitor');
  const live = useLive<DatabaseInfo>(endpointKey(serverMonitorEndpoints.database), getDatabase);
  const d = live.data;
  if (!d) return <Spin tip={t('database.loading')} fullscreen />;
  const l = (k: string) => t(`database.field.${k}`);
  const statementColumns = [
    {
      key: 'query',
      dataIndex: 'query',
      title: l('query'),
      render: (v: string) => (
        <Typography.Paragraph code ellipsis={{ rows: 2, expandable: true }} style={{ fontSize: 12, margin: 0, wordBreak: 'break-all' }}>
          {v}
        </Typography.Paragraph>
      ),
    },
    { key: 'calls', dataIndex: 'calls', title: l('calls'), width: 90, align: 'right' as const },
    { key: 'meanMs', dataIndex: 'meanMs', title: l('meanMs'), width: 100, align: 'right' as const },
    { key: 'maxMs', dataIndex: 'maxMs', title: l('maxMs'), width: 100, align: 'right' as const },
    { key: 'totalMs', dataIndex: 'totalMs', title: l('totalMs'), width: 110, align: 'right' as const },
  ];
  return (
    <div className="app-container">
      <RefreshBar {...live.bar} />
      <Row gutter={[12, 12]}>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('database.overview')}>
            <Descriptions size="small" column={1} bordered>
              <Descriptions.Item label={l('kind')}>{d.kind === 'pglite' ? t('database.pglite') : 'PostgreSQL'}</Descriptions.Item>
              <Descriptions.Item label={l('version')}>{d.version}</Descriptions.Item>
              <Descriptions.Item label={l('size')}>
                <span data-testid="db-size">{bytesText(d.sizeBytes)}</span>
              </Descriptions.Item>
              <Descriptions.Item label={l('tables')}>{d.tables.length}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('database.pool')}>
            {d.pool ? (
              <Row gutter={12}>
                <Col span={6}>
                  <Statistic title={l('poolMax')} value={d.pool.max} />
                </Col>
                <Col span={6}>
                  <Statistic title={l('poolTotal')} value={d.pool.total} />
                </Col>
                <Col span={6}>
                  <Statistic title={l('poolIdle')} value={d.pool.idle} />
                </Col>
                <Col span={6}>
                  <Statistic title={l('poolWaiting')} value={d.pool.waiting} />
                </Col>
              </Row>
            ) : (
              <Typography.Paragraph type="secondary" style={{ margin: 0 }}>
                {t('database.noPool')}
              </Typography.Paragraph>
            )}
          </Card>
        </Col>
        <Col span={24}>
          <Card
            size="small"
            title={t('database.slowest')}
            extra={<Tag>{d.statementSource === 'server' ? t('database.sourceServer') : 'pg_stat_statements'}</Tag>}
          >
            <Table<Statement> size="small" rowKey="query" pagination={false} dataSource={d.slowest} columns={statementColumns} />
          </Card>
        </Col>
        <Col span={24}>
          <Card size="small" title={t('database.frequent')}>
            <Table<Statement> size="small" rowKey="query" pagination={false} dataSource={d.frequent} columns={statementColumns} />
          </Card>
        </Col>
        <Col span={24}>
          <Card size="small" title={t('database.tableSizes')}>
            <Table
              size="small"
              rowKey="name"
              pagination={{ pageSize: 10, showSizeChanger: false }}
              dataSource={d.tables}
              columns={[
                { key: 'name', dataIndex: 'name', title: l('table') },
                { key: 'rows', dataIndex: 'rows', title: l('rows'), align: 'right', render: (v: number) => v.toLocaleString() },
                { key: 'tableBytes', dataIndex: 'tableBytes', title: l('tableBytes'), align: 'right', render: bytesText },
                { key: 'indexBytes', dataIndex: 'indexBytes', title: l('indexBytes'), align: 'right', render: bytesText },
                { key: 'totalBytes', dataIndex: 'totalBytes', title: l('totalBytes'), align: 'right', render: bytesText },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </div>
  );
}
