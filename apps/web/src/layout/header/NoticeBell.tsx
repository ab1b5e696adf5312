import { BellOutlined } from '@ant-design/icons';
import type { NoticeTop } from '@ceping/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Empty, Flex, List, Popover, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listTopNotice, markNoticeRead, markNoticeReadAll, noticeTopKey } from '../../api/system/notice.ts';
import DictTag from '../../components/DictTag.tsx';
import NoticeDetail from '../../components/NoticeDetail.tsx';
import { useDict } from '../../hooks/useDict.ts';
import { parseTime } from '../../utils/format.ts';

/** How often the unread count is asked again while the page stays open (also on focus). */
const REFRESH_MS = 60_000;

/**
 * The navbar's bell (RuoYi 3.9.2 HeaderNotice): the unread count of the notices the user may read,
 * the newest five in a popover, "mark all read", and a notice opened (and marked read) in a dialog.
 */
export default function NoticeBell() {
  const { t } = useTranslation('sysadmin');
  const queryClient = useQueryClient();
  const dict = useDict('sys_notice_type');
  const top = useQuery({ queryKey: noticeTopKey, queryFn: listTopNotice, refetchInterval: REFRESH_MS, refetchOnWindowFocus: true });
  const [open, setOpen] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const rows = top.data?.data ?? [];
  const unread = top.data?.unreadCount ?? rows.filter((r) => !r.isRead).length;
  const refresh = () => queryClient.invalidateQueries({ queryKey: noticeTopKey });

  const openNotice = async (row: NoticeTop) => {
    setOpen(false);
    setViewing(row.noticeId);
    if (!row.isRead) {
      try {
        await markNoticeRead(row.noticeId);
      } finally {
        void refresh();
      }
    }
  };
  const readAll = async () => {
    const ids = rows.filter((r) => !r.isRead).map((r) => r.noticeId);
    if (ids.length === 0) return;
    await markNoticeReadAll(ids);
    void refresh();
  };

  const content = (
    <div className="notice-bell-panel" style={{ width: 320 }}>
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bell.empty')} />
      ) : (
        <List
          size="small"
          dataSource={rows}
          renderItem={(row) => (
            <List.Item key={row.noticeId} style={{ cursor: 'pointer', paddingInline: 4 }} onClick={() => openNotice(row)}>
              <Flex gap={8} align="center" style={{ width: '100%', minWidth: 0 }}>
                <DictTag options={dict.sys_notice_type} value={row.noticeType} />
                <Typography.Text ellipsis strong={!row.isRead} style={{ flex: 1, minWidth: 0 }} title={row.noticeTitle}>
                  {row.noticeTitle}
                </Typography.Text>
                {row.isRead ? null : <Badge status="error" aria-label={t('bell.unread')} />}
                <Typography.Text type="secondary" style={{ fontSize: 12, flex: 'none' }}>
                  {parseTime(row.createTime, '{m}-{d}')}
                </Typography.Text>
              </Flex>
            </List.Item>
          )}
        />
      )}
    </div>
  );
  const title = (
    <Flex justify="space-between" align="center">
      <span>{t('bell.title')}</span>
      <Button type="link" size="small" disabled={unread === 0} onClick={readAll}>
        {t('bell.markAll')}
      </Button>
    </Flex>
  );

  return (
    <>
      <Popover open={open} onOpenChange={setOpen} trigger={['hover', 'click']} placement="bottomRight" title={title} content={content}>
        <button type="button" className="right-menu-item notice-bell" aria-label={t('bell.label', { count: unread })} data-testid="notice-bell">
          <Badge count={unread} size="small" overflowCount={99} offset={[2, -2]}>
            <BellOutlined style={{ fontSize: 17, color: '#5a5e66' }} />
          </Badge>
        </button>
      </Popover>
      <NoticeDetail noticeId={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
