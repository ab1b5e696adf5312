import { userEndpoints } from '@ceping/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { getAuthRole, updateAuthRole } from './api.ts';
import { useOncePer } from '../../hooks/useOncePer.ts';
import { useTagsViewStore } from '../../stores/tagsView.ts';
import AuthRoleTable from './components/AuthRoleTable.tsx';
import { endpointKey } from '../../api/endpoint.ts';

const USER_LIST = '/system/user';

/** Assign roles to one user (`/system/user-auth/role/:userId`). */
export default function AuthRolePage() {
  const { t } = useTranslation(['user', 'common']);
  const { message } = App.useApp();
  const navigate = useNavigate();
  const location = useLocation();
  const userId = Number(useParams().userId);
  const [selectedIds, setSelectedIds] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);

  const detail = useQuery({
    queryKey: endpointKey(userEndpoints.getAuthRole, { params: { userId } }),
    queryFn: () => getAuthRole(userId),
    enabled: Number.isInteger(userId) && userId > 0,
    staleTime: 0,
  });

  // Preselect the user's roles once per answer: the page stays alive behind other tabs and keeps an unsaved choice.
  useOncePer(detail.data, (data) => setSelectedIds(data.roles.filter((r) => r.flag).map((r) => r.roleId)));

  const close = () => {
    useTagsViewStore.getState().delView({ path: location.pathname, fullPath: `${location.pathname}${location.search}`, title: '' });
    navigate(USER_LIST);
  };

  const submit = async () => {
    setSaving(true);
    try {
      await updateAuthRole(userId, selectedIds);
      message.success(t('authRole.granted'));
      close();
    } catch {
      // the request client has shown the reason
    } finally {
      setSaving(false);
    }
  };

  const user = detail.data?.user;
  return (
    <Flex vertical gap={16} className="app-container">
      <Card size="small" title={t('authRole.basicInfo')}>
        <Form layout="inline" disabled>
          <Form.Item label={t('field.nickName')}>
            <Input value={user?.nickName ?? ''} readOnly style={{ width: 240 }} />
          </Form.Item>
          <Form.Item label={t('field.userName')}>
            <Input value={user?.userName ?? ''} readOnly style={{ width: 240 }} />
          </Form.Item>
        </Form>
      </Card>
      <Card size="small" title={t('authRole.roleInfo')}>
        <AuthRoleTable roles={detail.data?.roles ?? []} loading={detail.isFetching} selectedIds={selectedIds} onChange={setSelectedIds} />
        <Flex justify="center" gap={8} style={{ marginTop: 16 }}>
          <Button type="primary" loading={saving} disabled={!detail.data} onClick={submit}>
            {t('authRole.submit')}
          </Button>
          <Button onClick={close}>{t('authRole.back')}</Button>
        </Flex>
      </Card>
    </Flex>
  );
}
