import { type JobBody, type JobEdit, type JobListQuery, type JobLogListQuery, jobEndpoints, jobLogEndpoints } from '@ceping/contract';
import { call, callDownload, endpointKey, resourceKey } from '../../api/endpoint.ts';

export type JobListParams = Partial<JobListQuery>;
export type JobLogListParams = Partial<JobLogListQuery>;

/** Every cached call about jobs; invalidate after a change. */
export const JOB_KEY = resourceKey(jobEndpoints.list);
export const jobListKey = endpointKey(jobEndpoints.list);
export const jobLogListKey = endpointKey(jobLogEndpoints.list);
export const handlersKey = endpointKey(jobEndpoints.handlers);

export const listJob = (query: JobListParams) => call(jobEndpoints.list, { query });
export const getJob = (jobId: number) => call(jobEndpoints.get, { params: { jobId } });
export const jobHandlers = () => call(jobEndpoints.handlers);
/** The next five fire times of a cron expression; an invalid one answers the server's localized error. */
export const cronNext = (cronExpression: string) => call(jobEndpoints.cronNext, { query: { cronExpression } }, { silent: true });
export const addJob = (body: JobBody) => call(jobEndpoints.add, { body });
export const updateJob = (body: JobEdit) => call(jobEndpoints.edit, { body });
export const delJob = (jobIds: number[]) => call(jobEndpoints.remove, { params: { jobIds } });
export const changeJobStatus = (jobId: number, status: '0' | '1') => call(jobEndpoints.changeStatus, { body: { jobId, status } });
export const runJob = (jobId: number, jobGroup: string) => call(jobEndpoints.run, { body: { jobId, jobGroup } });
export const exportJob = (filters: Omit<JobListParams, 'pageNum' | 'pageSize'>) =>
  callDownload(jobEndpoints.export, { body: filters }, `job_${Date.now()}.xlsx`);

export const listJobLog = (query: JobLogListParams) => call(jobLogEndpoints.list, { query });
export const delJobLog = (jobLogIds: number[]) => call(jobLogEndpoints.remove, { params: { jobLogIds } });
export const cleanJobLog = () => call(jobLogEndpoints.clean);
export const exportJobLog = (filters: Omit<JobLogListParams, 'pageNum' | 'pageSize'>) =>
  callDownload(jobLogEndpoints.export, { body: filters }, `job_log_${Date.now()}.xlsx`);
