import { type SysNotice, noticeAddSchema, noticeEditSchema } from '@ceping/contract';
import { Form, Input, Radio, Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { RichTextEditorProps } from '../../components/editor/RichTextEditor.tsx';
import EntityDialog from '../../components/list/EntityDialog.tsx';
import { dictSelectOptions } from '../../components/list/SearchActions.tsx';
import type { DictOption } from '../../hooks/useDict.ts';
import { SiteSelect } from '../site/index.ts';
import { addNotice, updateNotice } from './api.ts';

// Tiptap is loaded with this dialog only, never with the list or any other screen.
const RichTextEditor = lazy(() => import('../../components/editor/RichTextEditor.tsx'));

/**
 * The lazily loaded editor as one form control: Form.Item hands `value` / `onChange` / `id` to its
 * direct child, so the Suspense boundary sits inside this component (around a bare Suspense the
 * editor got none of them and the body was never saved).
 */
function NoticeEditor(props: RichTextEditorProps) {
  const { t } = useTranslation('sysadmin');
  return (
    <Suspense fallback={<Skeleton active paragraph={{ rows: 6 }} aria-label={t('notice.editorLoading')} />}>
      <RichTextEditor {...props} />
    </Suspense>
  );
}

interface Props {
  editing: { row?: SysNotice } | null;
  typeOptions: DictOption[];
  statusOptions: DictOption[];
  onClose: () => void;
  onSaved: () => void;
}

/** Add / edit a notice: title, type, status, the sites that see it, and its rich text body. */
export default function NoticeFormDialog({ editing, typeOptions, statusOptions, onClose, onSaved }: Props) {
  const { t } = useTranslation('sysadmin');
  const label = (key: string) => t(`notice.field.${key}`);
  return (
    <EntityDialog
      open={editing !== null}
      title={t(editing?.row ? 'notice.dialog.edit' : 'notice.dialog.add')}
      width={780}
      schemas={{ add: noticeAddSchema, edit: noticeEditSchema }}
      api={{ add: addNotice, update: updateNotice }}
      editKey={editing?.row ? { noticeId: editing.row.noticeId } : undefined}
      initialValues={editing?.row ?? { noticeType: '1', status: '0', siteId: null, noticeContent: '' }}
      toBody={(v: Partial<SysNotice>) => ({ ...v, siteId: v.siteId ?? null })}
      onClose={onClose}
      onSaved={onSaved}
    >
      {(rule) => (
        <>
          <Form.Item name="noticeTitle" label={label('noticeTitle')} rules={[rule('noticeTitle', label('noticeTitle'))]} required>
            <Input maxLength={50} placeholder={t('notice.placeholder.noticeTitle')} />
          </Form.Item>
          <Form.Item name="noticeType" label={label('noticeType')} rules={[rule('noticeType', label('noticeType'))]} required>
            <Radio.Group options={dictSelectOptions(typeOptions)} />
          </Form.Item>
          <Form.Item name="status" label={label('status')}>
            <Radio.Group options={dictSelectOptions(statusOptions)} />
          </Form.Item>
          <Form.Item name="siteId" label={label('siteId')}>
            <SiteSelect placeholder={t('notice.placeholder.siteId')} style={{ width: 280 }} />
          </Form.Item>
          <Form.Item name="noticeContent" label={label('noticeContent')} rules={[rule('noticeContent', label('noticeContent'))]}>
            <NoticeEditor height={300} />
          </Form.Item>
        </>
      )}
    </EntityDialog>
  );
}
