import { regionEndpoints } from '@ceping/contract';
import type { RegionOption } from '@ceping/contract';
import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { regionOptions } from './api.ts';
import { useDict } from '../../hooks/useDict.ts';
import { selectDictLabel } from '../../utils/format.ts';
import { endpointKey } from '../../api/endpoint.ts';

/** Enabled regions (names in the current language), shared by every select on the page. */
export function useRegionOptions() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: [...endpointKey(regionEndpoints.options), i18n.language],
    queryFn: async () => (await regionOptions()).data ?? [],
    staleTime: 60_000,
  });
}

/** "美国 · Amazon (USD)" */
export function regionLabel(option: RegionOption, platformLabel: string): string {
  return `${option.label} · ${platformLabel}${option.coinName ? ` (${option.coinName})` : ''}`;
}

type Props = Omit<SelectProps<number>, 'options' | 'mode'> & {
  /** Only the regions of this platform. */
  platform?: string;
};

/** Single region select fed by `GET /system/region/options`; searchable by name and platform. */
export default function RegionSelect({ platform: onlyPlatform, ...props }: Props) {
  const options = useRegionOptions();
  const { platform } = useDict('platform');
  return (
    <Select<number>
      showSearch={{ optionFilterProp: 'label' }}
      loading={options.isFetching}
      options={(options.data ?? [])
        .filter((o) => !onlyPlatform || o.platform === onlyPlatform)
        .map((o) => ({ value: o.regionId, label: regionLabel(o, selectDictLabel(platform, o.platform)) }))}
      {...props}
    />
  );
}
