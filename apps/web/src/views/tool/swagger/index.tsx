import { ANY_USER, PUBLIC, toolEndpoints } from '@ceping/contract';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Collapse, Empty, Input, Space, Spin, Tag, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../api/download.ts';
import { call, endpointKey } from '../../../api/endpoint.ts';

interface Operation {
  summary?: string;
  tags?: string[];
  'x-permission'?: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
interface ApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

const METHOD_COLORS: Record<string, string> = { get: 'blue', post: 'green', put: 'orange', delete: 'red' };
const json = (v: unknown) => JSON.stringify(v, null, 2);

function Schema({ value }: { value: unknown }) {
  return <pre style={{ margin: 0, maxHeight: 360, overflow: 'auto', fontSize: 12, background: 'rgba(0,0,0,0.03)', padding: 8 }}>{json(value)}</pre>;
}

/** System tools → API docs: the OpenAPI document of the server (generated from the contract), grouped by tag. */
export default function SwaggerPage() {
  const { t, i18n } = useTranslation('tool');
  const [search, setSearch] = useState('');
  // The document answers its summaries in the request language, so it is cached per language.
  const doc = useQuery({
    queryKey: [...endpointKey(toolEndpoints.apiDocs), i18n.language],
    queryFn: async () => (await call(toolEndpoints.apiDocs)) as ApiDocument,
    staleTime: Number.POSITIVE_INFINITY,
  });

  const groups = useMemo(() => {
    const out = new Map<string, { key: string; method: string; path: string; op: Operation }[]>();
    const needle = search.trim().toLowerCase();
    for (const [path, item] of Object.entries(doc.data?.paths ?? {})) {
      for (const [method, op] of Object.entries(item)) {
        const text = `${path} ${op.summary ?? ''} ${op['x-permission'] ?? ''}`.toLowerCase();
        if (needle && !text.includes(needle)) continue;
        const tag = op.tags?.[0] ?? '-';
        const list = out.get(tag) ?? [];
        list.push({ key: `${method} ${path}`, method, path, op });
        out.set(tag, list);
      }
    }
    return [...out.entries()].sort(([a], [b]) => a.localeCompare(b));
  }, [doc.data, search]);

  const permission = (p: string | undefined) => (p === ANY_USER ? t('swagger.anyUser') : p === PUBLIC ? t('swagger.public') : p);
  const total = groups.reduce((n, [, ops]) => n + ops.length, 0);

  return (
    <div className="app-container">
      <Card
        size="small"
        variant="borderless"
        title={t('swagger.title')}
        extra={
          <Button size="small" disabled={!doc.data} onClick={() => saveBlob(new Blob([json(doc.data)], { type: 'application/json' }), 'api-docs.json')}>
            {t('swagger.download')}
          </Button>
        }
      >
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text type="secondary">{t('swagger.intro', { version: doc.data?.openapi ?? '3.1' })}</Typography.Text>
          <Input.Search allowClear placeholder={t('swagger.search')} onChange={(e) => setSearch(e.target.value)} style={{ maxWidth: 420 }} />
          <Typography.Text>{t('swagger.count', { count: total })}</Typography.Text>
          {doc.isLoading ? <Spin /> : null}
          {!doc.isLoading && total === 0 ? <Empty /> : null}
          {groups.map(([tag, ops]) => (
            <Card key={tag} size="small" title={tag}>
              <Collapse
                size="small"
                items={ops.map(({ key, method, path, op }) => ({
                  key,
                  label: (
                    <Space wrap>
                      <Tag color={METHOD_COLORS[method]}>{method.toUpperCase()}</Tag>
                      <Typography.Text code>{path}</Typography.Text>
                      <span>{op.summary}</span>
                      <Tag>{permission(op['x-permission'])}</Tag>
                    </Space>
                  ),
                  children: (
                    <Space orientation="vertical" style={{ width: '100%' }}>
                      <span>
                        {t('swagger.permission')}: <Typography.Text code>{op['x-permission']}</Typography.Text>
                      </span>
                      {op.parameters?.length ? (
                        <>
                          <Typography.Text strong>{t('swagger.parameters')}</Typography.Text>
                          <Schema value={op.parameters} />
                        </>
                      ) : null}
                      {op.requestBody ? (
                        <>
                          <Typography.Text strong>{t('swagger.body')}</Typography.Text>
                          <Schema value={Object.values(op.requestBody.content ?? {})[0]?.schema} />
                        </>
                      ) : null}
                      <Typography.Text strong>{t('swagger.response')}</Typography.Text>
                      <Schema value={Object.values(op.responses?.['200']?.content ?? {})[0]?.schema} />
                    </Space>
                  ),
                }))}
              />
            </Card>
          ))}
        </Space>
      </Card>
    </div>
  );
}
