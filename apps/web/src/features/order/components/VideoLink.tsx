import { PlayCircleOutlined } from '@ant-design/icons';
import { Button, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { withBaseUrl } from '../../../utils/format.ts';

/** A review's video: a button that plays it in a dialog (stored paths get the API prefix), with a link to open it apart. */
export default function VideoLink({ url }: { url: string | null | undefined }) {
  const { t } = useTranslation('order');
  const [open, setOpen] = useState(false);
  if (!url) return null;
  const src = withBaseUrl(url);
  return (
    <>
      <Button type="link" size="small" icon={<PlayCircleOutlined />} style={{ padding: 0 }} onClick={() => setOpen(true)}>
        {t('review.playVideo')}
      </Button>
      <Modal open={open} title={t('review.video')} width={800} footer={null} destroyOnHidden onCancel={() => setOpen(false)}>
        <video src={src} controls style={{ width: '100%', maxHeight: 480, background: '#000' }} />
        <div style={{ marginTop: 8 }}>
          <a href={src} target="_blank" rel="noopener noreferrer">
            {src}
          </a>
        </div>
      </Modal>
    </>
  );
}
