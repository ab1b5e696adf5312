import { type OrderDetail, OrderStatus } from '@ceping/contract';
import { CheckCircleOutlined, EditOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Descriptions, type DescriptionsProps, Modal, Row, Skeleton, Space, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import DictTag from '../../../components/DictTag.tsx';
import { useDict } from '../../../hooks/useDict.ts';
import { useRegionName } from '../../../hooks/useRegionName.ts';
import { formatMoney, parseTime, selectDictLabel } from '../../../utils/format.ts';
import CompleteDialog from '../components/CompleteDialog.tsx';
import ReviewDialog from '../components/ReviewDialog.tsx';
import { useRefreshOrders } from '../keys.ts';
import { canConfirmReceipt, canEditMerchantRemark, canEditNumbers, hasShipped, mayOrder } from '../orderRules.ts';
import { useOrderViewer } from '../useOrderViewer.ts';
import OrderEditable from './OrderEditable.tsx';
import OrderMoney, { coinName } from './OrderMoney.tsx';
import OrderProducts from './OrderProducts.tsx';
import OrderServices from './OrderServices.tsx';
import OrderSteps from './OrderSteps.tsx';
import OrderTimeline from './OrderTimeline.tsx';
import { type OrderTarget, useOrderDetail, useOrderHistory } from './useOrderDetail.ts';

export interface OrderDetailDialogProps extends OrderTarget {
  open: boolean;
  onClose: () => void;
}

function Section({ title, extra, children }: { title: string; extra?: ReactNode; children: ReactNode }) {
  return (
    <section className="order-section" style={{ marginBottom: 16 }}>
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 8 }}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {extra}
      </Space>
      {children}
    </section>
  );
}

/** The completion entry: when receipt was confirmed and what the buyer paid. */
function Completion({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('order');
  const coin = coinName(order, t('rmb'));
  return (
    <Alert
      className="order-completion"
      type="success"
      showIcon
      icon={<CheckCircleOutlined />}
      style={{ marginBottom: 16 }}
      title={t('detail.completedAt', { time: parseTime(order.completeTime) })}
      description={order.actuallyPay ? t('detail.completedPaid', { amount: `${formatMoney(order.actuallyPay)} ${coin}` }) : undefined}
    />
  );
}

/**
 * The order detail dialog (spec §2 Dialogs), opened by order id or order number: a three-step header
 * and the timeline of its history; the order's facts (staff edit the order no. and environment no. in
 * place, the owning seller its remark); the product and matched products, each with the review
 * recorded once the merchant shipped; the task's services; the money and its ledger rows; a completion
 * entry once receipt was confirmed. "Confirm receipt and review" (status 1, not a `common` seller)
 * completes the order, shows the server's message and opens the review form.
 */
export default function OrderDetailDialog({ orderId, orderNo, platform, open, onClose }: OrderDetailDialogProps) {
  const { t } = useTranslation(['order', 'common']);
  const dict = useDict('order_status', 'order_evaluate_status', 'order_evaluate_type', 'platform', 'shop_type');
  const regionName = useRegionName();
  const viewer = useOrderViewer();
  const refresh = useRefreshOrders();
  const detail = useOrderDetail({ orderId, orderNo, platform }, open);
  const order = detail.data;
  const history = useOrderHistory(open ? order?.id : undefined);
  const [completing, setCompleting] = useState(false);
  const [reviewing, setReviewing] = useState(false);

  const shipped = order ? hasShipped(order) : false;
  const mayReview = order ? mayOrder('comment', order, viewer) : false;
  const numbersEditable = order ? canEditNumbers(order, viewer) : false;

  const info: DescriptionsProps['items'] = order
    ? [
        {
          key: 'orderNo',
          label: t('field.orderNo'),
          children: <OrderEditable orderId={order.id} field="orderNo" value={order.orderNo} editable={numbersEditable} />,
        },
        {
          key: 'remark',
          label: t('field.remark'),
          children: <OrderEditable orderId={order.id} field="remark" value={order.remark} editable={numbersEditable} />,
        },
        { key: 'taskNo', label: t('field.taskNo'), children: order.taskNo },
        {
          key: 'status',
          label: t('field.orderStatus'),
          children: (
            <Space size={4}>
              <DictTag options={dict.order_status} value={order.orderStatus} />
              <DictTag options={dict.order_evaluate_status} value={order.evaluateStatus} />
            </Space>
          ),
        },
        {
          key: 'region',
          label: t('field.regionPlatform'),
          children: `${regionName(order)} · ${selectDictLabel(dict.platform, order.platform) || order.platform}`,
        },
        {
          key: 'shop',
          label: t('field.shop'),
          children: order.shopName ? (
            <Space size={4}>
              {order.shopName}
              <DictTag options={dict.shop_type} value={order.shopType} />
            </Space>
          ) : (
            '-'
          ),
        },
        {
          key: 'seller',
          label: t('field.seller'),
          children: order.nickName && order.nickName !== order.userName ? `${order.userName} (${order.nickName})` : order.userName,
        },
        { key: 'staff', label: t('field.staff'), children: order.staffName || '-' },
        { key: 'acceptTime', label: t('field.acceptTime'), children: parseTime(order.acceptTime) || '-' },
        { key: 'taskTime', label: t('field.taskTime'), children: parseTime(order.taskTime) || '-' },
        {
          key: 'merchantRemark',
          label: t('field.merchantRemark'),
          span: 2,
          children: <OrderEditable orderId={order.id} field="merchantRemark" value={order.merchantRemark} editable={canEditMerchantRemark(order, viewer)} />,
        },
        ...(order.exceptionReason ? [{ key: 'exceptionReason', label: t('field.exceptionReason'), span: 2, children: order.exceptionReason }] : []),
      ]
    : [];

  const footer = (
    <Space>
      {order && canConfirmReceipt(order, viewer) ? (
        <Button type="primary" icon={<CheckCircleOutlined />} onClick={() => setCompleting(true)}>
          {t('action.confirmReceipt')}
        </Button>
      ) : null}
      <Button onClick={onClose}>{t('common:actions.close')}</Button>
    </Space>
  );

  return (
    <Modal
      open={open}
      title={order ? t('detail.titleWithNo', { orderNo: order.orderNo || `#${order.id}` }) : t('detail.title')}
      width={1000}
      onCancel={onClose}
      destroyOnHidden
      footer={footer}
      styles={{ body: { maxHeight: 'calc(100vh - 220px)', overflowY: 'auto', overflowX: 'hidden' } }}
    >
      {detail.isError ? <Alert type="error" showIcon title={t('detail.loadFailed')} /> : null}
      {detail.isPending && !detail.isError ? <Skeleton active paragraph={{ rows: 8 }} /> : null}
      {order ? (
        <div className="order-detail" data-status={order.orderStatus}>
          <OrderSteps order={order} />
          {order.completeTime ? <Completion order={order} /> : null}
          {order.orderStatus === OrderStatus.CANCELLED ? (
            <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('detail.cancelledAt', { time: parseTime(order.cancelTime) })} />
          ) : null}
          <Row gutter={16}>
            <Col span={16}>
              <Section title={t('detail.section.info')}>
                <Descriptions bordered size="small" column={2} styles={{ label: { width: 110 } }} items={info} />
              </Section>
              <Section
                title={shipped ? t('detail.section.productsAndReviews') : t('detail.section.products')}
                extra={
                  shipped && mayReview ? (
                    <Button size="small" icon={<EditOutlined />} onClick={() => setReviewing(true)}>
                      {order.evaluateStatus === '0' ? t('action.comment') : t('action.editComment')}
                    </Button>
                  ) : null
                }
              >
                {shipped ? null : <Typography.Paragraph type="secondary">{t('detail.reviewAfterShip')}</Typography.Paragraph>}
                <OrderProducts order={order} showReview={shipped} typeOptions={dict.order_evaluate_type} />
              </Section>
              <Section title={t('detail.section.services')}>
                <OrderServices order={order} />
              </Section>
              <Section title={t('detail.section.money')}>
                <OrderMoney order={order} onLeave={onClose} />
              </Section>
            </Col>
            <Col span={8}>
              <Card size="small" title={t('detail.section.timeline')} className="order-timeline-card">
                <OrderTimeline events={history.data} loading={history.isPending && history.fetchStatus !== 'idle'} />
              </Card>
            </Col>
          </Row>
        </div>
      ) : null}
      <CompleteDialog
        order={completing && order ? order : null}
        onClose={() => setCompleting(false)}
        onDone={() => {
          setCompleting(false);
          void refresh(true);
          // "Confirm receipt and review": with no review recorded yet, the review form follows.
          if (order && order.evaluateStatus === '0' && mayReview) setReviewing(true);
        }}
      />
      <ReviewDialog orderId={reviewing && order ? order.id : null} onClose={() => setReviewing(false)} onDone={() => setReviewing(false)} />
    </Modal>
  );
}
