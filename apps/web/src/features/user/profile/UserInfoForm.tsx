import { profileUpdateSchema, type SysUser } from '@ceping/contract';
import { App, Button, Form, Input, Radio } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ProfileUpdate, updateUserProfile } from '../api.ts';
import type { DictOption } from '../../../hooks/useDict.ts';
import { parseForm, setFormErrors, useLang, useZodRule } from '../../../utils/zodRule.ts';

interface Props {
  user: SysUser;
  sexOptions: DictOption[];
  onSaved: () => void;
}

type Values = Partial<ProfileUpdate>;

/** "Basic information" tab: nickname, mobile, email and gender of the logged-in user. */
export default function UserInfoForm({ user, sexOptions, onSaved }: Props) {
  const { t } = useTranslation(['user', 'common']);
  const { message } = App.useApp();
  const lang = useLang();
  const rule = useZodRule(profileUpdateSchema);
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const initialValues: Values = {
    nickName: user.nickName ?? '',
    phonenumber: user.phonenumber ?? '',
    email: user.email ?? '',
    sex: (user.sex || undefined) as ProfileUpdate['sex'],
  };

  const save = async (values: Values) => {
    const parsed = parseForm(profileUpdateSchema, values, lang);
    if (parsed.errors) {
      setFormErrors(form, parsed.errors);
      return;
    }
    setSaving(true);
    try {
      await updateUserProfile(parsed.data);
      message.success(t('profile.saved'));
      onSaved();
    } catch {
      // the request client has shown the reason
    } finally {
      setSaving(false);
    }
  };

  return (
    <Form
      form={form}
      name="profileInfo"
      layout="horizontal"
      labelCol={{ flex: '100px' }}
      initialValues={initialValues}
      onFinish={save}
      style={{ maxWidth: 560 }}
    >
      <Form.Item name="nickName" label={t('profile.nickName')} rules={[rule('nickName', t('profile.nickName'))]}>
        <Input maxLength={30} />
      </Form.Item>
      <Form.Item name="phonenumber" label={t('profile.phonenumber')} rules={[rule('phonenumber', t('profile.phonenumber'))]}>
        <Input maxLength={11} />
      </Form.Item>
      <Form.Item name="email" label={t('profile.email')} rules={[rule('email', t('profile.email'))]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="sex" label={t('profile.sex')} rules={[rule('sex', t('profile.sex'))]}>
        <Radio.Group options={sexOptions.map((o) => ({ label: o.label, value: o.value }))} />
      </Form.Item>
      <Form.Item label={null}>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('common:actions.save')}
        </Button>
      </Form.Item>
    </Form>
  );
}
