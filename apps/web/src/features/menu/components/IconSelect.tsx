import { Button, Empty, Input, Popover, Tooltip } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MENU_ICON_NAMES, menuIcon } from '../../../components/menuIcons.tsx';

interface Props {
  value?: string | null;
  onChange?: (value: string) => void;
  id?: string;
}

/** Names matching the filter (substring, any case), as RuoYi's IconSelect filters them. */
export function filterIcons(filter: string, names: readonly string[] = MENU_ICON_NAMES): string[] {
  const f = filter.trim().toLowerCase();
  return f ? names.filter((n) => n.toLowerCase().includes(f)) : [...names];
}

/** RuoYi's menu icon picker: a field showing the chosen icon that opens a filterable grid of the icons the shell can draw. */
export default function IconSelect({ value, onChange, id }: Props) {
  const { t } = useTranslation('menu');
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const names = useMemo(() => filterIcons(filter), [filter]);
  const chosen = value && value !== '#' ? value : '';

  const pick = (name: string) => {
    onChange?.(name);
    setOpen(false);
    setFilter('');
  };

  const grid = (
    <div style={{ width: 420 }}>
      <Input
        placeholder={t('icon.filter')}
        allowClear
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        style={{ marginBottom: 8 }}
        aria-label={t('icon.filter')}
      />
      {names.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <div
          role="listbox"
          aria-label={t('icon.title')}
          style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 4, maxHeight: 260, overflow: 'auto' }}
        >
          {names.map((name) => (
            <Button
              key={name}
              role="option"
              aria-selected={name === chosen}
              type={name === chosen ? 'primary' : 'text'}
              size="small"
              icon={menuIcon(name)}
              onClick={() => pick(name)}
              style={{ justifyContent: 'flex-start', overflow: 'hidden' }}
            >
              {name}
            </Button>
          ))}
        </div>
      )}
    </div>
  );

  return (
    <Popover content={grid} trigger="click" open={open} onOpenChange={setOpen} placement="bottomLeft" title={t('icon.title')}>
      <Input
        id={id}
        readOnly
        value={chosen}
        placeholder={t('icon.placeholder')}
        prefix={chosen ? <Tooltip title={chosen}>{menuIcon(chosen)}</Tooltip> : null}
        allowClear
        onChange={(e) => {
          if (!e.target.value) onChange?.('');
        }}
      />
    </Popover>
  );
}
