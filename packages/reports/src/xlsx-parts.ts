/**
 * The fixed parts of an .xlsx (Office Open XML, ECMA-376) written by `writeWorkbook`: the package's
 * content types and relationships, the workbook, the styles and each sheet's opening and closing.
 * Only what our workbooks use is here: one font family, four cell looks (bold, date, link, quoted
 * text) and their combinations, frozen header rows and column widths.
 */

const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELATIONSHIPS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELATIONSHIPS = 'http://schemas.openxmlformats.org/package/2006/relationships';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

export const DATE_FORMAT = 'dd/mm/yyyy hh:mm';
/** Custom number formats start at 164; below are Excel's built-in ones. */
const DATE_FORMAT_ID = 164;

const XML_SPECIAL = /[&<>"]/;
const XML_SPECIAL_ALL = /[&<>"]/g;
const XML_ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };

/** Text for an XML element or a double-quoted attribute. Most cells need no change, so that is tested first. */
export function escapeXml(text: string): string {
  return XML_SPECIAL.test(text) ? text.replace(XML_SPECIAL_ALL, (char) => XML_ENTITY[char] ?? char) : text;
}

export interface CellLook {
  bold: boolean;
  quoted: boolean;
  date: boolean;
  link: boolean;
}

/**
 * A cell's style index (its `s` attribute): one cellXfs entry per combination of looks, numbered by
 * these bits, so 0 is the plain default and nothing has to be registered while rows are written.
 */
export function styleIndex(look: CellLook): number {
  return (look.bold ? 1 : 0) | (look.quoted ? 2 : 0) | (look.date ? 4 : 0) | (look.link ? 8 : 0);
}

const STYLE_COUNT = 16;

const FONTS = [
  '<font><sz val="11"/><name val="Calibri"/><family val="2"/></font>',
  '<font><b/><sz val="11"/><name val="Calibri"/><family val="2"/></font>',
  '<font><u/><sz val="11"/><color rgb="FF0563C1"/><name val="Calibri"/><family val="2"/></font>',
  '<font><b/><u/><sz val="11"/><color rgb="FF0563C1"/><name val="Calibri"/><family val="2"/></font>',
];

function cellFormat(index: number): string {
  const bold = (index & 1) !== 0;
  const quoted = (index & 2) !== 0;
  const date = (index & 4) !== 0;
  const link = (index & 8) !== 0;
  const fontId = (link ? 2 : 0) + (bold ? 1 : 0);
  // quotePrefix: the cell is stored as text already (nothing is evaluated on opening); the prefix
  // also keeps Excel from turning it into a formula when a user edits it or saves the sheet as CSV.
  return (
    `<xf numFmtId="${date ? DATE_FORMAT_ID : 0}" fontId="${fontId}" fillId="0" borderId="0" xfId="0"` +
    `${fontId > 0 ? ' applyFont="1"' : ''}${date ? ' applyNumberFormat="1"' : ''}${quoted ? ' quotePrefix="1"' : ''}/>`
  );
}

export const STYLES_XML =
  `${XML_DECLARATION}<styleSheet xmlns="${MAIN}">` +
  `<numFmts count="1"><numFmt numFmtId="${DATE_FORMAT_ID}" formatCode="${escapeXml(DATE_FORMAT)}"/></numFmts>` +
  `<fonts count="${FONTS.length}">${FONTS.join('')}</fonts>` +
  '<fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills>' +
  '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
  '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
  `<cellXfs count="${STYLE_COUNT}">${Array.from({ length: STYLE_COUNT }, (_, index) => cellFormat(index)).join('')}</cellXfs>` +
  '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
  '<dxfs count="0"/>' +
  '</styleSheet>';

export function contentTypesXml(sheetCount: number): string {
  const sheets = Array.from(
    { length: sheetCount },
    (_, index) =>
      `<Override PartName="/xl/worksheets/sheet${index + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
  ).join('');
  return (
    `${XML_DECLARATION}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    sheets +
    '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
    '<Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>' +
    '<Override PartName="/docProps/app.xml" ContentType="application/vnd.openxmlformats-officedocument.extended-properties+xml"/>' +
    '</Types>'
  );
}

export const ROOT_RELATIONSHIPS_XML =
  `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">` +
  `<Relationship Id="rId1" Type="${RELATIONSHIPS}/officeDocument" Target="xl/workbook.xml"/>` +
  `<Relationship Id="rId2" Type="${PACKAGE_RELATIONSHIPS}/metadata/core-properties" Target="docProps/core.xml"/>` +
  `<Relationship Id="rId3" Type="${RELATIONSHIPS}/extended-properties" Target="docProps/app.xml"/>` +
  '</Relationships>';

export function corePropertiesXml(created: Date): string {
  // Whole seconds: W3CDTF as Excel writes it.
  const when = `${created.toISOString().slice(0, 19)}Z`;
  return (
    `${XML_DECLARATION}<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" ` +
    'xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">' +
    `<dcterms:created xsi:type="dcterms:W3CDTF">${when}</dcterms:created>` +
    `<dcterms:modified xsi:type="dcterms:W3CDTF">${when}</dcterms:modified>` +
    '</cp:coreProperties>'
  );
}

export const APP_PROPERTIES_XML =
  `${XML_DECLARATION}<Properties xmlns="http://schemas.openxmlformats.org/officeDocument/2006/extended-properties">` +
  '<Application>Microsoft Excel</Application><DocSecurity>0</DocSecurity>' +
  '</Properties>';

export function workbookXml(sheetNames: readonly string[]): string {
  const sheets = sheetNames.map((name, index) => `<sheet name="${escapeXml(name)}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`).join('');
  return `${XML_DECLARATION}<workbook xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}"><bookViews><workbookView activeTab="0"/></bookViews><sheets>${sheets}</sheets></workbook>`;
}

export function workbookRelationshipsXml(sheetCount: number): string {
  const sheets = Array.from(
    { length: sheetCount },
    (_, index) => `<Relationship Id="rId${index + 1}" Type="${RELATIONSHIPS}/worksheet" Target="worksheets/sheet${index + 1}.xml"/>`,
  ).join('');
  return (
    `${XML_DECLARATION}<Relationships xmlns="${PACKAGE_RELATIONSHIPS}">${sheets}` +
    `<Relationship Id="rId${sheetCount + 1}" Type="${RELATIONSHIPS}/styles" Target="styles.xml"/></Relationships>`
  );
}

/** Everything before the first row: the frozen header row and the column widths (in characters). */
export function sheetStartXml(widths: readonly number[], selected: boolean): string {
  const cols = widths.map((width, index) => `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`).join('');
  return (
    `${XML_DECLARATION}<worksheet xmlns="${MAIN}" xmlns:r="${RELATIONSHIPS}">` +
    `<sheetViews><sheetView workbookViewId="0"${selected ? ' tabSelected="1"' : ''}>` +
    '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/><selection pane="bottomLeft" activeCell="A2" sqref="A2"/>' +
    '</sheetView></sheetViews>' +
    '<sheetFormatPr defaultRowHeight="15"/>' +
    (cols ? `<cols>${cols}</cols>` : '') +
    '<sheetData>'
  );
}

export const SHEET_END_XML = '</sheetData></worksheet>';

/** 'A', 'B', … 'Z', 'AA', … for the 1-based column number. */
export function columnLetters(column: number): string {
  let letters = '';
  for (let n = column; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
}
