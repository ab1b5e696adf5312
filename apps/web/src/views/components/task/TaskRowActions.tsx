import type { TaskRow } from '@ceping/contract';
import {
  CheckOutlined,
  CloseCircleOutlined,
  DeleteOutlined,
  DisconnectOutlined,
  EditOutlined,
  PauseCircleOutlined,
  PlayCircleOutlined,
  PoweroffOutlined,
  RedoOutlined,
  StopOutlined,
  UserSwitchOutlined,
} from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Auth from '../../../components/Auth.tsx';
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

interface Props {
  row: TaskRow;
  viewer: TaskViewer;
  /** Only these actions (e.g. the staff workbench); all by default. */
  only?: readonly TaskAction[];
  onAction: (action: TaskAction, row: TaskRow) => void;
}

/** The buttons a row offers to this viewer in the row's state, each behind its permission string. */
export default function TaskRowActions({ row, viewer, only, onAction }: Props) {
  const { t } = useTranslation('task');
  const actions = taskActions(row, viewer).filter((a) => !only || only.includes(a));
  if (actions.length === 0) return <span>-</span>;
  return (
    <Space size={0} wrap>
      {actions.map((action) => (
        <Auth key={action} perm={ACTION_PERM[action]}>
          <Button type="link" size="small" danger={DANGER.has(action)} icon={ICONS[action]} onClick={() => onAction(action, row)} data-action={action}>
            {t(`action.${action}`)}
          </Button>
        </Auth>
      ))}
    </Space>
  );
}
