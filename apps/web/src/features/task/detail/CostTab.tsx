import type { TaskDetail } from '@ceping/contract';
import { Descriptions, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { costRows, yuan } from './costRows.ts';

/**
 * The cost breakdown as the server priced it: unit price in the region's coin (or RMB), product and
 * matched-product prices, each fixed service, counted services as "count × unit", the surcharge and
 * the totals. Rows whose amount is empty or zero are left out.
 */
export default function CostTab({ task }: { task: TaskDetail }) {
  const { t } = useTranslation('task');
  const rows = costRows(task, t('rmb'));
  return (
    <Descriptions
      bordered
      size="small"
      column={1}
      styles={{ label: { width: 200 } }}
      items={rows.map((row) => ({
        key: row.key,
        label: t(row.label),
        children: (
          <Flex justify="space-between" gap={16} wrap data-row={row.key}>
            <Typography.Text type="secondary" data-formula={row.key}>
              {row.formula}
            </Typography.Text>
            <Typography.Text strong={row.total} type={row.total ? 'danger' : undefined} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {row.money ? yuan(row.value) : row.value}
            </Typography.Text>
          </Flex>
        ),
      }))}
    />
  );
}
