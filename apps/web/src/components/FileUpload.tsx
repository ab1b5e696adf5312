import { commonEndpoints } from '@ceping/contract';
import { UploadOutlined } from '@ant-design/icons';
import { Button, Typography, Upload } from 'antd';
import { useTranslation } from 'react-i18next';
import { useUploadField } from './upload/useUploadField.ts';
import { DEFAULT_FILE_SIZE_MB, DEFAULT_FILE_TYPES, DEFAULT_LIMIT } from './upload/validate.ts';

export interface FileUploadProps {
  /** Stored paths, comma-separated (or an array). */
  value?: string | readonly string[] | null;
  /** Receives the stored paths of all finished files, comma-separated, without the API prefix. */
  onChange?: (value: string) => void;
  /** Upload address below the API base (default `/common/upload`). */
  action?: string;
  /** Maximum number of files (default 5). */
  limit?: number;
  /** Maximum size of one file in MB (default 5). */
  fileSize?: number;
  /** Allowed extensions (default png, jpg, jpeg, doc, xls, ppt, txt, pdf). */
  fileType?: readonly string[];
  /** Show the "size / format" hint (default true). */
  isShowTip?: boolean;
  disabled?: boolean;
}

/** File picker that uploads each file at once and keeps the list of stored paths. */
export default function FileUpload({
  value,
  onChange,
  action = commonEndpoints.upload.path,
  limit = DEFAULT_LIMIT,
  fileSize = DEFAULT_FILE_SIZE_MB,
  fileType = DEFAULT_FILE_TYPES,
  isShowTip = true,
  disabled = false,
}: FileUploadProps) {
  const { t } = useTranslation('widgets');
  const { uploadProps, count } = useUploadField({ value, onChange, action, limit, fileType, fileSize });
  const full = limit > 0 && count >= limit;
  return (
    <div className="file-upload">
      <Upload {...uploadProps} disabled={disabled} showUploadList={{ showRemoveIcon: !disabled, showDownloadIcon: false }}>
        {disabled || full ? null : <Button icon={<UploadOutlined />}>{t('upload.selectFile')}</Button>}
      </Upload>
      {isShowTip && !disabled ? (
        <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12, marginTop: 4 }}>
          {t('upload.tip', { size: fileSize, types: fileType.join('/') })}
        </Typography.Text>
      ) : null}
    </div>
  );
}
