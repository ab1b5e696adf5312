import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { describe, expect, it, vi } from 'vitest';
import { ExcelFormatError, ExcelLimitError, type XlsxLimits, neutraliseCell, readXlsx, writeXlsx } from '../../src/core/excel.ts';
import { bombXlsx, xlsxOfRows, zipOf } from '../xlsx-zip.ts';

interface User {
  userName: string;
  nickName: string;
  balance: number;
  status: string;
  remark: string | null;
}

const USERS: User[] = [
  { userName: 'admin', nickName: '管理员', balance: 12.5, status: '0', remark: '系统管理员' },
  { userName: 'ry', nickName: '若依', balance: -3, status: '1', remark: null },
];

const HEADERS = { 登录名称: 'userName', 用户昵称: 'nickName', 余额: 'balance', 状态: 'status', 备注: 'remark' };

function exportUsers(rows: User[]): Promise<Buffer> {
  return writeXlsx<User>({
    sheetName: '用户数据',
    columns: [
      { header: '登录名称', key: 'userName', width: 20 },
      { header: '用户昵称', key: 'nickName' },
      { header: '余额', key: 'balance' },
      { header: '状态', key: 'status', format: (v) => (v === '0' ? '正常' : '停用') },
      { header: '备注', key: 'remark' },
    ],
    rows,
  });
}

async function load(buf: Buffer): Promise<ExcelJS.Worksheet> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ExcelJS.Buffer);
  return wb.worksheets[0];
}

/** Builds a workbook by hand, one array per row, to feed readXlsx odd shapes. */
async function sheetOf(rows: ExcelJS.CellValue[][], setup?: (ws: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('Sheet1');
  rows.forEach((values, i) => {
    values.forEach((v, j) => {
      ws.getCell(i + 1, j + 1).value = v;
    });
  });
  setup?.(ws);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('writeXlsx', () => {
  it('writes a bold, frozen header and keeps numbers numeric', async () => {
    const ws = await load(await exportUsers(USERS));
    expect(ws.name).toBe('用户数据');
    expect(ws.views[0]).toMatchObject({ state: 'frozen', ySplit: 1 });
    expect(ws.getRow(1).values).toEqual([undefined, '登录名称', '用户昵称', '余额', '状态', '备注']);
    expect(ws.getCell('A1').font?.bold).toBe(true);
    expect(ws.getColumn(1).width).toBe(20);
    expect(ws.getCell('C2').value).toBe(12.5);
    expect(ws.getCell('C3').value).toBe(-3);
    expect(ws.getCell('D2').value).toBe('正常');
    expect(ws.getCell('D3').value).toBe('停用');
    expect(ws.getCell('E3').value).toBeNull();
    expect(ws.rowCount).toBe(3);
  });

  it.each(['=', '+', '-', '@', '\t', '\r'])('neutralises text starting with %j', async (prefix) => {
    const payload = `${prefix}HYPERLINK("http://evil.example","x")`;
    const ws = await load(await exportUsers([{ ...USERS[0], nickName: payload, remark: `${prefix}1+1` }]));
    // XML line-end normalisation makes a written CR read back as LF; the quote still leads.
    const asRead = (text: string) => text.replace('\r', '\n');
    expect(ws.getCell('B2').value).toBe(asRead(`'${payload}`));
    expect(ws.getCell('E2').value).toBe(asRead(`'${prefix}1+1`));
    expect(ws.getCell('B2').formula).toBeUndefined();
  });

  it('neutralises formatter output and headers but leaves safe text alone', async () => {
    const buf = await writeXlsx<{ n: number }>({
      sheetName: 'x',
      columns: [
        { header: '=cmd', key: 'n', format: (v) => `-${String(v)}` },
        { header: 'plain', key: 'n', format: (v) => `a-${String(v)}` },
      ],
      rows: [{ n: 5 }],
    });
    const ws = await load(buf);
    expect(ws.getCell('A1').value).toBe("'=cmd");
    expect(ws.getCell('A2').value).toBe("'-5");
    expect(ws.getCell('B2').value).toBe('a-5');
    expect(neutraliseCell('')).toBe('');
    expect(neutraliseCell(' =1')).toBe(' =1');
  });

  it('writes dates as local wall-clock text', async () => {
    const when = new Date(2024, 0, 2, 3, 4, 5);
    const ws = await load(await writeXlsx<{ at: Date }>({ sheetName: 'd', columns: [{ header: 'at', key: 'at' }], rows: [{ at: when }] }));
    expect(ws.getCell('A2').value).toBe('2024-01-02 03:04:05');
  });
});

describe('readXlsx', () => {
  it('reads back what writeXlsx wrote, including neutralised text', async () => {
    const rows = [...USERS, { ...USERS[0], userName: 'x', nickName: '=SUM(A1)', remark: '\r-note' }];
    const back = await readXlsx(await exportUsers(rows), HEADERS);
    expect(back).toEqual([
      { userName: 'admin', nickName: '管理员', balance: '12.5', status: '正常', remark: '系统管理员' },
      { userName: 'ry', nickName: '若依', balance: '-3', status: '停用', remark: '' },
      { userName: 'x', nickName: '=SUM(A1)', balance: '12.5', status: '正常', remark: '-note' },
    ]);
  });

  it('maps known headers, ignores unknown columns and trims text', async () => {
    const buf = await sheetOf([
      ['序号', ' 登录名称 ', '不认识', '用户昵称'],
      [1, '  alice ', 'ignored', 'Alice'],
      [2, 'bob', 'ignored', null],
    ]);
    expect(await readXlsx(buf, HEADERS)).toEqual([
      { userName: 'alice', nickName: 'Alice' },
      { userName: 'bob', nickName: '' },
    ]);
  });

  it('skips fully empty rows', async () => {
    const buf = await sheetOf([['登录名称', '备注'], ['a', 'x'], [], [null, '   '], ['b', null], [], []]);
    expect(await readXlsx(buf, HEADERS)).toEqual([
      { userName: 'a', remark: 'x' },
      { userName: 'b', remark: '' },
    ]);
  });

  it('renders dates, numbers, rich text, hyperlinks and formulas as text', async () => {
    const buf = await sheetOf([
      ['登录名称', '用户昵称', '余额', '状态', '备注'],
      [
        { richText: [{ text: 'ri', font: { bold: true } }, { text: 'ch' }] },
        { text: 'link', hyperlink: 'https://example.com' },
        { formula: 'SUM(1,2)', result: 3 },
        true,
        new Date(Date.UTC(2024, 1, 29, 13, 5, 9)),
      ],
      ['big', 'tiny', 1e21, 0.000001, 1234567890123],
    ]);
    expect(await readXlsx(buf, HEADERS)).toEqual([
      { userName: 'rich', nickName: 'link', balance: '3', status: 'true', remark: '2024-02-29 13:05:09' },
      { userName: 'big', nickName: 'tiny', balance: '1000000000000000000000', status: '0.000001', remark: '1234567890123' },
    ]);
  });

  it('reads only the first sheet', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('first').addRows([['登录名称'], ['one']]);
    wb.addWorksheet('second').addRows([['登录名称'], ['two']]);
    const buf = Buffer.from(await wb.xlsx.writeBuffer());
    expect(await readXlsx(buf, HEADERS)).toEqual([{ userName: 'one' }]);
  });

  it('reads the first tab of the workbook, wherever its part lies in the archive', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('first').addRows([['登录名称'], ['one']]);
    wb.addWorksheet('second').addRows([['登录名称'], ['two']]);
    const zip = await JSZip.loadAsync(await wb.xlsx.writeBuffer());
    // The first tab's part becomes sheet2.xml (stored after sheet1.xml), written with an absolute target.
    const rels = await zip.file('xl/_rels/workbook.xml.rels')!.async('string');
    const swapped = rels
      .replace('Target="worksheets/sheet1.xml"', 'Target="@1"')
      .replace('Target="worksheets/sheet2.xml"', 'Target="worksheets/sheet1.xml"')
      .replace('Target="@1"', 'Target="/xl/worksheets/sheet2.xml"');
    expect(swapped).not.toBe(rels);
    zip.file('xl/_rels/workbook.xml.rels', swapped);
    const buf = await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
    expect(await readXlsx(buf, HEADERS)).toEqual([{ userName: 'two' }]);
  });

  it('reads the same file the same way every time, also many at once (exceljs #3064)', async () => {
    const buf = await sheetOf([['登录名称'], ['a'], ['b']]);
    const reads = await Promise.all(Array.from({ length: 40 }, () => readXlsx(buf, HEADERS)));
    for (const rows of reads) expect(rows).toEqual([{ userName: 'a' }, { userName: 'b' }]);
  });

  it('throws ExcelFormatError for bytes that are not an xlsx workbook', async () => {
    const garbage = [
      Buffer.from('not a spreadsheet'),
      Buffer.alloc(0),
      Buffer.from('PK\u0003\u0004 truncated zip'),
      Buffer.from('userName,nickName\nadmin,管理员\n'),
    ];
    for (const buf of garbage) {
      const err = await readXlsx(buf, HEADERS).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(ExcelFormatError);
      expect((err as ExcelFormatError).reason).toBe('not-xlsx');
    }
  });

  it('throws ExcelFormatError when no header is recognised', async () => {
    const err = await readXlsx(
      await sheetOf([
        ['a', 'b'],
        ['1', '2'],
      ]),
      HEADERS,
    ).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ExcelFormatError);
    expect((err as ExcelFormatError).reason).toBe('no-header');
  });
});

describe('readXlsx limits (checked before exceljs parses anything)', () => {
  const LIMITS: XlsxLimits = { maxUncompressedBytes: 20 * 1024 * 1024, maxEntries: 100, maxRows: 10, maxCells: 100 };
  const header = ['登录名称', '用户昵称'];
  const rowsOf = (n: number) => [header, ...Array.from({ length: n }, (_, i) => [`u${i}`, `n${i}`])];

  /** Runs `read` and says whether exceljs began parsing (streaming or whole-file). */
  async function parsed<T>(read: () => Promise<T>): Promise<{ result: T | unknown; parsed: boolean }> {
    const stream = vi.spyOn(ExcelJS.stream.xlsx.WorkbookReader.prototype as unknown as { _parseWorkbook: () => Promise<void> }, '_parseWorkbook');
    const whole = vi.spyOn(Object.getPrototypeOf(new ExcelJS.Workbook().xlsx) as { load: () => Promise<unknown> }, 'load');
    try {
      const result = await read().catch((e: unknown) => e);
      return { result, parsed: stream.mock.calls.length + whole.mock.calls.length > 0 };
    } finally {
      stream.mockRestore();
      whole.mockRestore();
    }
  }

  it('reads a hand-made workbook within the limits (control)', async () => {
    const { result, parsed: didParse } = await parsed(() => readXlsx(xlsxOfRows(rowsOf(10)), HEADERS, LIMITS));
    expect(result).toHaveLength(10);
    expect(didParse).toBe(true);
  });

  it('refuses a zip bomb by its central directory, unpacking nothing', async () => {
    const bomb = bombXlsx('登录名称', 100);
    expect(bomb.length).toBeLessThan(200 * 1024);
    const { result, parsed: didParse } = await parsed(() => readXlsx(bomb, HEADERS, LIMITS));
    expect(result).toBeInstanceOf(ExcelLimitError);
    expect(result).toMatchObject({ limit: 'uncompressed', max: LIMITS.maxUncompressedBytes });
    expect(didParse).toBe(false);
  });

  it('refuses an archive that unpacks to more than it declares, stopping at the declared size', async () => {
    const { result, parsed: didParse } = await parsed(() => readXlsx(bombXlsx('登录名称', 100, 1000), HEADERS, LIMITS));
    expect(result).toBeInstanceOf(ExcelFormatError);
    expect(didParse).toBe(false);
  });

  it('refuses more rows or cells than the limits before parsing', async () => {
    const rows = await parsed(() => readXlsx(xlsxOfRows(rowsOf(11)), HEADERS, LIMITS));
    expect(rows.result).toMatchObject({ limit: 'rows', max: 10 });
    expect(rows.parsed).toBe(false);
    const wide = await parsed(() => readXlsx(xlsxOfRows([header, ...Array.from({ length: 5 }, () => Array.from({ length: 30 }, () => 'x'))]), HEADERS, LIMITS));
    expect(wide.result).toMatchObject({ limit: 'cells', max: 100 });
    expect(wide.parsed).toBe(false);
  });

  it('refuses archives with too many parts, hidden bytes between parts or a broken directory', async () => {
    const good = xlsxOfRows(rowsOf(1));
    const many = zipOf(Array.from({ length: 101 }, (_, i) => ({ name: `x${i}.xml`, data: '<x/>' })));
    const firstEnd = 30 + '[Content_Types].xml'.length + good.readUInt32LE(18);
    const hidden = Buffer.concat([good.subarray(0, firstEnd), Buffer.from('PK\u0003\u0004 hidden'), good.subarray(firstEnd)]);
    const cut = good.subarray(0, good.length - 5);
    for (const buf of [many, hidden, cut]) {
      const { result, parsed: didParse } = await parsed(() => readXlsx(buf, HEADERS, LIMITS));
      expect(result).toBeInstanceOf(ExcelFormatError);
      expect(didParse).toBe(false);
    }
  });
});
