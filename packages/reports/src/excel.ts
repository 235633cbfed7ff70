// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./types/archiver.d.ts" />
import { PassThrough, type Writable } from 'node:stream';

import { ZipArchive } from 'archiver';

import { readAhead } from './concurrency.ts';
import { santiagoWallClock } from './templates.ts';
import {
  APP_PROPERTIES_XML,
  columnLetters,
  contentTypesXml,
  corePropertiesXml,
  escapeXml,
  ROOT_RELATIONSHIPS_XML,
  SHEET_END_XML,
  sheetStartXml,
  styleIndex,
  STYLES_XML,
  workbookRelationshipsXml,
  workbookXml,
} from './xlsx-parts.ts';

export { DATE_FORMAT } from './xlsx-parts.ts';

/** A hyperlink cell: shows `text`, opens `hyperlink`. */
export interface HyperlinkValue {
  text: string;
  hyperlink: string;
}

export type CellValue = string | number | Date | null | HyperlinkValue;

export interface ColumnSpec {
  header: string;
  key: string;
  /** In characters, as Excel measures columns. */
  width?: number;
}

/** A sheet's columns in the order of `widths` (key → width in characters), each headed by its text in `headers` (the same keys). */
export function columnsOf<K extends string>(headers: Record<K, string>, widths: Partial<Record<K, number>>): ColumnSpec[] {
  return (Object.entries(widths) as [K, number][]).map(([key, width]) => ({ header: headers[key], key, width }));
}

export interface SheetSpec {
  name: string;
  columns: ColumnSpec[];
  /** Pulled one row at a time; a generator or a database cursor keeps memory flat. */
  rows: AsyncIterable<Record<string, CellValue>> | Iterable<Record<string, CellValue>>;
}

/**
 * Text starting with these is what Excel (and anything that re-imports the file as CSV) would read
 * as a formula, e.g. '=HYPERLINK(...)' typed into an observation. Tab and CR are in OWASP's list
 * because some spreadsheet programs strip them before parsing.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

/** Excel refuses to open a file with a longer cell ("We found a problem with some content"). */
const MAX_CELL_LENGTH = 32_767;

/** Only links a user can safely click; anything else (javascript:, file:) is written as text. */
const SAFE_LINK = /^(https?:|mailto:)/i;

/** Control characters are not allowed in XML 1.0; one in an observation would corrupt the file. */
// eslint-disable-next-line no-control-regex
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

function cleanText(text: string): string {
  const clean = text.replace(XML_INVALID, '');
  return clean.length > MAX_CELL_LENGTH ? clean.slice(0, MAX_CELL_LENGTH) : clean;
}

/**
 * Excel's own sheet-name rules: at most 31 characters, none of : \ / ? * [ ], not blank, unique
 * (case-insensitively). A name breaking them makes the whole file unreadable.
 */
function sheetName(wanted: string, taken: Set<string>): string {
  const base =
    wanted
      .replace(/[:\\/?*[\]]/g, ' ')
      .replace(/^'+|'+$/g, '')
      .trim()
      .slice(0, 31) || 'Hoja';
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n += 1) {
    const suffix = ` (${n})`;
    name = base.slice(0, 31 - suffix.length) + suffix;
  }
  taken.add(name.toLowerCase());
  return name;
}

/**
 * Links are HYPERLINK formulas rather than the sheet's hyperlink relationships: Excel repairs away
 * every hyperlink past 66,530 in a sheet (a 50,000-row summary has two photo links a row), and the
 * relationships would have to be kept until the sheet ends.
 */
const MAX_LINK_LENGTH = 2_000;
/** Excel refuses a text constant longer than this inside a formula; longer ones are joined with &. */
const MAX_FORMULA_TEXT = 255;

function formulaString(text: string): string {
  const pieces: string[] = [];
  for (let at = 0; at < text.length; at += MAX_FORMULA_TEXT) pieces.push(`"${text.slice(at, at + MAX_FORMULA_TEXT).replaceAll('"', '""')}"`);
  return pieces.length > 0 ? pieces.join('&') : '""';
}

function isHyperlink(value: unknown): value is HyperlinkValue {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { text?: unknown }).text === 'string' &&
    typeof (value as { hyperlink?: unknown }).hyperlink === 'string'
  );
}

/** Days from Excel's day 0 (1899-12-30, in its 1900 date system) to 1970-01-01. */
const UNIX_EPOCH_SERIAL = 25_569;
const MS_PER_DAY = 86_400_000;

/** Leading or trailing blanks and line breaks would be dropped by Excel without xml:space. */
const NEEDS_PRESERVE = /^\s|\s$|\n/;

function styleAttribute(bold: boolean, quoted: boolean, date: boolean, link: boolean): string {
  const index = styleIndex({ bold, quoted, date, link });
  return index === 0 ? '' : ` s="${index}"`;
}

function textCell(ref: string, text: string, bold: boolean): string {
  const clean = cleanText(text);
  const space = NEEDS_PRESERVE.test(clean) ? ' xml:space="preserve"' : '';
  return `<c r="${ref}"${styleAttribute(bold, FORMULA_START.test(clean), false, false)} t="inlineStr"><is><t${space}>${escapeXml(clean)}</t></is></c>`;
}

/**
 * One cell's XML ('' for an empty one). Numbers stay numbers, dates are date cells showing the
 * Santiago wall clock, safe links are HYPERLINK formulas, and text is inline text: text that looks
 * like a formula is never a formula, only marked with a quote prefix.
 */
function cellXml(ref: string, value: CellValue | undefined, bold: boolean): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return textCell(ref, value, bold);
  if (typeof value === 'number') {
    return Number.isFinite(value) ? `<c r="${ref}"${styleAttribute(bold, false, false, false)}><v>${value}</v></c>` : '';
  }
  if (value instanceof Date) {
    const time = value.getTime();
    if (Number.isNaN(time)) return '';
    const serial = santiagoWallClock(value).getTime() / MS_PER_DAY + UNIX_EPOCH_SERIAL;
    return `<c r="${ref}"${styleAttribute(bold, false, true, false)}><v>${serial}</v></c>`;
  }
  if (!isHyperlink(value)) return '';
  if (!SAFE_LINK.test(value.hyperlink) || value.hyperlink.length > MAX_LINK_LENGTH) return textCell(ref, value.text, bold);
  // Our own formula around two quoted constants: nothing of the text or the link is evaluated. The
  // shown text goes along as the formula's cached result, so the cell reads right before any
  // recalculation.
  const text = cleanText(value.text);
  const formula = `HYPERLINK(${formulaString(value.hyperlink)},${formulaString(text)})`;
  return `<c r="${ref}"${styleAttribute(bold, false, false, true)} t="str"><f>${escapeXml(formula)}</f><v>${escapeXml(text)}</v></c>`;
}

function rowXml(rowNumber: number, letters: readonly string[], values: readonly (CellValue | undefined)[], bold: boolean): string {
  let xml = `<row r="${rowNumber}">`;
  for (let index = 0; index < letters.length; index += 1) xml += cellXml(`${letters[index]}${rowNumber}`, values[index], bold);
  return `${xml}</row>`;
}

/** Sheet XML gathered before it is handed to the zip (fewer, larger chunks compress faster). */
const CHUNK_CHARS = 64 * 1024;
/** Sheet XML the zip may hold unread before the writer waits for it (compression runs off the main thread). */
const SHEET_BUFFER = 1024 * 1024;
/** Rows pulled from an async source before they are written (a cursor's next batch is fetched meanwhile). */
const READ_AHEAD = 2_000;

/**
 * Streams an .xlsx with one sheet per spec into `stream`, resolving once the destination has the
 * whole file. The sheets' XML is written as text straight into the zip, row by row: memory stays
 * flat at 50,000 rows, and the writer waits whenever the zip or the destination (a slow download, a
 * GridFS upload) is behind instead of piling rows up. On a failure (a row source that throws, a
 * destination that errors or closes early) it rejects and leaves the destination to the caller,
 * which decides what its reader sees.
 */
export async function writeWorkbook(stream: Writable, sheets: SheetSpec[]): Promise<void> {
  let failure: Error | undefined;
  let rejectFailed: (error: Error) => void = () => undefined;
  const failed = new Promise<never>((_, reject) => {
    rejectFailed = reject;
  });
  failed.catch(() => undefined);
  const fail = (error: Error): void => {
    failure ??= error;
    rejectFailed(failure);
  };
  const onError = (error: Error): void => fail(error);
  const onClose = (): void => {
    if (!stream.writableFinished) fail(new Error('The destination closed before the workbook was complete.'));
  };
  let onFinish: () => void = () => undefined;
  const finished = new Promise<void>((resolve) => (onFinish = resolve));
  stream.on('error', onError);
  stream.on('close', onClose);
  stream.once('finish', onFinish);

  const archive = new ZipArchive({ zlib: { level: 6 } });
  archive.on('error', onError);
  archive.pipe(stream);
  const waitFor = <T>(promise: Promise<T>): Promise<T> => Promise.race([promise, failed]);

  try {
    const taken = new Set<string>();
    const names = sheets.map((spec) => sheetName(spec.name, taken));
    const parts: [string, string][] = [
      ['[Content_Types].xml', contentTypesXml(sheets.length)],
      ['_rels/.rels', ROOT_RELATIONSHIPS_XML],
      ['docProps/core.xml', corePropertiesXml(new Date())],
      ['docProps/app.xml', APP_PROPERTIES_XML],
      ['xl/workbook.xml', workbookXml(names)],
      ['xl/_rels/workbook.xml.rels', workbookRelationshipsXml(sheets.length)],
      ['xl/styles.xml', STYLES_XML],
    ];
    for (const [name, xml] of parts) archive.append(Buffer.from(xml, 'utf8'), { name });

    for (const [index, spec] of sheets.entries()) {
      const entry = new PassThrough({ highWaterMark: SHEET_BUFFER });
      archive.append(entry, { name: `xl/worksheets/sheet${index + 1}.xml` });
      let pending = '';
      const write = async (xml: string, force = false): Promise<void> => {
        pending += xml;
        if (pending.length < CHUNK_CHARS && !force) return;
        const full = !entry.write(pending, 'utf8');
        pending = '';
        if (full) await waitFor(new Promise((resolve) => entry.once('drain', resolve)));
        if (failure) throw failure;
      };

      const letters = spec.columns.map((_, column) => columnLetters(column + 1));
      const keys = spec.columns.map((column) => column.key);
      await write(
        sheetStartXml(
          spec.columns.map((column) => column.width ?? 15),
          index === 0,
        ),
      );
      await write(
        rowXml(
          1,
          letters,
          spec.columns.map((column) => column.header),
          true,
        ),
      );
      let rowNumber = 1;
      const rows = Symbol.asyncIterator in spec.rows ? readAhead(spec.rows, READ_AHEAD) : spec.rows;
      for await (const record of rows) {
        if (failure) throw failure;
        rowNumber += 1;
        await write(
          rowXml(
            rowNumber,
            letters,
            keys.map((key) => record[key]),
            false,
          ),
        );
      }
      await write(SHEET_END_XML, true);
      entry.end();
    }
    // finalize() rejects on the errors already reported through 'error'; the destination's 'finish'
    // is what tells the file is complete.
    archive.finalize().catch(() => undefined);
    await waitFor(finished);
  } catch (error) {
    archive.unpipe(stream);
    archive.destroy();
    throw error;
  } finally {
    stream.off('error', onError);
    stream.off('close', onClose);
    stream.off('finish', onFinish);
  }
}
