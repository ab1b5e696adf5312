import { INVITE_QUERY_PARAM, registerBodySchema } from '@ceping/contract';
import { LockOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { Alert, App, Button, Flex, Form, Input, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { register } from '../api/auth.ts';
import { zodRule } from '../utils/zodRule.ts';
import { AuthShell } from '../features/auth/index.ts';
import { CaptchaField } from '../features/auth/index.ts';
import { useCaptcha } from '../features/auth/index.ts';

interface RegisterValues {
  username: string;
  password: string;
  confirmPassword: string;
  code?: string;
  inviteCode?: string;
}

export default function Register() {
  const { t } = useTranslation('auth');
  const { modal } = App.useApp();
  const [form] = Form.useForm<RegisterValues>();
  const [submitting, setSubmitting] = useState(false);
  const navigate = useNavigate();
  const captcha = useCaptcha();
  // A seller's invitation link (`/register?invite=…`) fills the code in; it can still be changed.
  const invited = (useSearchParams()[0].get(INVITE_QUERY_PARAM) ?? '').trim();

  const onFinish = async (values: RegisterValues) => {
    setSubmitting(true);
    const username = values.username.trim();
    try {
      const inviteCode = values.inviteCode?.trim() || undefined;
      await register({ ...values, username, inviteCode, uuid: captcha.uuid });
      modal.success({
        title: t('register.successTitle'),
        content: t(inviteCode ? 'register.successSub' : 'register.success', { username }),
        okText: t('register.toLoginNow'),
        onOk: () => navigate('/login'),
      });
    } catch {
      if (captcha.enabled) {
        form.setFieldValue('code', '');
        captcha.refresh();
      }
    } finally {
      setSubmitting(false);
    }
  };

  const toLogin = <Link to="/login">{t('register.toLogin')}</Link>;
  if (!captcha.known) {
    return (
      <AuthShell title={t('register.title')}>
        <Flex justify="center" style={{ padding: 24 }}>
          <Spin />
        </Flex>
      </AuthShell>
    );
  }
  // Closed unless the server says it is open; when its answer failed, the form stays and the server decides.
  if (!captcha.failed && !captcha.registerEnabled) {
    return (
      <AuthShell title={t('register.title')}>
        <Alert type="info" showIcon title={t('register.closed')} style={{ marginBottom: 24 }} />
        <div style={{ textAlign: 'right' }}>{toLogin}</div>
      </AuthShell>
    );
  }

  return (
    <AuthShell title={t('register.title')}>
      <Form<RegisterValues> form={form} name="register" size="large" onFinish={onFinish} autoComplete="off" initialValues={{ inviteCode: invited }}>
        {invited ? <Alert type="success" showIcon title={t('register.invited', { code: invited })} style={{ marginBottom: 16 }} /> : null}
        <Form.Item name="username" rules={[zodRule(registerBodySchema.shape.username)]}>
          <Input prefix={<UserOutlined />} placeholder={t('register.username')} autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" rules={[zodRule(registerBodySchema.shape.password)]}>
          <Input.Password prefix={<LockOutlined />} placeholder={t('register.password')} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          dependencies={['password']}
          rules={[
            { required: true, message: t('register.confirmRequired') },
            ({ getFieldValue }) => ({
              validator: async (_rule, value: unknown) => {
                if (value && value !== getFieldValue('password')) throw new Error(t('register.mismatch'));
              },
            }),
          ]}
        >
          <Input.Password prefix={<LockOutlined />} placeholder={t('register.confirmPassword')} autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="inviteCode" rules={[zodRule(registerBodySchema.shape.inviteCode)]}>
          <Input prefix={<TeamOutlined />} placeholder={t('register.inviteCode')} aria-label={t('register.inviteCode')} maxLength={32} autoComplete="off" />
        </Form.Item>
        {captcha.enabled ? <CaptchaField image={captcha.image} failed={captcha.failed} loading={captcha.loading} onRefresh={captcha.refresh} /> : null}
        <Form.Item>
          <Button type="primary" htmlType="submit" block loading={submitting}>
            {submitting ? t('register.submitting') : t('register.submit')}
          </Button>
        </Form.Item>
        <div style={{ textAlign: 'right' }}>{toLogin}</div>
      </Form>
    </AuthShell>
  );
}
