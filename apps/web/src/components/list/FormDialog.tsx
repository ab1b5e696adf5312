import { type FormInstance, Modal } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  title: string;
  open: boolean;
  width: number;
  form: FormInstance;
  saving: boolean;
  onClose: () => void;
  children: ReactNode;
}

/** The dialog around an add/edit form: OK submits the form, the content is dropped on close. */
export default function FormDialog({ title, open, width, form, saving, onClose, children }: Props) {
  const { t } = useTranslation('common');
  return (
    <Modal
      title={title}
      open={open}
      width={width}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={saving}
      okText={t('actions.confirm')}
      cancelText={t('actions.cancel')}
      destroyOnHidden
    >
      {children}
    </Modal>
  );
}
