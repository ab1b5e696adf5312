import { type Site, siteBodySchema, siteEditSchema } from '@ceping/contract';
import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import ImageUpload from '../../../components/ImageUpload.tsx';
import EntityDialog from '../../../components/list/EntityDialog.tsx';
import { dictSelectOptions } from '../../../components/list/SearchActions.tsx';
import type { DictOption } from '../../../hooks/useDict.ts';
import { addSite, updateSite } from '../api.ts';

interface Values {
  siteName?: string;
  domain?: string | null;
  logo?: string | null;
  status?: string;
  remark?: string | null;
}

interface Props {
  editing: { row?: Site } | null;
  statusOptions: DictOption[];
  onClose: () => void;
  onSaved: () => void;
}

/** Add / edit a white-label site: name, domain, logo (one uploaded image), status. */
export default function SiteFormDialog({ editing, statusOptions, onClose, onSaved }: Props) {
  const { t } = useTranslation(['business', 'common']);
  const row = editing?.row;
  const initial: Values = row
    ? { siteName: row.siteName, domain: row.domain ?? '', logo: row.logo ?? '', status: row.status, remark: row.remark ?? '' }
    : { status: '0' };
  const label = (key: string) => t(`site.field.${key}`);
  return (
    <EntityDialog
      open={editing !== null}
      title={t(row ? 'site.dialog.edit' : 'site.dialog.add')}
      width={560}
      schemas={{ add: siteBodySchema, edit: siteEditSchema }}
      api={{ add: addSite, update: updateSite }}
      editKey={row ? { siteId: row.siteId } : undefined}
      initialValues={initial}
      onClose={onClose}
      onSaved={onSaved}
    >
      {(rule) => (
        <>
          <Form.Item name="siteName" label={label('siteName')} rules={[rule('siteName', label('siteName'))]}>
            <Input placeholder={t('site.placeholder.siteName')} maxLength={50} />
          </Form.Item>
          <Form.Item name="domain" label={label('domain')} rules={[rule('domain', label('domain'))]}>
            <Input placeholder={t('site.placeholder.domain')} maxLength={100} />
          </Form.Item>
          <Form.Item name="logo" label={label('logo')} rules={[rule('logo', label('logo'))]}>
            <ImageUpload limit={1} fileSize={2} fileType={['png', 'jpg', 'jpeg', 'gif', 'webp']} />
          </Form.Item>
          <Form.Item name="status" label={label('status')}>
            <Radio.Group options={dictSelectOptions(statusOptions)} />
          </Form.Item>
          <Form.Item name="remark" label={label('remark')} rules={[rule('remark', label('remark'))]}>
            <Input.TextArea placeholder={t('site.placeholder.remark')} maxLength={500} rows={2} />
          </Form.Item>
        </>
      )}
    </EntityDialog>
  );
}
