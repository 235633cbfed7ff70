import Handlebars from 'handlebars';

/** Every document shows Chilean local time, whatever the server's TZ is. */
const TIME_ZONE = 'America/Santiago';

const dateTimeParts = new Intl.DateTimeFormat('es-CL', {
  timeZone: TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  // h23: some ICU versions print midnight as 24:00 with hour12: false.
  hourCycle: 'h23',
});

/** A calendar date without a time ('2024-03-09'): shown as is, never shifted by a time zone. */
const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

interface Parts {
  day: string;
  month: string;
  year: string;
  hour: string;
  minute: string;
  second: string;
}

function partsOf(value: unknown): Parts | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (typeof value === 'string') {
    const dateOnly = DATE_ONLY.exec(value);
    // new Date('2024-03-09') is UTC midnight, i.e. the evening before in Santiago.
    if (dateOnly) {
      const [, year = '', month = '', day = ''] = dateOnly;
      return { day, month, year, hour: '00', minute: '00', second: '00' };
    }
  }
  const date = value instanceof Date ? value : typeof value === 'string' || typeof value === 'number' ? new Date(value) : undefined;
  if (!date || Number.isNaN(date.getTime())) return undefined;
  const parts: Parts = { day: '', month: '', year: '', hour: '', minute: '', second: '' };
  for (const part of dateTimeParts.formatToParts(date)) {
    if (part.type in parts) parts[part.type as keyof Parts] = part.value;
  }
  return parts;
}

const HOUR_MS = 3_600_000;
const MAX_CACHED_HOURS = 50_000;
/**
 * Santiago's offset from UTC by UTC hour. Its offsets are whole hours, so they change only on the
 * hour: asking ICU once an hour instead of once a date makes a 50,000-row workbook's dates ~100x
 * cheaper (formatToParts was the export's largest cost after the spreadsheet library it used then).
 */
const offsetByHour = new Map<number, number>();

/**
 * The Santiago wall-clock time of `date`, as a Date whose UTC fields carry it. Spreadsheet cells have
 * no time zone (the writer stores a Date's UTC fields), so this makes Excel show the same time the
 * PDFs and the screens show.
 */
export function santiagoWallClock(date: Date): Date {
  const time = date.getTime();
  if (Number.isNaN(time)) return date;
  const hour = Math.floor(time / HOUR_MS);
  let offset = offsetByHour.get(hour);
  if (offset === undefined) {
    const p = partsOf(new Date(hour * HOUR_MS));
    if (!p) return date;
    offset = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second)) - hour * HOUR_MS;
    if (offsetByHour.size >= MAX_CACHED_HOURS) offsetByHour.clear();
    offsetByHour.set(hour, offset);
  }
  return new Date(time + offset);
}

/** 'dd/MM/yyyy' in Santiago time; '' for a missing or invalid date. (es-CL itself uses dashes.) */
export function formatFecha(value: Date | string | null | undefined): string {
  const p = partsOf(value);
  return p ? `${p.day}/${p.month}/${p.year}` : '';
}

/** 'dd/MM/yyyy HH:mm:ss' in Santiago time; '' for a missing or invalid date. */
export function formatFechaHora(value: Date | string | null | undefined): string {
  const p = partsOf(value);
  return p ? `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}:${p.second}` : '';
}

/** 'dd/MM/yyyy HH:mm' in Santiago time; '' for a missing or invalid date. */
export function formatFechaHoraCorta(value: Date | string | null | undefined): string {
  const p = partsOf(value);
  return p ? `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}` : '';
}

/** '42%': n out of total, rounded; '0%' when there is nothing to divide by. */
export function formatPorcentaje(n: unknown, total: unknown): string {
  const part = Number(n);
  const whole = Number(total);
  if (!Number.isFinite(part) || !Number.isFinite(whole) || whole === 0) return '0%';
  return `${Math.round((part / whole) * 100)}%`;
}

function asDateInput(value: unknown): Date | string | undefined {
  return value instanceof Date || typeof value === 'string' ? value : undefined;
}

// A private environment, so helpers registered here (or by anyone else on the global Handlebars)
// never leak between the two.
const handlebars = Handlebars.create();
// Handlebars passes its options object as the last argument of every helper; the helpers below
// take only the leading arguments they need.
handlebars.registerHelper('fecha', (value: unknown) => formatFecha(asDateInput(value)));
handlebars.registerHelper('fechaHora', (value: unknown) => formatFechaHora(asDateInput(value)));
handlebars.registerHelper('fechaHoraCorta', (value: unknown) => formatFechaHoraCorta(asDateInput(value)));
handlebars.registerHelper('eq', (a: unknown, b: unknown) => a === b);
handlebars.registerHelper('inc', (index: unknown) => Number(index) + 1);
handlebars.registerHelper('porcentaje', (n: unknown, total: unknown) => formatPorcentaje(n, total));

/**
 * Unescaped output ({{{x}}} or {{& x}}) would let user text (observations, names) inject markup
 * into a document; refusing such templates keeps "everything is escaped" true by construction.
 */
const UNESCAPED = /\{\{\{|\{\{~?\s*&/;

const cache = new Map<string, (data: object) => string>();

/**
 * Compiles a document template once per distinct source. Every {{value}} is HTML-escaped, and
 * `strict` makes a misspelt or missing field an error instead of a silently blank cell.
 */
export function compileTemplate(source: string): (data: object) => string {
  const cached = cache.get(source);
  if (cached) return cached;
  if (UNESCAPED.test(source)) {
    throw new Error('Las plantillas no pueden usar salida sin escapar ({{{ }}} o {{& }}).');
  }
  const template = handlebars.compile<object>(source, { strict: true });
  const render = (data: object): string => template(data);
  cache.set(source, render);
  return render;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;', '=': '&#61;' };

/** Escapes text for HTML content or a quoted attribute (the same set Handlebars escapes). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`=]/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

/**
 * The print stylesheet shared by every document, so all of them look alike: Arial (Liberation Sans
 * on the servers, metrically identical), 10pt bordered tables whose header repeats on each page,
 * a header block, and a photo grid two photos wide (PHOTO_BOXES_MM.grid: at most 81 × 80 mm each).
 */
export const BASE_CSS = `
@page { size: A4; }
* { box-sizing: border-box; }
html, body { margin: 0; padding: 0; }
body {
  font-family: Arial, 'Liberation Sans', Helvetica, sans-serif;
  font-size: 10pt;
  color: #222;
  -webkit-print-color-adjust: exact;
  print-color-adjust: exact;
}
h1 { font-size: 16pt; margin: 0 0 4mm; }
h2 { font-size: 13pt; margin: 6mm 0 3mm; border-bottom: 1px solid #999; padding-bottom: 1mm; break-after: avoid; }
h3 { font-size: 11pt; margin: 4mm 0 2mm; break-after: avoid; }
p { margin: 0 0 2mm; }
.encabezado {
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 6mm;
  border-bottom: 2px solid #333;
  padding-bottom: 3mm;
  margin-bottom: 5mm;
}
.encabezado .logo { max-height: 18mm; max-width: 50mm; object-fit: contain; }
.encabezado .titulo { flex: 1; }
.encabezado .titulo h1 { margin: 0; }
.encabezado .meta { text-align: right; font-size: 9pt; color: #555; }
table { width: 100%; border-collapse: collapse; font-size: 10pt; margin: 0 0 4mm; }
thead { display: table-header-group; }
tr { break-inside: avoid; }
th, td { border: 1px solid #888; padding: 1.5mm 2mm; text-align: left; vertical-align: top; overflow-wrap: anywhere; }
th { background: #e8e8e8; font-weight: bold; }
table.datos th { width: 30%; }
.fotos { display: flex; flex-wrap: wrap; gap: 4mm; margin: 2mm 0 4mm; }
.fotos figure { margin: 0; max-width: 45%; flex: 0 0 45%; break-inside: avoid; }
.fotos img { display: block; max-width: 100%; max-height: 80mm; object-fit: contain; border: 1px solid #ccc; }
.fotos figcaption { font-size: 8pt; color: #555; margin-top: 1mm; }
.firma img { max-height: 25mm; max-width: 60mm; }
.salto { break-before: page; }
.sin-salto { break-inside: avoid; }
.muted { color: #666; }
`;

/** Wraps an already-rendered (escaped) body in the common document shell. */
export function baseLayout(bodyHtml: string, options: { title: string }): string {
  return `<!DOCTYPE html>
<html lang="es">
<head>
<meta charset="utf-8">
<title>${escapeHtml(options.title)}</title>
<style>${BASE_CSS}</style>
</head>
<body>
${bodyHtml}
</body>
</html>`;
}
