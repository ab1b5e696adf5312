import { type KeywordEdit, keywordEditSchema, type Lang } from '@ceping/contract';
import { type ParsedForm, parseForm } from '../../../utils/zodRule.ts';
import type { KeywordValues } from '../../publish/index.ts';

export type { KeywordValues };

/** The `PUT /system/keyword` body checked with the contract's rules. */
export function toKeywordEdit(taskId: number, keywords: KeywordValues[] | undefined, lang: Lang): ParsedForm<KeywordEdit> {
  const rows = (keywords ?? []).map((k) => ({ keyword: k.keyword ?? '', remark: k.remark ?? '', quantity: k.quantity ?? undefined }));
  return parseForm(keywordEditSchema, { taskId, keywords: rows }, lang);
}
