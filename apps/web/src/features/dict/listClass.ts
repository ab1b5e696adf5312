import type { DictData } from '@ceping/contract';
import { type DictOption, toDictOptions } from '../../hooks/useDict.ts';

/** RuoYi's tag styles (the contract's `listClass` allowlist without the empty one). */
export const LIST_CLASSES = ['default', 'primary', 'success', 'info', 'warning', 'danger'] as const;

/** One entry as a DictTag option, to preview its tag. */
export const previewOption = (row: DictData): DictOption[] => toDictOptions([row]);
