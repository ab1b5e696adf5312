import { Perm } from '@ceping/contract';
import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { Button, Flex, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import Auth from '../../../components/Auth.tsx';
import RightToolbar, { type ToolbarColumn } from '../../../components/RightToolbar.tsx';

interface Props {
  selectedCount: number;
  showSearch: boolean;
  onShowSearchChange: (show: boolean) => void;
  columns: ToolbarColumn[];
  onColumnsChange: (columns: ToolbarColumn[]) => void;
  onAdd: () => void;
  onEdit: () => void;
  onDelete: () => void;
  onImport: () => void;
  onExport: () => void;
  onRefresh: () => void;
  exporting?: boolean;
}

/** Buttons above the user table, each behind its permission, and the right-hand toolbar. */
export default function UserToolbar(props: Props) {
  const { t } = useTranslation(['user', 'common']);
  return (
    <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
      <Space wrap size={8}>
        <Auth perm={Perm.user.add}>
          <Button type="primary" ghost icon={<PlusOutlined />} onClick={props.onAdd}>
            {t('common:actions.add')}
          </Button>
        </Auth>
        <Auth perm={Perm.user.edit}>
          <Button color="green" variant="outlined" icon={<EditOutlined />} disabled={props.selectedCount !== 1} onClick={props.onEdit}>
            {t('common:actions.edit')}
          </Button>
        </Auth>
        <Auth perm={Perm.user.remove}>
          <Button danger icon={<DeleteOutlined />} disabled={props.selectedCount === 0} onClick={props.onDelete}>
            {t('common:actions.delete')}
          </Button>
        </Auth>
        <Auth perm={Perm.user.import}>
          <Button color="default" variant="outlined" icon={<UploadOutlined />} onClick={props.onImport}>
            {t('common:actions.import')}
          </Button>
        </Auth>
        <Auth perm={Perm.user.export}>
          <Button color="orange" variant="outlined" icon={<DownloadOutlined />} loading={props.exporting} onClick={props.onExport}>
            {t('common:actions.export')}
          </Button>
        </Auth>
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
