import { SearchOutlined, SyncOutlined, TableOutlined } from '@ant-design/icons';
import { Button, Checkbox, Popover, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

export interface ToolbarColumn {
  key: string;
  label: string;
  visible: boolean;
}

export interface RightToolbarProps {
  /** Whether the search form is shown; the toggle button appears when `onShowSearchChange` is given. */
  showSearch?: boolean;
  onShowSearchChange?: (show: boolean) => void;
  /** Reload the table. */
  onRefresh?: () => void;
  /** Columns the user may show or hide; the button appears when non-empty. */
  columns?: readonly ToolbarColumn[];
  onColumnsChange?: (columns: ToolbarColumn[]) => void;
}

/** The round buttons at the right of a list's toolbar: search toggle, refresh, column visibility. */
export default function RightToolbar({ showSearch = true, onShowSearchChange, onRefresh, columns, onColumnsChange }: RightToolbarProps) {
  const { t } = useTranslation('widgets');
  const cols = columns ?? [];
  const visibleCount = cols.filter((c) => c.visible).length;

  const setAll = (visible: boolean) => onColumnsChange?.(cols.map((c) => ({ ...c, visible })));
  const setOne = (key: string, visible: boolean) => onColumnsChange?.(cols.map((c) => (c.key === key ? { ...c, visible } : c)));

  const columnMenu = (
    <div className="right-toolbar-columns" style={{ maxHeight: 360, overflowY: 'auto', minWidth: 140 }}>
      <div style={{ padding: '4px 0', borderBottom: '1px solid rgba(5,5,5,0.06)' }}>
        <Checkbox
          checked={visibleCount === cols.length}
          indeterminate={visibleCount > 0 && visibleCount < cols.length}
          onChange={(e) => setAll(e.target.checked)}
        >
          {t('rightToolbar.allColumns')}
        </Checkbox>
      </div>
      {cols.map((c) => (
        <div key={c.key} style={{ padding: '4px 0' }}>
          <Checkbox checked={c.visible} onChange={(e) => setOne(c.key, e.target.checked)}>
            {c.label}
          </Checkbox>
        </div>
      ))}
    </div>
  );

  return (
    <Space size={6} className="right-toolbar">
      {onShowSearchChange ? (
        <Tooltip title={showSearch ? t('rightToolbar.hideSearch') : t('rightToolbar.showSearch')}>
          <Button
            shape="circle"
            icon={<SearchOutlined />}
            aria-label={showSearch ? t('rightToolbar.hideSearch') : t('rightToolbar.showSearch')}
            onClick={() => onShowSearchChange(!showSearch)}
          />
        </Tooltip>
      ) : null}
      {onRefresh ? (
        <Tooltip title={t('rightToolbar.refresh')}>
          <Button shape="circle" icon={<SyncOutlined />} aria-label={t('rightToolbar.refresh')} onClick={onRefresh} />
        </Tooltip>
      ) : null}
      {cols.length > 0 ? (
        <Popover trigger="click" placement="bottomRight" content={columnMenu} arrow={false}>
          <Tooltip title={t('rightToolbar.columns')}>
            <Button shape="circle" icon={<TableOutlined />} aria-label={t('rightToolbar.columns')} />
          </Tooltip>
        </Popover>
      ) : null}
    </Space>
  );
}
