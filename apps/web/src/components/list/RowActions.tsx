import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Auth from '../Auth.tsx';

interface Props {
  /** Permissions of the edit and delete links; a link without a handler is not shown. */
  perms: { edit?: string; remove?: string };
  onEdit?: () => void;
  onDelete?: () => void;
  /** Links before edit (e.g. "View"). */
  before?: ReactNode;
  /** Links after delete. */
  after?: ReactNode;
}

/** The "Edit" and "Delete" links of a row's operation column, each behind its permission. */
export default function RowActions({ perms, onEdit, onDelete, before, after }: Props) {
  const { t } = useTranslation('common');
  return (
    <Space size={0}>
      {before}
      {perms.edit && onEdit ? (
        <Auth perm={perms.edit}>
          <Button type="link" size="small" icon={<EditOutlined />} onClick={onEdit}>
            {t('actions.edit')}
          </Button>
        </Auth>
      ) : null}
      {perms.remove && onDelete ? (
        <Auth perm={perms.remove}>
          <Button type="link" size="small" danger icon={<DeleteOutlined />} onClick={onDelete}>
            {t('actions.delete')}
          </Button>
        </Auth>
      ) : null}
      {after}
    </Space>
  );
}
