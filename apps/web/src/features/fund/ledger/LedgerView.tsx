import { Perm } from '@ceping/contract';
import { useQuery } from '@tanstack/react-query';
import { Card } from 'antd';
import { useMemo, useState } from 'react';
import { exportFund, fundSummary, listFund } from '../api.ts';
import Pagination from '../../../components/Pagination.tsx';
import { TaskDetailDialog } from '../../task/index.ts';
import { useAuth } from '../../../hooks/useAuth.ts';
import { useDict } from '../../../hooks/useDict.ts';
import ListToolbar from '../../../components/list/ListToolbar.tsx';
import { usePagedList } from '../../../components/list/usePagedList.ts';
import { buildLedgerQuery, type LedgerSearchValues, ledgerFilters } from './ledgerQuery.ts';
import LedgerSearchForm from './LedgerSearchForm.tsx';
import LedgerSummary from './LedgerSummary.tsx';
import LedgerTable from './LedgerTable.tsx';

const INITIAL: LedgerSearchValues = {};
const fundKey = ['business', 'fund'] as const;

interface Props {
  /** A seller's own ledger: no account filter or column (the server answers its rows only anyway). */
  ownOnly?: boolean;
}

/** The ledger with filters, a summary of everything matching, the paged rows and an xlsx export. */
export default function LedgerView({ ownOnly = false }: Props) {
  const dict = useDict('fund_type');
  const build = useMemo(() => buildLedgerQuery(ownOnly), [ownOnly]);
  const list = usePagedList({ key: [...fundKey, 'list', ownOnly], buildQuery: build, fetch: listFund, initialSearch: INITIAL });
  const filters = useMemo(() => ledgerFilters(list.state.search, ownOnly), [list.state.search, ownOnly]);
  const summary = useQuery({ queryKey: [...fundKey, 'summary', filters], queryFn: async () => (await fundSummary(filters)).data });
  const [showSearch, setShowSearch] = useState(true);
  const [exporting, setExporting] = useState(false);
  const [taskId, setTaskId] = useState<number | null>(null);
  const auth = useAuth();

  const reload = () => {
    void list.refresh();
    void summary.refetch();
  };
  const exportAll = async () => {
    setExporting(true);
    try {
      await exportFund(filters);
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="app-container">
      <Card size="small" variant="borderless">
        <LedgerSearchForm hidden={!showSearch} withUser={!ownOnly} typeOptions={dict.fund_type} onSearch={list.search} onReset={list.reset} />
        <LedgerSummary summary={summary.data} loading={summary.isLoading} />
        <ListToolbar
          perms={{ export: Perm.fund.export }}
          showSearch={showSearch}
          onShowSearchChange={setShowSearch}
          onRefresh={reload}
          onExport={() => void exportAll()}
          exporting={exporting}
        />
        <LedgerTable
          rows={list.rows}
          loading={list.loading}
          withUser={!ownOnly}
          typeOptions={dict.fund_type}
          onOpenTask={auth.hasPermi(Perm.task.query) ? setTaskId : undefined}
        />
        <Pagination total={list.total} page={list.state.pageNum} limit={list.state.pageSize} onChange={list.changePage} />
      </Card>
      {/* A task's ledger rows open its cost breakdown only (the detail dialog's `show` mode). */}
      <TaskDetailDialog taskId={taskId} open={taskId !== null} show onClose={() => setTaskId(null)} />
    </div>
  );
}
