import ExcelJS from 'exceljs';

export interface XlsxColumn<T> {
  header: string;
  key: keyof T & string;
  /** Column width in characters; derived from the header when omitted. */
  width?: number;
  /** Turns the raw field value into what the cell shows. */
  format?: (v: unknown, row: T) => string | number | null;
}

export interface WriteXlsxOptions<T> {
  sheetName: string;
  columns: XlsxColumn<T>[];
  rows: T[];
}

export type ExcelFormatReason = 'not-xlsx' | 'no-sheet' | 'no-header';

/** The uploaded bytes are not a usable xlsx workbook. */
export class ExcelFormatError extends Error {
  override readonly name = 'ExcelFormatError';
  constructor(
    readonly reason: ExcelFormatReason,
    options?: { cause?: unknown },
  ) {
    super(`invalid xlsx: ${reason}`, options);
  }
}

/** Leading characters that make a spreadsheet treat text as a formula or command. */
const FORMULA_TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r']);

/** Prefixes a single quote to text a spreadsheet would otherwise evaluate. */
export function neutraliseCell(text: string): string {
  return text.length > 0 && FORMULA_TRIGGERS.has(text[0]) ? `'${text}` : text;
}

/** XML parsing turns a written CR into LF, so a neutralised CR reads back as `'` + LF. */
const NEUTRALISED_ON_READ = new Set([...FORMULA_TRIGGERS, '\n']);

/** Undoes {@link neutraliseCell} so an exported file imports back unchanged. */
function unneutralise(text: string): string {
  return text.length > 1 && text[0] === "'" && NEUTRALISED_ON_READ.has(text[1]) ? text.slice(1) : text;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function formatDate(d: Date, utc: boolean): string {
  const parts = utc
    ? [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()]
    : [d.getFullYear(), d.getMonth() + 1, d.getDate(), d.getHours(), d.getMinutes(), d.getSeconds()];
  const [y, mo, da, h, mi, s] = parts;
  return `${pad(y, 4)}-${pad(mo)}-${pad(da)} ${pad(h)}:${pad(mi)}:${pad(s)}`;
}

/** Value written to a cell: finite numbers and booleans stay typed, everything else becomes safe text. */
function toCellValue(v: unknown): string | number | boolean | null {
  if (v === null || v === undefined) return null;
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'boolean') return v;
  if (typeof v === 'bigint') return Number.isSafeInteger(Number(v)) ? Number(v) : neutraliseCell(v.toString());
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? null : formatDate(v, false);
  return neutraliseCell(String(v));
}

/** Builds a one-sheet workbook with a bold, frozen header row. */
export async function writeXlsx<T>(opts: WriteXlsxOptions<T>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(opts.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  // Rows are positional, so one field may appear in several columns with different formats.
  sheet.columns = opts.columns.map((c) => ({
    header: neutraliseCell(c.header),
    width: c.width ?? Math.max(12, c.header.length * 2 + 4),
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of opts.rows) {
    sheet.addRow(
      opts.columns.map((col) => {
        const raw: unknown = row[col.key];
        return toCellValue(col.format ? col.format(raw, row) : raw);
      }),
    );
  }
  const out = await workbook.xlsx.writeBuffer();
  return Buffer.from(out);
}

/** Renders a number without exponent notation (1e21 → "1000000000000000000000"). */
function plainNumber(n: number): string {
  const s = String(n);
  const m = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(s);
  if (!m) return s;
  const [, sign, int, frac = '', expText] = m;
  const digits = int + frac;
  const point = 1 + Number(expText);
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`;
  if (point >= digits.length) return sign + digits + '0'.repeat(point - digits.length);
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null;
}

/** Plain text of any exceljs cell value. */
function cellText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return plainNumber(v);
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  // exceljs reads date cells as the wall-clock time stored in UTC.
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? '' : formatDate(v, true);
  if (!isRecord(v)) return String(v);
  if (Array.isArray(v.richText)) return v.richText.map((run: unknown) => (isRecord(run) ? cellText(run.text) : '')).join('');
  if ('formula' in v || 'sharedFormula' in v) return cellText(v.result);
  if ('hyperlink' in v) return cellText(v.text);
  if (typeof v.error === 'string') return v.error;
  if ('text' in v) return cellText(v.text);
  return '';
}

const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

/**
 * Reads the first sheet: row 1 holds header texts, which `headers` maps to field
 * names (columns with unknown headers are ignored). Each further non-empty row
 * becomes a record of trimmed cell text keyed by field name.
 */
export async function readXlsx(buf: Buffer, headers: Record<string, string>): Promise<Array<Record<string, string>>> {
  if (!buf.subarray(0, 4).equals(ZIP_MAGIC)) throw new ExcelFormatError('not-xlsx');
  const workbook = new ExcelJS.Workbook();
  try {
    // exceljs declares its own Buffer type; a Node Buffer is what it reads.
    await workbook.xlsx.load(buf as unknown as ExcelJS.Buffer);
  } catch (cause) {
    throw new ExcelFormatError('not-xlsx', { cause });
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new ExcelFormatError('no-sheet');

  const headerMap = new Map(Object.entries(headers).map(([text, field]) => [text.trim(), field]));
  const fieldsByColumn = new Map<number, string>();
  const seen = new Set<string>();
  sheet.getRow(1).eachCell((cell, col) => {
    const field = headerMap.get(unneutralise(cellText(cell.value)).trim());
    if (field !== undefined && !seen.has(field)) {
      fieldsByColumn.set(col, field);
      seen.add(field);
    }
  });
  if (fieldsByColumn.size === 0) throw new ExcelFormatError('no-header');

  const records: Array<Record<string, string>> = [];
  for (let r = 2; r <= sheet.rowCount; r++) {
    const row = sheet.getRow(r);
    const record: Record<string, string> = {};
    let empty = true;
    for (const [col, field] of fieldsByColumn) {
      const text = unneutralise(cellText(row.getCell(col).value)).trim();
      record[field] = text;
      if (text !== '') empty = false;
    }
    if (!empty) records.push(record);
  }
  return records;
}
