import { siteEndpoints } from '@ceping/contract';
import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { siteOptions } from './api.ts';
import { endpointKey } from '../../api/endpoint.ts';

/** White-label site select (`GET /system/site/options`); disabled sites are shown but cannot be chosen. */
export default function SiteSelect(props: Omit<SelectProps<number>, 'options' | 'mode'>) {
  const sites = useQuery({ queryKey: endpointKey(siteEndpoints.options), queryFn: async () => (await siteOptions()).data ?? [], staleTime: 60_000 });
  return (
    <Select<number>
      allowClear
      loading={sites.isFetching}
      options={(sites.data ?? []).map((s) => ({ value: s.siteId, label: s.siteName, disabled: s.status !== '0' }))}
      {...props}
    />
  );
}
