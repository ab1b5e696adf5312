import type { TaskBody } from '@ceping/contract';
import { Alert, App, Button, Card, Col, Flex, Form, Row, Space, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { getTemplate } from '../template/index.ts';
import { useOncePer } from '../../hooks/useOncePer.ts';
import { useRegionOptions } from '../region/index.ts';
import EntryCard from './components/EntryCard.tsx';
import MessageCard from './components/MessageCard.tsx';
import PricePreview from './components/PricePreview.tsx';
import ProductCard from './components/ProductCard.tsx';
import RegionCard from './components/RegionCard.tsx';
import SaveTemplateDialog, { type LoadedTemplate } from './components/SaveTemplateDialog.tsx';
import ServicesCard from './components/ServicesCard.tsx';
import TemplateBar from './components/TemplateBar.tsx';
import { DEFAULT_VALUES, fromBody, type PublishValues, toPriceBody } from './components/publishForm.ts';
import { usePricePreview } from './components/usePricePreview.ts';
import { usePublishSource } from './components/usePublishSource.ts';
import { usePublishSubmit } from './components/usePublishSubmit.ts';

/**
 * Publish a task (also edit a pending one, resubmit a rejected one, or start from a template). The
 * price beside the form is the server's (`POST /system/task/price`), asked again as the form changes.
 */
export default function PublishPage() {
  // A new source (another task, a template, or none) starts a fresh form rather than keeping the last one's values.
  const { search } = useLocation();
  return <PublishForm key={search} />;
}

function PublishForm() {
  const { t } = useTranslation(['task', 'common']);
  const { message } = App.useApp();
  const [form] = Form.useForm<PublishValues>();
  const source = usePublishSource();
  const regions = useRegionOptions();
  const [templateBody, setTemplateBody] = useState<TaskBody | null>(null);
  const [loadingTemplate, setLoadingTemplate] = useState(false);
  // The template the form came from (the link's or one loaded here): saving may update it.
  const [loaded, setLoaded] = useState<LoadedTemplate | null>(null);
  const sourceTemplate = source.template;
  const { submit, submitting, checked } = usePublishSubmit(form, source.mode, source.taskId, source.task?.paidAmount);

  const priceBody = Form.useWatch((values: PublishValues) => toPriceBody(values), { form, preserve: true });
  const preview = usePricePreview(priceBody ?? null);
  const regionId = Form.useWatch('regionId', form) as number | undefined;
  const region = (regions.data ?? []).find((r) => r.regionId === regionId);
  const coin = region?.coinName || t('rmb');

  // Fill the form once per loaded source: a kept tab shown again must keep the user's edits.
  useOncePer(source.initial, (initial) => {
    form.setFieldsValue({ ...DEFAULT_VALUES, ...initial });
    if (sourceTemplate) setLoaded({ templateId: sourceTemplate.templateId, templateName: sourceTemplate.templateName, remark: sourceTemplate.remark });
  });

  const loadTemplate = async (templateId: number) => {
    setLoadingTemplate(true);
    try {
      const res = await getTemplate(templateId);
      if (res.data) {
        form.resetFields();
        form.setFieldsValue({ ...DEFAULT_VALUES, ...fromBody(res.data.content) });
        setLoaded({ templateId: res.data.templateId, templateName: res.data.templateName, remark: res.data.remark });
        message.success(t('template.loaded', { name: res.data.templateName }));
      }
    } catch {
      // shown by the request client
    } finally {
      setLoadingTemplate(false);
    }
  };

  const saveTemplate = async () => {
    const body = await checked();
    if (body) setTemplateBody(body);
  };

  const title = { new: 'form.title.new', edit: 'form.title.edit', resubmit: 'form.title.resubmit' }[source.mode];

  return (
    <div className="app-container">
      <Spin spinning={source.loading}>
        <Form form={form} layout="vertical" initialValues={DEFAULT_VALUES} scrollToFirstError={{ behavior: 'smooth', block: 'center' }} name="taskPublish">
          <Row gutter={16}>
            <Col xs={24} xl={16}>
              <Space orientation="vertical" size={16} style={{ width: '100%' }}>
                <Card size="small">
                  <Flex justify="space-between" align="center" wrap gap={8}>
                    <Typography.Title level={5} style={{ margin: 0 }}>
                      {t(title)}
                      {source.task ? ` · ${source.task.taskNo}` : ''}
                    </Typography.Title>
                    <TemplateBar onLoad={(id) => void loadTemplate(id)} onSave={() => void saveTemplate()} loading={loadingTemplate} />
                  </Flex>
                  {source.mode === 'resubmit' && source.task?.rejectReason ? (
                    <Alert style={{ marginTop: 12 }} type="warning" showIcon title={t('form.rejectedBecause', { reason: source.task.rejectReason })} />
                  ) : null}
                  {source.failed ? <Alert style={{ marginTop: 12 }} type="error" showIcon title={t('form.loadFailed')} /> : null}
                </Card>
                <RegionCard region={region} />
                <ProductCard coin={coin} />
                <EntryCard />
                <MessageCard />
                <ServicesCard coin={coin} />
              </Space>
            </Col>
            <Col xs={24} xl={8} style={{ alignSelf: 'stretch', marginTop: 0 }}>
              <PricePreview regionLabel={region?.label} preview={preview.preview} loading={preview.loading} ready={preview.ready} error={preview.error}>
                <Button type="primary" block size="large" loading={submitting} onClick={() => void submit()}>
                  {t(source.mode === 'new' ? 'submit.publish' : source.mode === 'edit' ? 'submit.saveEdit' : 'submit.resubmit')}
                </Button>
              </PricePreview>
            </Col>
          </Row>
        </Form>
      </Spin>
      <SaveTemplateDialog body={templateBody} loaded={loaded} onClose={() => setTemplateBody(null)} onSaved={setLoaded} />
    </div>
  );
}
