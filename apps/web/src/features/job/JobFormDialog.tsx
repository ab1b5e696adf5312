import { JOB_GROUPS, type JobHandlerInfo, type SysJob, jobBodySchema, jobEditSchema } from '@ceping/contract';
import { Alert, Col, Form, Input, Radio, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import EntityDialog from '../../components/list/EntityDialog.tsx';
import { addJob, updateJob } from './api.ts';
import ArgsFields, { defaultArgs } from './ArgsFields.tsx';
import CronHelp from './CronHelp.tsx';

interface Values {
  jobName?: string;
  jobGroup?: string;
  invokeTarget?: string;
  jobArgs?: Record<string, unknown>;
  cronExpression?: string;
  misfirePolicy?: string;
  concurrent?: string;
  status?: '0' | '1';
  remark?: string | null;
}

interface Props {
  /** `{}` adds, `{ row }` edits, null is closed. */
  editing: { row?: SysJob } | null;
  handlers: JobHandlerInfo[];
  groupLabel: (group: string) => string;
  onClose: () => void;
  onSaved: () => void;
}

/**
 * Add / edit a job (RuoYi's 800 px dialog): the handler is chosen from the registry and its arguments
 * filled in a form made from its schema; the cron field shows the next five fire times.
 */
export default function JobFormDialog({ editing, handlers, groupLabel, onClose, onSaved }: Props) {
  const { t } = useTranslation('job');
  const row = editing?.row;
  const label = (key: string) => t(`field.${key}`);
  const initial: Values = row
    ? { ...row, status: row.status as '0' | '1' }
    : { jobGroup: 'DEFAULT', misfirePolicy: '1', concurrent: '1', jobArgs: {}, cronExpression: '' };
  return (
    <EntityDialog<Values, typeof jobBodySchema, typeof jobEditSchema>
      open={editing !== null}
      title={t(row ? 'dialog.edit' : 'dialog.add')}
      width={800}
      schemas={{ add: jobBodySchema, edit: jobEditSchema }}
      api={{ add: addJob, update: updateJob }}
      editKey={row ? { jobId: row.jobId } : undefined}
      initialValues={initial}
      onValuesChange={(changed, form) => {
        // Another handler: its own arguments, from their defaults.
        if (changed.invokeTarget !== undefined) form.setFieldValue('jobArgs', defaultArgs(handlers.find((h) => h.name === changed.invokeTarget)));
      }}
      onClose={onClose}
      onSaved={onSaved}
    >
      {(rule, form) => (
        <Row gutter={16}>
          <Col span={12}>
            <Form.Item name="jobName" label={label('jobName')} rules={[rule('jobName', label('jobName'))]}>
              <Input maxLength={64} placeholder={t('placeholder.jobName')} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="jobGroup" label={label('jobGroup')}>
              <Select options={JOB_GROUPS.map((g) => ({ value: g, label: groupLabel(g) }))} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="invokeTarget" label={label('invokeTarget')} rules={[rule('invokeTarget', label('invokeTarget'))]} extra={t('help.target')}>
              <Select
                placeholder={t('placeholder.handler')}
                showSearch
                optionFilterProp="label"
                options={handlers.map((h) => ({ value: h.name, label: `${h.title} (${h.name})` }))}
              />
            </Form.Item>
            <Form.Item noStyle shouldUpdate={(a: Values, b: Values) => a.invokeTarget !== b.invokeTarget}>
              {() => {
                const handler = handlers.find((h) => h.name === form.getFieldValue('invokeTarget'));
                return handler ? (
                  <div style={{ marginBottom: 16 }}>
                    <Alert type="info" title={handler.description} style={{ marginBottom: 12 }} />
                    <Typography.Text strong>{label('jobArgs')}</Typography.Text>
                    <div style={{ marginTop: 8 }}>
                      <ArgsFields handler={handler} />
                    </div>
                  </div>
                ) : null;
              }}
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="cronExpression" label={label('cronExpression')} rules={[rule('cronExpression', label('cronExpression'))]}>
              <Input maxLength={255} placeholder={t('placeholder.cron')} style={{ fontFamily: 'monospace' }} />
            </Form.Item>
            <Form.Item noStyle shouldUpdate={(a: Values, b: Values) => a.cronExpression !== b.cronExpression}>
              {() => (
                <div style={{ marginTop: -12, marginBottom: 16 }}>
                  <CronHelp value={form.getFieldValue('cronExpression')} onPick={(cron) => form.setFieldValue('cronExpression', cron)} />
                </div>
              )}
            </Form.Item>
          </Col>
          {row ? (
            <Col span={24}>
              <Form.Item name="status" label={label('status')}>
                <Radio.Group options={(['0', '1'] as const).map((v) => ({ value: v, label: t(v === '0' ? 'confirm.enable' : 'confirm.pause') }))} />
              </Form.Item>
            </Col>
          ) : (
            <Col span={24}>
              <Typography.Paragraph type="secondary">{t('help.addPaused')}</Typography.Paragraph>
            </Col>
          )}
          <Col span={12}>
            <Form.Item name="misfirePolicy" label={label('misfirePolicy')} extra={t('help.misfire')}>
              <Radio.Group optionType="button" options={(['1', '2', '3'] as const).map((v) => ({ value: v, label: t(`misfire.${v}`) }))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="concurrent" label={label('concurrent')}>
              <Radio.Group optionType="button" options={(['0', '1'] as const).map((v) => ({ value: v, label: t(`concurrent.${v}`) }))} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="remark" label={label('remark')}>
              <Input.TextArea maxLength={500} rows={2} />
            </Form.Item>
          </Col>
        </Row>
      )}
    </EntityDialog>
  );
}
