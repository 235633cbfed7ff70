/** RFC 5987 value: percent-encoded UTF-8, with the characters encodeURIComponent leaves but the grammar forbids. */
const extValue = (name: string) => encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The plain `filename` for old clients: accents dropped, anything else outside printable ASCII replaced. */
const asciiFallback = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_');

/**
 * `attachment` with the Spanish file name: `filename*` (UTF-8) carries the accents to every current
 * browser, `filename` is the ASCII fallback (RFC 6266).
 */
export function attachment(fileName: string): string {
  return `attachment; filename="${asciiFallback(fileName)}"; filename*=UTF-8''${extValue(fileName)}`;
}
