import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Auth from '../Auth.tsx';
import RightToolbar, { type ToolbarColumn } from '../RightToolbar.tsx';

export interface ListToolbarPerms {
  add?: string;
  edit?: string;
  remove?: string;
  export?: string;
}

interface Props {
  /** Permission of each standard button; a button without a permission (or handler) is not shown. */
  perms: ListToolbarPerms;
  selectedCount?: number;
  showSearch?: boolean;
  /** Without it the search toggle is not shown (a list without filters). */
  onShowSearchChange?: (show: boolean) => void;
  onRefresh: () => void;
  columns?: ToolbarColumn[];
  onColumnsChange?: (columns: ToolbarColumn[]) => void;
  onAdd?: () => void;
  onEdit?: () => void;
  onDelete?: () => void;
  onExport?: () => void;
  exporting?: boolean;
  /** Extra buttons after the standard ones. */
  extra?: ReactNode;
}

/** The button row above a list: add / edit / delete / export behind their permissions, and the right toolbar. */
export default function ListToolbar(props: Props) {
  const { t } = useTranslation('common');
  const { perms, selectedCount = 0 } = props;
  return (
    <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
      <Space wrap size={8}>
        {perms.add && props.onAdd ? (
          <Auth perm={perms.add}>
            <Button type="primary" ghost icon={<PlusOutlined />} onClick={props.onAdd}>
              {t('actions.add')}
            </Button>
          </Auth>
        ) : null}
        {perms.edit && props.onEdit ? (
          <Auth perm={perms.edit}>
            <Button color="green" variant="outlined" icon={<EditOutlined />} disabled={selectedCount !== 1} onClick={props.onEdit}>
              {t('actions.edit')}
            </Button>
          </Auth>
        ) : null}
        {perms.remove && props.onDelete ? (
          <Auth perm={perms.remove}>
            <Button danger icon={<DeleteOutlined />} disabled={selectedCount === 0} onClick={props.onDelete}>
              {t('actions.delete')}
            </Button>
          </Auth>
        ) : null}
        {perms.export && props.onExport ? (
          <Auth perm={perms.export}>
            <Button color="orange" variant="outlined" icon={<DownloadOutlined />} loading={props.exporting} onClick={props.onExport}>
              {t('actions.export')}
            </Button>
          </Auth>
        ) : null}
        {props.extra}
      </Space>
      <RightToolbar
        showSearch={props.showSearch}
        onShowSearchChange={props.onShowSearchChange}
        onRefresh={props.onRefresh}
        columns={props.columns}
        onColumnsChange={props.onColumnsChange}
      />
    </Flex>
  );
}
