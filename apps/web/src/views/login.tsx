import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Form, Input } from 'antd';
import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { safeRedirect } from '../utils/redirect.ts';
import { useUserStore } from '../stores/user.ts';
import { AuthShell } from '../features/auth/index.ts';
import { CaptchaField } from '../features/auth/index.ts';
import { useCaptcha } from '../features/auth/index.ts';
import { loadLoginBanners, useLoginBanners } from '../features/auth/index.ts';

/** The banners' carousel loads only when the site has banners to show (the first visit stays small). */
const LoginBanners = lazy(loadLoginBanners);

/** localStorage key of the remembered user name (the password is never stored). */
export const REMEMBER_USERNAME_KEY = 'login-username';

interface LoginValues {
  username: string;
  password: string;
  code?: string;
  rememberMe: boolean;
}

function rememberedName(): string {
  try {
    return window.localStorage.getItem(REMEMBER_USERNAME_KEY) ?? '';
  } catch {
    return '';
  }
}

function remember(values: LoginValues): void {
  try {
    if (values.rememberMe) window.localStorage.setItem(REMEMBER_USERNAME_KEY, values.username.trim());
    else window.localStorage.removeItem(REMEMBER_USERNAME_KEY);
  } catch {
    // Storage unavailable: nothing to remember.
  }
}

export default function Login() {
  const { t } = useTranslation('auth');
  const [form] = Form.useForm<LoginValues>();
  const [submitting, setSubmitting] = useState(false);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const login = useUserStore((s) => s.login);
  const captcha = useCaptcha();
  const saved = rememberedName();
  const banners = useLoginBanners();

  const onFinish = async (values: LoginValues) => {
    remember(values);
    setSubmitting(true);
    try {
      await login({ username: values.username, password: values.password, code: values.code, uuid: captcha.uuid });
      navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
    } catch {
      // The request client has shown the reason; a captcha is single-use.
      setSubmitting(false);
      if (captcha.enabled) {
        form.setFieldValue('code', '');
        captcha.refresh();
      }
    }
  };

  return (
    <AuthShell
      title={t('login.title')}
      aside={
        banners.length > 0 ? (
          <Suspense fallback={null}>
            <LoginBanners banners={banners} />
          </Suspense>
        ) : undefined
      }
    >
      <Form<LoginValues>
        form={form}
        name="login"
        size="large"
        initialValues={{ username: saved, password: '', code: '', rememberMe: saved !== '' }}
        onFinish={onFinish}
        autoComplete="on"
      >
        <Form.Item name="username" rules={[{ required: true, whitespace: true, message: t('login.usernameRequired') }]}>
          <Input prefix={<UserOutlined />} placeholder={t('login.username')} autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" rules={[{ required: true, message: t('login.passwordRequired') }]}>
          <Input.Password prefix={<LockOutlined />} placeholder={t('login.password')} autoComplete="current-password" />
        </Form.Item>
        {captcha.enabled ? <CaptchaField image={captcha.image} failed={captcha.failed} loading={captcha.loading} onRefresh={captcha.refresh} /> : null}
        <Flex justify="space-between" align="center" style={{ marginBottom: 24 }}>
          <Form.Item name="rememberMe" valuePropName="checked" noStyle>
            <Checkbox>{t('login.rememberMe')}</Checkbox>
          </Form.Item>
          {captcha.registerEnabled ? <Link to="/register">{t('login.toRegister')}</Link> : null}
        </Flex>
        <Form.Item style={{ marginBottom: 0 }}>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {submitting ? t('login.submitting') : t('login.submit')}
          </Button>
        </Form.Item>
      </Form>
    </AuthShell>
  );
}
