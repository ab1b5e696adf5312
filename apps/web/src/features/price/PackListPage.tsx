import { Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import MoneyText from '../../components/MoneyText.tsx';
import { useDict } from '../../hooks/useDict.ts';
import { useOwnRegions } from '../region/index.ts';
import PackTable from './pack/PackTable.tsx';

/** Seller centre → My price package: the base price and every service price that applies per region. */
export default function PackListPage() {
  const { t } = useTranslation('business');
  const dict = useDict('platform');
  const regions = useOwnRegions();
  const rows = regions.data ?? [];
  const addMoney = rows[0]?.addMoney;
  return (
    <div className="app-container">
      <Card size="small" variant="borderless" title={t('pack.title')}>
        <Space orientation="vertical" size={4} style={{ marginBottom: 12 }}>
          <Typography.Text type="secondary">{t('pack.intro')}</Typography.Text>
          {addMoney !== undefined ? (
            <Typography.Text>
              {t('pack.addMoneyLabel')} <MoneyText value={addMoney} strong />
            </Typography.Text>
          ) : null}
        </Space>
        <PackTable rows={rows} loading={regions.isFetching} platformOptions={dict.platform} />
      </Card>
    </div>
  );
}
