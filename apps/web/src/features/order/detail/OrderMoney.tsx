import { type OrderDetail, settlementOf } from '@ceping/contract';
import { Button, Descriptions, type DescriptionsProps, Space, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import DictTag from '../../../components/DictTag.tsx';
import MoneyText from '../../../components/MoneyText.tsx';
import { useDict } from '../../../hooks/useDict.ts';
import { useMenuPath } from '../../../hooks/useMenuPath.ts';
import { formatMoney, parseTime } from '../../../utils/format.ts';
import { addAmounts, amountSign, trimDecimal } from '../../../utils/money.ts';

const SETTLE_COLOURS: Record<string, string> = { none: 'default', settled: 'success', awaiting: 'warning', rejected: 'error' };

/** The coin an order's product price and actual payment are in (RMB where the region has none). */
export function coinName(order: Pick<OrderDetail, 'regionCoin'>, rmb: string): string {
  return order.regionCoin?.trim() ? order.regionCoin : rmb;
}

interface Props {
  order: OrderDetail;
  /** Called before leaving for the ledger (the dialog closes). */
  onLeave: () => void;
}

/**
 * The money of an order: the principal estimated on publish, the service part, what the buyer
 * actually paid (in the order's coin and in CNY), the settlement difference and where it stands,
 * and the ledger rows it posted, each linking to the ledger.
 */
export default function OrderMoney({ order, onLeave }: Props) {
  const { t } = useTranslation('order');
  const dict = useDict('fund_type');
  const navigate = useNavigate();
  const menuPath = useMenuPath();
  const ledgerPath = menuPath('system/detail/index', menuPath('user/wealth/index', ''));
  const coin = coinName(order, t('rmb'));
  const estimate = addAmounts(order.mainProductPrice, order.matchProductPrice) ?? order.mainProductPrice;
  const preview = order.actuallyPay && !order.actualPrincipal ? settlementOf(order, order.actuallyPay) : null;
  const actualCny = order.actualPrincipal ?? preview?.actualPrincipal ?? null;
  const diff = order.settleDiff ?? null;

  const openLedger = (refNo: string) => {
    onLeave();
    navigate(`${ledgerPath}?refNo=${encodeURIComponent(refNo)}`);
  };

  const items: DescriptionsProps['items'] = [
    {
      key: 'main',
      label: t('money.main'),
      children: (
        <Space size={8} wrap>
          <MoneyText value={order.mainProductPrice} />
          <Typography.Text type="secondary">{`${order.productPrice} ${coin} × ${order.perQuantity} × ${trimDecimal(order.rate)}`}</Typography.Text>
        </Space>
      ),
    },
    ...(amountSign(order.matchProductPrice) !== 0 ? [{ key: 'match', label: t('money.match'), children: <MoneyText value={order.matchProductPrice} /> }] : []),
    { key: 'estimate', label: t('money.estimate'), children: <MoneyText value={estimate} strong /> },
    {
      key: 'unitPrice',
      label: t('money.unitPrice'),
      children: (
        <Space size={8} wrap>
          <MoneyText value={order.unitPrice} />
          {order.unitPriceStr ? <Typography.Text type="secondary">{order.unitPriceStr}</Typography.Text> : null}
        </Space>
      ),
    },
    { key: 'totalPrice', label: t('money.totalPrice'), children: <MoneyText value={order.totalPrice} strong /> },
    {
      key: 'actuallyPay',
      label: t('money.actuallyPay'),
      children: order.actuallyPay ? (
        <Space size={8} wrap>
          <span className="money-coin">{`${formatMoney(order.actuallyPay)} ${coin}`}</span>
          {actualCny ? (
            <Typography.Text type="secondary">
              ≈ <MoneyText value={actualCny} />
            </Typography.Text>
          ) : null}
        </Space>
      ) : (
        <Typography.Text type="secondary">{t('money.notPaidYet')}</Typography.Text>
      ),
    },
    {
      key: 'settleDiff',
      label: t('money.settleDiff'),
      children:
        diff !== null ? (
          <Space size={8} wrap>
            <MoneyText value={diff} variant="signed" strong />
            <Typography.Text type="secondary">
              {amountSign(diff) > 0 ? t('money.refunded') : amountSign(diff) < 0 ? t('money.charged') : t('money.noDiff')}
            </Typography.Text>
          </Space>
        ) : preview ? (
          <Space size={8} wrap>
            <MoneyText value={preview.diff} variant="signed" />
            <Typography.Text type="secondary">{t('money.expected')}</Typography.Text>
          </Space>
        ) : (
          '-'
        ),
    },
    {
      key: 'settleStatus',
      label: t('money.settleStatus'),
      children: (
        <Space size={8} wrap>
          <Tag color={SETTLE_COLOURS[order.settleStatus]}>{t(`settle.${order.settleStatus}`)}</Tag>
          {order.settleTime ? <Typography.Text type="secondary">{parseTime(order.settleTime)}</Typography.Text> : null}
          {order.settleRemark ? <Typography.Text type="secondary">{order.settleRemark}</Typography.Text> : null}
        </Space>
      ),
    },
    {
      key: 'funds',
      label: t('money.funds'),
      children:
        order.funds.length === 0 ? (
          <Typography.Text type="secondary">{t('money.noFunds')}</Typography.Text>
        ) : (
          <Space orientation="vertical" size={4}>
            {order.funds.map((f) => (
              <Space key={f.fundId} size={8} wrap className="order-fund">
                <DictTag options={dict.fund_type} value={String(f.type)} />
                <MoneyText value={f.amount} variant="signed" strong />
                <Typography.Text type="secondary">{t('money.balanceAfter', { amount: formatMoney(f.balanceAfter) })}</Typography.Text>
                <Typography.Text type="secondary">{parseTime(f.createTime)}</Typography.Text>
                {ledgerPath && f.refNo ? (
                  <Button type="link" size="small" style={{ padding: 0 }} onClick={() => openLedger(f.refNo)}>
                    {t('money.openLedger', { id: f.fundId })}
                  </Button>
                ) : (
                  <Typography.Text type="secondary">#{f.fundId}</Typography.Text>
                )}
              </Space>
            ))}
          </Space>
        ),
    },
  ];
  return <Descriptions bordered size="small" column={1} styles={{ label: { width: 150 } }} items={items} />;
}
