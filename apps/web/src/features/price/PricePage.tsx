import { type DefaultPrice, Perm, type Price } from '@ceping/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Card, Tabs } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { delPrice, listDefaultPrice, listPrice, type PriceListParams } from './api.ts';
import Pagination from '../../components/Pagination.tsx';
import { useDict } from '../../hooks/useDict.ts';
import ListToolbar from '../../components/list/ListToolbar.tsx';
import OwnerSearchForm, { type OwnerSearchValues } from './OwnerSearchForm.tsx';
import { useConfirmAction } from '../../components/list/useConfirmAction.ts';
import { type PagedState, usePagedList } from '../../components/list/usePagedList.ts';
import PriceDefaultTable from './components/PriceDefaultTable.tsx';
import PriceFormDialog, { type PriceTarget } from './components/PriceFormDialog.tsx';
import PriceSellerTable from './components/PriceSellerTable.tsx';

const priceKey = ['business', 'price'] as const;
const INITIAL: OwnerSearchValues = {};

function buildSellerQuery({ search, pageNum, pageSize }: PagedState<OwnerSearchValues>): PriceListParams {
  return { pageNum, pageSize, scope: 'user', userId: search.userId, regionId: search.regionId };
}

const fromDefault = (row: DefaultPrice): PriceTarget => ({
  priceId: row.priceId,
  regionId: row.regionId,
  basePrice: row.basePrice,
  status: row.status,
  defaultOnly: true,
});
const fromSeller = (row: Price): PriceTarget => ({
  priceId: row.priceId,
  regionId: row.regionId,
  seller: row.userId ? { userId: row.userId, userName: row.userName, nickName: row.nickName } : null,
  basePrice: row.basePrice,
  status: row.status,
  remark: row.remark,
});

/** System → Prices: the default base price per region, and sellers' own prices overriding it. */
export default function PricePage() {
  const { t } = useTranslation(['business', 'common']);
  const dict = useDict('platform', 'sys_normal_disable');
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<'default' | 'seller'>('default');
  const [showSearch, setShowSearch] = useState(true);
  const [target, setTarget] = useState<PriceTarget | null>(null);
  const confirm = useConfirmAction();

  const defaults = useQuery({ queryKey: [...priceKey, 'default'], queryFn: async () => (await listDefaultPrice()).data ?? [] });
  const build = useCallback(buildSellerQuery, []);
  const sellers = usePagedList({ key: [...priceKey, 'list'], buildQuery: build, fetch: listPrice, initialSearch: INITIAL, enabled: tab === 'seller' });
  const reload = () => void queryClient.invalidateQueries({ queryKey: priceKey });

  const remove = (row: Price) =>
    confirm(t('price.confirmDelete', { name: `${row.userName ?? ''} · ${row.regionName}` }), () => delPrice(row.priceId), t('common:messages.deleteSuccess'), reload);

  const sellerTab = (
    <>
      <OwnerSearchForm hidden={!showSearch} onSearch={sellers.search} onReset={sellers.reset} />
      <ListToolbar perms={Perm.price} showSearch={showSearch} onShowSearchChange={setShowSearch} onRefresh={reload} onAdd={() => setTarget({})} />
      <PriceSellerTable
        rows={sellers.rows}
        loading={sellers.loading}
        platformOptions={dict.platform}
        statusOptions={dict.sys_normal_disable}
        onEdit={(row) => setTarget(fromSeller(row))}
        onDelete={remove}
      />
      <Pagination total={sellers.total} page={sellers.state.pageNum} limit={sellers.state.pageSize} onChange={sellers.changePage} />
    </>
  );

  return (
    <div className="app-container">
      <Card size="small" variant="borderless">
        <Tabs
          activeKey={tab}
          onChange={(key) => setTab(key === 'seller' ? 'seller' : 'default')}
          items={[
            {
              key: 'default',
              label: t('price.tabs.default'),
              children: (
                <>
                  <ListToolbar perms={{}} onRefresh={reload} />
                  <PriceDefaultTable
                    rows={defaults.data ?? []}
                    loading={defaults.isFetching}
                    platformOptions={dict.platform}
                    statusOptions={dict.sys_normal_disable}
                    onEdit={(row) => setTarget(fromDefault(row))}
                  />
                </>
              ),
            },
            { key: 'seller', label: t('price.tabs.seller'), children: sellerTab },
          ]}
        />
      </Card>
      <PriceFormDialog
        target={target}
        statusOptions={dict.sys_normal_disable}
        onClose={() => setTarget(null)}
        onSaved={() => {
          setTarget(null);
          reload();
        }}
      />
    </div>
  );
}
