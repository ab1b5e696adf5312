import { type Lang, type MessageKey, formatMessage } from '@ceping/contract';
import { formatDate } from '../../core/envelope.ts';
import { writeXlsx } from '../../core/excel.ts';
import type { jobLogView, jobView } from './service.ts';

type JobRow = ReturnType<typeof jobView>;
type LogRow = ReturnType<typeof jobLogView>;

const when = (v: unknown) => formatDate(v instanceof Date ? v : null);
const json = (v: unknown) => JSON.stringify(v ?? {});

/** Jobs as an xlsx workbook, headers and coded values in `lang`. */
export function jobWorkbook(lang: Lang, rows: JobRow[]): Promise<Buffer> {
  const h = (k: MessageKey) => formatMessage(lang, k);
  const coded = (prefix: string) => (v: unknown) => formatMessage(lang, `${prefix}.${String(v)}`);
  return writeXlsx<JobRow>({
    sheetName: h('job.export.sheet'),
    rows,
    columns: [
      { header: h('job.col.jobId'), key: 'jobId' },
      { header: h('job.col.jobName'), key: 'jobName', width: 24 },
      { header: h('job.col.jobGroup'), key: 'jobGroup' },
      { header: h('job.col.invokeTarget'), key: 'invokeTarget', width: 24 },
      { header: h('job.col.jobArgs'), key: 'jobArgs', width: 24, format: json },
      { header: h('job.col.cronExpression'), key: 'cronExpression', width: 20 },
      { header: h('job.col.misfirePolicy'), key: 'misfirePolicy', format: coded('job.misfire') },
      { header: h('job.col.concurrent'), key: 'concurrent', format: coded('job.concurrent') },
      { header: h('job.col.status'), key: 'status', format: coded('job.status') },
      { header: h('job.col.nextValidTime'), key: 'nextValidTime', width: 20, format: when },
    ],
  });
}

/** Job runs as an xlsx workbook, headers and coded values in `lang`. */
export function jobLogWorkbook(lang: Lang, rows: LogRow[]): Promise<Buffer> {
  const h = (k: MessageKey) => formatMessage(lang, k);
  const coded = (prefix: string) => (v: unknown) => formatMessage(lang, `${prefix}.${String(v)}`);
  return writeXlsx<LogRow>({
    sheetName: h('job.export.logSheet'),
    rows,
    columns: [
      { header: h('job.col.jobLogId'), key: 'jobLogId' },
      { header: h('job.col.jobName'), key: 'jobName', width: 24 },
      { header: h('job.col.jobGroup'), key: 'jobGroup' },
      { header: h('job.col.invokeTarget'), key: 'invokeTarget', width: 24 },
      { header: h('job.col.jobMessage'), key: 'jobMessage', width: 40 },
      { header: h('job.col.logStatus'), key: 'status', format: coded('job.logStatus') },
      { header: h('job.col.trigger'), key: 'trigger', format: coded('job.trigger') },
      { header: h('job.col.startTime'), key: 'startTime', width: 20, format: when },
      { header: h('job.col.duration'), key: 'duration' },
      { header: h('job.col.exceptionInfo'), key: 'exceptionInfo', width: 40 },
    ],
  });
}
