import { coinNameSchema, exchangeRateSchema, type RegionBatch, type RegionRow } from '@ceping/contract';

/** The editable cells of one row in batch mode. */
export interface RegionCells {
  coinName: string;
  rate: string;
  status: string;
}

/** A row being edited: what it was when editing began, and what the cells hold now. */
export interface RegionDraft {
  original: RegionCells;
  current: RegionCells;
}

export type RegionDrafts = Readonly<Record<number, RegionDraft>>;

export function cellsOf(row: Pick<RegionRow, 'coinName' | 'rate' | 'status'>): RegionCells {
  return { coinName: row.coinName ?? '', rate: row.rate, status: row.status };
}

/** "7.2", "7.20" and "7.2000" are the same rate. */
function sameRate(a: string, b: string): boolean {
  const norm = (v: string) => {
    const [int = '', frac = ''] = v.trim().split('.');
    return `${int.replace(/^0+(?=\d)/, '')}.${frac.replace(/0+$/, '')}`;
  };
  return norm(a) === norm(b);
}

const normCoin = (v: string) => v.trim().toUpperCase();

/** Without a currency a region is priced in RMB: its rate is 1, whatever the cell held. */
export const isRmb = (cells: RegionCells) => normCoin(cells.coinName) === '';
const rateOf = (cells: RegionCells) => (isRmb(cells) ? '1' : cells.rate);

export function isChanged(draft: RegionDraft): boolean {
  const { original: o, current: c } = draft;
  return normCoin(o.coinName) !== normCoin(c.coinName) || !sameRate(rateOf(o), rateOf(c)) || o.status !== c.status;
}

/** Which cells of a draft are invalid (key → catalogue message key). */
export function cellErrors(cells: RegionCells): Partial<Record<keyof RegionCells, string>> {
  const errors: Partial<Record<keyof RegionCells, string>> = {};
  const rate = exchangeRateSchema.safeParse(rateOf(cells));
  if (!rate.success) errors.rate = rate.error.issues[0]?.message ?? 'region.rateInvalid';
  const coin = coinNameSchema.safeParse(normCoin(cells.coinName));
  if (!coin.success) errors.coinName = coin.error.issues[0]?.message ?? 'region.coinInvalid';
  return errors;
}

/** The body of `PUT /system/region/batch`: only the rows whose cells differ from where they started. */
export function changedRows(drafts: RegionDrafts): RegionBatch {
  return Object.entries(drafts)
    .filter(([, draft]) => isChanged(draft))
    .map(([id, { current }]) => ({
      regionId: Number(id),
      rate: rateOf(current).trim(),
      coinName: normCoin(current.coinName) || null,
      status: current.status === '1' ? '1' : '0',
    }));
}

/** Ids of changed rows whose cells are invalid. */
export function invalidIds(drafts: RegionDrafts): number[] {
  return Object.entries(drafts)
    .filter(([, draft]) => isChanged(draft) && Object.keys(cellErrors(draft.current)).length > 0)
    .map(([id]) => Number(id));
}
