import { shopEndpoints } from '@ceping/contract';
import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { shopOptions } from '../../shop/index.ts';
import { endpointKey } from '../../../api/endpoint.ts';

type Props = Omit<SelectProps<number | null>, 'options'> & {
  /** Only shops on this platform (the chosen region's). */
  platform?: string;
};

/** The seller's own enabled shops (`GET /system/shop/options`), narrowed to the region's platform. */
export default function ShopSelect({ platform, ...rest }: Props) {
  const { t } = useTranslation('task');
  const shops = useQuery({ queryKey: endpointKey(shopEndpoints.options), queryFn: async () => (await shopOptions()).data ?? [], staleTime: 60_000 });
  const options = (shops.data ?? []).filter((s) => !platform || s.platform === platform).map((s) => ({ value: s.shopId, label: s.shopName }));
  return (
    <Select<number | null>
      allowClear
      loading={shops.isFetching}
      placeholder={t('placeholder.shop')}
      notFoundContent={t('form.noShop')}
      options={options}
      {...rest}
    />
  );
}
