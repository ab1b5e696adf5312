import { type Lang, formatMessage } from '@ceping/contract';
import Decimal from 'decimal.js';
import { yuan } from '../../finance/index.ts';

/** The message of an edit: what the re-pricing charged (amount < 0), refunded (> 0) or that nothing moved. */
export function repricedMessage(lang: Lang, amount: Decimal.Value): string {
  const n = new Decimal(amount);
  if (n.isNegative()) return formatMessage(lang, 'task.edited.charged', yuan(lang, n));
  if (n.gt(0)) return formatMessage(lang, 'task.edited.refunded', yuan(lang, n));
  return formatMessage(lang, 'task.edited.same');
}
