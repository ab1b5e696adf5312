import type { RegionRow } from '@ceping/contract';
import { App } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { batchUpdateRegion } from '../api.ts';
import { type RegionCells, type RegionDrafts, cellsOf, changedRows, invalidIds } from './regionBatch.ts';

/**
 * Batch edit of the exchange-rate table: every visible row becomes editable; drafts are kept per
 * region id (also across pages) and `save` sends only the rows that changed.
 */
export function useRegionBatch(onSaved: () => void) {
  const { t } = useTranslation('business');
  const { message } = App.useApp();
  const [active, setActive] = useState(false);
  const [drafts, setDrafts] = useState<RegionDrafts>({});
  const [saving, setSaving] = useState(false);

  const changed = useMemo(() => changedRows(drafts), [drafts]);
  const invalid = useMemo(() => new Set(invalidIds(drafts)), [drafts]);

  const start = useCallback(() => {
    setDrafts({});
    setActive(true);
  }, []);
  const cancel = useCallback(() => {
    setDrafts({});
    setActive(false);
  }, []);

  /** The cells shown for a row: its draft, or the row as loaded. */
  const cells = useCallback((row: RegionRow): RegionCells => drafts[row.regionId]?.current ?? cellsOf(row), [drafts]);

  const setCell = useCallback((row: RegionRow, field: keyof RegionCells, value: string) => {
    setDrafts((all) => {
      const draft = all[row.regionId] ?? { original: cellsOf(row), current: cellsOf(row) };
      return { ...all, [row.regionId]: { ...draft, current: { ...draft.current, [field]: value } } };
    });
  }, []);

  const save = async () => {
    if (changed.length === 0) {
      message.info(t('region.batch.noChange'));
      return;
    }
    if (invalid.size > 0) return;
    setSaving(true);
    try {
      await batchUpdateRegion(changed);
      message.success(t('region.batch.saved', { count: changed.length }));
      setDrafts({});
      setActive(false);
      onSaved();
    } catch {
      // shown by the request client; the drafts stay for another try
    } finally {
      setSaving(false);
    }
  };

  return { active, drafts, changedCount: changed.length, invalid, saving, start, cancel, cells, setCell, save };
}

export type RegionBatchState = ReturnType<typeof useRegionBatch>;
