import { dictDataEndpoints } from '@ceping/contract';
import { call } from '../endpoint.ts';

/** Enabled entries of one dictionary type, labels in the request's language. */
export const getDicts = (dictType: string) => call(dictDataEndpoints.byType, { params: { dictType } });
