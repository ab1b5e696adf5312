import { Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDict } from '../../hooks/useDict.ts';
import { trimDecimal } from '../../utils/money.ts';
import { useOwnRegions } from '../region/index.ts';
import RatesTable from './rates/RatesTable.tsx';

/** Seller centre → Exchange rates: base and effective rate per region (read only). */
export default function RatesPage() {
  const { t } = useTranslation('business');
  const dict = useDict('platform');
  const regions = useOwnRegions();
  const rows = regions.data ?? [];
  const uplift = rows[0]?.userRate;
  return (
    <div className="app-container">
      <Card size="small" variant="borderless" title={t('rates.title')}>
        <Space orientation="vertical" size={4} style={{ marginBottom: 12 }}>
          <Typography.Text type="secondary">{t('rates.intro')}</Typography.Text>
          {uplift !== undefined ? <Typography.Text>{t('rates.uplift', { rate: trimDecimal(uplift) })}</Typography.Text> : null}
          <Typography.Text type="secondary">{t('rates.formula')}</Typography.Text>
        </Space>
        <RatesTable rows={rows} loading={regions.isFetching} platformOptions={dict.platform} />
      </Card>
    </div>
  );
}
