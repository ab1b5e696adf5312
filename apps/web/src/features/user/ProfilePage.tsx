import { profileEndpoints } from '@ceping/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { getUserProfile } from './api.ts';
import { useDict } from '../../hooks/useDict.ts';
import { useUserStore } from '../../stores/user.ts';
import ChangePwdForm from './profile/ChangePwdForm.tsx';
import ProfileCard from './profile/ProfileCard.tsx';
import UserInfoForm from './profile/UserInfoForm.tsx';
import { endpointKey } from '../../api/endpoint.ts';

const TABS = ['userinfo', 'resetPwd'] as const;

/** Personal center (`/user/profile`): own account card, profile form, password change, avatar. */
export default function ProfilePage() {
  const { t } = useTranslation('user');
  const dict = useDict('sys_user_sex');
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('activeTab');
  const activeTab = TABS.find((tab) => tab === requested) ?? 'userinfo';

  const profile = useQuery({ queryKey: endpointKey(profileEndpoints.get), queryFn: getUserProfile, staleTime: 0 });

  /** After a change the header (avatar, nickname) and this page read the user again. */
  const refresh = () => {
    void profile.refetch();
    void useUserStore
      .getState()
      .refreshInfo()
      .catch(() => undefined);
  };

  const user = profile.data?.data;
  return (
    <Row gutter={[16, 16]} className="app-container">
      <Col xs={24} md={10} lg={9} xl={7} xxl={6}>
        <ProfileCard
          user={user}
          roleGroup={profile.data?.roleGroup ?? ''}
          postGroup={profile.data?.postGroup ?? ''}
          loading={profile.isLoading}
          onAvatarChanged={refresh}
        />
      </Col>
      <Col xs={24} md={14} lg={15} xl={17} xxl={18}>
        <Card size="small" loading={profile.isLoading}>
          <Tabs
            activeKey={activeTab}
            onChange={(key) => setSearchParams({ activeTab: key }, { replace: true })}
            items={[
              {
                key: 'userinfo',
                label: t('profile.basicInfo'),
                children: user ? <UserInfoForm key={user.userId} user={user} sexOptions={dict.sys_user_sex} onSaved={refresh} /> : null,
              },
              { key: 'resetPwd', label: t('profile.changePwd'), children: <ChangePwdForm /> },
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
}
