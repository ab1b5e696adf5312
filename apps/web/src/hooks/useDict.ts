import { dictDataEndpoints } from '@ceping/contract';
import type { DictData } from '@ceping/contract';
import { type UseQueryResult, useQueries } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { getDicts } from '../api/system/dict.ts';
import { endpointKey } from '../api/endpoint.ts';

/** One dictionary entry as the widgets use it; `raw` keeps the server record (cssClass, isDefault…). */
export interface DictOption {
  label: string;
  value: string;
  listClass: string;
  cssClass: string;
  raw: DictData;
}

/** Query key prefix of a dictionary type; invalidate it after editing that type's data. */
export function dictQueryKey(type: string): readonly unknown[] {
  return endpointKey(dictDataEndpoints.byType, { params: { dictType: type } });
}

export function toDictOptions(rows: readonly DictData[] | undefined | null): DictOption[] {
  return (rows ?? []).map((raw) => ({
    label: raw.dictLabel,
    value: String(raw.dictValue),
    listClass: raw.listClass ?? '',
    cssClass: raw.cssClass ?? '',
    raw,
  }));
}

/**
 * Loads dictionaries by type: `const dict = useDict('sys_user_sex', 'sys_normal_disable')`
 * gives `dict.sys_user_sex` (empty until loaded). Labels come localized from the server, so
 * the cache is keyed by language as well.
 */
export function useDict<T extends string>(...types: T[]): Record<T, DictOption[]> {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const typeKey = types.join(',');
  const combine = useCallback(
    (results: UseQueryResult<DictOption[]>[]) => {
      const out = {} as Record<T, DictOption[]>;
      typeKey.split(',').forEach((type, i) => {
        if (type) out[type as T] = results[i]?.data ?? EMPTY;
      });
      return out;
    },
    [typeKey],
  );
  return useQueries({
    queries: types.map((type) => ({
      queryKey: [...dictQueryKey(type), language],
      queryFn: async () => toDictOptions((await getDicts(type)).data),
      staleTime: Number.POSITIVE_INFINITY,
    })),
    combine,
  });
}

const EMPTY: DictOption[] = [];
