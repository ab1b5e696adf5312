import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { type ZipEntry, ZipLimitError, inspectZip, openEntry, streamEntry } from './zip.ts';

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

/** Adds one sheet with a bold, frozen header row. */
function addSheet<T>(workbook: ExcelJS.Workbook, opts: WriteXlsxOptions<T>): void {
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
}

/** One sheet of a workbook; sheets of one workbook may hold different row types. */
export type XlsxSheet = (workbook: ExcelJS.Workbook) => void;
export const xlsxSheet =
  <T>(opts: WriteXlsxOptions<T>): XlsxSheet =>
  (workbook) =>
    addSheet(workbook, opts);

/** Builds a workbook of several sheets (e.g. a document's summary and its lines), in the given order. */
export async function writeXlsxSheets(sheets: XlsxSheet[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const add of sheets) add(workbook);
  const out = await workbook.xlsx.writeBuffer();
  return Buffer.from(out);
}

/** Builds a one-sheet workbook with a bold, frozen header row. */
export function writeXlsx<T>(opts: WriteXlsxOptions<T>): Promise<Buffer> {
  return writeXlsxSheets([xlsxSheet(opts)]);
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

/** What one spreadsheet read may cost. */
export interface XlsxLimits {
  /** Most bytes the workbook's parts may unpack to together. */
  maxUncompressedBytes: number;
  /** Most parts (zip entries); a workbook has about ten. */
  maxEntries: number;
  /** Most rows below the header row, in any sheet. */
  maxRows: number;
  /** Most cells (and shared strings) in any sheet. */
  maxCells: number;
}

/** Limits for an upload read as a form of rows: 20 MB unpacked, 100 parts, 5,000 rows, 200,000 cells. */
export const DEFAULT_XLSX_LIMITS: XlsxLimits = { maxUncompressedBytes: 20 * 1024 * 1024, maxEntries: 100, maxRows: 5000, maxCells: 200_000 };

/** A limit of {@link XlsxLimits} the file is over; `max` is that limit. */
export class ExcelLimitError extends Error {
  override readonly name = 'ExcelLimitError';
  constructor(
    readonly limit: 'uncompressed' | 'rows' | 'cells',
    readonly max: number,
  ) {
    super(`xlsx over the ${limit} limit (${max})`);
  }
}

/**
 * Counts an XML element (`<row`, `<c`, `<si`, with or without a namespace prefix) across the pieces
 * of a stream, a tag split between two pieces included.
 */
class TagCounter {
  count = 0;
  private tail = '';
  private readonly pattern: RegExp;
  constructor(tag: string) {
    this.pattern = new RegExp(`<(?:\\w{1,10}:)?${tag}[\\s/>]`, 'g');
  }
  add(chunk: Buffer): number {
    const text = this.tail + chunk.toString('latin1');
    for (const m of text.matchAll(this.pattern)) if (m.index + m[0].length > this.tail.length) this.count++;
    this.tail = text.slice(-20);
    return this.count;
  }
}

const WORKSHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;
const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * Checks the workbook before parsing it: the zip's central directory (entry count, declared unpacked
 * size; nothing unpacked), then every part unpacked as a stream and discarded, proving the declared
 * sizes and counting each sheet's rows and cells and the shared strings. Only then may exceljs read it.
 */
async function checkWorkbook(buf: Buffer, limits: XlsxLimits): Promise<ZipEntry[]> {
  let entries: ZipEntry[];
  try {
    entries = inspectZip(buf, limits);
  } catch (err) {
    if (err instanceof ZipLimitError && err.problem === 'size') throw new ExcelLimitError('uncompressed', limits.maxUncompressedBytes);
    throw new ExcelFormatError('not-xlsx', { cause: err });
  }
  for (const entry of entries) {
    const rows = WORKSHEET.test(entry.name) ? new TagCounter('row') : null;
    const cells = rows ? new TagCounter('c') : entry.name === 'xl/sharedStrings.xml' ? new TagCounter('si') : null;
    try {
      await streamEntry(buf, entry, (chunk) => {
        if (rows && rows.add(chunk) > limits.maxRows + 1) throw new ExcelLimitError('rows', limits.maxRows);
        if (cells && cells.add(chunk) > limits.maxCells) throw new ExcelLimitError('cells', limits.maxCells);
      });
    } catch (err) {
      if (err instanceof ExcelLimitError) throw err;
      throw new ExcelFormatError('not-xlsx', { cause: err });
    }
  }
  return entries;
}

/**
 * The parts of exceljs's streaming WorkbookReader that read one zip entry each. Its own `parse()`
 * walks the archive in a single streaming pass, and that pass can end before it hands over the last
 * entry — which is `xl/workbook.xml` in every file exceljs writes — so a sheet was sometimes read with
 * no workbook and failed ("reading 'sheets'", exceljs issue #3064; seen here under load). We have the
 * whole file and its central directory already, so we hand the entries over ourselves, workbook first.
 */
interface WorkbookReaderParts {
  model?: { sheets?: Array<{ name: string; rId: string }> };
  workbookRels?: Array<{ Id: string; Target: string }>;
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(iterator: AsyncIterable<Buffer>, sheetNo: string): Generator<{ eventType: string; value: ExcelJS.stream.xlsx.WorksheetReader }>;
}

/** The part path of the workbook's first tab, from `xl/workbook.xml` and its relationships. */
function firstSheetPath(reader: WorkbookReaderParts): string | undefined {
  const first = reader.model?.sheets?.[0];
  const target = first && reader.workbookRels?.find((rel) => rel.Id === first.rId)?.Target;
  if (!target) return undefined;
  return target.startsWith('/') ? target.slice(1) : `xl/${target}`;
}

/** Opens the first sheet of a checked workbook for reading row by row, or `null` when it has none. */
async function openFirstSheet(buf: Buffer, entries: ZipEntry[]): Promise<ExcelJS.stream.xlsx.WorksheetReader | null> {
  const byName = new Map(entries.map((entry) => [entry.name, entry]));
  const open = (name: string) => {
    const entry = byName.get(name);
    return entry ? openEntry(buf, entry) : undefined;
  };
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    styles: 'cache',
    hyperlinks: 'ignore',
    entries: 'ignore',
  }) as unknown as WorkbookReaderParts;
  const rels = open('xl/_rels/workbook.xml.rels');
  const workbook = open('xl/workbook.xml');
  if (!rels || !workbook) return null;
  await reader._parseRels(rels);
  await reader._parseWorkbook(workbook);
  const strings = open('xl/sharedStrings.xml');
  if (strings) for await (const _ of reader._parseSharedStrings(strings));
  const styles = open('xl/styles.xml');
  if (styles) await reader._parseStyles(styles);

  const path = firstSheetPath(reader);
  const sheetNo = path && WORKSHEET.exec(path)?.[1];
  const sheet = path && open(path);
  if (!sheetNo || !sheet) return null;
  for (const event of reader._parseWorksheet(sheet, sheetNo)) if (event.eventType === 'worksheet') return event.value;
  return null;
}

/**
 * Reads the first sheet: row 1 holds header texts, which `headers` maps to field
 * names (columns with unknown headers are ignored). Each further non-empty row
 * becomes a record of trimmed cell text keyed by field name.
 *
 * The file is checked against `limits` first (see {@link checkWorkbook}); a file over one is refused
 * with {@link ExcelLimitError} before exceljs parses anything. The sheet is then read as a stream, row
 * by row, giving the event loop a turn every hundred rows, and never past `maxRows`.
 */
export async function readXlsx(buf: Buffer, headers: Record<string, string>, limits: XlsxLimits = DEFAULT_XLSX_LIMITS): Promise<Array<Record<string, string>>> {
  if (!buf.subarray(0, 4).equals(ZIP_MAGIC)) throw new ExcelFormatError('not-xlsx');
  const entries = await checkWorkbook(buf, limits);

  const headerMap = new Map(Object.entries(headers).map(([text, field]) => [text.trim(), field]));
  const fieldsByColumn = new Map<number, string>();
  const records: Array<Record<string, string>> = [];
  let sawSheet = false;
  try {
    const sheet = await openFirstSheet(buf, entries);
    if (sheet) {
      sawSheet = true;
      let read = 0;
      for await (const row of sheet) {
        if (++read % 100 === 0) await yieldToEventLoop();
        if (row.number === 1) {
          const seen = new Set<string>();
          row.eachCell((cell, col) => {
            const field = headerMap.get(unneutralise(cellText(cell.value)).trim());
            if (field !== undefined && !seen.has(field)) {
              fieldsByColumn.set(col, field);
              seen.add(field);
            }
          });
          if (fieldsByColumn.size === 0) throw new ExcelFormatError('no-header');
          continue;
        }
        if (fieldsByColumn.size === 0) throw new ExcelFormatError('no-header');
        const record: Record<string, string> = {};
        let empty = true;
        for (const [col, field] of fieldsByColumn) {
          const text = unneutralise(cellText(row.getCell(col).value)).trim();
          record[field] = text;
          if (text !== '') empty = false;
        }
        if (empty) continue;
        if (row.number > limits.maxRows + 1) throw new ExcelLimitError('rows', limits.maxRows);
        records.push(record);
      }
    }
  } catch (cause) {
    if (cause instanceof ExcelFormatError || cause instanceof ExcelLimitError) throw cause;
    throw new ExcelFormatError('not-xlsx', { cause });
  }
  if (!sawSheet) throw new ExcelFormatError('no-sheet');
  if (fieldsByColumn.size === 0) throw new ExcelFormatError('no-header');
  return records;
}
