import { type SysConfig, Perm, configAddSchema, configEditSchema } from '@ceping/contract';
import { ReloadOutlined } from '@ant-design/icons';
import { App, Button, Card, DatePicker, Form, Input, Radio, Select, type TableColumnsType } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { type ConfigListParams, addConfig, configListKey, delConfig, exportConfig, listConfig, refreshConfigCache, updateConfig } from './api.ts';

interface Search {
  configName?: string;
  configKey?: string;
  configType?: 'Y' | 'N';
  dateRange?: [Dayjs | null, Dayjs | null] | null;
}

const INITIAL: Search = {};
const COLUMN_KEYS = ['configId', 'configName', 'configKey', 'configValue', 'configType', 'remark', 'createTime'] as const;
const DAY = 'YYYY-MM-DD';

function buildQuery({ search, pageNum, pageSize, orderByColumn, isAsc }: PagedState<Search>): ConfigListParams {
  const [begin, end] = search.dateRange ?? [];
  return {
    pageNum,
    pageSize,
    orderByColumn,
    isAsc,
    configName: textFilter(search.configName),
    configKey: textFilter(search.configKey),
    configType: search.configType,
    ...(begin && end ? { params: { beginTime: begin.format(DAY), endTime: end.format(DAY) } } : {}),
  };
}

/** System → Parameters: `sys_config` rows; built-in ones keep their key and cannot be deleted. */
export default function ConfigPage() {
  const { t } = useTranslation(['sysadmin', 'common']);
  const { message } = App.useApp();
  const dict = useDict('sys_yes_no');
  const label = (key: string) => t(`config.field.${key}`);
  const list = useListPage({
    key: configListKey,
    rowKey: 'configId',
    buildQuery,
    fetch: listConfig,
    initialSearch: INITIAL,
    columns: { keys: COLUMN_KEYS, label },
    remove: { confirmText: (rows: SysConfig[]) => t('config.confirmDelete', { ids: rows.map((r) => r.configId).join(',') }), run: delConfig },
  });
  const [editing, setEditing] = useState<{ row?: SysConfig } | null>(null);
  const [exporting, setExporting] = useState(false);

  const exportList = async () => {
    setExporting(true);
    try {
      await exportConfig(withoutPaging(list.query));
    } finally {
      setExporting(false);
    }
  };
  const refresh = async () => {
    await refreshConfigCache();
    message.success(t('common.refreshed'));
  };

  const columns: TableColumnsType<SysConfig> = [
    { key: 'configId', dataIndex: 'configId', title: label('configId'), width: 100, align: 'center', sorter: true },
    { key: 'configName', dataIndex: 'configName', title: label('configName'), ellipsis: true, sorter: true },
    { key: 'configKey', dataIndex: 'configKey', title: label('configKey'), ellipsis: true, sorter: true },
    { key: 'configValue', dataIndex: 'configValue', title: label('configValue'), width: 160, ellipsis: true },
    {
      key: 'configType',
      dataIndex: 'configType',
      title: label('configType'),
      width: 100,
      align: 'center',
      render: (v: string) => <DictTag options={dict.sys_yes_no} value={v} />,
    },
    { key: 'remark', dataIndex: 'remark', title: label('remark'), ellipsis: true },
    { key: 'createTime', dataIndex: 'createTime', title: label('createTime'), width: 170, sorter: true, render: (v: string | null) => parseTime(v) },
    {
      key: 'actions',
      title: t('common.operation'),
      width: 160,
      fixed: 'end',
      render: (_: unknown, row) => (
        <RowActions
          perms={{ edit: Perm.config.edit, remove: row.configType === 'Y' ? undefined : Perm.config.remove }}
          onEdit={() => setEditing({ row })}
          onDelete={() => list.removeRows([row])}
        />
      ),
    },
  ];

  const builtIn = editing?.row?.configType === 'Y';
  return (
    <div className="app-container">
      <Card size="small" variant="borderless">
        <SearchForm {...list.searchProps}>
          <Form.Item name="configName" label={label('configName')}>
            <Input placeholder={t('config.placeholder.configName')} allowClear style={SEARCH_FIELD_STYLE} />
          </Form.Item>
          <Form.Item name="configKey" label={label('configKey')}>
            <Input placeholder={t('config.placeholder.configKey')} allowClear style={SEARCH_FIELD_STYLE} />
          </Form.Item>
          <Form.Item name="configType" label={label('configType')}>
            <Select placeholder={t('config.placeholder.configType')} allowClear options={dictSelectOptions(dict.sys_yes_no)} style={SEARCH_FIELD_STYLE} />
          </Form.Item>
          <Form.Item name="dateRange" label={label('createTime')}>
            <DatePicker.RangePicker style={{ width: 240 }} placeholder={[t('common.beginDate'), t('common.endDate')]} />
          </Form.Item>
        </SearchForm>
        <ListToolbar
          perms={Perm.config}
          {...list.toolbarProps}
          onAdd={() => setEditing({})}
          onEdit={() => setEditing({ row: list.selectedRows[0] })}
          onDelete={list.removeSelected}
          onExport={exportList}
          exporting={exporting}
          extra={
            <Auth perm={Perm.config.remove}>
              <Button danger icon={<ReloadOutlined />} onClick={refresh}>
                {t('common.refreshCache')}
              </Button>
            </Auth>
          }
        />
        <ListTable<SysConfig> {...list.tableProps} columns={columns} />
        <Pagination {...list.paginationProps} />
      </Card>
      <EntityDialog
        open={editing !== null}
        title={t(editing?.row ? 'config.dialog.edit' : 'config.dialog.add')}
        width={560}
        schemas={{ add: configAddSchema, edit: configEditSchema }}
        api={{ add: addConfig, update: updateConfig }}
        editKey={editing?.row ? { configId: editing.row.configId } : undefined}
        initialValues={editing?.row ?? { configType: 'Y' }}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          list.reload();
        }}
      >
        {(rule) => (
          <>
            <Form.Item name="configName" label={label('configName')} rules={[rule('configName', label('configName'))]} required>
              <Input maxLength={100} placeholder={t('config.placeholder.configName')} />
            </Form.Item>
            <Form.Item
              name="configKey"
              label={label('configKey')}
              rules={[rule('configKey', label('configKey'))]}
              required
              extra={builtIn ? t('config.tip.builtinKey') : undefined}
            >
              <Input maxLength={100} placeholder={t('config.placeholder.configKey')} disabled={builtIn} />
            </Form.Item>
            <Form.Item name="configValue" label={label('configValue')} rules={[rule('configValue', label('configValue'))]} required>
              <Input.TextArea rows={3} maxLength={500} placeholder={t('config.placeholder.configValue')} />
            </Form.Item>
            <Form.Item name="configType" label={label('configType')}>
              <Radio.Group options={dictSelectOptions(dict.sys_yes_no)} disabled={builtIn} />
            </Form.Item>
            <Form.Item name="remark" label={label('remark')} rules={[rule('remark', label('remark'))]}>
              <Input.TextArea rows={3} maxLength={500} placeholder={t('config.placeholder.remark')} />
            </Form.Item>
          </>
        )}
      </EntityDialog>
    </div>
  );
}
