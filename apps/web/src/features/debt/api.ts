import { type DebtListQuery, type DebtWriteOff, debtEndpoints } from '@ceping/contract';
import { call } from '../../api/endpoint.ts';

export type DebtListParams = Partial<DebtListQuery>;

export const listDebt = (query: DebtListParams) => call(debtEndpoints.list, { query });
export const debtCauses = (userId: number) => call(debtEndpoints.causes, { params: { userId } });
export const writeOffDebt = (body: DebtWriteOff) => call(debtEndpoints.writeOff, { body });
