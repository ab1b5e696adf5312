import { InboxOutlined } from '@ant-design/icons';
import { App, Checkbox, Modal, Typography, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RequestError } from '../../../api/request.ts';
import { downloadImportTemplate, importUserData } from '../api.ts';
import ImportResult from './ImportResult.tsx';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Called after the server answered, so the list reloads. */
  onImported: () => void;
}

const EXCEL = /\.(xls|xlsx)$/i;

/** "Import users": one xls/xlsx file, optional update of existing users, then the server's report. */
export default function ImportDialog({ open, onClose, onImported }: Props) {
  const { t } = useTranslation(['user', 'common']);
  const { message, modal } = App.useApp();
  const [file, setFile] = useState<File | null>(null);
  const [updateSupport, setUpdateSupport] = useState(false);
  const [uploading, setUploading] = useState(false);

  const fileList: UploadFile[] = file ? [{ uid: 'import-file', name: file.name, status: 'done' }] : [];

  const close = () => {
    setFile(null);
    setUpdateSupport(false);
    onClose();
  };

  const showReport = (msg: string) => {
    modal.info({ title: t('import.resultTitle'), content: <ImportResult msg={msg} />, width: 520 });
  };

  const submit = async () => {
    if (!file) {
      message.warning(t('import.noFile'));
      return;
    }
    if (!EXCEL.test(file.name)) {
      message.warning(t('import.badExt'));
      return;
    }
    setUploading(true);
    try {
      const res = await importUserData(file, file.name, updateSupport, { silent: true });
      close();
      showReport(res.msg);
      onImported();
    } catch (e) {
      if (e instanceof RequestError && e.kind === 'code' && e.code === 500) {
        // A refused import answers with the same <br/> report, listing the bad rows.
        close();
        showReport(e.message);
        onImported();
      } else if (e instanceof Error && !(e instanceof RequestError && e.shown)) {
        message.error(e.message);
      }
    } finally {
      setUploading(false);
    }
  };

  return (
    <Modal
      title={t('import.title')}
      open={open}
      width={400}
      onCancel={close}
      onOk={submit}
      confirmLoading={uploading}
      okText={t('common:actions.confirm')}
      cancelText={t('common:actions.cancel')}
      destroyOnHidden
    >
      <Upload.Dragger
        accept=".xls,.xlsx"
        maxCount={1}
        fileList={fileList}
        beforeUpload={(f) => {
          setFile(f);
          return false;
        }}
        onRemove={() => setFile(null)}
      >
        <p className="ant-upload-drag-icon">
          <InboxOutlined />
        </p>
        <p className="ant-upload-text">{t('import.drag')}</p>
      </Upload.Dragger>
      <div style={{ marginTop: 12, textAlign: 'center' }}>
        <Checkbox checked={updateSupport} onChange={(e) => setUpdateSupport(e.target.checked)}>
          {t('import.updateSupport')}
        </Checkbox>
        <div style={{ marginTop: 4 }}>
          <Typography.Text type="secondary">{t('import.tip')}</Typography.Text>{' '}
          <Typography.Link onClick={() => void downloadImportTemplate()}>{t('import.template')}</Typography.Link>
        </div>
      </div>
    </Modal>
  );
}
