import { MAX_REVIEW_PICS, type OrderDetail, orderCommentSchema } from '@ceping/contract';
import { Alert, App, Card, Form, type FormInstance, Input, Modal, Radio, Select, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import ImageUpload from '../../../components/ImageUpload.tsx';
import ImagePreview from '../../../components/ImagePreview.tsx';
import { dictSelectOptions } from '../../../components/list/SearchActions.tsx';
import { type DictOption, useDict } from '../../../hooks/useDict.ts';
import { parseForm, setFormErrors, useLang } from '../../../utils/zodRule.ts';
import { commentOrder } from '../api.ts';
import { useOrderDetail } from '../detail/useOrderDetail.ts';
import { useRefreshOrders } from '../keys.ts';

interface ReviewValues {
  evaluateType: string;
  evaluateContent?: string;
  evaluatePic?: string;
  evaluateVideo?: string;
}
interface Values extends ReviewValues {
  evaluateStatus: '1' | '2';
  products: (ReviewValues & { productId: number })[];
}

/** Which fields a review kind asks for: text for text / text + images / video, pictures for text + images, the video for video. */
export function reviewFieldsOf(type: string | undefined): { content: boolean; pic: boolean; video: boolean } {
  return { content: type === '1' || type === '2' || type === '3', pic: type === '2', video: type === '3' };
}

/** The form's starting values: what was recorded, or text for the order and "none" for the matched products. */
export function initialReview(order: OrderDetail): Values {
  return {
    evaluateStatus: order.evaluateStatus === '2' ? '2' : '1',
    evaluateType: order.evaluateType === '0' ? '1' : order.evaluateType,
    evaluateContent: order.evaluateContent,
    evaluatePic: order.evaluatePic,
    evaluateVideo: order.evaluateVideo,
    products: order.matchProducts.map((p) => ({
      productId: p.productId,
      evaluateType: p.evaluate.evaluateType,
      evaluateContent: p.evaluate.evaluateContent,
      evaluatePic: p.evaluate.evaluatePic,
      evaluateVideo: p.evaluate.evaluateVideo,
    })),
  };
}

interface FieldsProps {
  /** Form path of the review (`[]` for the order, `['products', i]` for a matched product). */
  path: (string | number)[];
  form: FormInstance<Values>;
  typeOptions: DictOption[];
  /** The order's own review needs a kind other than "none". */
  withNone: boolean;
}

function ReviewFields({ path, form, typeOptions, withNone }: FieldsProps) {
  const { t } = useTranslation('order');
  const type = Form.useWatch([...path, 'evaluateType'], form) as string | undefined;
  const shown = reviewFieldsOf(type);
  const options = dictSelectOptions(typeOptions).filter((o) => withNone || o.value !== '0');
  return (
    <>
      <Form.Item name={[...path, 'evaluateType']} label={t('review.type')}>
        <Select options={options} style={{ width: 220 }} aria-label={t('review.type')} />
      </Form.Item>
      {shown.content ? (
        <Form.Item name={[...path, 'evaluateContent']} label={t('review.content')} extra={t('review.contentHelp')}>
          <Input.TextArea rows={3} maxLength={5000} />
        </Form.Item>
      ) : null}
      {shown.pic ? (
        <Form.Item name={[...path, 'evaluatePic']} label={t('review.pictures')}>
          <ImageUpload limit={MAX_REVIEW_PICS} />
        </Form.Item>
      ) : null}
      {shown.video ? (
        <Form.Item name={[...path, 'evaluateVideo']} label={t('review.videoUrl')}>
          <Input maxLength={500} placeholder="https://…" />
        </Form.Item>
      ) : null}
    </>
  );
}

interface Props {
  orderId: number | null;
  onClose: () => void;
  onDone: () => void;
}

/**
 * Records the review as the buyer published it: its kind, the text line by line, pictures (the
 * image upload widget) and a video address, for the order and for each matched product — or that
 * the buyer did not review. Checked with the contract's rules; the server's message is shown.
 */
export default function ReviewDialog({ orderId, onClose, onDone }: Props) {
  const { t } = useTranslation(['order', 'common']);
  const { message } = App.useApp();
  const lang = useLang();
  const dict = useDict('order_evaluate_type');
  const open = orderId !== null;
  const detail = useOrderDetail({ orderId }, open);
  const refresh = useRefreshOrders();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const status = Form.useWatch('evaluateStatus', form);
  const order = detail.data;

  const submit = async (values: Values) => {
    if (!order) return;
    const body = { ...values, id: order.id, products: values.evaluateStatus === '1' ? (values.products ?? []) : [] };
    const parsed = parseForm(orderCommentSchema, body, lang);
    if (parsed.errors) return setFormErrors(form, parsed.errors);
    setSaving(true);
    try {
      const res = await commentOrder(parsed.data);
      message.success(res.msg);
      await refresh();
      onDone();
    } catch {
      // shown by the request client
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={order ? t('review.dialogTitle', { orderNo: order.orderNo || `#${order.id}` }) : t('review.record')}
      width={760}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={saving}
      okButtonProps={{ disabled: !order }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {detail.isError ? <Alert type="error" showIcon title={t('detail.loadFailed')} /> : null}
      {!order && !detail.isError ? <Skeleton active /> : null}
      {order ? (
        <Form<Values> form={form} name="orderReview" layout="vertical" preserve={false} initialValues={initialReview(order)} onFinish={(v) => void submit(v)}>
          <Typography.Paragraph type="secondary">{t('review.recordHint')}</Typography.Paragraph>
          <Form.Item name="evaluateStatus" label={t('review.status')}>
            <Radio.Group
              options={[
                { value: '1', label: t('review.published') },
                { value: '2', label: t('review.notPublished') },
              ]}
            />
          </Form.Item>
          {status === '2' ? null : (
            <>
              <ReviewFields path={[]} form={form} typeOptions={dict.order_evaluate_type} withNone={false} />
              {order.matchProducts.map((p, i) => (
                <Card
                  key={p.productId}
                  size="small"
                  style={{ marginBottom: 12 }}
                  title={
                    <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
                      <ImagePreview src={p.productImg} width={28} height={28} />
                      {t('review.productTitle', { title: p.productTitle })}
                    </span>
                  }
                >
                  <Form.Item name={['products', i, 'productId']} hidden>
                    <Input />
                  </Form.Item>
                  <ReviewFields path={['products', i]} form={form} typeOptions={dict.order_evaluate_type} withNone />
                </Card>
              ))}
            </>
          )}
        </Form>
      ) : null}
    </Modal>
  );
}
