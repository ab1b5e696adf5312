import { type MoneyReason, type RechargeBody, type RechargeCredit, type RechargeListQuery, rechargeEndpoints } from '@ceping/contract';
import { call, callDownload } from '../../api/endpoint.ts';

export type RechargeListParams = Partial<RechargeListQuery>;

/** A seller gets only its own recharges, whatever the filters say. */
export const listRecharge = (query: RechargeListParams) => call(rechargeEndpoints.list, { query });
export const submitRecharge = (body: RechargeBody) => call(rechargeEndpoints.add, { body });
export const creditRecharge = (id: number, body: RechargeCredit) => call(rechargeEndpoints.credit, { params: { id }, body });
export const rejectRecharge = (id: number, body: MoneyReason) => call(rechargeEndpoints.reject, { params: { id }, body });
export const cancelRecharge = (id: number) => call(rechargeEndpoints.cancel, { params: { id } });
export const exportRecharge = (filters: RechargeListParams) => callDownload(rechargeEndpoints.export, { body: filters }, `recharge_${Date.now()}.xlsx`);
