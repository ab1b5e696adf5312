import { UploadOutlined } from '@ant-design/icons';
import { App, Avatar, Button, Flex, Modal, Typography, Upload } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { uploadAvatar } from '../api.ts';

interface Props {
  open: boolean;
  /** The current avatar, already with the API prefix (or the default image). */
  current: string;
  onClose: () => void;
  onChanged: () => void;
}

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/bmp'];
const IMAGE_EXT = /\.(jpe?g|png|gif|bmp)$/i;

/** The avatar endpoint accepts bmp, gif, jpg, jpeg and png only. */
export function isAvatarImage(file: { name: string; type: string }): boolean {
  return IMAGE_EXT.test(file.name) && (file.type === '' || IMAGE_TYPES.includes(file.type));
}

/** "Change avatar": pick an image, see it as a square preview, send it as `avatarfile`. */
export default function AvatarDialog({ open, current, onClose, onChanged }: Props) {
  const { t } = useTranslation(['user', 'common']);
  const { message } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const close = () => {
    setFile(null);
    onClose();
  };

  const submit = async () => {
    if (!file) return;
    setSaving(true);
    try {
      await uploadAvatar(file, file.name);
      message.success(t('avatar.changed'));
      setFile(null);
      onChanged();
    } catch {
      // the request client has shown the reason
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      title={t('avatar.title')}
      open={open}
      onCancel={close}
      onOk={submit}
      okText={t('avatar.submit')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ disabled: !file }}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Flex vertical align="center" gap={16}>
        <Avatar shape="square" size={200} src={preview ?? current} alt={t('avatar.preview')} />
        <Upload
          accept=".jpg,.jpeg,.png,.gif,.bmp"
          showUploadList={false}
          beforeUpload={(f) => {
            if (isAvatarImage(f)) setFile(f);
            else message.error(t('avatar.typeError'));
            return false;
          }}
        >
          <Button icon={<UploadOutlined />}>{t('avatar.choose')}</Button>
        </Upload>
        {file ? <Typography.Text type="secondary">{file.name}</Typography.Text> : null}
      </Flex>
    </Modal>
  );
}
