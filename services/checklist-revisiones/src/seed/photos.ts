import { escapeSvg as escape, PHOTO_FONT as FONT, random } from '@insp/module-service/seed-kit';
import sharp from 'sharp';

/** What a demo photo shows: the answer it belongs to. */
export interface PhotoSubject {
  seed: number;
  Recinto: string;
  Subcontrato: string;
  ErrorTipo: string;
  Order: number;
}

export const PHOTO_WIDTH = 480;
export const PHOTO_HEIGHT = 360;
const W = PHOTO_WIDTH;
const H = PHOTO_HEIGHT;

/**
 * A site photo drawn from SVG (never blank): a wall in the seed's colour with tiles or panels, a
 * defect circled in red, and a caption naming the room, subcontract, error type and answer number.
 */
export function photoSvg(subject: PhotoSubject): string {
  const rnd = random(subject.seed);
  const hue = Math.round(rnd() * 360);
  const parts: string[] = [`<rect width="${W}" height="${H}" fill="hsl(${hue},22%,78%)"/>`];
  const cols = 4 + Math.floor(rnd() * 4);
  const rows = 3 + Math.floor(rnd() * 3);
  for (let c = 0; c < cols; c++) {
    for (let r = 0; r < rows; r++) {
      const l = 70 + Math.round(rnd() * 14);
      parts.push(
        `<rect x="${(c * W) / cols + 3}" y="${(r * (H - 70)) / rows + 3}" width="${W / cols - 6}" height="${(H - 70) / rows - 6}" fill="hsl(${hue},18%,${l}%)"/>`,
      );
    }
  }
  const x = 120 + rnd() * (W - 240);
  const y = 100 + rnd() * (H - 250);
  let d = `M${x.toFixed(0)},${y.toFixed(0)}`;
  for (let i = 0; i < 10; i++) d += ` l${(12 + rnd() * 14).toFixed(0)},${(rnd() * 30 - 15).toFixed(0)}`;
  parts.push(`<path d="${d}" stroke="hsl(${hue},30%,25%)" stroke-width="3" fill="none"/>`);
  parts.push(`<ellipse cx="${(x + 100).toFixed(0)}" cy="${y.toFixed(0)}" rx="140" ry="70" fill="none" stroke="#e0231b" stroke-width="6"/>`);
  parts.push(
    `<rect x="0" y="${H - 70}" width="${W}" height="70" fill="#000" opacity="0.6"/>` +
      `<text x="18" y="${H - 38}" font-family="${FONT}" font-size="20" font-weight="bold" fill="#fff">${escape(`${subject.Recinto} · Resp. N° ${subject.Order}`)}</text>` +
      `<text x="18" y="${H - 12}" font-family="${FONT}" font-size="15" fill="#f5d76e">${escape(`${subject.Subcontrato} · ${subject.ErrorTipo}`)}</text>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join('')}</svg>`;
}

export function drawPhoto(subject: PhotoSubject): Promise<Buffer> {
  return sharp(Buffer.from(photoSvg(subject)))
    .jpeg({ quality: 80 })
    .toBuffer();
}
