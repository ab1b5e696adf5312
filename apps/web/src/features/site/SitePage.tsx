import { Perm, type Site, siteEndpoints } from '@ceping/contract';
import { Card, Form, Input, Select, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import DictTag from '../../components/DictTag.tsx';
import ImagePreview from '../../components/ImagePreview.tsx';
import ListTable from '../../components/list/ListTable.tsx';
import ListToolbar from '../../components/list/ListToolbar.tsx';
import RowActions from '../../components/list/RowActions.tsx';
import { dictSelectOptions, SEARCH_FIELD_STYLE } from '../../components/list/SearchActions.tsx';
import SearchForm from '../../components/list/SearchForm.tsx';
import { type PagedState, textFilter } from '../../components/list/usePagedList.ts';
import { useListPage } from '../../components/list/useListPage.ts';
import Pagination from '../../components/Pagination.tsx';
import { useDict } from '../../hooks/useDict.ts';
import { parseTime } from '../../utils/format.ts';
import { delSite, listSite, type SiteListParams } from './api.ts';
import SiteFormDialog from './components/SiteFormDialog.tsx';
import { endpointKey } from '../../api/endpoint.ts';

interface SiteSearchValues {
  siteName?: string;
  domain?: string;
  status?: '0' | '1';
}

const INITIAL: SiteSearchValues = {};
const COLUMN_KEYS = ['siteId', 'logo', 'siteName', 'domain', 'userCount', 'status', 'remark', 'createTime'] as const;

function buildQuery({ search, pageNum, pageSize }: PagedState<SiteSearchValues>): SiteListParams {
  return { pageNum, pageSize, siteName: textFilter(search.siteName), domain: textFilter(search.domain), status: search.status };
}

/** System → Sites: white-label sites with logo and domain. */
export default function SitePage() {
  const { t } = useTranslation(['business', 'common']);
  const dict = useDict('sys_normal_disable');
  const label = (key: string) => t(`site.field.${key}`);
  const list = useListPage({
    key: endpointKey(siteEndpoints.list),
    rowKey: 'siteId',
    buildQuery,
    fetch: listSite,
    initialSearch: INITIAL,
    columns: { keys: COLUMN_KEYS, label },
    remove: { confirmText: (rows: Site[]) => t('site.confirmDelete', { name: rows.map((r) => r.siteName).join(', ') }), run: delSite },
  });
  const [editing, setEditing] = useState<{ row?: Site } | null>(null);

  const columns: TableColumnsType<Site> = [
    { key: 'siteId', dataIndex: 'siteId', title: label('siteId'), width: 80, align: 'center' },
    {
      key: 'logo',
      dataIndex: 'logo',
      title: label('logo'),
      width: 90,
      align: 'center',
      render: (v: string | null) => <ImagePreview src={v} width={40} height={40} />,
    },
    { key: 'siteName', dataIndex: 'siteName', title: label('siteName'), ellipsis: true },
    { key: 'domain', dataIndex: 'domain', title: label('domain'), ellipsis: true, render: (v: string | null) => v || '-' },
    { key: 'userCount', dataIndex: 'userCount', title: label('userCount'), width: 100, align: 'right' },
    {
      key: 'status',
      dataIndex: 'status',
      title: label('status'),
      width: 90,
      align: 'center',
      render: (v: string) => <DictTag options={dict.sys_normal_disable} value={v} />,
    },
    { key: 'remark', dataIndex: 'remark', title: label('remark'), ellipsis: true },
    { key: 'createTime', dataIndex: 'createTime', title: label('createTime'), width: 170, render: (v: string | null) => parseTime(v) },
    {
      key: 'actions',
      title: t('common.operation'),
      align: 'center',
      width: 160,
      render: (_: unknown, row) => <RowActions perms={Perm.site} onEdit={() => setEditing({ row })} onDelete={() => list.removeRows([row])} />,
    },
  ];

  return (
    <div className="app-container">
      <Card size="small" variant="borderless">
        <SearchForm {...list.searchProps}>
          <Form.Item name="siteName" label={label('siteName')}>
            <Input placeholder={t('site.placeholder.siteName')} allowClear maxLength={50} style={SEARCH_FIELD_STYLE} />
          </Form.Item>
          <Form.Item name="domain" label={label('domain')}>
            <Input placeholder={t('site.placeholder.domain')} allowClear maxLength={100} style={SEARCH_FIELD_STYLE} />
          </Form.Item>
          <Form.Item name="status" label={label('status')}>
            <Select placeholder={t('site.placeholder.status')} allowClear options={dictSelectOptions(dict.sys_normal_disable)} style={SEARCH_FIELD_STYLE} />
          </Form.Item>
        </SearchForm>
        <ListToolbar
          perms={Perm.site}
          {...list.toolbarProps}
          onAdd={() => setEditing({})}
          onEdit={() => setEditing({ row: list.selectedRows[0] })}
          onDelete={list.removeSelected}
        />
        <ListTable<Site> {...list.tableProps} columns={columns} />
        <Pagination {...list.paginationProps} />
      </Card>
      <SiteFormDialog
        editing={editing}
        statusOptions={dict.sys_normal_disable}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          list.reload();
        }}
      />
    </div>
  );
}
