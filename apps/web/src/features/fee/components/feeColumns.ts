import { FIXED_SERVICE_KEYS } from '@ceping/contract';
import type { FeeValues } from '@ceping/contract';

/** Services charged once per order when chosen. */
export const FIXED_FEES = FIXED_SERVICE_KEYS satisfies readonly (keyof FeeValues)[];
/** Unit prices multiplied by a count (compare × n, browse × n, matched products × n). */
export const UNIT_FEES = ['compare', 'browse', 'matchProduct'] as const satisfies readonly (keyof FeeValues)[];
export const FEE_KEYS = [...FIXED_FEES, ...UNIT_FEES] as const;
export type FeeKey = (typeof FEE_KEYS)[number];
