import { Perm, type SysJobLog } from '@ceping/contract';
import { ClearOutlined, CloseOutlined, EyeOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, DatePicker, Form, Input, Select, type TableColumnsType, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import Auth from '../../components/Auth.tsx';
import DictTag from '../../components/DictTag.tsx';
import ListTable from '../../components/list/ListTable.tsx';
import ListToolbar from '../../components/list/ListToolbar.tsx';
import { dictSelectOptions, SEARCH_FIELD_STYLE } from '../../components/list/SearchActions.tsx';
import SearchForm from '../../components/list/SearchForm.tsx';
import { useConfirmAction } from '../../components/list/useConfirmAction.ts';
import { type PagedState, textFilter, withoutPaging } from '../../components/list/usePagedList.ts';
import { useListPage } from '../../components/list/useListPage.ts';
import Pagination from '../../components/Pagination.tsx';
import { useDict } from '../../hooks/useDict.ts';
import { parseTime } from '../../utils/format.ts';
import { cleanJobLog, delJobLog, exportJobLog, getJob, type JobLogListParams, jobLogListKey, listJobLog } from './api.ts';
import { JobLogDetail } from './JobDetail.tsx';

interface LogSearchValues {
  jobName?: string;
  jobGroup?: string;
  status?: '0' | '1';
  dateRange?: [Dayjs | null, Dayjs | null] | null;
}

const COLUMN_KEYS = ['jobLogId', 'jobName', 'jobGroup', 'invokeTarget', 'jobMessage', 'status', 'trigger', 'startTime', 'duration'] as const;
const DAY = 'YYYY-MM-DD';

/**
 * The run log (RuoYi's JobLog, `/monitor/job-log/index/:jobId`): one job's runs, or every run for
 * job 0; start, duration, status, message, error details; delete, clear, export.
 */
export default function JobLogPage() {
  const { t } = useTranslation(['job', 'common']);
  const navigate = useNavigate();
  const confirm = useConfirmAction();
  const jobId = Number(useParams().jobId ?? 0);
  const dict = useDict('sys_job_group');
  const label = (key: string) => t(`field.${key}`);
  const job = useQuery({ queryKey: ['job-log-of', jobId], queryFn: async () => (await getJob(jobId)).data, enabled: jobId > 0 });
  const buildQuery = ({ search, pageNum, pageSize }: PagedState<LogSearchValues>): JobLogListParams => {
    const [begin, end] = search.dateRange ?? [];
    return {
      pageNum,
      pageSize,
      ...(jobId > 0 ? { jobId } : {}),
      jobName: textFilter(search.jobName),
      jobGroup: search.jobGroup,
      status: search.status,
      ...(begin && end ? { params: { beginTime: begin.format(DAY), endTime: end.format(DAY) } } : {}),
    };
  };
  const list = useListPage({
    key: [...jobLogListKey, jobId],
    rowKey: 'jobLogId',
    buildQuery,
    fetch: listJobLog,
    initialSearch: {},
    columns: { keys: COLUMN_KEYS, label },
    remove: { confirmText: (rows: SysJobLog[]) => t('confirm.deleteLog', { ids: rows.map((r) => r.jobLogId).join(',') }), run: (ids) => delJobLog(ids) },
  });
  const [viewing, setViewing] = useState<SysJobLog | null>(null);
  const [exporting, setExporting] = useState(false);

  const clean = () => confirm(t('confirm.clean'), () => cleanJobLog(), t('msg.cleaned'), list.reload);
  const exportList = async () => {
    setExporting(true);
    try {
      await exportJobLog(withoutPaging(list.query));
    } finally {
      setExporting(false);
    }
  };

  const columns: TableColumnsType<SysJobLog> = [
    { key: 'jobLogId', dataIndex: 'jobLogId', title: label('jobLogId'), width: 90, align: 'center', sorter: true },
    { key: 'jobName', dataIndex: 'jobName', title: label('jobName'), width: 160, ellipsis: true },
    {
      key: 'jobGroup',
      dataIndex: 'jobGroup',
      title: label('jobGroup'),
      width: 90,
      align: 'center',
      render: (v: string) => <DictTag options={dict.sys_job_group} value={v} />,
    },
    { key: 'invokeTarget', dataIndex: 'invokeTarget', title: label('invokeTarget'), width: 160, ellipsis: true },
    { key: 'jobMessage', dataIndex: 'jobMessage', title: label('jobMessage'), ellipsis: true },
    {
      key: 'status',
      dataIndex: 'status',
      title: label('logStatus'),
      width: 90,
      align: 'center',
      render: (v: string) => <Tag color={v === '0' ? 'success' : 'error'}>{t(`logStatus.${v}`)}</Tag>,
    },
    { key: 'trigger', dataIndex: 'trigger', title: label('trigger'), width: 90, align: 'center', render: (v: string) => t(`trigger.${v}`) },
    { key: 'startTime', dataIndex: 'startTime', title: label('startTime'), width: 170, sorter: true, render: (v: string | null) => parseTime(v) },
    {
      key: 'duration',
      dataIndex: 'duration',
      title: label('duration'),
      width: 100,
      align: 'right',
      sorter: true,
      render: (v: number | null) => (v === null ? '-' : t('ms', { n: v })),
    },
    {
      key: 'actions',
      title: label('operation'),
      width: 100,
      align: 'center',
      render: (_: unknown, row) => (
        <Auth perm={Perm.job.query}>
          <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setViewing(row)}>
            {t('action.detail')}
          </Button>
        </Auth>
      ),
    },
  ];

  return (
    <div className="app-container">
      <Card size="small" variant="borderless" title={job.data ? `${t('routes.log')} · ${job.data.jobName}` : undefined}>
        <SearchForm {...list.searchProps}>
          {jobId > 0 ? null : (
            <Form.Item name="jobName" label={label('jobName')}>
              <Input placeholder={t('placeholder.jobName')} allowClear maxLength={64} style={SEARCH_FIELD_STYLE} />
            </Form.Item>
          )}
          <Form.Item name="jobGroup" label={label('jobGroup')}>
            <Select placeholder={t('placeholder.jobGroup')} allowClear options={dictSelectOptions(dict.sys_job_group)} style={SEARCH_FIELD_STYLE} />
          </Form.Item>
          <Form.Item name="status" label={label('logStatus')}>
            <Select
              placeholder={t('placeholder.logStatus')}
              allowClear
              options={(['0', '1'] as const).map((v) => ({ value: v, label: t(`logStatus.${v}`) }))}
              style={SEARCH_FIELD_STYLE}
            />
          </Form.Item>
          <Form.Item name="dateRange" label={label('runTime')}>
            <DatePicker.RangePicker style={{ width: 240 }} placeholder={[t('placeholder.beginDate'), t('placeholder.endDate')]} />
          </Form.Item>
        </SearchForm>
        <ListToolbar
          perms={{ remove: Perm.job.remove, export: Perm.job.export }}
          {...list.toolbarProps}
          onDelete={list.removeSelected}
          onExport={exportList}
          exporting={exporting}
          extra={
            <>
              <Auth perm={Perm.job.remove}>
                <Button danger icon={<ClearOutlined />} onClick={clean}>
                  {t('action.clean')}
                </Button>
              </Auth>
              <Button icon={<CloseOutlined />} onClick={() => navigate('/monitor/job')}>
                {t('action.close')}
              </Button>
            </>
          }
        />
        <ListTable<SysJobLog> {...list.tableProps} columns={columns} />
        <Pagination {...list.paginationProps} />
      </Card>
      <JobLogDetail log={viewing} onClose={() => setViewing(null)} />
    </div>
  );
}
