import type { RegionRow } from '@ceping/contract';
import { Input, InputNumber, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../utils/zodRule.ts';
import { cellErrors, isRmb } from './regionBatch.ts';
import type { RegionBatchState } from './useRegionBatch.ts';

interface CellProps {
  row: RegionRow;
  batch: RegionBatchState;
}

function CellError({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <Typography.Text type="danger" style={{ display: 'block', fontSize: 12 }}>
      {translateMessage(message)}
    </Typography.Text>
  );
}

/** Currency cell in batch mode: capital letters, empty = RMB. */
export function CoinCell({ row, batch }: CellProps) {
  const { t } = useTranslation('business');
  const cells = batch.cells(row);
  const error = cellErrors(cells).coinName;
  return (
    <>
      <Input
        size="small"
        value={cells.coinName}
        placeholder={t('common.rmb')}
        maxLength={10}
        status={error ? 'error' : undefined}
        aria-label={`${t('region.field.coinName')} ${row.regionName}`}
        onChange={(e) => batch.setCell(row, 'coinName', e.target.value.toUpperCase())}
        style={{ width: 90 }}
      />
      <CellError message={error} />
    </>
  );
}

/** Exchange-rate cell in batch mode (CNY per coin, up to four decimals); fixed at 1 without a currency. */
export function RateCell({ row, batch }: CellProps) {
  const { t } = useTranslation('business');
  const cells = batch.cells(row);
  const error = cellErrors(cells).rate;
  const rmb = isRmb(cells);
  return (
    <>
      <InputNumber<string>
        size="small"
        stringMode
        min="0"
        step="0.01"
        value={rmb ? '1' : cells.rate}
        disabled={rmb}
        title={rmb ? t('region.help.rateRmb') : undefined}
        status={error ? 'error' : undefined}
        aria-label={`${t('region.field.rate')} ${row.regionName}`}
        onChange={(value) => batch.setCell(row, 'rate', value ?? '')}
        style={{ width: 120 }}
      />
      <CellError message={error} />
    </>
  );
}

/** Status cell in batch mode: on = normal ('0'). */
export function StatusCell({ row, batch }: CellProps) {
  const { t } = useTranslation('business');
  const cells = batch.cells(row);
  return (
    <Switch
      size="small"
      checked={cells.status === '0'}
      aria-label={`${t('region.field.status')} ${row.regionName}`}
      onChange={(checked) => batch.setCell(row, 'status', checked ? '0' : '1')}
    />
  );
}
