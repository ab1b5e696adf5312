import type { AjaxResult, DictData } from '@ceping/contract';
import { get } from '../request.ts';

/** Enabled entries of one dictionary type, labels in the request's language. */
export const getDicts = (dictType: string) => get<AjaxResult<DictData[]>>(`/system/dict/data/type/${encodeURIComponent(dictType)}`);
