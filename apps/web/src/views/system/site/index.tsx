import { Perm, type Site } from '@ceping/contract';
import { Card } from 'antd';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { delSite, listSite, type SiteListParams } from '../../../api/business/site.ts';
import Pagination from '../../../components/Pagination.tsx';
import { useDict } from '../../../hooks/useDict.ts';
import ListToolbar from '../../components/business/ListToolbar.tsx';
import { useColumnToggle } from '../../components/business/useColumnToggle.ts';
import { useConfirmAction } from '../../components/business/useConfirmAction.ts';
import { type PagedState, textFilter, usePagedList } from '../../components/business/usePagedList.ts';
import SiteFormDialog from './components/SiteFormDialog.tsx';
import SiteSearchForm, { type SiteSearchValues } from './components/SiteSearchForm.tsx';
import SiteTable, { SITE_COLUMN_KEYS } from './components/SiteTable.tsx';

const INITIAL: SiteSearchValues = {};

function buildQuery({ search, pageNum, pageSize }: PagedState<SiteSearchValues>): SiteListParams {
  return { pageNum, pageSize, siteName: textFilter(search.siteName), domain: textFilter(search.domain), status: search.status };
}

/** System → Sites: white-label sites with logo and domain. */
export default function SitePage() {
  const { t } = useTranslation(['business', 'common']);
  const dict = useDict('sys_normal_disable');
  const build = useCallback(buildQuery, []);
  const list = usePagedList({ key: ['business', 'site', 'list'], buildQuery: build, fetch: listSite, initialSearch: INITIAL });
  const [showSearch, setShowSearch] = useState(true);
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [editing, setEditing] = useState<{ row?: Site } | null>(null);
  const cols = useColumnToggle(SITE_COLUMN_KEYS, (key) => t(`site.field.${key}`));
  const confirm = useConfirmAction();

  const reload = () => {
    setSelectedIds([]);
    void list.refresh();
  };
  const remove = (rows: Site[]) => {
    if (rows.length === 0) return;
    confirm(t('site.confirmDelete', { name: rows.map((r) => r.siteName).join(', ') }), () => delSite(rows.map((r) => r.siteId)), t('common:messages.deleteSuccess'), reload);
  };

  return (
    <div className="app-container">
      <Card size="small" variant="borderless">
        <SiteSearchForm
          hidden={!showSearch}
          statusOptions={dict.sys_normal_disable}
          onSearch={(values) => {
            setSelectedIds([]);
            list.search(values);
          }}
          onReset={() => {
            setSelectedIds([]);
            list.reset();
          }}
        />
        <ListToolbar
          perms={Perm.site}
          selectedCount={selectedIds.length}
          showSearch={showSearch}
          onShowSearchChange={setShowSearch}
          onRefresh={reload}
          columns={cols.columns}
          onColumnsChange={cols.onColumnsChange}
          onAdd={() => setEditing({})}
          onEdit={() => setEditing({ row: list.rows.find((r) => r.siteId === selectedIds[0]) })}
          onDelete={() => remove(list.rows.filter((r) => selectedIds.includes(r.siteId)))}
        />
        <SiteTable
          rows={list.rows}
          loading={list.loading}
          visibleColumns={cols.visible}
          statusOptions={dict.sys_normal_disable}
          selectedIds={selectedIds}
          onSelectionChange={setSelectedIds}
          onEdit={(row) => setEditing({ row })}
          onDelete={(row) => remove([row])}
        />
        <Pagination total={list.total} page={list.state.pageNum} limit={list.state.pageSize} onChange={list.changePage} />
      </Card>
      <SiteFormDialog
        editing={editing}
        statusOptions={dict.sys_normal_disable}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          reload();
        }}
      />
    </div>
  );
}
