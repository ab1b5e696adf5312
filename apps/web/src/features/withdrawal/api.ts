import {
  type MoneyReason,
  type WithdrawalBody,
  type WithdrawalEdit,
  type WithdrawalListQuery,
  type WithdrawalPay,
  withdrawalEndpoints,
} from '@ceping/contract';
import { call } from '../../api/endpoint.ts';

export type WithdrawalListParams = Partial<WithdrawalListQuery>;

/** A seller gets only its own requests. */
export const listWithdrawal = (query: WithdrawalListParams) => call(withdrawalEndpoints.list, { query: { orderByColumn: 'id', isAsc: 'desc', ...query } });
export const requestWithdrawal = (body: WithdrawalBody) => call(withdrawalEndpoints.add, { body });
export const editWithdrawal = (body: WithdrawalEdit) => call(withdrawalEndpoints.edit, { body });
export const approveWithdrawal = (id: number) => call(withdrawalEndpoints.approve, { params: { id } });
export const rejectWithdrawal = (id: number, body: MoneyReason) => call(withdrawalEndpoints.reject, { params: { id }, body });
export const payWithdrawal = (id: number, body: WithdrawalPay) => call(withdrawalEndpoints.pay, { params: { id }, body });
export const failWithdrawal = (id: number, body: MoneyReason) => call(withdrawalEndpoints.fail, { params: { id }, body });
export const cancelWithdrawal = (id: number) => call(withdrawalEndpoints.cancel, { params: { id } });
