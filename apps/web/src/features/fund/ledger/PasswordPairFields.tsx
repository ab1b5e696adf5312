import { payPasswordSchema } from '@ceping/contract';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../utils/zodRule.ts';

interface Props {
  /** Field name of the new password (the confirmation is `confirm<Name>`). */
  name: string;
  label: string;
}

/** New second password (contract rules) and its confirmation. */
export default function PasswordPairFields({ name, label }: Props) {
  const { t } = useTranslation('finance');
  return (
    <>
      <Form.Item name={name} label={label} rules={[zodRule(payPasswordSchema)]} extra={t('pwd.rule')}>
        <Input.Password maxLength={20} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPwd"
        label={t('pwd.confirm')}
        dependencies={[name]}
        rules={[
          { required: true, message: t('pwd.confirmRequired') },
          ({ getFieldValue }) => ({
            validator: async (_rule, value: string | undefined) => {
              if (value && value !== getFieldValue(name)) throw new Error(t('pwd.mismatch'));
            },
          }),
        ]}
      >
        <Input.Password maxLength={20} autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
