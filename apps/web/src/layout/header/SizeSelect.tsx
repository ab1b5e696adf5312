import { ColumnHeightOutlined } from '@ant-design/icons';
import { App, Dropdown, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { type ComponentSize, useAppStore } from '../../stores/app.ts';

const SIZES: { key: ComponentSize; label: 'navbar.sizeLarge' | 'navbar.sizeDefault' | 'navbar.sizeSmall' }[] = [
  { key: 'large', label: 'navbar.sizeLarge' },
  { key: 'default', label: 'navbar.sizeDefault' },
  { key: 'small', label: 'navbar.sizeSmall' },
];

/** Layout size (antd component size); the page reloads one second after a change. */
export default function SizeSelect() {
  const { t } = useTranslation('layout');
  const { message } = App.useApp();
  const size = useAppStore((s) => s.size);
  const setSize = useAppStore((s) => s.setSize);

  const onClick = ({ key }: { key: string }) => {
    const next = SIZES.find((s) => s.key === key)?.key;
    if (!next || next === size) return;
    setSize(next);
    message.success(t('navbar.sizeChanged'));
    window.setTimeout(() => window.location.reload(), 1000);
  };

  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: SIZES.map((s) => ({ key: s.key, label: t(s.label) })),
        selectable: true,
        selectedKeys: [size],
        onClick,
      }}
    >
      <Tooltip title={t('navbar.size')} placement="left">
        <button type="button" className="right-menu-item" aria-label={t('navbar.size')}>
          <ColumnHeightOutlined />
        </button>
      </Tooltip>
    </Dropdown>
  );
}
