import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { endpointKey } from '../../../api/endpoint.ts';
import { staffEndpoints } from '@ceping/contract';
import { listStaff } from '../api.ts';

const QUERY = { pageNum: 1, pageSize: 200 };

/** A staff member (account holding role `service`) from `GET /system/staff/list`. */
export default function StaffSelect(props: Omit<SelectProps<number>, 'options'>) {
  const { t } = useTranslation('order');
  const staff = useQuery({
    queryKey: endpointKey(staffEndpoints.list, { query: QUERY }),
    queryFn: async () => (await listStaff(QUERY)).rows,
    staleTime: 60_000,
  });
  const options = (staff.data ?? []).map((s) => ({
    value: s.userId,
    label: s.nickName && s.nickName !== s.userName ? `${s.userName} (${s.nickName})` : s.userName,
  }));
  return (
    <Select<number>
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      loading={staff.isFetching}
      placeholder={t('placeholder.staff')}
      options={options}
      {...props}
    />
  );
}
