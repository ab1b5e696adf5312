import { type DictData, type SysDictData, Perm, dictDataBodySchema, dictDataEditSchema } from '@ceping/contract';
import { CloseOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Form, Input, InputNumber, Radio, Select, Space, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
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
import { dictQueryKey, useDict } from '../../hooks/useDict.ts';
import { useTagsViewStore } from '../../stores/tagsView.ts';
import { parseTime } from '../../utils/format.ts';
import {
  type DictDataListParams,
  addData,
  delData,
  dictDataListKey,
  dictTypeOptionsKey,
  exportData,
  getType,
  listData,
  optionselect,
  updateData,
} from './api.ts';
import { LIST_CLASSES, previewOption } from './listClass.ts';

interface Search {
  dictType?: string;
  dictLabel?: string;
  status?: '0' | '1';
}

const COLUMN_KEYS = ['dictCode', 'dictLabel', 'dictLabelEn', 'dictValue', 'dictSort', 'status', 'remark', 'createTime'] as const;
const DICT_LIST = '/system/dict';

function buildQuery({ search, pageNum, pageSize, orderByColumn, isAsc }: PagedState<Search>): DictDataListParams {
  return { pageNum, pageSize, orderByColumn, isAsc, dictType: search.dictType, dictLabel: textFilter(search.dictLabel), status: search.status };
}

/** `/system/dict-data/index/:dictId`: the entries of one dictionary type (RuoYi's hidden "Data" route). */
export default function DictDataPage() {
  const { dictId } = useParams();
  const type = useQuery({ queryKey: ['dict-data-type', dictId], queryFn: async () => (await getType(Number(dictId))).data });
  if (!type.data) return <Card loading={type.isLoading} variant="borderless" />;
  return <DataList key={type.data.dictType} defaultType={type.data.dictType} />;
}

function DataList({ defaultType }: { defaultType: string }) {
  const { t } = useTranslation(['sysadmin', 'common']);
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const dict = useDict('sys_normal_disable', 'sys_yes_no');
  const types = useQuery({ queryKey: dictTypeOptionsKey, queryFn: async () => (await optionselect()).data ?? [] });
  const label = (key: string) => t(`dictData.field.${key}`);
  const [editing, setEditing] = useState<{ row?: SysDictData } | null>(null);
  const [exporting, setExporting] = useState(false);
  // after a write the entries of the type shown are looked up again (RuoYi's dict/removeDict)
  const dropCached = (dictType: string) => queryClient.invalidateQueries({ queryKey: dictQueryKey(dictType) });
  const list = useListPage({
    key: dictDataListKey,
    rowKey: 'dictCode',
    buildQuery,
    fetch: listData,
    initialSearch: { dictType: defaultType },
    columns: { keys: COLUMN_KEYS, label },
    remove: {
      confirmText: (rows: SysDictData[]) => t('dictData.confirmDelete', { ids: rows.map((r) => r.dictCode).join(',') }),
      run: async (ids) => {
        const res = await delData(ids);
        await dropCached(list.query.dictType ?? defaultType);
        return res;
      },
    },
  });
  const currentType = list.query.dictType ?? defaultType;

  const exportList = async () => {
    setExporting(true);
    try {
      await exportData(withoutPaging(list.query));
    } finally {
      setExporting(false);
    }
  };
  const close = () => {
    useTagsViewStore.getState().delView({ path: location.pathname, fullPath: `${location.pathname}${location.search}`, title: '' });
    navigate(DICT_LIST);
  };

  const columns: TableColumnsType<SysDictData> = [
    { key: 'dictCode', dataIndex: 'dictCode', title: label('dictCode'), width: 100, align: 'center', sorter: true },
    {
      key: 'dictLabel',
      dataIndex: 'dictLabel',
      title: label('dictLabel'),
      ellipsis: true,
      render: (_: unknown, row) => <DictTag options={previewOption(row)} value={row.dictValue} />,
    },
    { key: 'dictLabelEn', dataIndex: 'dictLabelEn', title: label('dictLabelEn'), ellipsis: true },
    { key: 'dictValue', dataIndex: 'dictValue', title: label('dictValue'), width: 140, ellipsis: true, sorter: true },
    { key: 'dictSort', dataIndex: 'dictSort', title: label('dictSort'), width: 100, align: 'center', sorter: true },
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
      width: 160,
      fixed: 'end',
      render: (_: unknown, row) => <RowActions perms={Perm.dict} onEdit={() => setEditing({ row })} onDelete={() => list.removeRows([row])} />,
    },
  ];

  const listClassOptions = LIST_CLASSES.map((c) => ({ value: c, label: `${t(`dictData.listClass.${c}`)}(${c})` }));
  return (
    <div className="app-container">
      <Card size="small" variant="borderless">
        <SearchForm {...list.searchProps}>
          <Form.Item name="dictType" label={t('dict.field.dictName')}>
            <Select
              showSearch={{ optionFilterProp: 'label' }}
              loading={types.isFetching}
              options={(types.data ?? []).map((d) => ({ value: d.dictType, label: `${d.dictName} (${d.dictType})` }))}
              style={{ width: 260 }}
            />
          </Form.Item>
          <Form.Item name="dictLabel" label={label('dictLabel')}>
            <Input placeholder={t('dictData.placeholder.dictLabel')} allowClear style={SEARCH_FIELD_STYLE} />
          </Form.Item>
          <Form.Item name="status" label={label('status')}>
            <Select placeholder={t('dictData.placeholder.status')} allowClear options={dictSelectOptions(dict.sys_normal_disable)} style={SEARCH_FIELD_STYLE} />
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
            <Button color="orange" variant="outlined" icon={<CloseOutlined />} onClick={close}>
              {t('common.close')}
            </Button>
          }
        />
        <ListTable<SysDictData> {...list.tableProps} columns={columns} />
        <Pagination {...list.paginationProps} />
      </Card>
      <EntityDialog
        open={editing !== null}
        title={t(editing?.row ? 'dictData.dialog.edit' : 'dictData.dialog.add')}
        width={560}
        schemas={{ add: dictDataBodySchema, edit: dictDataEditSchema }}
        api={{ add: addData, update: updateData }}
        editKey={editing?.row ? { dictCode: editing.row.dictCode } : undefined}
        initialValues={editing?.row ?? { dictType: currentType, dictSort: 0, listClass: 'default', isDefault: 'N', status: '0' }}
        onClose={() => setEditing(null)}
        onSaved={async () => {
          setEditing(null);
          await dropCached(currentType);
          list.reload();
        }}
      >
        {(rule) => (
          <>
            <Form.Item name="dictType" label={label('dictType')}>
              <Input disabled />
            </Form.Item>
            <Form.Item name="dictLabel" label={label('dictLabel')} rules={[rule('dictLabel', label('dictLabel'))]} required>
              <Input maxLength={100} placeholder={t('dictData.placeholder.dictLabel')} />
            </Form.Item>
            <Form.Item name="dictLabelEn" label={label('dictLabelEn')} rules={[rule('dictLabelEn', label('dictLabelEn'))]}>
              <Input maxLength={100} placeholder={t('dictData.placeholder.dictLabelEn')} />
            </Form.Item>
            <Form.Item name="dictValue" label={label('dictValue')} rules={[rule('dictValue', label('dictValue'))]} required>
              <Input maxLength={100} placeholder={t('dictData.placeholder.dictValue')} />
            </Form.Item>
            <Form.Item name="cssClass" label={label('cssClass')} rules={[rule('cssClass', label('cssClass'))]}>
              <Input maxLength={100} placeholder={t('dictData.placeholder.cssClass')} />
            </Form.Item>
            <Form.Item name="dictSort" label={label('dictSort')} rules={[rule('dictSort', label('dictSort'))]}>
              <InputNumber min={0} max={9999} precision={0} />
            </Form.Item>
            <Space align="start" size={16}>
              <Form.Item name="listClass" label={label('listClass')}>
                <Select options={listClassOptions} style={{ width: 200 }} />
              </Form.Item>
              <Form.Item label={label('preview')}>
                <ListClassPreview fallback={t('dictData.field.dictLabel')} />
              </Form.Item>
            </Space>
            <Form.Item name="isDefault" label={label('isDefault')}>
              <Radio.Group options={dictSelectOptions(dict.sys_yes_no)} />
            </Form.Item>
            <Form.Item name="status" label={label('status')}>
              <Radio.Group options={dictSelectOptions(dict.sys_normal_disable)} />
            </Form.Item>
            <Form.Item name="remark" label={label('remark')} rules={[rule('remark', label('remark'))]}>
              <Input.TextArea rows={3} maxLength={500} placeholder={t('dictData.placeholder.remark')} />
            </Form.Item>
          </>
        )}
      </EntityDialog>
    </div>
  );
}

/** The entry's tag as lists will show it, from the dialog's label, style and CSS class. */
function ListClassPreview({ fallback }: { fallback: string }) {
  const form = Form.useFormInstance();
  const dictLabel = Form.useWatch('dictLabel', form) as string | undefined;
  const listClass = Form.useWatch('listClass', form) as string | undefined;
  const cssClass = Form.useWatch('cssClass', form) as string | undefined;
  const row: DictData = {
    dictCode: 0,
    dictSort: 0,
    dictLabel: dictLabel || fallback,
    dictValue: 'preview',
    dictType: '',
    cssClass: cssClass ?? '',
    listClass: listClass ?? '',
    isDefault: 'N',
    status: '0',
    default: false,
  };
  return (
    <span data-testid="list-class-preview">
      <DictTag options={previewOption(row)} value="preview" />
    </span>
  );
}
