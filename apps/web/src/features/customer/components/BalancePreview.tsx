import { ArrowRightOutlined } from '@ant-design/icons';
import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import MoneyText from '../../../components/MoneyText.tsx';
import { amountSign } from '../../../utils/money.ts';

interface Props {
  before: string | null | undefined;
  amount: string | null;
  after: string | null;
}

/** "balance before → after" with the signed change; a warning when the result is a debt. */
export default function BalancePreview({ before, amount, after }: Props) {
  const { t } = useTranslation('finance');
  return (
    <div data-testid="balance-preview">
      <Space wrap size={8} align="center">
        <Typography.Text type="secondary">{t('adjust.preview')}</Typography.Text>
        <MoneyText value={before} strong />
        <ArrowRightOutlined aria-label={t('adjust.becomes')} />
        {after === null ? <Typography.Text type="secondary">-</Typography.Text> : <MoneyText value={after} strong />}
        {amount === null ? null : (
          <Typography.Text type="secondary">
            (<MoneyText value={amount} variant="signed" />)
          </Typography.Text>
        )}
      </Space>
      {after !== null && amountSign(after) < 0 ? (
        <Typography.Text type="danger" style={{ display: 'block', marginTop: 4 }}>
          {t('adjust.debtWarning')}
        </Typography.Text>
      ) : null}
    </div>
  );
}
