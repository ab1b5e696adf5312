import { LockOutlined, UnlockOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Form, Input, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { RequestError } from '../../api/request.ts';
import { unlockScreen } from '../../api/system/notice.ts';
import { useLockStore } from '../../stores/lock.ts';
import { useUserStore } from '../../stores/user.ts';
import './lock.css';

function useNow(): dayjs.Dayjs {
  const [now, setNow] = useState(() => dayjs());
  useEffect(() => {
    const id = window.setInterval(() => setNow(dayjs()), 1000);
    return () => window.clearInterval(id);
  }, []);
  return now;
}

/** `/lock`: the full-screen lock (RuoYi 3.9.2). Only the account's password, or signing out, leaves it. */
export default function LockPage() {
  const { t, i18n } = useTranslation('sysadmin');
  const navigate = useNavigate();
  const now = useNow();
  const avatar = useUserStore((s) => s.avatar);
  const nickName = useUserStore((s) => s.nickName || s.name);
  const logout = useUserStore((s) => s.logout);
  const { returnPath, unlock } = useLockStore();
  const [error, setError] = useState<string | null>(null);
  const [shake, setShake] = useState(0);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ password: string }>();

  const fail = (msg: string) => {
    setError(msg);
    setShake((n) => n + 1);
  };
  const submit = async ({ password }: { password?: string }) => {
    if (!password) return fail(t('lock.passwordRequired'));
    setBusy(true);
    try {
      await unlockScreen(password);
      unlock();
      navigate(returnPath, { replace: true });
    } catch (e) {
      form.resetFields();
      fail(e instanceof RequestError || e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  const relogin = async () => {
    unlock();
    await logout();
    window.location.href = '/login';
  };

  const zh = i18n.language === 'zh-CN';
  return (
    <div className="lock-screen" role="main">
      <div className="lock-clock" aria-live="off">
        <div className="lock-time">{now.format('HH:mm:ss')}</div>
        <div className="lock-date">{zh ? now.locale('zh-cn').format('YYYY年M月D日 dddd') : now.locale('en').format('dddd, MMMM D, YYYY')}</div>
      </div>
      <Flex vertical align="center" gap={16} className="lock-panel" key={shake} data-shake={shake > 0 || undefined}>
        <Avatar size={88} src={avatar || undefined} icon={<UserOutlined />} />
        <Typography.Title level={4} className="lock-name">
          {nickName}
        </Typography.Title>
        <Typography.Text className="lock-hint">
          <LockOutlined /> {t('lock.locked')}
        </Typography.Text>
        <Form form={form} onFinish={submit} className="lock-form">
          <Flex gap={8}>
            <Form.Item name="password" noStyle>
              <Input.Password autoFocus placeholder={t('lock.password')} aria-label={t('lock.password')} maxLength={100} onChange={() => setError(null)} />
            </Form.Item>
            <Button type="primary" htmlType="submit" loading={busy} icon={<UnlockOutlined />}>
              {t('lock.unlock')}
            </Button>
          </Flex>
        </Form>
        <div className="lock-error" role="alert">
          {error}
        </div>
        <Button type="link" className="lock-relogin" onClick={relogin}>
          {t('lock.relogin')}
        </Button>
      </Flex>
    </div>
  );
}
