import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A region's name in the interface language: the English name in English when there is one. */
export function useRegionName() {
  const { i18n } = useTranslation();
  const english = i18n.language === 'en-US';
  return useCallback(
    (row: { regionName: string | null; regionNameEn?: string | null }) => (english && row.regionNameEn ? row.regionNameEn : (row.regionName ?? '')),
    [english],
  );
}
