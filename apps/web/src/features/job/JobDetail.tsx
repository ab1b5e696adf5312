import type { SysJob, SysJobLog } from '@ceping/contract';
import { Descriptions, Modal, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { parseTime } from '../../utils/format.ts';

const pre = { whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0, maxHeight: 240, overflow: 'auto' } as const;

/** RuoYi's 任务详细: what the job runs, its schedule and its audit fields (read only). */
export default function JobDetail({ job, groupLabel, onClose }: { job: SysJob | null; groupLabel: (g: string) => string; onClose: () => void }) {
  const { t } = useTranslation(['job', 'common']);
  const label = (key: string) => t(`field.${key}`);
  return (
    <Modal open={job !== null} title={t('dialog.detail')} width={800} footer={null} onCancel={onClose} destroyOnHidden>
      {job ? (
        <Descriptions bordered size="small" column={2}>
          <Descriptions.Item label={label('jobId')}>{job.jobId}</Descriptions.Item>
          <Descriptions.Item label={label('jobName')}>{job.jobName}</Descriptions.Item>
          <Descriptions.Item label={label('jobGroup')}>{groupLabel(job.jobGroup)}</Descriptions.Item>
          <Descriptions.Item label={label('invokeTarget')}>
            {job.handlerTitle ? `${job.handlerTitle} (${job.invokeTarget})` : job.invokeTarget}
          </Descriptions.Item>
          <Descriptions.Item label={label('jobArgs')} span={2}>
            <code>{JSON.stringify(job.jobArgs)}</code>
          </Descriptions.Item>
          <Descriptions.Item label={label('cronExpression')}>
            <code>{job.cronExpression}</code>
          </Descriptions.Item>
          <Descriptions.Item label={label('nextValidTime')}>{job.status === '0' ? parseTime(job.nextValidTime) : '-'}</Descriptions.Item>
          <Descriptions.Item label={label('misfirePolicy')}>{t(`misfire.${job.misfirePolicy}`)}</Descriptions.Item>
          <Descriptions.Item label={label('concurrent')}>{t(`concurrent.${job.concurrent}`)}</Descriptions.Item>
          <Descriptions.Item label={label('status')}>
            <Tag color={job.status === '0' ? 'processing' : 'error'}>{t(job.status === '0' ? 'confirm.enable' : 'confirm.pause')}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={label('lastFireTime')}>{parseTime(job.lastFireTime) || '-'}</Descriptions.Item>
          <Descriptions.Item label={label('createTime')}>
            {job.createBy} {parseTime(job.createTime)}
          </Descriptions.Item>
          <Descriptions.Item label={label('remark')}>{job.remark || '-'}</Descriptions.Item>
        </Descriptions>
      ) : null}
    </Modal>
  );
}

/** RuoYi's 调度日志详细: one run with its message and error. */
export function JobLogDetail({ log, onClose }: { log: SysJobLog | null; onClose: () => void }) {
  const { t } = useTranslation(['job', 'common']);
  const label = (key: string) => t(`field.${key}`);
  return (
    <Modal open={log !== null} title={t('dialog.logDetail')} width={800} footer={null} onCancel={onClose} destroyOnHidden>
      {log ? (
        <Descriptions bordered size="small" column={2}>
          <Descriptions.Item label={label('jobLogId')}>{log.jobLogId}</Descriptions.Item>
          <Descriptions.Item label={label('jobName')}>{log.jobName}</Descriptions.Item>
          <Descriptions.Item label={label('invokeTarget')}>{log.invokeTarget}</Descriptions.Item>
          <Descriptions.Item label={label('jobArgs')}>
            <code>{JSON.stringify(log.jobArgs)}</code>
          </Descriptions.Item>
          <Descriptions.Item label={label('logStatus')}>
            <Tag color={log.status === '0' ? 'success' : 'error'}>{t(`logStatus.${log.status}`)}</Tag>
          </Descriptions.Item>
          <Descriptions.Item label={label('trigger')}>{t(`trigger.${log.trigger}`)}</Descriptions.Item>
          <Descriptions.Item label={label('fireTime')}>{parseTime(log.fireTime) || '-'}</Descriptions.Item>
          <Descriptions.Item label={label('duration')}>{log.duration === null ? '-' : t('ms', { n: log.duration })}</Descriptions.Item>
          <Descriptions.Item label={label('startTime')}>{parseTime(log.startTime)}</Descriptions.Item>
          <Descriptions.Item label={label('endTime')}>{parseTime(log.endTime)}</Descriptions.Item>
          <Descriptions.Item label={label('jobMessage')} span={2}>
            {log.jobMessage}
          </Descriptions.Item>
          {log.exceptionInfo ? (
            <Descriptions.Item label={label('exceptionInfo')} span={2}>
              <Typography.Paragraph style={pre} data-testid="job-log-exception">
                {log.exceptionInfo}
              </Typography.Paragraph>
            </Descriptions.Item>
          ) : null}
        </Descriptions>
      ) : null}
    </Modal>
  );
}
