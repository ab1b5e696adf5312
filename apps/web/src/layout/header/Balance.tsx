import { WalletOutlined } from '@ant-design/icons';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUserStore } from '../../stores/user.ts';
import { formatMoney } from '../../utils/format.ts';

const SELLER_ROLES = ['common', 'zi'];

/** The seller's available balance, read again after every call that may move money (api/money.ts). */
export default function Balance() {
  const { t } = useTranslation('layout');
  const money = useUserStore((s) => s.money);
  const seller = useUserStore((s) => s.roles.some((r) => SELLER_ROLES.includes(r)));
  if (!seller || money === null) return null;
  const negative = money.trim().startsWith('-');
  return (
    <Tooltip title={t('navbar.balanceHint')} placement="bottomRight">
      <span className="right-menu-item navbar-balance" data-negative={negative || undefined} aria-label={t('navbar.balance')}>
        <WalletOutlined />
        <span className="navbar-balance-label">{t('navbar.balance')}</span>
        <span className="navbar-balance-amount">¥{formatMoney(money)}</span>
      </span>
    </Tooltip>
  );
}
