import { commonEndpoints } from '@ceping/contract';
import { PlusOutlined } from '@ant-design/icons';
import { Modal, Typography, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadField } from './upload/useUploadField.ts';
import { DEFAULT_FILE_SIZE_MB, DEFAULT_IMAGE_TYPES, DEFAULT_LIMIT } from './upload/validate.ts';

export interface ImageUploadProps {
  /** Stored image paths, comma-separated (or an array). */
  value?: string | readonly string[] | null;
  /** Receives the stored paths, comma-separated, without the API prefix. */
  onChange?: (value: string) => void;
  /** Upload address below the API base (default `/common/upload`). */
  action?: string;
  /** Maximum number of images (default 5); the add tile hides when reached. */
  limit?: number;
  /** Maximum size of one image in MB (default 5). */
  fileSize?: number;
  /** Allowed extensions (default png, jpg). */
  fileType?: readonly string[];
  isShowTip?: boolean;
  disabled?: boolean;
}

/** Picture-card uploader with a preview of the stored images. */
export default function ImageUpload({
  value,
  onChange,
  action = commonEndpoints.upload.path,
  limit = DEFAULT_LIMIT,
  fileSize = DEFAULT_FILE_SIZE_MB,
  fileType = DEFAULT_IMAGE_TYPES,
  isShowTip = true,
  disabled = false,
}: ImageUploadProps) {
  const { t } = useTranslation('widgets');
  const { uploadProps, count } = useUploadField({ value, onChange, action, limit, fileType, fileSize, image: true });
  const [preview, setPreview] = useState<string | null>(null);
  const full = limit > 0 && count >= limit;

  const onPreview = (file: UploadFile) => {
    if (file.url) setPreview(file.url);
  };

  return (
    <div className="image-upload">
      <Upload
        {...uploadProps}
        listType="picture-card"
        disabled={disabled}
        onPreview={onPreview}
        showUploadList={{ showRemoveIcon: !disabled, showPreviewIcon: true }}
      >
        {disabled || full ? null : (
          <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer', color: 'inherit' }}>
            <PlusOutlined />
            <div style={{ marginTop: 8 }}>{t('upload.uploadImage')}</div>
          </button>
        )}
      </Upload>
      {isShowTip && !disabled ? (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
          {t('upload.tip', { size: fileSize, types: fileType.join('/') })}
        </Typography.Text>
      ) : null}
      <Modal open={preview !== null} title={t('upload.preview')} width={800} footer={null} destroyOnHidden onCancel={() => setPreview(null)}>
        {preview ? <img src={preview} alt={t('upload.preview')} style={{ display: 'block', maxWidth: '100%', margin: '0 auto' }} /> : null}
      </Modal>
    </div>
  );
}
