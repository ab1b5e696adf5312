import { postAddSchema, postEditSchema, type SysPost } from '@ceping/contract';
import { Form, Input, InputNumber, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import EntityDialog from '../../../components/list/EntityDialog.tsx';
import { dictSelectOptions } from '../../../components/list/SearchActions.tsx';
import type { DictOption } from '../../../hooks/useDict.ts';
import { addPost, updatePost } from '../api.ts';

interface Values {
  postName?: string;
  postCode?: string;
  postSort?: number;
  status?: string;
  remark?: string | null;
}

interface Props {
  editing: { row?: SysPost } | null;
  statusOptions: DictOption[];
  onClose: () => void;
  onSaved: () => void;
}

/** Add / edit a post (RuoYi's 500 px dialog): name, code and order required, status, remark. */
export default function PostFormDialog({ editing, statusOptions, onClose, onSaved }: Props) {
  const { t } = useTranslation(['post', 'common']);
  const row = editing?.row;
  const initial: Values = row
    ? { postName: row.postName, postCode: row.postCode, postSort: row.postSort, status: row.status, remark: row.remark ?? '' }
    : { postSort: 0, status: '0' };
  const label = (key: string) => t(`field.${key}`);
  return (
    <EntityDialog
      open={editing !== null}
      title={t(row ? 'dialog.edit' : 'dialog.add')}
      width={500}
      schemas={{ add: postAddSchema, edit: postEditSchema }}
      api={{ add: addPost, update: updatePost }}
      editKey={row ? { postId: row.postId } : undefined}
      initialValues={initial}
      onClose={onClose}
      onSaved={onSaved}
    >
      {(rule) => (
        <>
          <Form.Item name="postName" label={label('postName')} rules={[rule('postName', label('postName'))]} required>
            <Input placeholder={t('placeholder.postName')} maxLength={50} />
          </Form.Item>
          <Form.Item name="postCode" label={label('postCode')} rules={[rule('postCode', label('postCode'))]} required>
            <Input placeholder={t('placeholder.code')} maxLength={64} />
          </Form.Item>
          <Form.Item name="postSort" label={t('formField.postSort')} rules={[rule('postSort', t('formField.postSort'))]} required>
            <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="status" label={t('formField.status')}>
            <Radio.Group options={dictSelectOptions(statusOptions)} />
          </Form.Item>
          <Form.Item name="remark" label={label('remark')} rules={[rule('remark', label('remark'))]}>
            <Input.TextArea placeholder={t('placeholder.remark')} maxLength={500} rows={3} />
          </Form.Item>
        </>
      )}
    </EntityDialog>
  );
}
