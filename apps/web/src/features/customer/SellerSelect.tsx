import { customerEndpoints } from '@ceping/contract';
import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listCustomer } from './api.ts';
import { endpointKey } from '../../api/endpoint.ts';

export interface SellerRef {
  userId: number;
  userName: string | null;
  nickName?: string | null;
}

export function sellerLabel(seller: SellerRef): string {
  const name = seller.userName ?? String(seller.userId);
  return seller.nickName && seller.nickName !== name ? `${name} (${seller.nickName})` : name;
}

type Props = Omit<SelectProps<number>, 'options' | 'mode' | 'showSearch' | 'filterOption'> & {
  /** The seller already chosen, so its name shows before any search (e.g. when editing a row). */
  current?: SellerRef | null;
  /** Only sellers with this role (`common` main accounts, `zi` sub-accounts). */
  roleKey?: 'common' | 'zi';
  /** A seller that must not be offered (e.g. the account itself when choosing its parent). */
  excludeId?: number;
};

/** Seller (role common / zi) select searching `GET /system/customer/list` by account name as the user types. */
export default function SellerSelect({ current, roleKey, excludeId, placeholder, ...rest }: Props) {
  const { t } = useTranslation('business');
  const [text, setText] = useState('');
  const search = useDeferredValue(text.trim());
  const query = { pageNum: 1, pageSize: 30, userName: search || undefined, roleKey };
  const sellers = useQuery({
    queryKey: endpointKey(customerEndpoints.list, { query }),
    queryFn: async () => (await listCustomer(query)).rows,
    staleTime: 30_000,
  });
  const rows: SellerRef[] = sellers.data ?? [];
  const options = rows.filter((s) => s.userId !== excludeId).map((s) => ({ value: s.userId, label: sellerLabel(s) }));
  if (current && !options.some((o) => o.value === current.userId)) options.unshift({ value: current.userId, label: sellerLabel(current) });
  return (
    <Select<number>
      allowClear
      showSearch={{ filterOption: false, onSearch: setText }}
      loading={sellers.isFetching}
      placeholder={placeholder ?? t('common.searchSeller')}
      notFoundContent={null}
      options={options}
      {...rest}
    />
  );
}
