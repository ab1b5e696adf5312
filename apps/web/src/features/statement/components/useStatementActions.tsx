import { Perm, type StatementRow, statementDisputeSchema } from '@ceping/contract';
import { App } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import ReasonDialog from '../../../components/ReasonDialog.tsx';
import { useAuth } from '../../../hooks/useAuth.ts';
import { confirmStatement, disputeStatement, settleStatement } from '../api.ts';

type Row = Pick<StatementRow, 'statementId' | 'statementNo' | 'status' | 'complaintStatus'>;
/** Complaint states after which a disputed statement may be settled (resolved, rejected, closed). */
const HANDLED: readonly (string | null)[] = ['2', '3', '4'];
export type StatementSide = 'finance' | 'seller';

/**
 * The steps one side may take on a statement: the owner confirms or disputes an open one (the
 * dispute asks for the reason), finance settles a confirmed or disputed one. Each asks first; the
 * server decides (the request client shows its refusal).
 */
export function useStatementActions(side: StatementSide, onChanged: () => void) {
  const { t } = useTranslation(['statement', 'common']);
  const { modal, message } = App.useApp();
  const auth = useAuth();
  const [disputing, setDisputing] = useState<Row | null>(null);

  const ask = (title: string, content: string, run: () => Promise<{ msg: string }>, danger = false) =>
    modal.confirm({
      title,
      content,
      okText: t('common:actions.confirm'),
      cancelText: t('common:actions.cancel'),
      okButtonProps: danger ? { danger: true } : undefined,
      onOk: async () => {
        try {
          message.success((await run()).msg);
          onChanged();
        } catch {
          // shown by the request client
        }
      },
    });

  const may = {
    confirm: (r: Row) => side === 'seller' && r.status === '0' && auth.hasPermi(Perm.statement.confirm),
    dispute: (r: Row) => side === 'seller' && r.status === '0' && auth.hasPermi(Perm.statement.dispute),
    settle: (r: Row) =>
      side === 'finance' && (r.status === '1' || (r.status === '2' && HANDLED.includes(r.complaintStatus))) && auth.hasPermi(Perm.statement.settle),
  };
  const confirm = (r: Row) => ask(t('confirm.title', { no: r.statementNo }), t('confirm.content'), () => confirmStatement(r.statementId));
  const settle = (r: Row) => ask(t('settle.title', { no: r.statementNo }), t('settle.content'), () => settleStatement(r.statementId));

  const dialogs: ReactNode = (
    <ReasonDialog
      open={disputing !== null}
      name="statement-dispute"
      title={t('dispute.title', { no: disputing?.statementNo ?? '' })}
      hint={t('dispute.hint')}
      label={t('dispute.reason')}
      placeholder={t('dispute.placeholder')}
      schema={statementDisputeSchema}
      submit={(reason) => disputeStatement(disputing?.statementId ?? 0, reason)}
      onClose={() => setDisputing(null)}
      onDone={() => {
        setDisputing(null);
        onChanged();
      }}
    />
  );

  return { may, confirm, dispute: setDisputing, settle, dialogs };
}
