import { customerAdjustSchema } from '@ceping/contract';
import { addAmounts } from '../../../utils/money.ts';

const amountSchema = customerAdjustSchema.shape.amount;

/** The amount as it will be sent (sign kept, '+' dropped), or null while it is not a valid adjustment. */
export function validAmount(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const parsed = amountSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Balance after the adjustment, or null while the amount is not valid. */
export function balanceAfter(balance: string | null | undefined, amount: string | number | null | undefined): string | null {
  const valid = validAmount(amount);
  return valid === null || balance === null || balance === undefined ? null : addAmounts(balance, valid);
}
