import { Perm, type TemplateRow } from '@ceping/contract';
import { Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { delTemplate } from './api.ts';
import Pagination from '../../components/Pagination.tsx';
import { useAuth } from '../../hooks/useAuth.ts';
import { useUserStore } from '../../stores/user.ts';
import ListToolbar from '../../components/list/ListToolbar.tsx';
import { useColumnToggle } from '../../components/list/useColumnToggle.ts';
import { useConfirmAction } from '../../components/list/useConfirmAction.ts';
import RenameTemplateDialog from './RenameTemplateDialog.tsx';
import TemplateSearchForm from './TemplateSearchForm.tsx';
import TemplateTable, { TEMPLATE_COLUMN_KEYS } from './TemplateTable.tsx';
import { useTaskPaths } from '../task/index.ts';
import { useTemplateList } from './useTemplateList.ts';

const SELLER_COLUMNS = TEMPLATE_COLUMN_KEYS.filter((k) => k !== 'userName');

/** Task templates: the seller's own (`seller`) or every seller's (`admin`). */
export default function TemplateListScreen({ scope }: { scope: 'seller' | 'admin' }) {
  const { t } = useTranslation(['task', 'common']);
  const navigate = useNavigate();
  const paths = useTaskPaths();
  const userId = useUserStore((s) => s.userId);
  const list = useTemplateList();
  const confirm = useConfirmAction();
  const auth = useAuth();
  const [showSearch, setShowSearch] = useState(true);
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [renaming, setRenaming] = useState<TemplateRow | null>(null);
  const cols = useColumnToggle(scope === 'seller' ? SELLER_COLUMNS : TEMPLATE_COLUMN_KEYS, (key) =>
    key === 'templateName' ? t('template.name') : key === 'updateTime' ? t('templateList.updateTime') : t(`templateList.column.${key}`),
  );

  const reload = () => {
    setSelectedIds([]);
    void list.refresh();
  };
  const remove = (rows: TemplateRow[]) => {
    if (rows.length === 0) return;
    confirm(
      t('templateList.confirmDelete', { name: rows.map((r) => r.templateName).join(', ') }),
      () => delTemplate(rows.map((r) => r.templateId)),
      t('common:messages.deleteSuccess'),
      reload,
    );
  };

  return (
    <div className="app-container">
      <Card size="small" variant="borderless">
        <TemplateSearchForm hidden={!showSearch} withSeller={scope === 'admin' && auth.hasPermi(Perm.customer.list)} onSearch={list.search} onReset={list.reset} />
        <ListToolbar
          perms={{ remove: Perm.template.remove }}
          selectedCount={selectedIds.length}
          showSearch={showSearch}
          onShowSearchChange={setShowSearch}
          onRefresh={reload}
          columns={cols.columns}
          onColumnsChange={cols.onColumnsChange}
          onDelete={() => remove(list.rows.filter((r) => selectedIds.includes(r.templateId)))}
        />
        <TemplateTable
          rows={list.rows}
          loading={list.loading}
          visibleColumns={cols.visible}
          userId={userId}
          selectedIds={selectedIds}
          onSelectionChange={setSelectedIds}
          onUse={(row) => navigate(paths.publish(`?templateId=${row.templateId}`))}
          onRename={setRenaming}
          onDelete={(row) => remove([row])}
        />
        <Pagination total={list.total} page={list.state.pageNum} limit={list.state.pageSize} onChange={list.changePage} />
      </Card>
      <RenameTemplateDialog
        row={renaming}
        onClose={() => setRenaming(null)}
        onSaved={() => {
          setRenaming(null);
          reload();
        }}
      />
    </div>
  );
}
