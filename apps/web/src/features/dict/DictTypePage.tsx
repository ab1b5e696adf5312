import { type SysDictType, DictType, Perm, dictTypeBodySchema, dictTypeEditSchema } from '@ceping/contract';
import { ReloadOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, DatePicker, Form, Input, Radio, Select, type TableColumnsType, Tooltip } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Auth from '../../components/Auth.tsx';
import DictTag from '../../components/DictTag.tsx';
import EntityDialog from '../../components/list/EntityDialog.tsx';
import ListTable from '../../components/list/ListTable.tsx';
import ListToolbar from '../../components/list/ListToolbar.tsx';
import RowActions from '../../components/list/RowActions.tsx';
import { SEARCH_FIELD_STYLE, dictSelectOptions } from '../../components/list/SearchActions.tsx';
import SearchForm from '../../components/list/SearchForm.tsx';
import { useListPage } from '../../components/list/useListPage.ts';
import { type PagedState, textFilter, withoutPaging } from '../../components/list/usePagedList.ts';
import Pagination from '../../components/Pagination.tsx';
import { useDict } from '../../hooks/useDict.ts';
import { parseTime } from '../../utils/format.ts';
import { type DictTypeListParams, addType, delType, dictEntriesKey, dictTypeListKey, exportType, listType, refreshDictCache, updateType } from './api.ts';

interface Search {
  dictName?: string;
  dictType?: string;
  status?: '0' | '1';
  dateRange?: [Dayjs | null, Dayjs | null] | null;
}

const INITIAL: Search = {};
const COLUMN_KEYS = ['dictId', 'dictName', 'dictNameEn', 'dictType', 'status', 'remark', 'createTime'] as const;
const DAY = 'YYYY-MM-DD';
const BUILT_IN: ReadonlySet<string> = new Set(Object.values(DictType));

function buildQuery({ search, pageNum, pageSize, orderByColumn, isAsc }: PagedState<Search>): DictTypeListParams {
  const [begin, end] = search.dateRange ?? [];
  return {
    pageNum,
    pageSize,
    orderByColumn,
    isAsc,
    dictName: textFilter(search.dictName),
    dictType: textFilter(search.dictType),
    status: search.status,
    ...(begin && end ? { params: { beginTime: begin.format(DAY), endTime: end.format(DAY) } } : {}),
  };
}

/** System → Dictionaries: the types, their cache and a link to each type's data. */
export default function DictTypePage() {
  const { t } = useTranslation(['sysadmin', 'common']);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const dict = useDict('sys_normal_disable');
  const label = (key: string) => t(`dict.field.${key}`);
  const list = useListPage({
    key: dictTypeListKey,
    rowKey: 'dictId',
    buildQuery,
    fetch: listType,
    initialSearch: INITIAL,
    columns: { keys: COLUMN_KEYS, label },
    remove: { confirmText: (rows: SysDictType[]) => t('dict.confirmDelete', { ids: rows.map((r) => r.dictId).join(',') }), run: delType },
  });
  const [editing, setEditing] = useState<{ row?: SysDictType } | null>(null);
  const [exporting, setExporting] = useState(false);

  const exportList = async () => {
    setExporting(true);
    try {
      await exportType(withoutPaging(list.query));
    } finally {
      setExporting(false);
    }
  };
  const refresh = async () => {
    await refreshDictCache();
    // every cached dictionary of the client is dropped too (RuoYi's dict/cleanDict)
    await queryClient.invalidateQueries({ queryKey: dictEntriesKey });
    message.success(t('common.refreshed'));
  };
  const openData = (row: SysDictType) => navigate(`/system/dict-data/index/${row.dictId}`);

  const columns: TableColumnsType<SysDictType> = [
    { key: 'dictId', dataIndex: 'dictId', title: label('dictId'), width: 100, align: 'center', sorter: true },
    { key: 'dictName', dataIndex: 'dictName', title: label('dictName'), ellipsis: true, sorter: true },
    { key: 'dictNameEn', dataIndex: 'dictNameEn', title: label('dictNameEn'), ellipsis: true },
    {
      key: 'dictType',
      dataIndex: 'dictType',
      title: label('dictType'),
      ellipsis: true,
      sorter: true,
      render: (v: string, row) => (
        <Button type="link" size="small" onClick={() => openData(row)}>
          {v}
        </Button>
      ),
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: label('status'),
      width: 90,
      align: 'center',
      render: (v: string) => <DictTag options={dict.sys_normal_disable} value={v} />,
    },
    { key: 'remark', dataIndex: 'remark', title: label('remark'), ellipsis: true },
    { key: 'createTime', dataIndex: 'createTime', title: label('createTime'), width: 170, sorter: true, render: (v: string | null) => parseTime(v) },
    {
      key: 'actions',
      title: t('common.operation'),
      width: 230,
      fixed: 'end',
      render: (_: unknown, row) => (
        <RowActions
          perms={{ edit: Perm.dict.edit, remove: BUILT_IN.has(row.dictType) ? undefined : Perm.dict.remove }}
          onEdit={() => setEditing({ row })}
          onDelete={() => list.removeRows([row])}
          after={
            <Auth perm={Perm.dict.edit}>
              <Button type="link" size="small" icon={<UnorderedListOutlined />} onClick={() => openData(row)}>
                {t('dict.dataList')}
              </Button>
            </Auth>
          }
        />
      ),
    },
  ];

  const editingBuiltIn = editing?.row ? BUILT_IN.has(editing.row.dictType) : false;
  return (
    <div className="app-container">
      <Card size="small" variant="borderless">
        <SearchForm {...list.searchProps}>
          <Form.Item name="dictName" label={label('dictName')}>
            <Input placeholder={t('dict.placeholder.dictName')} allowClear style={SEARCH_FIELD_STYLE} />
          </Form.Item>
          <Form.Item name="dictType" label={label('dictType')}>
            <Input placeholder={t('dict.placeholder.dictType')} allowClear style={SEARCH_FIELD_STYLE} />
          </Form.Item>
          <Form.Item name="status" label={label('status')}>
            <Select placeholder={t('dict.placeholder.status')} allowClear options={dictSelectOptions(dict.sys_normal_disable)} style={SEARCH_FIELD_STYLE} />
          </Form.Item>
          <Form.Item name="dateRange" label={label('createTime')}>
            <DatePicker.RangePicker style={{ width: 240 }} placeholder={[t('common.beginDate'), t('common.endDate')]} />
          </Form.Item>
        </SearchForm>
        <ListToolbar
          perms={Perm.dict}
          {...list.toolbarProps}
          onAdd={() => setEditing({})}
          onEdit={() => setEditing({ row: list.selectedRows[0] })}
          onDelete={list.removeSelected}
          onExport={exportList}
          exporting={exporting}
          extra={
            <Auth perm={Perm.dict.remove}>
              <Button danger icon={<ReloadOutlined />} onClick={refresh}>
                {t('common.refreshCache')}
              </Button>
            </Auth>
          }
        />
        <ListTable<SysDictType> {...list.tableProps} columns={columns} />
        <Pagination {...list.paginationProps} />
      </Card>
      <EntityDialog
        open={editing !== null}
        title={t(editing?.row ? 'dict.dialog.edit' : 'dict.dialog.add')}
        width={560}
        schemas={{ add: dictTypeBodySchema, edit: dictTypeEditSchema }}
        api={{ add: addType, update: updateType }}
        editKey={editing?.row ? { dictId: editing.row.dictId } : undefined}
        initialValues={editing?.row ?? { status: '0' }}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          list.reload();
        }}
      >
        {(rule) => (
          <>
            <Form.Item name="dictName" label={label('dictName')} rules={[rule('dictName', label('dictName'))]} required>
              <Input maxLength={100} placeholder={t('dict.placeholder.dictName')} />
            </Form.Item>
            <Form.Item name="dictNameEn" label={label('dictNameEn')} rules={[rule('dictNameEn', label('dictNameEn'))]}>
              <Input maxLength={100} placeholder={t('dict.placeholder.dictNameEn')} />
            </Form.Item>
            <Form.Item
              name="dictType"
              label={<Tooltip title={t('dict.tip.dictType')}>{label('dictType')}</Tooltip>}
              rules={[rule('dictType', label('dictType'))]}
              required
            >
              <Input maxLength={100} placeholder={t('dict.placeholder.dictType')} disabled={editingBuiltIn} />
            </Form.Item>
            <Form.Item name="status" label={label('status')}>
              <Radio.Group options={dictSelectOptions(dict.sys_normal_disable)} />
            </Form.Item>
            <Form.Item name="remark" label={label('remark')} rules={[rule('remark', label('remark'))]}>
              <Input.TextArea rows={3} maxLength={500} placeholder={t('dict.placeholder.remark')} />
            </Form.Item>
          </>
        )}
      </EntityDialog>
    </div>
  );
}
