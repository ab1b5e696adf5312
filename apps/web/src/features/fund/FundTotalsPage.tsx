import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Card } from 'antd';
import { useMemo, useState } from 'react';
import { type FundOverviewParams, fundOverview } from './api.ts';
import Pagination from '../../components/Pagination.tsx';
import { useDict } from '../../hooks/useDict.ts';
import ListToolbar from '../../components/list/ListToolbar.tsx';
import { DEFAULT_PAGE_SIZE, textFilter } from '../../components/list/usePagedList.ts';
import FundSearchForm, { type FundSearchValues } from './components/FundSearchForm.tsx';
import FundTable from './components/FundTable.tsx';
import FundTotals from './components/FundTotals.tsx';

const overviewKey = ['business', 'fund', 'overview'] as const;

/** Finance → Balances: every account's balance next to its ledger sum, with totals. */
export default function FundOverviewPage() {
  const dict = useDict('sys_normal_disable');
  const queryClient = useQueryClient();
  const [search, setSearch] = useState<FundSearchValues>({});
  const [page, setPage] = useState({ pageNum: 1, pageSize: DEFAULT_PAGE_SIZE });
  const [showSearch, setShowSearch] = useState(true);
  const params = useMemo<FundOverviewParams>(
    () => ({ ...page, userName: textFilter(search.userName), consistent: search.consistent, debt: search.debt }),
    [page, search],
  );
  // The overview answers rows and totals together (`totals` next to `rows`).
  const overview = useQuery({ queryKey: [...overviewKey, params], queryFn: () => fundOverview(params), placeholderData: keepPreviousData });

  return (
    <div className="app-container">
      <Card size="small" variant="borderless">
        <FundSearchForm
          hidden={!showSearch}
          onSearch={(values) => {
            setSearch(values);
            setPage((p) => ({ ...p, pageNum: 1 }));
          }}
          onReset={() => {
            setSearch({});
            setPage((p) => ({ ...p, pageNum: 1 }));
          }}
        />
        <FundTotals totals={overview.data?.totals} loading={overview.isLoading} />
        <ListToolbar perms={{}} showSearch={showSearch} onShowSearchChange={setShowSearch} onRefresh={() => void queryClient.invalidateQueries({ queryKey: overviewKey })} />
        <FundTable rows={overview.data?.rows ?? []} loading={overview.isFetching} statusOptions={dict.sys_normal_disable} />
        <Pagination total={overview.data?.total ?? 0} page={page.pageNum} limit={page.pageSize} onChange={(pageNum, pageSize) => setPage({ pageNum, pageSize })} />
      </Card>
    </div>
  );
}
