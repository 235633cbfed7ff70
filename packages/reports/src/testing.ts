/**
 * Helpers for tests of any package that produces documents: read back what a user would see in a
 * generated PDF, workbook or zip. Not exported from the package root, so services never bundle them.
 */
import { inflateRawSync } from 'node:zlib';

import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy, getResolvedPDFJS } from 'unpdf';

/**
 * pdf.js takes ownership of the bytes it is given (it may transfer, i.e. detach, the underlying
 * buffer), so it always gets a private copy and the caller's Buffer stays usable.
 */
function copyBytes(bytes: Uint8Array): Uint8Array {
  return new Uint8Array(bytes);
}

/** The text of every page, in order, joined into one string. */
export async function pdfText(bytes: Uint8Array | Buffer): Promise<string> {
  const { text } = await extractText(copyBytes(bytes), { mergePages: true });
  return text;
}

export async function pdfPageCount(bytes: Uint8Array | Buffer): Promise<number> {
  const document = await getDocumentProxy(copyBytes(bytes));
  try {
    return document.numPages;
  } finally {
    await document.loadingTask.destroy();
  }
}

export type XlsxValue = string | number | Date | null;

export interface XlsxSheet {
  name: string;
  /** Row by row from row 1 (the header); each row as long as its last filled cell. */
  rows: XlsxValue[][];
  /** Addresses ('B7') of cells holding a formula; their value in `rows` is the cached result. */
  formulas: string[];
  /** Address → where a click on the cell goes (HYPERLINK formulas and hyperlink cells alike). */
  links: Map<string, string>;
}

/** The target of `HYPERLINK("a"&"b","text")` (constants only, as the writer makes them), or null. */
function hyperlinkTarget(formula: string): string | null {
  const match = /^HYPERLINK\(((?:"(?:[^"]|"")*"&?)+),"(?:[^"]|"")*"\)$/.exec(formula.replace(/^=/, ''));
  if (!match?.[1]) return null;
  return [...match[1].matchAll(/"((?:[^"]|"")*)"/g)].map((piece) => (piece[1] ?? '').replaceAll('""', '"')).join('');
}

function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null && 'richText' in value && Array.isArray(value.richText)) {
    return value.richText.map((run: { text?: unknown }) => (typeof run.text === 'string' ? run.text : '')).join('');
  }
  return value === null || value === undefined ? '' : String(value);
}

/** A cell as the user sees it: hyperlinks and rich text become their text, formulas their result. */
function normalise(value: ExcelJS.CellValue): XlsxValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || value instanceof Date) return value;
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  if ('hyperlink' in value) return textOf(value.text);
  if ('richText' in value) return textOf(value);
  if ('formula' in value || 'sharedFormula' in value) return normalise(value.result ?? null);
  if ('error' in value) return value.error;
  return null;
}

export async function readXlsx(bytes: Uint8Array | Buffer): Promise<{ sheets: XlsxSheet[] }> {
  const workbook = new ExcelJS.Workbook();
  const buffer = Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // exceljs' declaration names an old global Buffer type that Node 20's Buffer no longer matches.
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheets: XlsxSheet[] = [];
  workbook.eachSheet((worksheet) => {
    const rows: XlsxValue[][] = [];
    const formulas: string[] = [];
    const links = new Map<string, string>();
    for (let r = 1; r <= worksheet.rowCount; r += 1) {
      const row = worksheet.getRow(r);
      const values: XlsxValue[] = [];
      for (let c = 1; c <= row.cellCount; c += 1) {
        const cell = row.getCell(c);
        if (cell.type === ExcelJS.ValueType.Formula) {
          formulas.push(cell.address);
          const target = hyperlinkTarget(cell.formula);
          if (target !== null) links.set(cell.address, target);
        } else if (cell.hyperlink) {
          links.set(cell.address, cell.hyperlink);
        }
        values.push(normalise(cell.value));
      }
      rows.push(values);
    }
    sheets.push({ name: worksheet.name, rows, formulas, links });
  });
  return { sheets };
}

interface CentralEntry {
  name: string;
  method: number;
  compressedSize: number;
  localHeaderOffset: number;
}

/** Reads a zip's central directory (xlsx files are zips too). Zip64 archives are not supported. */
function centralDirectory(bytes: Uint8Array): CentralEntry[] {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-central-directory record is the last 22 bytes plus an optional comment (< 64 KiB).
  let end = -1;
  for (let i = buffer.length - 22; i >= Math.max(0, buffer.length - 22 - 0xffff); i -= 1) {
    if (buffer.readUInt32LE(i) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) throw new Error('Not a zip file: no end-of-central-directory record.');
  const count = buffer.readUInt16LE(end + 10);
  let offset = buffer.readUInt32LE(end + 16);
  const entries: CentralEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (buffer.readUInt32LE(offset) !== 0x02014b50) throw new Error('Corrupt zip central directory.');
    const method = buffer.readUInt16LE(offset + 10);
    const compressedSize = buffer.readUInt32LE(offset + 20);
    const nameLength = buffer.readUInt16LE(offset + 28);
    const extraLength = buffer.readUInt16LE(offset + 30);
    const commentLength = buffer.readUInt16LE(offset + 32);
    const localHeaderOffset = buffer.readUInt32LE(offset + 42);
    const name = buffer.toString('utf8', offset + 46, offset + 46 + nameLength);
    entries.push({ name, method, compressedSize, localHeaderOffset });
    offset += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
}

/** The names of a zip's entries, in archive order. */
export async function zipEntryNames(bytes: Uint8Array | Buffer): Promise<string[]> {
  return centralDirectory(bytes).map((entry) => entry.name);
}

/** One entry's content, uncompressed (e.g. 'xl/styles.xml' of an xlsx). */
export async function zipEntry(bytes: Uint8Array | Buffer, name: string): Promise<Buffer> {
  const entry = centralDirectory(bytes).find((candidate) => candidate.name === name);
  if (!entry) throw new Error(`No entry named ${name} in the zip.`);
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const at = entry.localHeaderOffset;
  // The local header repeats name and extra field with lengths of its own; sizes come from the
  // central directory because streamed entries leave them zero here.
  const start = at + 30 + buffer.readUInt16LE(at + 26) + buffer.readUInt16LE(at + 28);
  const data = buffer.subarray(start, start + entry.compressedSize);
  if (entry.method === 0) return Buffer.from(data);
  if (entry.method === 8) return inflateRawSync(data);
  throw new Error(`Unsupported zip compression method ${entry.method} for ${name}.`);
}

/**
 * The images embedded in a PDF (photos, logos, signatures), with their pixel size; alpha masks are
 * not counted. Read from the object dictionaries, which Chromium writes uncompressed, because
 * unpdf's extractImages needs ArrayBuffer.prototype.transferToFixedLength, absent from Node 20.
 */
export async function pdfImages(bytes: Uint8Array | Buffer): Promise<{ width: number; height: number }[]> {
  const source = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  const images = new Map<number, { width: number; height: number }>();
  const masks = new Set<number>();
  for (const header of source.matchAll(/(\d+) 0 obj\s*<</g)) {
    const start = (header.index ?? 0) + header[0].length;
    // An image is a stream: its dictionary ends where the stream data starts.
    const end = source.indexOf('stream', start);
    const objectEnd = source.indexOf('endobj', start);
    if (end < 0 || (objectEnd >= 0 && objectEnd < end)) continue;
    const dictionary = source.slice(start, end);
    if (!/\/Subtype\s*\/Image\b/.test(dictionary)) continue;
    const width = Number(/\/Width\s+(\d+)/.exec(dictionary)?.[1] ?? 0);
    const height = Number(/\/Height\s+(\d+)/.exec(dictionary)?.[1] ?? 0);
    images.set(Number(header[1]), { width, height });
    const mask = /\/SMask\s+(\d+)\s+0\s+R/.exec(dictionary);
    if (mask) masks.add(Number(mask[1]));
  }
  return [...images].filter(([id]) => !masks.has(id)).map(([, size]) => size);
}

/** An image as painted on a page: its pixels and the size it prints at (mm), so its resolution. */
export interface PrintedImage {
  width: number;
  height: number;
  widthMm: number;
  heightMm: number;
  /** Pixels per inch along the width (and along the height: an image is never stretched). */
  dpi: number;
}

type Matrix = [number, number, number, number, number, number];
const times = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

/**
 * Every image painted on every page with its printed size: the page's operators are followed (pdf.js
 * operator list) and the transformation in force when an image is painted gives its size on paper
 * (an image fills the unit square of that transformation; 72 points to the inch).
 */
export async function pdfPrintedImages(bytes: Uint8Array | Buffer): Promise<PrintedImage[]> {
  // pdf.js decodes the images as it lists the operators, with an ArrayBuffer method Node 20 lacks
  // (without it the sizes still come, after a warning per page); a copy does the same for a test.
  const buffers = ArrayBuffer.prototype as { transferToFixedLength?: (this: ArrayBuffer) => ArrayBuffer };
  buffers.transferToFixedLength ??= function copy(this: ArrayBuffer) {
    return this.slice(0);
  };
  const { OPS } = await getResolvedPDFJS();
  const document = await getDocumentProxy(copyBytes(bytes));
  try {
    const printed: PrintedImage[] = [];
    for (let number = 1; number <= document.numPages; number += 1) {
      const page = await document.getPage(number);
      const { fnArray, argsArray } = await page.getOperatorList();
      let ctm: Matrix = [1, 0, 0, 1, 0, 0];
      const saved: Matrix[] = [];
      fnArray.forEach((fn, i) => {
        const args = argsArray[i] as unknown[];
        if (fn === OPS.save || fn === OPS.paintFormXObjectBegin) saved.push(ctm);
        if (fn === OPS.restore || fn === OPS.paintFormXObjectEnd) ctm = saved.pop() ?? ctm;
        if (fn === OPS.transform) ctm = times(ctm, args as Matrix);
        if (fn === OPS.paintFormXObjectBegin && Array.isArray(args[0])) ctm = times(ctm, args[0] as Matrix);
        if (fn === OPS.paintImageXObject || fn === OPS.paintInlineImageXObject) {
          const [, width, height] = args as [unknown, number, number];
          const widthMm = (Math.hypot(ctm[0], ctm[1]) / 72) * 25.4;
          const heightMm = (Math.hypot(ctm[2], ctm[3]) / 72) * 25.4;
          printed.push({ width, height, widthMm, heightMm, dpi: width / (widthMm / 25.4) });
        }
      });
    }
    return printed;
  } finally {
    await document.loadingTask.destroy();
  }
}
