import { DownOutlined, EyeOutlined } from '@ant-design/icons';
import type { OrderRow } from '@ceping/contract';
import { Button, Dropdown, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { type OrderAction, type OrderViewer, orderActions } from '../orderRules.ts';

interface Props {
  row: OrderRow;
  viewer: OrderViewer;
  /** Only these actions (a screen's subset). */
  only?: readonly OrderAction[];
  /** Links shown before "more" (default 2). */
  inline?: number;
  onOpen: (row: OrderRow) => void;
  onAction: (action: OrderAction, row: OrderRow) => void;
  /** A screen's own link (e.g. the seller's remark), after the detail link. */
  extra?: React.ReactNode;
  /** The "detail" link (the order number opens the detail too). */
  withDetail?: boolean;
}

/** "Detail", the first actions the viewer may take as links, the rest under "more". */
export default function OrderRowActions({ row, viewer, only, inline = 2, onOpen, onAction, extra, withDetail = true }: Props) {
  const { t } = useTranslation('order');
  const actions = orderActions(row, viewer, only);
  const shown = actions.slice(0, inline);
  const rest = actions.slice(inline);
  return (
    <Space size={0} wrap>
      {withDetail ? (
        <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => onOpen(row)}>
          {t('action.detail')}
        </Button>
      ) : null}
      {extra}
      {shown.map((a) => (
        <Button key={a} type="link" size="small" danger={a === 'remove' || a === 'exception'} onClick={() => onAction(a, row)}>
          {t(`action.${a}`)}
        </Button>
      ))}
      {rest.length > 0 ? (
        <Dropdown
          trigger={['click']}
          menu={{
            items: rest.map((a) => ({ key: a, label: t(`action.${a}`), danger: a === 'remove' })),
            onClick: ({ key }) => onAction(key as OrderAction, row),
          }}
        >
          <Button type="link" size="small">
            {t('action.more')} <DownOutlined />
          </Button>
        </Dropdown>
      ) : null}
    </Space>
  );
}
