import { Perm, type RegionRow } from '@ceping/contract';
import { CloseOutlined, SaveOutlined, TableOutlined } from '@ant-design/icons';
import { Alert, Button, Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { delRegion } from './api.ts';
import Auth from '../../components/Auth.tsx';
import Pagination from '../../components/Pagination.tsx';
import { useDict } from '../../hooks/useDict.ts';
import ListToolbar from '../../components/list/ListToolbar.tsx';
import { useColumnToggle } from '../../components/list/useColumnToggle.ts';
import { useConfirmAction } from '../../components/list/useConfirmAction.ts';
import RegionFormDialog from './components/RegionFormDialog.tsx';
import RegionSearchForm from './components/RegionSearchForm.tsx';
import RegionTable, { REGION_COLUMN_KEYS } from './components/RegionTable.tsx';
import { useRegionBatch } from './components/useRegionBatch.ts';
import { useRegionList } from './components/useRegionList.ts';

/** System → Countries/regions: currency and exchange rate per marketplace, with a batch rate editor. */
export default function RegionPage() {
  const { t } = useTranslation(['business', 'common']);
  const dict = useDict('platform', 'sys_normal_disable');
  const list = useRegionList();
  const [showSearch, setShowSearch] = useState(true);
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [editing, setEditing] = useState<{ row?: RegionRow } | null>(null);
  const cols = useColumnToggle(REGION_COLUMN_KEYS, (key) => t(`region.field.${key}`));
  const confirm = useConfirmAction();

  const reload = () => {
    setSelectedIds([]);
    void list.refresh();
  };
  const batch = useRegionBatch(reload);

  const remove = (rows: RegionRow[]) => {
    if (rows.length === 0) return;
    confirm(
      t('region.confirmDelete', { name: rows.map((r) => r.regionName).join(', ') }),
      () => delRegion(rows.map((r) => r.regionId)),
      t('common:messages.deleteSuccess'),
      reload,
    );
  };

  const batchButtons = batch.active ? (
    <>
      <Button type="primary" icon={<SaveOutlined />} loading={batch.saving} disabled={batch.invalid.size > 0} onClick={() => void batch.save()}>
        {t('region.batch.save')}
        {batch.changedCount > 0 ? ` (${batch.changedCount})` : ''}
      </Button>
      <Button icon={<CloseOutlined />} onClick={batch.cancel}>
        {t('region.batch.cancel')}
      </Button>
    </>
  ) : (
    <Auth perm={Perm.region.edit}>
      <Button color="primary" variant="outlined" icon={<TableOutlined />} onClick={batch.start}>
        {t('region.batch.start')}
      </Button>
    </Auth>
  );

  return (
    <div className="app-container">
      <Card size="small" variant="borderless">
        <RegionSearchForm
          hidden={!showSearch}
          disabled={batch.active}
          platformOptions={dict.platform}
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
          perms={batch.active ? {} : Perm.region}
          selectedCount={selectedIds.length}
          showSearch={showSearch}
          onShowSearchChange={setShowSearch}
          onRefresh={reload}
          columns={cols.columns}
          onColumnsChange={cols.onColumnsChange}
          onAdd={() => setEditing({})}
          onEdit={() => setEditing({ row: list.rows.find((r) => r.regionId === selectedIds[0]) })}
          onDelete={() => remove(list.rows.filter((r) => selectedIds.includes(r.regionId)))}
          extra={batchButtons}
        />
        {batch.active ? <Alert type="info" showIcon title={t('region.batch.hint')} style={{ marginBottom: 8 }} /> : null}
        <RegionTable
          rows={list.rows}
          loading={list.loading}
          visibleColumns={cols.visible}
          platformOptions={dict.platform}
          statusOptions={dict.sys_normal_disable}
          batch={batch}
          selectedIds={selectedIds}
          onSelectionChange={setSelectedIds}
          onEdit={(row) => setEditing({ row })}
          onDelete={(row) => remove([row])}
        />
        <Pagination total={list.total} page={list.state.pageNum} limit={list.state.pageSize} onChange={list.changePage} />
      </Card>
      <RegionFormDialog
        editing={editing}
        platformOptions={dict.platform}
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
