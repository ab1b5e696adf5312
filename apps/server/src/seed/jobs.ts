import type { Db } from '../db/client.ts';
import { sysJob } from '../db/schema/index.ts';

/**
 * The jobs the domain needs (docs/DOMAIN.md §4 auto-complete and complaint auto-close, store clean-up,
 * the nightly ledger check) and a log prune left paused (it deletes history: an operator turns it on). Ids below 100
 * (user-created jobs start at 100). Idempotent: a job an operator changed is left as it is.
 */
export async function seedJobs(db: Db): Promise<void> {
  await db
    .insert(sysJob)
    .values(
      [
        {
          jobId: 1,
          jobName: '任务自动完成',
          jobGroup: 'SYSTEM',
          invokeTarget: 'task.autoComplete',
          cronExpression: '0 0/10 * * * ?',
          misfirePolicy: '3',
          status: '0',
        },
        {
          jobId: 2,
          jobName: '清理过期会话与验证码',
          jobGroup: 'SYSTEM',
          invokeTarget: 'store.sweepExpired',
          cronExpression: '0 0 * * * ?',
          misfirePolicy: '3',
          status: '0',
        },
        // A nightly check missed while the server was down runs once at the next start.
        {
          jobId: 3,
          jobName: '每日账务核对',
          jobGroup: 'SYSTEM',
          invokeTarget: 'finance.ledgerCheck',
          jobArgs: '{"maxListed":20}',
          cronExpression: '0 0 3 * * ?',
          misfirePolicy: '2',
          status: '0',
        },
        {
          jobId: 4,
          jobName: '清理旧调度日志',
          jobGroup: 'SYSTEM',
          invokeTarget: 'job.pruneLog',
          jobArgs: '{"keepDays":30}',
          cronExpression: '0 30 4 * * ?',
          misfirePolicy: '3',
          status: '1',
        },
        {
          jobId: 5,
          jobName: '投诉自动关闭',
          jobGroup: 'SYSTEM',
          invokeTarget: 'complaint.autoClose',
          cronExpression: '0 15 * * * ?',
          misfirePolicy: '2',
          status: '0',
        },
      ].map((j) => ({ ...j, concurrent: '1', createBy: 'admin', remark: '' })),
    )
    .onConflictDoNothing();
}
