import { type Page, expect as baseExpect, test } from '@playwright/test';
import { loginAs, query, queryOne, shot, uniqueSuffix } from '../support.ts';
import { buttonName, openFromSidebar, pickOption, pressToClose, switchLanguage } from '../ui.ts';

// The machine these run on is shared: give each step room (no step's time is asserted).
const expect = baseExpect.configure({ timeout: 30_000 });

interface Texts {
  monitor: string;
  jobs: string;
  add: string;
  ok: string;
  dialog: string;
  jobNamePlaceholder: string;
  handler: string;
  handlerOption: string;
  arg?: { label: string; value: string; key: string };
  cron: string;
  nextTimes: string;
  invalidCron: string;
  more: string;
  run: string;
  runOk: string;
  log: string;
  detail: string;
  detailTitle: string;
}

const zh: Texts = {
  monitor: '系统监控',
  jobs: '定时任务',
  add: '新增',
  ok: '确定',
  dialog: '添加任务',
  jobNamePlaceholder: '请输入任务名称',
  handler: '处理器',
  handlerOption: '每日账务核对 (finance.ledgerCheck)',
  arg: { label: '日志中最多列出的账户数', value: '3', key: 'maxListed' },
  cron: 'cron执行表达式',
  nextTimes: '后五次执行时间',
  invalidCron: 'Cron表达式不正确',
  more: '更多',
  run: '执行一次',
  runOk: '执行成功',
  log: '调度日志',
  detail: '详细',
  detailTitle: '调度日志详细',
};
const en: Texts = {
  monitor: 'Monitor',
  jobs: 'Jobs',
  add: 'Add',
  ok: 'OK',
  dialog: 'Add job',
  jobNamePlaceholder: 'Job name',
  handler: 'Handler',
  handlerOption: 'Task auto-complete (task.autoComplete)',
  cron: 'Cron expression',
  nextTimes: 'Next five fire times',
  invalidCron: 'the cron expression is invalid',
  more: 'More',
  run: 'Run once',
  runOk: 'Run completed',
  log: 'Job log',
  detail: 'Details',
  detailTitle: 'Run details',
};

/** Creates a job from the registry in the add dialog, runs it once, opens its log and its run's details. */
async function createRunAndRead(page: Page, x: Texts, lang: string) {
  const name = `E2E ${lang} ${uniqueSuffix()}`;
  await openFromSidebar(page, x.monitor, x.jobs);
  await page.getByRole('button', { name: buttonName(x.add) }).click();
  const dialog = page.getByRole('dialog', { name: x.dialog });
  // The search form above has a job name field too (same field id): the dialog's is found by its placeholder.
  await dialog.getByPlaceholder(x.jobNamePlaceholder).fill(name);
  await dialog.getByRole('combobox', { name: x.handler }).click();
  await pickOption(page, x.handlerOption);
  if (x.arg) await dialog.getByLabel(x.arg.label).fill(x.arg.value);
  // The cron helper answers the server's reason for a bad expression, then the next five fire times.
  await dialog.getByLabel(x.cron).fill('0 0 2 * * * * *');
  await expect(dialog.getByTestId('cron-error')).toContainText(x.invalidCron);
  await dialog.getByLabel(x.cron).fill('0 0 2 * * ?');
  await expect(dialog.getByText(x.nextTimes)).toBeVisible();
  await expect(dialog.getByTestId('cron-next')).toHaveCount(5);
  await expect(dialog.getByTestId('cron-next').first()).toHaveText(/^\d{4}-\d{2}-\d{2} 02:00:00$/);
  await shot(page, `jobs-dialog-${lang}`);
  await dialog.getByRole('button', { name: buttonName(x.ok) }).click();
  await expect(dialog).toBeHidden();

  const job = await queryOne<{ job_id: string; status: string; job_args: string; invoke_target: string; cron_expression: string }>(
    'select job_id, status, job_args, invoke_target, cron_expression from sys_job where job_name = $1',
    [name],
  );
  expect(job).toMatchObject({ status: '1', cron_expression: '0 0 2 * * ?', invoke_target: x.handlerOption.replace(/.*\((.*)\)$/, '$1') });
  if (x.arg) expect(JSON.parse(job.job_args)).toEqual({ [x.arg.key]: Number(x.arg.value) });

  const row = page.locator('.ant-table-row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await shot(page, `jobs-list-${lang}`);
  await row.getByRole('button', { name: `${x.more} ${name}` }).click();
  await page
    .locator('.ant-dropdown:visible')
    .getByRole('menuitem', { name: new RegExp(x.run) })
    .click();
  await pressToClose(page.getByRole('dialog'), buttonName(x.ok));
  await expect(page.getByText(x.runOk).first()).toBeVisible();
  const runs = await query<{ status: string; trigger: string; duration: number }>('select status, trigger, duration from sys_job_log where job_id = $1', [
    job.job_id,
  ]);
  expect(runs).toHaveLength(1);
  expect(runs[0]).toMatchObject({ status: '0', trigger: 'manual' });

  await row.getByRole('button', { name: `${x.more} ${name}` }).click();
  await page
    .locator('.ant-dropdown:visible')
    .getByRole('menuitem', { name: new RegExp(x.log) })
    .click();
  await expect(page).toHaveURL(new RegExp(`/monitor/job-log/index/${job.job_id}$`));
  // the jobs list stays mounted behind its tag (keep-alive) with a row of the same name: the log's rows are the visible ones
  const logRow = page.locator('.ant-table-row:visible').filter({ hasText: name });
  await expect(logRow).toHaveCount(1);
  await shot(page, `jobs-log-${lang}`);
  await logRow.getByRole('button', { name: buttonName(x.detail) }).click();
  const detail = page.getByRole('dialog').filter({ hasText: x.detailTitle });
  await expect(detail).toContainText(name);
  await shot(page, `jobs-log-detail-${lang}`);
  await detail.getByRole('button', { name: /close|关闭/i }).click();
}

// A long flow through several screens, on a shared machine.
test.describe.configure({ timeout: 240_000 });

test('an admin creates a job from the registry, runs it once and reads its log (中文)', async ({ page }) => {
  await loginAs(page, 'admin');
  await createRunAndRead(page, zh, 'zh');
});

test('an admin creates a job from the registry, runs it once and reads its log (English)', async ({ page }) => {
  await loginAs(page, 'admin');
  await switchLanguage(page, '语言', 'English');
  await createRunAndRead(page, en, 'en');
});
