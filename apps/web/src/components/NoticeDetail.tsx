import { useQuery } from '@tanstack/react-query';
import { Modal, Space, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { getNotice } from '../api/system/notice.ts';
import { useDict } from '../hooks/useDict.ts';
import { parseTime } from '../utils/format.ts';
import DictTag from './DictTag.tsx';
import './editor/richText.css';

interface Props {
  /** The notice shown; null closes the dialog. */
  noticeId: number | null;
  onClose: () => void;
}

/**
 * One notice: title, type, author, date and its body. The body is the server's sanitised HTML
 * (allowlisted tags and attributes only, no scripts, handlers or styles), so it is rendered as HTML.
 */
export default function NoticeDetail({ noticeId, onClose }: Props) {
  const { t } = useTranslation('sysadmin');
  const dict = useDict('sys_notice_type');
  const notice = useQuery({
    queryKey: ['notice-detail', noticeId],
    queryFn: async () => (await getNotice(noticeId ?? 0)).data,
    enabled: noticeId !== null,
  });
  const row = notice.data;
  return (
    <Modal open={noticeId !== null} title={t('bell.detail')} width={780} footer={null} onCancel={onClose} destroyOnHidden>
      {notice.isLoading || !row ? (
        <Spin />
      ) : (
        <article aria-label={row.noticeTitle}>
          <Typography.Title level={4} style={{ textAlign: 'center', marginTop: 0 }}>
            {row.noticeTitle}
          </Typography.Title>
          <Space size={12} style={{ width: '100%', justifyContent: 'center', marginBottom: 12 }}>
            <DictTag options={dict.sys_notice_type} value={row.noticeType} />
            <Typography.Text type="secondary">{row.createBy}</Typography.Text>
            <Typography.Text type="secondary">{parseTime(row.createTime)}</Typography.Text>
          </Space>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the server keeps only allowlisted markup (sanitize-html) */}
          <div className="notice-content" dangerouslySetInnerHTML={{ __html: row.noticeContent ?? '' }} />
        </article>
      )}
    </Modal>
  );
}
