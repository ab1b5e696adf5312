import { type CollectionRow, Perm, collectionBodySchema, collectionEditSchema, collectionEndpoints } from '@ceping/contract';
import { Card, Form, Input, InputNumber, Radio, Select, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointKey } from '../../api/endpoint.ts';
import DictTag from '../../components/DictTag.tsx';
import ImagePreview from '../../components/ImagePreview.tsx';
import ImageUpload from '../../components/ImageUpload.tsx';
import EntityDialog from '../../components/list/EntityDialog.tsx';
import { dateTimeColumn, pairedTitles, Stacked } from '../../components/list/columns.tsx';
import ListTable from '../../components/list/ListTable.tsx';
import ListToolbar from '../../components/list/ListToolbar.tsx';
import RowActions from '../../components/list/RowActions.tsx';
import { SEARCH_FIELD_STYLE, dictSelectOptions } from '../../components/list/SearchActions.tsx';
import SearchForm from '../../components/list/SearchForm.tsx';
import { useListPage } from '../../components/list/useListPage.ts';
import { type PagedState, textFilter } from '../../components/list/usePagedList.ts';
import Pagination from '../../components/Pagination.tsx';
import { useDict } from '../../hooks/useDict.ts';
import { SiteSelect } from '../site/index.ts';
import { type CollectionListParams, addCollection, delCollection, listCollection, updateCollection } from './api.ts';

interface Search {
  accountName?: string;
  siteId?: number;
  method?: string;
  status?: '0' | '1';
}
const COLUMN_KEYS = ['collectionId', 'siteName', 'method', 'accountName', 'qrCode', 'orderNum', 'status', 'createTime'] as const;
/** The account holder over the bank and the account number (header and cells on two lines). */
const SECOND: Record<string, string[]> = { accountName: ['bankName', 'accountNo'] };

function buildQuery({ search, pageNum, pageSize, orderByColumn, isAsc }: PagedState<Search>): CollectionListParams {
  return {
    pageNum,
    pageSize,
    orderByColumn,
    isAsc,
    accountName: textFilter(search.accountName),
    siteId: search.siteId,
    method: search.method as never,
    status: search.status,
  };
}

/** Finance → Collection accounts: where sellers of each site pay in (shown on their recharge page). */
export default function CollectionPage() {
  const { t } = useTranslation(['money', 'common']);
  const dict = useDict('sys_normal_disable', 'recharge_method');
  const label = (key: string) => t(`collection.field.${key}`);
  const titles = pairedTitles(label, SECOND);
  const list = useListPage({
    key: endpointKey(collectionEndpoints.list),
    rowKey: 'collectionId',
    buildQuery,
    fetch: listCollection,
    initialSearch: {},
    columns: { keys: COLUMN_KEYS, label: titles.label },
    remove: { confirmText: (rows: CollectionRow[]) => t('collection.confirmDelete', { name: rows.map((r) => r.accountName).join(', ') }), run: delCollection },
  });
  const [editing, setEditing] = useState<{ row?: CollectionRow } | null>(null);

  const columns: TableColumnsType<CollectionRow> = [
    { key: 'collectionId', dataIndex: 'collectionId', title: label('collectionId'), width: 76, sorter: true },
    { key: 'siteName', dataIndex: 'siteName', title: label('siteName'), width: 130, ellipsis: true },
    { key: 'method', dataIndex: 'method', title: label('method'), width: 100, render: (v: string) => <DictTag options={dict.recharge_method} value={v} /> },
    {
      key: 'accountName',
      title: titles.title('accountName'),
      render: (_: unknown, row) => <Stacked top={row.accountName} bottom={[row.bankName, row.accountNo].filter(Boolean).join(' · ')} />,
    },
    {
      key: 'qrCode',
      dataIndex: 'qrCode',
      title: label('qrCode'),
      width: 76,
      align: 'center',
      render: (v: string) => (v ? <ImagePreview src={v} width={36} height={36} /> : '-'),
    },
    { key: 'orderNum', dataIndex: 'orderNum', title: label('orderNum'), width: 80, align: 'right', sorter: true },
    { key: 'status', dataIndex: 'status', title: label('status'), width: 80, render: (v: string) => <DictTag options={dict.sys_normal_disable} value={v} /> },
    dateTimeColumn<CollectionRow>('createTime', label('createTime')),
    {
      key: 'actions',
      title: t('common.operation'),
      width: 150,
      fixed: 'end',
      render: (_: unknown, row) => <RowActions perms={Perm.collection} onEdit={() => setEditing({ row })} onDelete={() => list.removeRows([row])} />,
    },
  ];

  return (
    <div className="app-container">
      <Card size="small" variant="borderless">
        <SearchForm {...list.searchProps}>
          <Form.Item name="accountName" label={label('accountName')}>
            <Input allowClear maxLength={50} style={SEARCH_FIELD_STYLE} />
          </Form.Item>
          <Form.Item name="siteId" label={label('siteName')}>
            <SiteSelect style={SEARCH_FIELD_STYLE} />
          </Form.Item>
          <Form.Item name="method" label={label('method')}>
            <Select allowClear options={dictSelectOptions(dict.recharge_method)} style={SEARCH_FIELD_STYLE} />
          </Form.Item>
          <Form.Item name="status" label={label('status')}>
            <Select allowClear options={dictSelectOptions(dict.sys_normal_disable)} style={SEARCH_FIELD_STYLE} />
          </Form.Item>
        </SearchForm>
        <ListToolbar
          perms={Perm.collection}
          {...list.toolbarProps}
          onAdd={() => setEditing({})}
          onEdit={() => setEditing({ row: list.selectedRows[0] })}
          onDelete={list.removeSelected}
        />
        <ListTable<CollectionRow> {...list.tableProps} columns={columns} />
        <Pagination {...list.paginationProps} />
      </Card>
      <EntityDialog
        open={editing !== null}
        title={t(editing?.row ? 'collection.dialog.edit' : 'collection.dialog.add')}
        width={600}
        schemas={{ add: collectionBodySchema, edit: collectionEditSchema }}
        api={{ add: addCollection, update: updateCollection }}
        editKey={editing?.row ? { collectionId: editing.row.collectionId } : undefined}
        initialValues={editing?.row ?? { status: '0', method: '1', orderNum: 0 }}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          list.reload();
        }}
      >
        {(rule) => (
          <>
            <Form.Item name="siteId" label={label('siteName')} rules={[rule('siteId', label('siteName'))]}>
              <SiteSelect />
            </Form.Item>
            <Form.Item name="method" label={label('method')} rules={[rule('method', label('method'))]}>
              <Select options={dictSelectOptions(dict.recharge_method)} />
            </Form.Item>
            <Form.Item name="accountName" label={label('accountName')} rules={[rule('accountName', label('accountName'))]}>
              <Input maxLength={50} />
            </Form.Item>
            <Form.Item name="bankName" label={label('bankName')} rules={[rule('bankName', label('bankName'))]}>
              <Input maxLength={100} />
            </Form.Item>
            <Form.Item name="accountNo" label={label('accountNo')} rules={[rule('accountNo', label('accountNo'))]}>
              <Input maxLength={64} />
            </Form.Item>
            <Form.Item name="qrCode" label={label('qrCode')} rules={[rule('qrCode', label('qrCode'))]}>
              <ImageUpload limit={1} />
            </Form.Item>
            <Form.Item name="orderNum" label={label('orderNum')} rules={[rule('orderNum', label('orderNum'))]}>
              <InputNumber min={0} max={9999} precision={0} />
            </Form.Item>
            <Form.Item name="status" label={label('status')}>
              <Radio.Group options={dictSelectOptions(dict.sys_normal_disable)} />
            </Form.Item>
            <Form.Item name="remark" label={label('remark')} rules={[rule('remark', label('remark'))]}>
              <Input.TextArea maxLength={500} rows={2} />
            </Form.Item>
          </>
        )}
      </EntityDialog>
    </div>
  );
}
