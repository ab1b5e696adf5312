import { Perm, type StaffRow, type StaffTypeValue, staffBodySchema, staffEndpoints } from '@ceping/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Form, Input, Radio, Select, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { endpointKey } from '../../api/endpoint.ts';
import DictTag from '../../components/DictTag.tsx';
import EntityDialog from '../../components/list/EntityDialog.tsx';
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
import { addStaff, editStaff, listStaff, removeStaff, type StaffListParams } from './api.ts';
import { staffListKey } from './keys.ts';

interface StaffSearch {
  userName?: string;
  type?: StaffTypeValue;
  status?: '0' | '1';
}
const INITIAL: StaffSearch = {};
const ALL = { pageNum: 1, pageSize: 500 };
const COLUMN_KEYS = ['userName', 'nickName', 'type', 'phone', 'status', 'userStatus', 'remark', 'updateTime'] as const;

function buildQuery({ search, pageNum, pageSize }: PagedState<StaffSearch>): StaffListParams {
  return { pageNum, pageSize, userName: textFilter(search.userName), type: search.type, status: search.status };
}

const accountOf = (row: Pick<StaffRow, 'userName' | 'nickName'>) =>
  row.nickName && row.nickName !== row.userName ? `${row.userName} (${row.nickName})` : row.userName;

/** Business → Staff: the accounts holding role `service` with their staff profile (kind, phone, status); a profile is added, edited or removed, the account stays. */
export default function StaffPage() {
  const { t } = useTranslation(['order', 'common']);
  const dict = useDict('staff_type', 'sys_normal_disable');
  const label = (key: string) => t(`staff.field.${key}`);
  const list = useListPage({
    key: staffListKey,
    rowKey: 'userId',
    buildQuery,
    fetch: listStaff,
    initialSearch: INITIAL,
    columns: { keys: COLUMN_KEYS, label },
    remove: {
      confirmText: (rows: StaffRow[]) => t('staff.confirmDelete', { name: rows.map(accountOf).join(', ') }),
      run: (ids) => removeStaff(ids),
    },
  });
  const [editing, setEditing] = useState<{ row?: StaffRow } | null>(null);
  // Accounts with role `service` but no profile yet: what "add" offers.
  const adding = editing !== null && !editing.row;
  const all = useQuery({
    queryKey: endpointKey(staffEndpoints.list, { query: ALL }),
    queryFn: async () => (await listStaff(ALL)).rows,
    enabled: adding,
    staleTime: 0,
  });
  const candidates = (all.data ?? []).filter((r) => !r.hasProfile);

  const columns: TableColumnsType<StaffRow> = [
    { key: 'userName', dataIndex: 'userName', title: label('userName'), width: 120, ellipsis: true },
    { key: 'nickName', dataIndex: 'nickName', title: label('nickName'), width: 120, ellipsis: true },
    {
      key: 'type',
      dataIndex: 'type',
      title: label('type'),
      width: 100,
      render: (v: string) => (v ? <DictTag options={dict.staff_type} value={v} /> : <Typography.Text type="secondary">{t('staff.noProfile')}</Typography.Text>),
    },
    { key: 'phone', dataIndex: 'phone', title: label('phone'), width: 130, render: (v: string) => v || '-' },
    {
      key: 'status',
      dataIndex: 'status',
      title: label('status'),
      width: 90,
      align: 'center',
      render: (v: string, row) => (row.hasProfile ? <DictTag options={dict.sys_normal_disable} value={v} /> : '-'),
    },
    {
      key: 'userStatus',
      dataIndex: 'userStatus',
      title: label('userStatus'),
      width: 90,
      align: 'center',
      render: (v: string) => <DictTag options={dict.sys_normal_disable} value={v} />,
    },
    { key: 'remark', dataIndex: 'remark', title: label('remark'), ellipsis: true, render: (v: string) => v || '-' },
    { key: 'updateTime', title: label('updateTime'), width: 160, render: (_: unknown, row) => parseTime(row.updateTime ?? row.createTime) || '-' },
    {
      key: 'actions',
      title: t('list.operation'),
      width: 150,
      render: (_: unknown, row) => (
        <RowActions perms={Perm.staff} onEdit={() => setEditing({ row })} onDelete={row.hasProfile ? () => list.removeRows([row]) : undefined} />
      ),
    },
  ];

  return (
    <div className="app-container">
      <Card size="small" variant="borderless">
        <SearchForm<StaffSearch> {...list.searchProps}>
          <Form.Item name="userName" label={label('userName')}>
            <Input allowClear maxLength={30} placeholder={t('staff.placeholder.userName')} style={SEARCH_FIELD_STYLE} />
          </Form.Item>
          <Form.Item name="type" label={label('type')}>
            <Select allowClear placeholder={t('staff.placeholder.type')} options={dictSelectOptions(dict.staff_type)} style={SEARCH_FIELD_STYLE} />
          </Form.Item>
          <Form.Item name="status" label={label('status')}>
            <Select allowClear placeholder={t('staff.placeholder.status')} options={dictSelectOptions(dict.sys_normal_disable)} style={SEARCH_FIELD_STYLE} />
          </Form.Item>
        </SearchForm>
        <ListToolbar
          perms={Perm.staff}
          {...list.toolbarProps}
          onAdd={() => setEditing({})}
          onEdit={() => setEditing({ row: list.selectedRows[0] })}
          onDelete={() => list.removeRows(list.selectedRows.filter((r) => r.hasProfile))}
        />
        <ListTable<StaffRow> {...list.tableProps} columns={columns} />
        <Pagination {...list.paginationProps} />
      </Card>
      <EntityDialog
        open={editing !== null}
        title={t(editing?.row ? 'staff.dialog.edit' : 'staff.dialog.add')}
        width={560}
        schemas={{ add: staffBodySchema, edit: staffBodySchema }}
        api={{ add: addStaff, update: editStaff }}
        editKey={editing?.row ? { userId: editing.row.userId } : undefined}
        initialValues={editing?.row ? { ...editing.row, type: editing.row.type || undefined } : { status: '0' }}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          list.reload();
        }}
      >
        {(rule) => (
          <>
            {editing?.row ? (
              <Form.Item label={label('account')}>
                <Typography.Text strong>{accountOf(editing.row)}</Typography.Text>
              </Form.Item>
            ) : (
              <Form.Item name="userId" label={label('account')} rules={[rule('userId', label('account'))]} extra={t('staff.accountHelp')}>
                <Select
                  placeholder={t('staff.placeholder.account')}
                  loading={all.isFetching}
                  options={candidates.map((c) => ({ value: c.userId, label: accountOf(c) }))}
                  notFoundContent={t('staff.noCandidates')}
                />
              </Form.Item>
            )}
            <Form.Item name="type" label={label('type')} rules={[rule('type', label('type'))]}>
              <Radio.Group options={dictSelectOptions(dict.staff_type)} />
            </Form.Item>
            <Form.Item name="phone" label={label('phone')} rules={[rule('phone', label('phone'))]}>
              <Input maxLength={20} />
            </Form.Item>
            <Form.Item name="status" label={label('status')}>
              <Radio.Group options={dictSelectOptions(dict.sys_normal_disable)} />
            </Form.Item>
            <Form.Item name="remark" label={label('remark')} rules={[rule('remark', label('remark'))]}>
              <Input.TextArea rows={3} maxLength={500} showCount />
            </Form.Item>
          </>
        )}
      </EntityDialog>
    </div>
  );
}
