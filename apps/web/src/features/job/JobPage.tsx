import { Perm, type SysJob, jobEndpoints } from '@ceping/contract';
import { CaretRightOutlined, DoubleRightOutlined, EyeOutlined, FileSearchOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Dropdown, Form, Input, Select, Switch, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { endpointKey } from '../../api/endpoint.ts';
import DictTag from '../../components/DictTag.tsx';
import ListTable from '../../components/list/ListTable.tsx';
import ListToolbar from '../../components/list/ListToolbar.tsx';
import RowActions from '../../components/list/RowActions.tsx';
import { dictSelectOptions, SEARCH_FIELD_STYLE } from '../../components/list/SearchActions.tsx';
import SearchForm from '../../components/list/SearchForm.tsx';
import { type PagedState, textFilter, withoutPaging } from '../../components/list/usePagedList.ts';
import { useListPage } from '../../components/list/useListPage.ts';
import Pagination from '../../components/Pagination.tsx';
import { useAuth } from '../../hooks/useAuth.ts';
import { useDict } from '../../hooks/useDict.ts';
import { parseTime } from '../../utils/format.ts';
import { changeJobStatus, delJob, exportJob, type JobListParams, jobHandlers, jobListKey, listJob, runJob } from './api.ts';
import JobDetail from './JobDetail.tsx';
import JobFormDialog from './JobFormDialog.tsx';

interface JobSearchValues {
  jobName?: string;
  jobGroup?: string;
  status?: '0' | '1';
}

const INITIAL: JobSearchValues = {};
const COLUMN_KEYS = ['jobId', 'jobName', 'jobGroup', 'invokeTarget', 'cronExpression', 'nextValidTime', 'status'] as const;

function buildQuery({ search, pageNum, pageSize }: PagedState<JobSearchValues>): JobListParams {
  return { pageNum, pageSize, jobName: textFilter(search.jobName), jobGroup: search.jobGroup, status: search.status };
}

/** The run log of one job (0: every job), RuoYi's hidden route. */
export const jobLogPath = (jobId: number) => `/monitor/job-log/index/${jobId}`;

/**
 * Monitoring → Scheduled jobs (RuoYi's Job): the list with its status switch, add / edit from the
 * handler registry, run once, details, export, and the run log.
 */
export default function JobPage() {
  const { t } = useTranslation(['job', 'common']);
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const auth = useAuth();
  const dict = useDict('sys_job_group', 'sys_job_status');
  const label = (key: string) => t(`field.${key}`);
  const handlers = useQuery({ queryKey: endpointKey(jobEndpoints.handlers), queryFn: async () => (await jobHandlers()).data, staleTime: 300_000 });
  const list = useListPage({
    key: jobListKey,
    rowKey: 'jobId',
    buildQuery,
    fetch: listJob,
    initialSearch: INITIAL,
    columns: { keys: COLUMN_KEYS, label },
    remove: { confirmText: (rows: SysJob[]) => t('confirm.delete', { ids: rows.map((r) => r.jobId).join(',') }), run: (ids) => delJob(ids) },
  });
  const [editing, setEditing] = useState<{ row?: SysJob } | null>(null);
  const [viewing, setViewing] = useState<SysJob | null>(null);
  const [exporting, setExporting] = useState(false);
  const groupLabel = (g: string) => dict.sys_job_group.find((o) => o.value === g)?.label ?? g;

  const setStatus = (job: SysJob, enabled: boolean) => {
    modal.confirm({
      title: t('common:messages.prompt'),
      content: t('confirm.status', { action: t(enabled ? 'confirm.enable' : 'confirm.pause'), name: job.jobName }),
      okText: t('common:actions.confirm'),
      cancelText: t('common:actions.cancel'),
      onOk: async () => {
        try {
          await changeJobStatus(job.jobId, enabled ? '0' : '1');
          message.success(t(enabled ? 'msg.enabled' : 'msg.paused'));
          list.reload();
        } catch {
          // the switch keeps showing the stored status
        }
      },
    });
  };

  const runOnce = (job: SysJob) => {
    modal.confirm({
      title: t('common:messages.prompt'),
      content: t('confirm.run', { name: job.jobName }),
      okText: t('common:actions.confirm'),
      cancelText: t('common:actions.cancel'),
      onOk: async () => {
        try {
          const res = await runJob(job.jobId, job.jobGroup);
          if (res.data.status === '0') message.success(`${t('msg.runOk')}: ${res.data.jobMessage}`);
          else message.warning(t('msg.runFailed', { msg: res.data.jobMessage }));
          list.reload();
        } catch {
          // the request client showed the reason
        }
      },
    });
  };

  const exportList = async () => {
    setExporting(true);
    try {
      await exportJob(withoutPaging(list.query));
    } finally {
      setExporting(false);
    }
  };

  const columns: TableColumnsType<SysJob> = [
    { key: 'jobId', dataIndex: 'jobId', title: label('jobId'), width: 90, align: 'center', sorter: true },
    {
      key: 'jobName',
      dataIndex: 'jobName',
      title: label('jobName'),
      ellipsis: true,
      sorter: true,
      render: (v: string, row) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setViewing(row)}>
          {v}
        </Button>
      ),
    },
    {
      key: 'jobGroup',
      dataIndex: 'jobGroup',
      title: label('jobGroup'),
      width: 100,
      align: 'center',
      render: (v: string) => <DictTag options={dict.sys_job_group} value={v} />,
    },
    {
      key: 'invokeTarget',
      dataIndex: 'invokeTarget',
      title: label('invokeTarget'),
      ellipsis: true,
      render: (v: string, row) => (row.handlerTitle ? `${row.handlerTitle} (${v})` : v),
    },
    { key: 'cronExpression', dataIndex: 'cronExpression', title: label('cronExpression'), width: 150, render: (v: string) => <code>{v}</code> },
    {
      key: 'nextValidTime',
      dataIndex: 'nextValidTime',
      title: label('nextValidTime'),
      width: 170,
      render: (v: string | null, row) => (row.status === '0' ? parseTime(v) : '-'),
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: label('status'),
      width: 90,
      align: 'center',
      render: (_: unknown, row) => (
        <Switch
          size="small"
          checked={row.status === '0'}
          disabled={!auth.hasPermi(Perm.job.changeStatus)}
          onChange={(checked) => setStatus(row, checked)}
          aria-label={`${label('status')} ${row.jobName}`}
        />
      ),
    },
    {
      key: 'actions',
      title: label('operation'),
      width: 240,
      align: 'center',
      render: (_: unknown, row) => (
        <RowActions
          perms={Perm.job}
          onEdit={() => setEditing({ row })}
          onDelete={() => list.removeRows([row])}
          after={
            auth.hasPermiOr([Perm.job.changeStatus, Perm.job.query]) ? (
              <Dropdown
                menu={{
                  items: [
                    ...(auth.hasPermi(Perm.job.changeStatus)
                      ? [{ key: 'run', icon: <CaretRightOutlined />, label: t('action.run'), onClick: () => runOnce(row) }]
                      : []),
                    ...(auth.hasPermi(Perm.job.query)
                      ? [
                          { key: 'detail', icon: <EyeOutlined />, label: t('action.detail'), onClick: () => setViewing(row) },
                          { key: 'log', icon: <FileSearchOutlined />, label: t('action.log'), onClick: () => navigate(jobLogPath(row.jobId)) },
                        ]
                      : []),
                  ],
                }}
              >
                <Button type="link" size="small" icon={<DoubleRightOutlined />} aria-label={`${t('action.more')} ${row.jobName}`}>
                  {t('action.more')}
                </Button>
              </Dropdown>
            ) : null
          }
        />
      ),
    },
  ];

  return (
    <div className="app-container">
      <Card size="small" variant="borderless">
        <SearchForm {...list.searchProps}>
          <Form.Item name="jobName" label={label('jobName')}>
            <Input placeholder={t('placeholder.jobName')} allowClear maxLength={64} style={SEARCH_FIELD_STYLE} />
          </Form.Item>
          <Form.Item name="jobGroup" label={label('jobGroup')}>
            <Select placeholder={t('placeholder.jobGroup')} allowClear options={dictSelectOptions(dict.sys_job_group)} style={SEARCH_FIELD_STYLE} />
          </Form.Item>
          <Form.Item name="status" label={label('status')}>
            <Select placeholder={t('placeholder.status')} allowClear options={dictSelectOptions(dict.sys_job_status)} style={SEARCH_FIELD_STYLE} />
          </Form.Item>
        </SearchForm>
        <ListToolbar
          perms={Perm.job}
          {...list.toolbarProps}
          onAdd={() => setEditing({})}
          onEdit={() => setEditing({ row: list.selectedRows[0] })}
          onDelete={list.removeSelected}
          onExport={exportList}
          exporting={exporting}
          extra={
            auth.hasPermi(Perm.job.query) ? (
              <Button icon={<FileSearchOutlined />} onClick={() => navigate(jobLogPath(0))}>
                {t('action.log')}
              </Button>
            ) : null
          }
        />
        <ListTable<SysJob> {...list.tableProps} columns={columns} />
        <Pagination {...list.paginationProps} />
      </Card>
      <JobFormDialog
        editing={editing}
        handlers={handlers.data ?? []}
        groupLabel={groupLabel}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          list.reload();
        }}
      />
      <JobDetail job={viewing} groupLabel={groupLabel} onClose={() => setViewing(null)} />
    </div>
  );
}
