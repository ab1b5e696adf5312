import { Perm, invitationEndpoints, profileEndpoints } from '@ceping/contract';
import { QuestionCircleOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Space, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { endpointKey } from '../../api/endpoint.ts';
import Auth from '../../components/Auth.tsx';
import MoneyText from '../../components/MoneyText.tsx';
import { useAuth } from '../../hooks/useAuth.ts';
import { useMenuPath } from '../../hooks/useMenuPath.ts';
import { customSiteName } from '../../stores/user.ts';
import { parseTime } from '../../utils/format.ts';
import { amountSign, trimDecimal } from '../../utils/money.ts';
import { getUserProfile } from '../user/index.ts';
import { getInvitation } from './api.ts';
import { LINKS, type LinkName } from './paths.ts';

/** A label with its explanation in a tooltip. */
function Hinted({ label, hint }: { label: string; hint: string }) {
  return (
    <Space size={4}>
      {label}
      <Tooltip title={hint}>
        <QuestionCircleOutlined style={{ color: 'rgba(0,0,0,0.45)' }} />
      </Tooltip>
    </Space>
  );
}

/**
 * Seller centre → Account: the caller's account as the server holds it now (the profile: balance,
 * frozen amount, rate, surcharge, site, the main account of a sub-account), the invite code of a
 * main account, and the way to recharge, withdraw and read the ledger. Money actions anywhere
 * refresh it (api/money.ts invalidates the profile).
 */
export default function AccountPage() {
  const { t } = useTranslation(['account', 'common']);
  const navigate = useNavigate();
  const menuPath = useMenuPath();
  const canInvite = useAuth().hasPermi(Perm.invitation.query);
  const profile = useQuery({ queryKey: endpointKey(profileEndpoints.get), queryFn: getUserProfile, staleTime: 0 });
  const invitation = useQuery({ queryKey: endpointKey(invitationEndpoints.info), queryFn: getInvitation, enabled: canInvite });
  const user = profile.data?.data;
  const go = (name: LinkName) => navigate(menuPath(LINKS[name][0], LINKS[name][1]));
  const label = (key: string) => t(`info.${key}`);
  const sub = user?.parentId !== null && user?.parentId !== undefined;

  return (
    <div className="app-container">
      <Card
        size="small"
        title={label('title')}
        loading={profile.isLoading}
        extra={
          <Space wrap>
            <Auth perm={Perm.recharge.add}>
              <Button type="primary" onClick={() => go('recharge')}>
                {label('recharge')}
              </Button>
            </Auth>
            <Auth perm={Perm.withdrawal.list}>
              <Button onClick={() => go('withdraw')}>{label('withdraw')}</Button>
            </Auth>
            <Auth perm={Perm.fund.list}>
              <Button onClick={() => go('ledger')}>{label('ledger')}</Button>
            </Auth>
          </Space>
        }
      >
        {user && amountSign(user.money) < 0 ? <Alert type="warning" showIcon title={label('debt')} style={{ marginBottom: 12 }} /> : null}
        {user ? (
          <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} styles={{ label: { width: 180, whiteSpace: 'nowrap' } }}>
            <Descriptions.Item label={label('userName')}>{user.userName}</Descriptions.Item>
            <Descriptions.Item label={label('nickName')}>{user.nickName}</Descriptions.Item>
            <Descriptions.Item label={label('money')}>
              <span data-testid="account-money">
                <MoneyText value={user.money} strong />
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={<Hinted label={label('frozen')} hint={label('frozenHint')} />}>
              <span data-testid="account-frozen">
                <MoneyText value={user.frozen} />
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={label('rate')}>{`${trimDecimal(user.rate)}%`}</Descriptions.Item>
            <Descriptions.Item label={<Hinted label={label('addMoney')} hint={label('addMoneyHint')} />}>
              <MoneyText value={user.addMoney} />
            </Descriptions.Item>
            <Descriptions.Item label={label('site')}>{customSiteName(user.site ?? null) ?? t('common:appTitle')}</Descriptions.Item>
            <Descriptions.Item label={label('role')}>
              {sub ? <Tag color="blue">{label('roleSub')}</Tag> : <Tag color="green">{label('roleMain')}</Tag>}
            </Descriptions.Item>
            {sub ? (
              <Descriptions.Item label={label('parent')}>{user.parent ? `${user.parent.nickName} (${user.parent.userName})` : '-'}</Descriptions.Item>
            ) : null}
            {canInvite ? (
              <Descriptions.Item label={label('inviteCode')}>
                <Space>
                  <Typography.Text code copyable data-testid="account-invite-code">
                    {invitation.data?.data.inviteCode ?? ''}
                  </Typography.Text>
                  <Auth perm={Perm.invitation.list}>
                    <Button type="link" size="small" onClick={() => go('invitation')}>
                      {label('invite')}
                    </Button>
                  </Auth>
                </Space>
              </Descriptions.Item>
            ) : null}
            <Descriptions.Item label={label('createTime')}>{parseTime(user.createTime)}</Descriptions.Item>
          </Descriptions>
        ) : null}
      </Card>
    </div>
  );
}
