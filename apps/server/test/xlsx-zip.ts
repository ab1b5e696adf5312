import { deflateRawSync } from 'node:zlib';

/** One part of a hand-made zip: its bytes, or already deflated bytes with the size they unpack to. */
export interface ZipPart {
  name: string;
  data?: Buffer | string;
  deflated?: { bytes: Buffer; size: number };
  /** Unpacked size to declare instead of the true one (a lying archive). */
  declaredSize?: number;
}

/** A plain zip (deflate, no data descriptors) of `parts`, in order. CRCs are left 0: no reader here checks them. */
export function zipOf(parts: ZipPart[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const p of parts) {
    const name = Buffer.from(p.name, 'utf8');
    const raw = p.data === undefined ? undefined : Buffer.isBuffer(p.data) ? p.data : Buffer.from(p.data, 'utf8');
    const bytes = p.deflated?.bytes ?? deflateRawSync(raw ?? Buffer.alloc(0));
    const size = p.declaredSize ?? p.deflated?.size ?? raw?.length ?? 0;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(bytes.length, 18);
    local.writeUInt32LE(size, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(bytes.length, 20);
    central.writeUInt32LE(size, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, bytes);
    centrals.push(central, name);
    offset += local.length + name.length + bytes.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

const WORKBOOK_PARTS: ZipPart[] = [
  {
    name: '[Content_Types].xml',
    data: '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>',
  },
  {
    name: '_rels/.rels',
    data: '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  },
  {
    name: 'xl/workbook.xml',
    data: '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
  },
  {
    name: 'xl/_rels/workbook.xml.rels',
    data: '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
  },
];

const SHEET_HEAD = '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const SHEET_TAIL = '</sheetData></worksheet>';
const cell = (ref: string, text: string) => `<c r="${ref}" t="inlineStr"><is><t>${text}</t></is></c>`;

/** A one-sheet xlsx of inline-string rows (row 1 = the header), written by hand. */
export function xlsxOfRows(rows: string[][]): Buffer {
  const xml = rows.map((cells, i) => `<row r="${i + 1}">${cells.map((c, j) => cell(`${String.fromCharCode(65 + j)}${i + 1}`, c)).join('')}</row>`).join('');
  return zipOf([...WORKBOOK_PARTS, { name: 'xl/worksheets/sheet1.xml', data: SHEET_HEAD + xml + SHEET_TAIL }]);
}

/**
 * A zip-bomb-like xlsx: a header row, then one cell of `megabytes` MB of the same letter, which
 * deflates about a thousand times. With `declaredSize`, the archive lies about what the sheet unpacks to.
 */
export function bombXlsx(header: string, megabytes: number, declaredSize?: number): Buffer {
  const sheet = Buffer.concat([
    Buffer.from(`${SHEET_HEAD}<row r="1">${cell('A1', header)}</row><row r="2"><c r="A2" t="inlineStr"><is><t>`),
    Buffer.alloc(megabytes * 1024 * 1024, 'A'),
    Buffer.from(`</t></is></c></row>${SHEET_TAIL}`),
  ]);
  const part: ZipPart = { name: 'xl/worksheets/sheet1.xml', deflated: { bytes: deflateRawSync(sheet, { level: 9 }), size: sheet.length }, declaredSize };
  return zipOf([...WORKBOOK_PARTS, part]);
}
