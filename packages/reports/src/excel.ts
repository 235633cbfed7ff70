import ExcelJS from 'exceljs';
import type { Cell, Style } from 'exceljs';
import type { Writable } from 'node:stream';
import { readAhead } from './concurrency.ts';
import { santiagoWallClock } from './templates.ts';

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

export interface SheetSpec {
  name: string;
  columns: ColumnSpec[];
  /** Pulled one row at a time; a generator or a database cursor keeps memory flat. */
  rows: AsyncIterable<Record<string, CellValue>> | Iterable<Record<string, CellValue>>;
}

export const DATE_FORMAT = 'dd/mm/yyyy hh:mm';

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
  const base = wanted.replace(/[:\\/?*[\]]/g, ' ').replace(/^'+|'+$/g, '').trim().slice(0, 31) || 'Hoja';
  let name = base;
  for (let n = 2; taken.has(name.toLowerCase()); n += 1) {
    const suffix = ` (${n})`;
    name = base.slice(0, 31 - suffix.length) + suffix;
  }
  taken.add(name.toLowerCase());
  return name;
}

interface StyleFlags {
  bold?: boolean;
  quoted?: boolean;
  date?: boolean;
  link?: boolean;
}

/**
 * The part of exceljs' (untyped) style manager used to give cells a quotePrefix, which exceljs
 * 4.4 cannot express: `addStyleModel` turns a cell's style into a cellXfs index and
 * `model.styles` holds each cellXfs entry as its final XML.
 */
interface StyleManager {
  addStyleModel(model: Partial<Style> | undefined, cellType?: number): number;
  model: { styles: string[] };
}

function isStyleManager(value: unknown): value is StyleManager {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as { addStyleModel?: unknown; model?: { styles?: unknown } };
  return typeof candidate.addStyleModel === 'function' && Array.isArray(candidate.model?.styles);
}

/**
 * Style objects for this workbook, one per combination, so exceljs (which caches by object
 * identity) adds each cellXfs entry once instead of once per cell.
 *
 * Quoted styles get quotePrefix="1": the cell is already stored as text (so nothing is evaluated on
 * opening), and the prefix also keeps Excel from turning it into a formula when a user edits the
 * cell or saves the sheet as CSV.
 */
function createStyles(workbook: ExcelJS.stream.xlsx.WorkbookWriter): (flags: StyleFlags) => Partial<Style> {
  const quoted = new WeakSet<object>();
  // Each style object made below is registered here, so its exceljs id is looked up once.
  let ours: (style: Partial<Style>) => void = () => undefined;
  const manager: unknown = (workbook as unknown as { styles?: unknown }).styles;
  if (isStyleManager(manager)) {
    const addStyleModel = manager.addStyleModel.bind(manager);
    const quotedIds = new Map<number, number>();
    const styleId = (model: Partial<Style> | undefined, cellType?: number): number => {
      const id = addStyleModel(model, cellType);
      if (!model || !quoted.has(model)) return id;
      let quotedId = quotedIds.get(id);
      if (quotedId === undefined) {
        const xml = manager.model.styles[id] ?? '<xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/>';
        quotedId = manager.model.styles.length;
        manager.model.styles.push(xml.replace(/^<xf\b/, '<xf quotePrefix="1"'));
        quotedIds.set(id, quotedId);
      }
      return quotedId;
    };
    // exceljs turns the style into XML on every cell to find its id; ours are a handful of objects
    // never changed once made, so each one's id is kept (a 50,000-row sheet asks 600,000 times).
    // Other models (exceljs' own, a new one per row) are looked up as exceljs does.
    const known = new Map<Partial<Style>, Map<number | undefined, number>>();
    manager.addStyleModel = (model, cellType) => {
      const byType = model && known.get(model);
      if (!byType) return styleId(model, cellType);
      let id = byType.get(cellType);
      if (id === undefined) {
        id = styleId(model, cellType);
        byType.set(cellType, id);
      }
      return id;
    };
    ours = (style) => known.set(style, new Map());
  }
  // Without the manager (a different exceljs) cells are still text; only the prefix is lost, and
  // the excel tests check styles.xml for it.

  const cache = new Map<string, Partial<Style>>();
  return (flags) => {
    const key = `${flags.bold ? 'b' : ''}${flags.quoted ? 'q' : ''}${flags.date ? 'd' : ''}${flags.link ? 'l' : ''}`;
    let style = cache.get(key);
    if (!style) {
      style = {};
      if (flags.bold) style.font = { bold: true };
      if (flags.link) style.font = { color: { argb: 'FF0563C1' }, underline: true, bold: flags.bold === true };
      if (flags.date) style.numFmt = DATE_FORMAT;
      if (flags.quoted) quoted.add(style);
      ours(style);
      cache.set(key, style);
    }
    return style;
  };
}

/**
 * Links are HYPERLINK formulas rather than the sheet's hyperlink relationships: Excel repairs away
 * every hyperlink past 66,530 in a sheet (a 50,000-row summary has two photo links a row), and
 * exceljs' streaming writer keeps every relationship in memory until the sheet ends.
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

function setCell(cell: Cell, value: CellValue | undefined, styleFor: (flags: StyleFlags) => Partial<Style>, bold: boolean): void {
  if (value === null || value === undefined) return;
  if (typeof value === 'number') {
    if (Number.isFinite(value)) {
      cell.value = value;
      if (bold) cell.style = styleFor({ bold });
    }
    return;
  }
  if (value instanceof Date) {
    if (!Number.isNaN(value.getTime())) {
      cell.value = santiagoWallClock(value);
      cell.style = styleFor({ bold, date: true });
    }
    return;
  }
  if (isHyperlink(value)) {
    const text = cleanText(value.text);
    const quoted = FORMULA_START.test(text);
    if (SAFE_LINK.test(value.hyperlink) && value.hyperlink.length <= MAX_LINK_LENGTH) {
      // Our own formula around two quoted constants: nothing of the text or the link is evaluated.
      cell.value = { formula: `HYPERLINK(${formulaString(value.hyperlink)},${formulaString(text)})`, result: text };
      cell.style = styleFor({ bold, link: true });
    } else {
      cell.value = text;
      if (bold || quoted) cell.style = styleFor({ bold, quoted });
    }
    return;
  }
  const text = cleanText(value);
  cell.value = text;
  const quoted = FORMULA_START.test(text);
  if (bold || quoted) cell.style = styleFor({ bold, quoted });
}

/** Lets queued output reach the destination; without it a synchronous source would buffer all rows. */
const YIELD_EVERY = 500;
/** Rows pulled from an async source before they are written (a cursor's next batch is fetched meanwhile). */
const READ_AHEAD = 2_000;
/** Sheet XML written but not yet compressed into the zip beyond which the writer waits. */
const MAX_SHEET_BACKLOG = 1024 * 1024;

/**
 * The part of exceljs' (untyped) worksheet writer that shows how far the zip is behind: its XML
 * goes into `stream`, whose `pipes` are the archive's entry streams (readable-stream 2 streams of
 * archiver, which keep their byte counts in their states). exceljs writes into them without ever
 * waiting, so rows produced faster than they are compressed would pile up there.
 */
interface QueuedStream {
  _writableState?: { length?: unknown };
  _readableState?: { length?: unknown };
}

const queued = (state: { length?: unknown } | undefined): number => (typeof state?.length === 'number' ? state.length : 0);

/** Bytes of the sheet waiting to be compressed (0 when exceljs' internals are not the known ones). */
function sheetBacklog(worksheet: ExcelJS.Worksheet): number {
  const stream: unknown = (worksheet as unknown as { stream?: unknown }).stream;
  const pipes: unknown = typeof stream === 'object' && stream !== null ? (stream as { pipes?: unknown }).pipes : undefined;
  if (!Array.isArray(pipes)) return 0;
  return pipes.reduce<number>((sum, pipe: QueuedStream | null) => sum + queued(pipe?._writableState) + queued(pipe?._readableState), 0);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * exceljs' worksheet writer keeps every formula cell it wrote (`_formulae`, by address) in case a
 * later cell shares it. Ours never do, so the written ones are let go; otherwise each link cell of
 * a 50,000-row sheet would stay in memory until the end.
 */
function forgetWrittenFormulas(worksheet: ExcelJS.Worksheet): void {
  const writer = worksheet as unknown as { _formulae?: unknown };
  if (typeof writer._formulae === 'object' && writer._formulae !== null) writer._formulae = {};
}

/**
 * Streams an .xlsx with one sheet per spec into `stream`, resolving when the file is complete.
 * Rows are written and released one by one (memory stays flat at 50 000 rows), and the loop waits
 * whenever the destination asks it to (a slow download) instead of piling rows up in memory.
 * Cells are typed: numbers stay numbers, dates are date cells showing Santiago time, hyperlinks are
 * clickable, and text that looks like a formula stays text.
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
  // A destination that errors or closes early (client gone) ends the export instead of hanging it.
  const onError = (error: Error): void => fail(error);
  const onClose = (): void => {
    if (!stream.writableFinished) fail(new Error('The destination closed before the workbook was complete.'));
  };
  stream.on('error', onError);
  stream.on('close', onClose);

  try {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
    const styleFor = createStyles(workbook);
    const taken = new Set<string>();

    for (const spec of sheets) {
      const worksheet = workbook.addWorksheet(sheetName(spec.name, taken), {
        // The header stays visible while scrolling.
        views: [{ state: 'frozen', ySplit: 1 }],
      });
      // Only keys and widths: exceljs would write `header` itself, without our styles.
      worksheet.columns = spec.columns.map((column) => ({ key: column.key, width: column.width ?? 15 }));

      const header = worksheet.getRow(1);
      spec.columns.forEach((column, index) => setCell(header.getCell(index + 1), column.header, styleFor, true));
      header.commit();

      let rowNumber = 1;
      const rows = Symbol.asyncIterator in spec.rows ? readAhead(spec.rows, READ_AHEAD) : spec.rows;
      for await (const record of rows) {
        if (failure) throw failure;
        rowNumber += 1;
        const row = worksheet.getRow(rowNumber);
        spec.columns.forEach((column, index) => setCell(row.getCell(index + 1), record[column.key], styleFor, false));
        row.commit();
        if (rowNumber % YIELD_EVERY === 0) {
          if (stream.writableNeedDrain) {
            await Promise.race([new Promise((resolve) => stream.once('drain', resolve)), failed]);
          } else {
            await Promise.race([new Promise((resolve) => setImmediate(resolve)), failed]);
          }
          forgetWrittenFormulas(worksheet);
          // Compression runs off the main thread; rows wait for it instead of queuing in memory.
          while (sheetBacklog(worksheet) > MAX_SHEET_BACKLOG) await Promise.race([pause(2), failed]);
        }
      }
      worksheet.commit();
    }
    await Promise.race([workbook.commit(), failed]);
  } finally {
    stream.off('error', onError);
    stream.off('close', onClose);
  }
}
