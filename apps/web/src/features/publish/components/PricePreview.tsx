import type { TaskPricePreview } from '@ceping/contract';
import { Alert, Card, Descriptions, Divider, Flex, Spin, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { coinOf, filled, yuan } from '../../task/index.ts';
import { useUserStore } from '../../../stores/user.ts';

interface Props {
  /** The chosen region's name in the current language. */
  regionLabel?: string;
  preview: TaskPricePreview | undefined;
  loading: boolean;
  /** The price fields are complete enough to be priced. */
  ready: boolean;
  error: Error | null;
  /** The submit / template buttons. */
  children?: ReactNode;
}

/** The server-computed price of the form, the balance and an insufficient-balance warning (sticky). */
export default function PricePreview({ regionLabel, preview, loading, ready, error, children }: Props) {
  const { t } = useTranslation('task');
  const money = useUserStore((s) => s.money);
  const rows = preview
    ? [
        { key: 'rate', label: t('preview.rate'), value: preview.rate },
        { key: 'unitPriceStr', label: t('preview.unitPriceStr'), value: preview.unitPriceStr },
        { key: 'mainProductPrice', label: t('preview.mainProductPrice'), value: yuan(preview.mainProductPrice) },
        ...(filled(preview.matchProductPrice)
          ? [{ key: 'matchProductPrice', label: t('preview.matchProductPrice'), value: yuan(preview.matchProductPrice) }]
          : []),
        { key: 'totalPrice', label: t('preview.totalPrice'), value: yuan(preview.totalPrice) },
        { key: 'allTotalAddService', label: t('preview.allTotalAddService'), value: yuan(preview.allTotalAddService) },
      ]
    : [];

  return (
    <Card title={t('preview.title')} size="small" style={{ position: 'sticky', top: 16 }} data-testid="price-preview">
      <Spin spinning={loading} size="small">
        {!ready ? <Typography.Paragraph type="secondary">{t('preview.incomplete')}</Typography.Paragraph> : null}
        {ready && error ? <Alert type="error" showIcon title={error.message || t('preview.failed')} style={{ marginBottom: 12 }} /> : null}
        {preview ? (
          <>
            <Typography.Text type="secondary">
              {t('preview.region', { region: regionLabel || preview.regionName, coin: coinOf(preview.regionCoin, t('rmb')) })}
            </Typography.Text>
            <Descriptions
              size="small"
              column={1}
              style={{ marginTop: 8 }}
              items={rows.map((r) => ({ key: r.key, label: r.label, children: <span data-preview={r.key}>{r.value}</span> }))}
            />
            <Flex justify="space-between" align="baseline" style={{ marginTop: 8 }}>
              <Typography.Text strong>{t('preview.allTotalPrice')}</Typography.Text>
              <Typography.Title level={3} type="danger" style={{ margin: 0 }} data-preview="allTotalPrice">
                {yuan(preview.allTotalPrice)}
              </Typography.Title>
            </Flex>
          </>
        ) : null}
        <Divider style={{ margin: '12px 0' }} />
        <Flex justify="space-between">
          <Typography.Text>{t('preview.balance')}</Typography.Text>
          <span data-preview="balance">
            {money === null ? (
              '-'
            ) : (
              <Typography.Text strong type={money.trim().startsWith('-') ? 'danger' : undefined}>
                {yuan(money)}
              </Typography.Text>
            )}
          </span>
        </Flex>
        {preview && !preview.enough ? (
          <Alert
            type="warning"
            showIcon
            style={{ marginTop: 12 }}
            title={t('preview.insufficient')}
            description={t('preview.insufficientDetail', { total: yuan(preview.allTotalPrice), balance: yuan(preview.money) })}
            data-testid="insufficient"
          />
        ) : null}
        {children ? <div style={{ marginTop: 16 }}>{children}</div> : null}
      </Spin>
    </Card>
  );
}
