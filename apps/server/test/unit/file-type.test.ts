import { crc32, gzipSync } from 'node:zlib';
import { createCanvas } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { writeXlsx } from '../../src/core/excel.ts';
import { checkFileContent, DEFAULT_ALLOWED_EXT, extensionOf, IMAGE_EXT, imageTypeOf, isAllowedExt, isImageExt } from '../../src/core/file-type.ts';

/** A minimal valid zip archive with stored (uncompressed) entries. */
function zipOf(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, text] of Object.entries(entries)) {
    const data = Buffer.from(text);
    const fileName = Buffer.from(name);
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt32LE(crc32(data), 14);
    head.writeUInt32LE(data.length, 18);
    head.writeUInt32LE(data.length, 22);
    head.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(head, fileName, data);
    centrals.push(central, fileName);
    offset += head.length + fileName.length + data.length;
  }
  const dir = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(centrals.length / 2, 8);
  end.writeUInt16LE(centrals.length / 2, 10);
  end.writeUInt32LE(dir.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, dir, end]);
}

function bmp(): Buffer {
  const buf = Buffer.alloc(58);
  buf.write('BM', 0, 'latin1');
  buf.writeUInt32LE(58, 2);
  buf.writeUInt32LE(54, 10);
  buf.writeUInt32LE(40, 14);
  buf.writeInt32LE(1, 18);
  buf.writeInt32LE(1, 22);
  buf.writeUInt16LE(1, 26);
  buf.writeUInt16LE(24, 28);
  return buf;
}

const bytes = (...parts: Array<string | number[]>) => Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

const canvas = createCanvas(4, 4);
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0, 0, 0];
const HTML = Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>');
const ooxml = (folder: string) => zipOf({ '[Content_Types].xml': '<Types/>', [`${folder}document.xml`]: '<x/>' });

const SAMPLES: Record<string, Buffer> = {
  png: canvas.toBuffer('image/png'),
  jpg: canvas.toBuffer('image/jpeg'),
  jpeg: canvas.toBuffer('image/jpeg'),
  gif: canvas.toBuffer('image/gif'),
  bmp: bmp(),
  pdf: bytes('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n'),
  doc: bytes(OLE),
  xls: bytes(OLE),
  ppt: bytes(OLE),
  docx: ooxml('word/'),
  xlsx: ooxml('xl/'),
  pptx: ooxml('ppt/'),
  zip: zipOf({ 'readme.txt': 'hello' }),
  rar: bytes('Rar!', [0x1a, 0x07, 0x01, 0x00, 0x33, 0x92]),
  gz: gzipSync('hello'),
  bz2: bytes('BZh91AY&SY', [0x12, 0x34]),
  mp4: bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0]),
  avi: bytes('RIFF', [0x24, 0, 0, 0], 'AVI LIST'),
  rmvb: bytes('.RMF', [0, 0, 0, 0x12]),
  txt: Buffer.from('第一行 line one\nsecond line\n'),
};

describe('allowlists', () => {
  it('never allow markup or script types', () => {
    for (const ext of ['html', 'htm', 'svg', 'js', 'mjs', 'xhtml', 'php', 'jsp', 'exe']) {
      expect(DEFAULT_ALLOWED_EXT).not.toContain(ext);
      expect(isAllowedExt(ext)).toBe(false);
      expect(checkFileContent(HTML, ext)).toBe(false);
    }
  });

  it('list images inside the default allowlist', () => {
    expect(IMAGE_EXT).toEqual(['bmp', 'gif', 'jpg', 'jpeg', 'png']);
    for (const ext of IMAGE_EXT) expect(DEFAULT_ALLOWED_EXT).toContain(ext);
    expect(isImageExt('PNG')).toBe(true);
    expect(isImageExt('pdf')).toBe(false);
    expect(isAllowedExt('PDF')).toBe(true);
    expect(isAllowedExt('pdf', IMAGE_EXT)).toBe(false);
    expect(isAllowedExt('')).toBe(false);
  });

  it('has a content sample for every allowed extension', () => {
    expect(Object.keys(SAMPLES).sort()).toEqual([...DEFAULT_ALLOWED_EXT].sort());
  });
});

describe('checkFileContent', () => {
  it.each(Object.entries(SAMPLES))('accepts real %s content', (ext, buf) => {
    expect(checkFileContent(buf, ext)).toBe(true);
    expect(checkFileContent(buf, ext.toUpperCase())).toBe(true);
  });

  it('accepts an xlsx written by exceljs', async () => {
    const xlsx = await writeXlsx({ sheetName: 's', columns: [{ header: 'a', key: 'a' }], rows: [{ a: 1 }] });
    expect(checkFileContent(xlsx, 'xlsx')).toBe(true);
    expect(checkFileContent(xlsx, 'docx')).toBe(false);
    expect(checkFileContent(xlsx, 'zip')).toBe(true);
  });

  it('rejects a PNG named .pdf, HTML named .jpg and a zip named .png', () => {
    expect(checkFileContent(SAMPLES.png, 'pdf')).toBe(false);
    expect(checkFileContent(HTML, 'jpg')).toBe(false);
    expect(checkFileContent(SAMPLES.zip, 'png')).toBe(false);
  });

  it('rejects every sample under every other extension family', () => {
    const family = (ext: string) => ({ jpeg: 'jpg', xls: 'doc', ppt: 'doc', docx: 'zip', xlsx: 'zip', pptx: 'zip' })[ext] ?? ext;
    for (const [kind, buf] of Object.entries(SAMPLES)) {
      for (const ext of DEFAULT_ALLOWED_EXT) {
        if (family(ext) === family(kind) || ext === 'txt') continue;
        expect(checkFileContent(buf, ext), `${kind} content named .${ext}`).toBe(false);
      }
    }
  });

  it('tells the Office Open XML kinds apart and refuses a plain zip as one', () => {
    expect(checkFileContent(SAMPLES.docx, 'xlsx')).toBe(false);
    expect(checkFileContent(SAMPLES.pptx, 'docx')).toBe(false);
    expect(checkFileContent(SAMPLES.zip, 'docx')).toBe(false);
  });

  it('rejects binary content as text', () => {
    expect(checkFileContent(SAMPLES.png, 'txt')).toBe(false);
    expect(checkFileContent(Buffer.from('abc\0def'), 'txt')).toBe(false);
    expect(checkFileContent(Buffer.from([0x61, 0xc3, 0x28]), 'txt')).toBe(false);
    expect(checkFileContent(Buffer.from([0xff, 0xfe, 0x61, 0x00]), 'txt')).toBe(false);
    expect(checkFileContent(Buffer.alloc(0), 'txt')).toBe(true);
  });

  it('rejects empty and truncated content', () => {
    for (const ext of DEFAULT_ALLOWED_EXT.filter((e) => e !== 'txt')) {
      expect(checkFileContent(Buffer.alloc(0), ext), ext).toBe(false);
      expect(checkFileContent(SAMPLES[ext].subarray(0, 2), ext), ext).toBe(false);
    }
  });

  it('checks the BMP header size and the bz2 block size', () => {
    const bad = bmp();
    bad.writeUInt32LE(7, 14);
    expect(checkFileContent(bad, 'bmp')).toBe(false);
    expect(checkFileContent(Buffer.from('BM is a text that starts like a bitmap'), 'bmp')).toBe(false);
    expect(checkFileContent(Buffer.from('BZh0'), 'bz2')).toBe(false);
  });
});

describe('extensionOf', () => {
  it('returns the lower-cased text after the last dot', () => {
    expect(extensionOf('photo.PNG')).toBe('png');
    expect(extensionOf('archive.tar.gz')).toBe('gz');
    expect(extensionOf('报告.docx')).toBe('docx');
    expect(extensionOf('.png')).toBe('png');
  });

  it('returns an empty string without an extension', () => {
    expect(extensionOf('README')).toBe('');
    expect(extensionOf('trailing.')).toBe('');
    expect(extensionOf('')).toBe('');
  });

  it('rejects hostile names', () => {
    for (const name of [
      '../../etc/passwd.png',
      'dir/a.png',
      '..\\windows\\a.png',
      'shell.php\0.png',
      'a\r\n.png',
      'evil.html.',
      'evil.png ',
      'evil.p%6eg',
      'evil.pn\u200bg',
    ]) {
      expect(extensionOf(name), JSON.stringify(name)).toBe('');
    }
  });
});

describe('imageTypeOf', () => {
  it('names the real image type whatever the file is called', () => {
    expect(imageTypeOf(SAMPLES.png)).toBe('png');
    expect(imageTypeOf(SAMPLES.jpg)).toBe('jpg');
    expect(imageTypeOf(SAMPLES.gif)).toBe('gif');
    expect(imageTypeOf(SAMPLES.bmp)).toBe('bmp');
  });

  it('gives nothing for every other sample, markup and empty content', () => {
    for (const [ext, buf] of Object.entries(SAMPLES)) if (!IMAGE_EXT.includes(ext)) expect(imageTypeOf(buf), ext).toBeUndefined();
    expect(imageTypeOf(HTML)).toBeUndefined();
    expect(imageTypeOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(imageTypeOf(Buffer.alloc(0))).toBeUndefined();
  });
});
