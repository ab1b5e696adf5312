import type { TaskRow } from '@ceping/contract';
import {
  CheckOutlined,
  CloseCircleOutlined,
  DeleteOutlined,
  DisconnectOutlined,
  DownOutlined,
  EditOutlined,
  PauseCircleOutlined,
  PlayCircleOutlined,
  PoweroffOutlined,
  RedoOutlined,
  StopOutlined,
  UserSwitchOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ROW_LINK_STYLE } from '../../components/list/columns.tsx';
import { useAuth } from '../../hooks/useAuth.ts';
import { type TaskAction, type TaskViewer, taskActions } from './taskRules.ts';
import { ACTION_PERM } from './useTaskActions.tsx';

const ICONS: Record<TaskAction, ReactNode> = {
  approve: <CheckOutlined />,
  reject: <CloseCircleOutlined />,
  edit: <EditOutlined />,
  resubmit: <RedoOutlined />,
  cancel: <StopOutlined />,
  pause: <PauseCircleOutlined />,
  resume: <PlayCircleOutlined />,
  end: <PoweroffOutlined />,
  distribute: <UserSwitchOutlined />,
  cancelDistribute: <DisconnectOutlined />,
  remove: <DeleteOutlined />,
};
const DANGER: ReadonlySet<TaskAction> = new Set(['reject', 'cancel', 'end', 'remove']);
/** Buttons shown inline (two when there are only two); the rest go under "More", so the column fits 1440 px. */
const INLINE = 1;

interface Props {
  row: TaskRow;
  viewer: TaskViewer;
  /** Only these actions (e.g. the staff workbench); all by default. */
  only?: readonly TaskAction[];
  onAction: (action: TaskAction, row: TaskRow) => void;
}

/**
 * The actions a row offers to this viewer in the row's state, each only with its permission string:
 * the first as a link (both when there are two), any others in a "More" menu.
 */
export default function TaskRowActions({ row, viewer, only, onAction }: Props) {
  const { t } = useTranslation('task');
  const auth = useAuth();
  const actions = taskActions(row, viewer).filter((a) => (!only || only.includes(a)) && auth.hasPermi(ACTION_PERM[a]));
  if (actions.length === 0) return <span>-</span>;
  const inline = actions.length <= INLINE + 1 ? actions : actions.slice(0, INLINE);
  const more = actions.slice(inline.length);
  return (
    <Space size="small" wrap={false}>
      {inline.map((action) => (
        <Button
          key={action}
          type="link"
          size="small"
          style={ROW_LINK_STYLE}
          danger={DANGER.has(action)}
          icon={ICONS[action]}
          onClick={() => onAction(action, row)}
          data-action={action}
        >
          {t(`action.${action}`)}
        </Button>
      ))}
      {more.length > 0 ? (
        <Dropdown
          trigger={['click']}
          menu={{
            items: more.map((action) => ({
              key: action,
              label: <span data-action={action}>{t(`action.${action}`)}</span>,
              icon: ICONS[action],
              danger: DANGER.has(action),
            })),
            onClick: ({ key }) => onAction(key as TaskAction, row),
          }}
        >
          <Button type="link" size="small" style={ROW_LINK_STYLE} data-more="true">
            {t('action.more')} <DownOutlined />
          </Button>
        </Dropdown>
      ) : null}
    </Space>
  );
}
