import { type TaskRow, taskRejectSchema } from '@ceping/contract';
import { useTranslation } from 'react-i18next';
import ReasonDialog from '../../components/ReasonDialog.tsx';
import { rejectTask } from './api.ts';
import { yuan } from './detail/costRows.ts';

interface Props {
  task: TaskRow | null;
  onClose: () => void;
  /** After the server rejected it (the refund went back to the seller). */
  onDone: () => void;
}

/** Reject a pending task with a reason; the seller gets the paid amount back. */
export default function RejectDialog({ task, onClose, onDone }: Props) {
  const { t } = useTranslation(['task', 'common']);
  return (
    <ReasonDialog
      open={task !== null}
      title={t('reject.title')}
      hint={task ? t('reject.hint', { taskNo: task.taskNo, amount: yuan(task.paidAmount) }) : null}
      label={t('reject.reason')}
      placeholder={t('reject.placeholder')}
      schema={taskRejectSchema}
      submit={(reason) => rejectTask(task?.taskId ?? 0, reason)}
      onClose={onClose}
      onDone={onDone}
    />
  );
}
