import type { NoticeReader, SysNotice } from '@ceping/contract';
import { Form, Input, Modal, type TableColumnsType, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import ListTable from '../../components/list/ListTable.tsx';
import { SEARCH_FIELD_STYLE } from '../../components/list/SearchActions.tsx';
import SearchForm from '../../components/list/SearchForm.tsx';
import { useListPage } from '../../components/list/useListPage.ts';
import { type PagedState, textFilter } from '../../components/list/usePagedList.ts';
import Pagination from '../../components/Pagination.tsx';
import { parseTime } from '../../utils/format.ts';
import { listReadUsers, readUsersKey } from './api.ts';

interface Props {
  notice: SysNotice | null;
  onClose: () => void;
}

/** Who read a notice (`readUsers/list`), newest first, searchable by account or name. */
export default function ReadUsersDialog({ notice, onClose }: Props) {
  const { t } = useTranslation('sysadmin');
  return (
    <Modal
      open={notice !== null}
      title={t('notice.readersTitle', { title: notice?.noticeTitle ?? '' })}
      width={860}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      {notice ? <Readers noticeId={notice.noticeId} /> : null}
    </Modal>
  );
}

function Readers({ noticeId }: { noticeId: number }) {
  const { t } = useTranslation('sysadmin');
  const label = (key: string) => t(`notice.reader.${key}`);
  const list = useListPage({
    key: [...readUsersKey, noticeId],
    rowKey: 'userId',
    buildQuery: ({ search, pageNum, pageSize }: PagedState<{ searchValue?: string }>) => ({
      noticeId,
      pageNum,
      pageSize,
      searchValue: textFilter(search.searchValue),
    }),
    fetch: listReadUsers,
    initialSearch: {},
    selectable: false,
  });
  const columns: TableColumnsType<NoticeReader> = [
    { key: 'index', title: t('notice.field.noticeId'), width: 70, align: 'center', render: (_: unknown, __, i) => i + 1 },
    { key: 'userName', dataIndex: 'userName', title: label('userName'), ellipsis: true },
    { key: 'nickName', dataIndex: 'nickName', title: label('nickName'), ellipsis: true },
    { key: 'deptName', dataIndex: 'deptName', title: label('deptName'), ellipsis: true },
    { key: 'phonenumber', dataIndex: 'phonenumber', title: label('phonenumber'), width: 130 },
    { key: 'readTime', dataIndex: 'readTime', title: label('readTime'), width: 170, render: (v: string | null) => parseTime(v) },
  ];
  return (
    <>
      <SearchForm {...list.searchProps}>
        <Form.Item name="searchValue">
          <Input placeholder={t('notice.readersSearch')} allowClear style={SEARCH_FIELD_STYLE} />
        </Form.Item>
      </SearchForm>
      <Typography.Text type="secondary">{t(list.data?.estimated ? 'notice.readersTotalAbout' : 'notice.readersTotal', { count: list.total })}</Typography.Text>
      <ListTable<NoticeReader> {...list.tableProps} columns={columns} />
      <Pagination {...list.paginationProps} />
    </>
  );
}
