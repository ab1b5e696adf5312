import { type FeeBody, type FeeEdit, type FeeListQuery, feeEndpoints } from '@ceping/contract';
import { call } from '../../api/endpoint.ts';

/** `scope`: `default` rows only, `user` seller rows only. */
export type FeeListParams = Partial<FeeListQuery>;

export const listFee = (query: FeeListParams) => call(feeEndpoints.list, { query });

export const getFee = (feeId: number) => call(feeEndpoints.get, { params: { feeId } });

export const addFee = (body: FeeBody) => call(feeEndpoints.add, { body });

export const updateFee = (body: FeeEdit) => call(feeEndpoints.edit, { body });

export const delFee = (feeIds: number | number[]) => call(feeEndpoints.remove, { params: { feeIds } });
