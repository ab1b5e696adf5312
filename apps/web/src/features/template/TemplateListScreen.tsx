import { Perm, type TemplateRow, templateEndpoints } from '@ceping/contract';
import { EditOutlined, SendOutlined } from '@ant-design/icons';
import { Button, Card, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Auth from '../../components/Auth.tsx';
import ListTable from '../../components/list/ListTable.tsx';
import ListToolbar from '../../components/list/ListToolbar.tsx';
import { dateTimeColumn } from '../../components/list/columns.tsx';
import RowActions from '../../components/list/RowActions.tsx';
import { type PagedState, textFilter } from '../../components/list/usePagedList.ts';
import { useListPage } from '../../components/list/useListPage.ts';
import Pagination from '../../components/Pagination.tsx';
import { useAuth } from '../../hooks/useAuth.ts';
import { useDict } from '../../hooks/useDict.ts';
import { useRegionName } from '../../hooks/useRegionName.ts';
import { useUserStore } from '../../stores/user.ts';
import { selectDictLabel } from '../../utils/format.ts';
import { useTaskPaths } from '../task/index.ts';
import { delTemplate, listTemplate, type TemplateListParams } from './api.ts';
import RenameTemplateDialog from './RenameTemplateDialog.tsx';
import TemplateSearchForm, { type TemplateSearchValues } from './TemplateSearchForm.tsx';
import { endpointKey } from '../../api/endpoint.ts';

const INITIAL: TemplateSearchValues = {};
const COLUMN_KEYS = ['templateName', 'regionName', 'userName', 'remark', 'createTime', 'updateTime'] as const;
const SELLER_COLUMNS = COLUMN_KEYS.filter((k) => k !== 'userName');

function buildQuery({ search, pageNum, pageSize }: PagedState<TemplateSearchValues>): TemplateListParams {
  const query: TemplateListParams = { pageNum, pageSize };
  const name = textFilter(search.templateName);
  if (name) query.templateName = name;
  if (search.regionId) query.regionId = search.regionId;
  if (search.userId) query.userId = search.userId;
  return query;
}

/** Task templates: the seller's own (`seller`) or every seller's (`admin`). A seller gets its own whatever it sends. */
export default function TemplateListScreen({ scope }: { scope: 'seller' | 'admin' }) {
  const { t } = useTranslation(['task', 'common']);
  const navigate = useNavigate();
  const paths = useTaskPaths();
  const userId = useUserStore((s) => s.userId);
  const auth = useAuth();
  const regionName = useRegionName();
  const platformOptions = useDict('platform').platform ?? [];
  const label = (key: string) =>
    key === 'templateName' ? t('template.name') : key === 'updateTime' ? t('templateList.updateTime') : t(`templateList.column.${key}`);
  const list = useListPage({
    key: endpointKey(templateEndpoints.list),
    rowKey: 'templateId',
    buildQuery,
    fetch: listTemplate,
    initialSearch: INITIAL,
    columns: { keys: scope === 'seller' ? SELLER_COLUMNS : COLUMN_KEYS, label },
    remove: { confirmText: (rows: TemplateRow[]) => t('templateList.confirmDelete', { name: rows.map((r) => r.templateName).join(', ') }), run: delTemplate },
  });
  const [renaming, setRenaming] = useState<TemplateRow | null>(null);

  const columns: TableColumnsType<TemplateRow> = [
    { key: 'templateName', dataIndex: 'templateName', title: t('template.name'), ellipsis: true },
    {
      key: 'regionName',
      dataIndex: 'regionName',
      title: t('field.region'),
      width: 170,
      ellipsis: true,
      render: (_: unknown, row) => (row.regionName ? `${regionName(row)} · ${selectDictLabel(platformOptions, row.platform ?? '') || row.platform}` : '-'),
    },
    ...(scope === 'seller' ? [] : [{ key: 'userName', dataIndex: 'userName', title: t('field.seller'), width: 120, ellipsis: true }]),
    { key: 'remark', dataIndex: 'remark', title: t('field.remark'), ellipsis: true, render: (v: string | null) => v || '-' },
    dateTimeColumn<TemplateRow>('createTime', t('field.createTime')),
    dateTimeColumn<TemplateRow>('updateTime', t('templateList.updateTime')),
    {
      key: 'actions',
      title: t('list.operation'),
      width: 260,
      render: (_: unknown, row) => (
        <RowActions
          perms={Perm.template}
          before={
            <>
              {row.userId === userId ? (
                <Auth perm={Perm.task.add}>
                  <Button type="link" size="small" icon={<SendOutlined />} onClick={() => navigate(paths.publish(`?templateId=${row.templateId}`))}>
                    {t('templateList.use')}
                  </Button>
                </Auth>
              ) : null}
              <Auth perm={Perm.template.edit}>
                <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setRenaming(row)}>
                  {t('templateList.rename')}
                </Button>
              </Auth>
            </>
          }
          onDelete={() => list.removeRows([row])}
        />
      ),
    },
  ];

  return (
    <div className="app-container">
      <Card size="small" variant="borderless">
        <TemplateSearchForm {...list.searchProps} withSeller={scope === 'admin' && auth.hasPermi(Perm.customer.list)} />
        <ListToolbar perms={{ remove: Perm.template.remove }} {...list.toolbarProps} onDelete={list.removeSelected} />
        <ListTable<TemplateRow> {...list.tableProps} columns={columns} />
        <Pagination {...list.paginationProps} />
      </Card>
      <RenameTemplateDialog
        row={renaming}
        onClose={() => setRenaming(null)}
        onSaved={() => {
          setRenaming(null);
          list.reload();
        }}
      />
    </div>
  );
}
