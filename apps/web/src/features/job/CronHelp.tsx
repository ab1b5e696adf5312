import { jobEndpoints } from '@ceping/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Space, Typography } from 'antd';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointKey } from '../../api/endpoint.ts';
import { cronNext } from './api.ts';

const EXAMPLES = [
  ['every10min', '0 0/10 * * * ?'],
  ['hourly', '0 0 * * * ?'],
  ['daily3', '0 0 3 * * ?'],
  ['weekdays9', '0 0 9 ? * MON-FRI'],
] as const;

const LIST_STYLE = { border: '1px solid rgba(5, 5, 5, 0.06)', borderRadius: 6, padding: '6px 12px' } as const;

/**
 * Under the cron field: common expressions to pick, and the next five fire times the server computes
 * for what is typed (its scheduler's own parser), or its localized reason when the expression is invalid.
 */
export default function CronHelp({ value, onPick }: { value: string | undefined; onPick: (cron: string) => void }) {
  const { t } = useTranslation('job');
  const cron = useDeferredValue((value ?? '').trim());
  const next = useQuery({
    queryKey: endpointKey(jobEndpoints.cronNext, { query: { cronExpression: cron } }),
    queryFn: async () => (await cronNext(cron)).data,
    enabled: cron.length > 0,
    retry: false,
    staleTime: 30_000,
  });
  return (
    <Space orientation="vertical" size={4} style={{ width: '100%' }}>
      <Space size={0} wrap>
        <Typography.Text type="secondary">{t('cron.examples')}:</Typography.Text>
        {EXAMPLES.map(([key, expr]) => (
          <Button key={key} type="link" size="small" onClick={() => onPick(expr)}>
            {t(`cron.${key}`)}
          </Button>
        ))}
      </Space>
      {cron.length === 0 ? null : next.isError ? (
        <Alert type="error" showIcon title={(next.error as Error).message} data-testid="cron-error" />
      ) : (
        <div style={LIST_STYLE}>
          <Typography.Text strong>{next.isFetching && !next.data ? t('cron.checking') : t('cron.next')}</Typography.Text>
          {(next.data ?? []).map((d) => (
            <div key={d} data-testid="cron-next" style={{ padding: '2px 0', fontFamily: 'monospace' }}>
              {d}
            </div>
          ))}
        </div>
      )}
    </Space>
  );
}
