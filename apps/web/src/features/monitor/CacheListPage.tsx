import type { CacheEntry } from '@ceping/contract';
import { cacheEndpoints } from '@ceping/contract';
import { ClearOutlined, DeleteOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Col, Form, Input, Row, Table } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointKey } from '../../api/endpoint.ts';
import { useConfirmAction } from '../../components/list/useConfirmAction.ts';
import { clearCacheAll, clearCacheKey, clearCacheName, getCacheValue, listCacheKey, listCacheName } from './api.ts';

const CARD_BODY = { height: 'calc(100vh - 230px)', overflow: 'auto' } as const;

/** Monitor → Cache list: cache names, their keys and one key's value (sessions and secrets are never shown). */
export default function CacheListPage() {
  const { t } = useTranslation('monitor');
  const { message } = App.useApp();
  const confirm = useConfirmAction();
  const [name, setName] = useState<string | null>(null);
  const [key, setKey] = useState<string | null>(null);
  const names = useQuery({ queryKey: endpointKey(cacheEndpoints.names), queryFn: async () => (await listCacheName()).data });
  const keys = useQuery({ queryKey: ['cache-keys', name], queryFn: async () => (name ? (await listCacheKey(name)).data : []), enabled: name !== null });
  const value = useQuery({
    queryKey: ['cache-value', name, key],
    queryFn: async () => (name && key ? (await getCacheValue(name, key)).data : null),
    enabled: name !== null && key !== null,
    retry: false,
  });
  const run = async (action: () => Promise<unknown>, done: string, after: () => void) => {
    try {
      await action();
      message.success(done);
      after();
    } catch {
      // shown by the request client
    }
  };

  return (
    <div className="app-container">
      <Row gutter={12}>
        <Col xs={24} lg={8}>
          <Card
            size="small"
            title={t('cacheList.names')}
            extra={
              <Button
                type="text"
                icon={<ReloadOutlined />}
                aria-label={t('refresh')}
                onClick={() => void names.refetch().then(() => message.success(t('cacheList.namesRefreshed')))}
              />
            }
            styles={{ body: CARD_BODY }}
          >
            <Table<CacheEntry>
              size="small"
              rowKey="cacheName"
              loading={names.isFetching}
              pagination={false}
              dataSource={names.data ?? []}
              rowClassName={(r) => (r.cacheName === name ? 'ant-table-row-selected' : '')}
              onRow={(r) => ({
                onClick: () => {
                  setName(r.cacheName);
                  setKey(null);
                },
                style: { cursor: 'pointer' },
              })}
              columns={[
                { key: 'i', title: '#', width: 44, render: (_v, _r, i) => i + 1 },
                { key: 'cacheName', dataIndex: 'cacheName', title: t('cacheList.name'), render: (v: string) => v.replace(/:$/, '') },
                { key: 'remark', dataIndex: 'remark', title: t('cacheList.remark'), ellipsis: true },
                {
                  key: 'op',
                  width: 50,
                  render: (_v, r) => (
                    <ClearButton
                      label={t('cacheList.clearName')}
                      onClear={() =>
                        void run(
                          () => clearCacheName(r.cacheName),
                          t('cacheList.nameCleared', { name: r.cacheName }),
                          () => void keys.refetch(),
                        )
                      }
                    />
                  ),
                },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card
            size="small"
            title={t('cacheList.keys')}
            extra={
              <Button
                type="text"
                icon={<ReloadOutlined />}
                aria-label={t('refresh')}
                disabled={!name}
                onClick={() => void keys.refetch().then(() => message.success(t('cacheList.keysRefreshed')))}
              />
            }
            styles={{ body: CARD_BODY }}
          >
            <Table<{ k: string }>
              size="small"
              rowKey="k"
              loading={keys.isFetching}
              pagination={false}
              dataSource={(keys.data ?? []).map((k) => ({ k }))}
              rowClassName={(r) => (r.k === key ? 'ant-table-row-selected' : '')}
              onRow={(r) => ({ onClick: () => setKey(r.k), style: { cursor: 'pointer' } })}
              columns={[
                { key: 'i', title: '#', width: 44, render: (_v, _r, i) => i + 1 },
                { key: 'k', dataIndex: 'k', title: t('cacheList.key'), ellipsis: true, render: (v: string) => (name ? v.slice(name.length) : v) },
                {
                  key: 'op',
                  width: 50,
                  render: (_v, r) => (
                    <ClearButton
                      label={t('cacheList.clearKey')}
                      onClear={() =>
                        void run(
                          () => clearCacheKey(r.k),
                          t('cacheList.keyCleared', { key: r.k }),
                          () => void keys.refetch(),
                        )
                      }
                    />
                  ),
                },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={8}>
          <Card
            size="small"
            title={t('cacheList.value')}
            extra={
              <Button
                type="text"
                danger
                icon={<ClearOutlined />}
                onClick={() => confirm(t('cacheList.confirmAll'), clearCacheAll, t('cacheList.allCleared'), () => void keys.refetch())}
              >
                {t('cacheList.clearAll')}
              </Button>
            }
            styles={{ body: CARD_BODY }}
          >
            {value.isError ? <Alert type="warning" showIcon message={t('cacheList.notShown')} style={{ marginBottom: 12 }} /> : null}
            <Form layout="vertical">
              <Form.Item label={t('cacheList.name')}>
                <Input readOnly value={value.data?.cacheName ?? name ?? ''} />
              </Form.Item>
              <Form.Item label={t('cacheList.key')}>
                <Input readOnly value={value.data?.cacheKey ?? key ?? ''} />
              </Form.Item>
              <Form.Item label={t('cacheList.content')}>
                <Input.TextArea readOnly autoSize={{ minRows: 8, maxRows: 20 }} value={value.data?.cacheValue ?? ''} data-testid="cache-value" />
              </Form.Item>
            </Form>
          </Card>
        </Col>
      </Row>
    </div>
  );
}

/** A row's delete link in the name and key lists: clears without selecting the row. */
function ClearButton({ label, onClear }: { label: string; onClear: () => void }) {
  return (
    <Button
      type="link"
      danger
      size="small"
      icon={<DeleteOutlined />}
      aria-label={label}
      onClick={(e) => {
        e.stopPropagation();
        onClear();
      }}
    />
  );
}
