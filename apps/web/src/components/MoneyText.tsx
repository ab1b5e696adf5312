import { theme } from 'antd';
import type React from 'react';
import { formatMoney } from '../utils/format.ts';
import { amountSign, formatSigned } from '../utils/money.ts';

export interface MoneyTextProps {
  value: string | number | null | undefined;
  /**
   * `balance` (default): two decimals, red when negative.
   * `signed`: a ledger amount, `+` and green when positive, red when negative.
   */
  variant?: 'balance' | 'signed';
  /** Text shown for an empty value (default '-'). */
  empty?: string;
  strong?: boolean;
}

/** A CNY amount with two decimals and thousands separators, coloured by its sign. */
export default function MoneyText({ value, variant = 'balance', empty = '-', strong = false }: MoneyTextProps) {
  const { token } = theme.useToken();
  if (value === null || value === undefined || value === '') return <span>{empty}</span>;
  const sign = amountSign(value);
  let color: string | undefined;
  if (sign < 0) color = token.colorError;
  else if (sign > 0 && variant === 'signed') color = token.colorSuccess;
  const style: React.CSSProperties = { color, fontVariantNumeric: 'tabular-nums', fontWeight: strong ? 600 : undefined, whiteSpace: 'nowrap' };
  return (
    <span className="money-text" data-sign={sign} style={style}>
      {variant === 'signed' ? formatSigned(value) : formatMoney(value)}
    </span>
  );
}
