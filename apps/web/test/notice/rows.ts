import type { SysNotice } from '@ceping/contract';

/** A notice row as the list answers it (unread, by admin, on every site). */
export const notice = (noticeId: number, noticeTitle: string, noticeType: '1' | '2', noticeContent: string) =>
  ({
    noticeId,
    noticeTitle,
    noticeType,
    noticeContent,
    status: '0',
    siteId: null,
    isRead: false,
    remark: null,
    createBy: 'admin',
    createTime: '2025-03-01 09:30:00',
    updateBy: '',
    updateTime: null,
  }) satisfies SysNotice;
