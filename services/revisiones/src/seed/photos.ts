import { nameKey } from '@insp/domain';
import { escapeSvg as escape, PHOTO_FONT as FONT, random } from '@insp/module-service/seed-kit';
import sharp from 'sharp';

/** What a demo photo shows: the observation it belongs to. */
export interface PhotoSubject {
  /** Drives every colour and shape, so each photo differs. */
  seed: number;
  Sector: string;
  Recinto: string;
  Subcontrato: string;
  Numero: number;
  /** 1 or 2 (the second photo of an observation is a close-up). */
  toma: number;
}

export const PHOTO_WIDTH = 800;
export const PHOTO_HEIGHT = 600;

const W = PHOTO_WIDTH;
const H = PHOTO_HEIGHT;

const hsl = (h: number, s: number, l: number): string => `hsl(${Math.round(h) % 360},${Math.round(s)}%,${Math.round(l)}%)`;

type Rnd = () => number;

/** A zig-zag crack from (x, y) going roughly along `angle`, with a thinner branch. */
function crack(rnd: Rnd, x: number, y: number, angle: number, length: number): string {
  const points: string[] = [];
  const segments = 9 + Math.floor(rnd() * 6);
  let px = x;
  let py = y;
  const step = length / segments;
  let branch = '';
  for (let i = 0; i <= segments; i++) {
    points.push(`${px.toFixed(1)},${py.toFixed(1)}`);
    const a = angle + (rnd() - 0.5) * 1.1;
    px += Math.cos(a) * step;
    py += Math.sin(a) * step;
    if (i === Math.floor(segments / 2)) {
      const b = angle + (rnd() > 0.5 ? 0.9 : -0.9);
      branch = `M${px.toFixed(1)},${py.toFixed(1)} l${(Math.cos(b) * step * 1.6).toFixed(1)},${(Math.sin(b) * step * 1.6).toFixed(1)} l${(Math.cos(b + 0.4) * step).toFixed(1)},${(Math.sin(b + 0.4) * step).toFixed(1)}`;
    }
  }
  return (
    `<polyline points="${points.join(' ')}" fill="none" stroke="#1d1a17" stroke-width="${(2.5 + rnd() * 2).toFixed(1)}" stroke-linejoin="round" stroke-linecap="round"/>` +
    `<path d="${branch}" fill="none" stroke="#2a2520" stroke-width="1.6" stroke-linecap="round"/>`
  );
}

/** A damp or paint stain: a soft blotch (radial gradient) of a darker tone. */
function stain(rnd: Rnd, id: string, cx: number, cy: number, hue: number): string {
  const rx = 60 + rnd() * 90;
  const ry = rx * (0.6 + rnd() * 0.6);
  return (
    `<defs><radialGradient id="${id}"><stop offset="0" stop-color="${hsl(hue + 20, 35, 22)}" stop-opacity="0.75"/>` +
    `<stop offset="0.6" stop-color="${hsl(hue + 25, 30, 30)}" stop-opacity="0.4"/><stop offset="1" stop-color="${hsl(hue, 20, 40)}" stop-opacity="0"/></radialGradient></defs>` +
    `<ellipse cx="${cx.toFixed(0)}" cy="${cy.toFixed(0)}" rx="${rx.toFixed(0)}" ry="${ry.toFixed(0)}" fill="url(#${id})" transform="rotate(${(rnd() * 60 - 30).toFixed(0)} ${cx.toFixed(0)} ${cy.toFixed(0)})"/>`
  );
}

/** Plastered wall with a skirting, a floor and a window or door frame; answers where the wall is free. */
function wall(rnd: Rnd, hue: number): { svg: string; freeX: [number, number] } {
  const base = hsl(hue, 12 + rnd() * 25, 68 + rnd() * 14);
  const floorY = 470 + rnd() * 40;
  const left = rnd() > 0.5;
  const frameX = left ? 40 + rnd() * 80 : 520 + rnd() * 80;
  const door = rnd() > 0.5;
  const frame = door
    ? `<rect x="${frameX.toFixed(0)}" y="${(floorY - 330).toFixed(0)}" width="150" height="330" fill="${hsl(hue + 180, 25, 40)}" stroke="#f4f1ea" stroke-width="10"/>` +
      `<circle cx="${(frameX + 130).toFixed(0)}" cy="${(floorY - 160).toFixed(0)}" r="6" fill="#d8c27a"/>`
    : `<rect x="${frameX.toFixed(0)}" y="110" width="190" height="150" fill="${hsl(205, 45, 78)}" stroke="#f4f1ea" stroke-width="12"/>` +
      `<line x1="${(frameX + 95).toFixed(0)}" y1="110" x2="${(frameX + 95).toFixed(0)}" y2="260" stroke="#f4f1ea" stroke-width="6"/>`;
  return {
    svg:
      `<defs><linearGradient id="light" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity="0.25"/><stop offset="1" stop-color="#000" stop-opacity="0.18"/></linearGradient></defs>` +
      `<rect width="${W}" height="${H}" fill="${base}"/>` +
      `<rect width="${W}" height="${H}" fill="url(#light)"/>` +
      frame +
      `<rect y="${(floorY - 14).toFixed(0)}" width="${W}" height="14" fill="${hsl(hue, 10, 90)}"/>` +
      `<rect y="${floorY.toFixed(0)}" width="${W}" height="${(H - floorY).toFixed(0)}" fill="${hsl(hue + 30, 25, 38 + rnd() * 15)}"/>`,
    // The defect goes on the bare wall, away from the frame (210 px wide at most).
    freeX: left ? [frameX + 330, 660] : [140, frameX - 130],
  };
}

/** A tiled floor or wall: a grid of slightly different tiles, one of them broken. */
function tiles(rnd: Rnd, hue: number): string {
  const size = 90 + Math.floor(rnd() * 40);
  const grout = hsl(hue, 8, 82);
  const parts = [`<rect width="${W}" height="${H}" fill="${grout}"/>`];
  const sat = 10 + rnd() * 35;
  const light = 55 + rnd() * 30;
  for (let y = 0; y < H; y += size) {
    for (let x = 0; x < W; x += size) {
      parts.push(
        `<rect x="${x + 3}" y="${y + 3}" width="${size - 6}" height="${size - 6}" rx="3" fill="${hsl(hue + rnd() * 8, sat, light + rnd() * 6 - 3)}"/>`,
      );
    }
  }
  const bx = size * (1 + Math.floor(rnd() * 4));
  const by = size * (1 + Math.floor(rnd() * 2));
  parts.push(
    `<polygon points="${bx + 3},${by + 3} ${bx + size - 3},${by + 3} ${bx + size * 0.4},${by + size * 0.7}" fill="${hsl(hue, sat, light - 25)}" opacity="0.55"/>`,
  );
  return parts.join('');
}

/** A concrete beam across a ceiling, on a column. */
function beam(rnd: Rnd, hue: number): string {
  const top = 120 + rnd() * 80;
  const depth = 130 + rnd() * 60;
  const concrete = hsl(hue, 6, 58 + rnd() * 12);
  return (
    `<defs><linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${concrete}"/><stop offset="1" stop-color="${hsl(hue, 6, 40)}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="${hsl(hue, 8, 78)}"/>` +
    `<rect y="${top.toFixed(0)}" width="${W}" height="${depth.toFixed(0)}" fill="url(#beam)"/>` +
    `<rect x="${(480 + rnd() * 150).toFixed(0)}" y="${(top + depth).toFixed(0)}" width="110" height="${H}" fill="${hsl(hue, 6, 55)}"/>` +
    `<line x1="0" y1="${(top + depth).toFixed(0)}" x2="${W}" y2="${(top + depth).toFixed(0)}" stroke="#3b3b3b" stroke-width="3" opacity="0.5"/>`
  );
}

/** A socket plate off the wall with its wires showing. */
function socket(rnd: Rnd, x: number, y: number): string {
  const tilt = (rnd() * 24 - 12).toFixed(0);
  return (
    `<g transform="rotate(${tilt} ${x} ${y})"><rect x="${x - 45}" y="${y - 60}" width="90" height="120" rx="8" fill="#f2f0ea" stroke="#9a968c" stroke-width="3"/>` +
    `<circle cx="${x - 14}" cy="${y}" r="7" fill="#333"/><circle cx="${x + 14}" cy="${y}" r="7" fill="#333"/></g>` +
    `<path d="M${x - 10},${y + 60} C${x - 40},${y + 140} ${x + 60},${y + 120} ${x + 30},${y + 200}" stroke="#c0392b" stroke-width="6" fill="none"/>` +
    `<path d="M${x + 5},${y + 60} C${x + 30},${y + 130} ${x - 50},${y + 150} ${x - 20},${y + 210}" stroke="#2e64c8" stroke-width="6" fill="none"/>` +
    `<path d="M${x + 15},${y + 60} C${x + 60},${y + 110} ${x + 20},${y + 170} ${x + 70},${y + 190}" stroke="#3f9b3a" stroke-width="6" fill="none"/>`
  );
}

/**
 * A construction-site photo drawn from SVG (never blank): the scene follows the subcontract
 * (tiles for ceramics, a wall with a stain for paint, a socket for electrical works, a beam
 * otherwise), with a crack or stain circled in red and a label naming the sector and the
 * observation's number, as inspectors mark their photos.
 */
export function photoSvg(subject: PhotoSubject): string {
  const rnd = random(subject.seed);
  const hue = rnd() * 360;
  const kind = nameKey(subject.Subcontrato);
  const parts: string[] = [];
  let focusX = 200 + rnd() * 400;
  let focusY = 150 + rnd() * 220;
  if (kind.includes('ceram')) {
    parts.push(tiles(rnd, hue));
    parts.push(crack(rnd, focusX - 90, focusY - 30, rnd() * 0.8, 220));
  } else if (kind.includes('pint')) {
    const scene = wall(rnd, hue);
    parts.push(scene.svg);
    focusX = scene.freeX[0] + rnd() * (scene.freeX[1] - scene.freeX[0]);
    parts.push(stain(rnd, 'stain', focusX, focusY, hue));
    if (rnd() > 0.5) parts.push(crack(rnd, focusX - 60, focusY - 80, 1 + rnd(), 160));
  } else if (kind.includes('electr')) {
    const scene = wall(rnd, hue);
    parts.push(scene.svg);
    focusX = scene.freeX[0] + rnd() * (scene.freeX[1] - scene.freeX[0]);
    focusY = 220 + rnd() * 120;
    parts.push(socket(rnd, Math.round(focusX), Math.round(focusY)));
    focusY += 60;
  } else {
    parts.push(beam(rnd, hue));
    focusY = 200 + rnd() * 60;
    parts.push(crack(rnd, focusX - 120, focusY, 0.15 - rnd() * 0.3, 260));
    if (rnd() > 0.6) parts.push(stain(rnd, 'stain', focusX + 40, focusY + 30, hue));
  }
  if (subject.toma > 1) {
    // The second photo is a close-up: the same kind of scene, zoomed on the defect.
    const zoom = 1.6;
    // Centred on the defect, but never past the scene's edges (nothing undrawn shows).
    const tx = Math.min(0, Math.max(W - zoom * W, W / 2 - zoom * focusX));
    const ty = Math.min(0, Math.max(H - zoom * H, H / 2 - zoom * focusY));
    parts.unshift(`<g transform="translate(${tx.toFixed(0)} ${ty.toFixed(0)}) scale(${zoom})">`);
    parts.push('</g>');
    focusX = zoom * focusX + tx;
    focusY = zoom * focusY + ty;
  }
  const r = 110 + rnd() * 40;
  parts.push(
    `<ellipse cx="${focusX.toFixed(0)}" cy="${focusY.toFixed(0)}" rx="${r.toFixed(0)}" ry="${(r * 0.75).toFixed(0)}" fill="none" stroke="#e0231b" stroke-width="6"/>`,
  );
  const title = escape(`${subject.Sector} · Obs. N° ${subject.Numero}`);
  const detail = escape(`${subject.Recinto} · ${subject.Subcontrato}${subject.toma > 1 ? ' · detalle' : ''}`);
  parts.push(
    `<rect x="0" y="${H - 78}" width="${W}" height="78" fill="#000" opacity="0.6"/>` +
      `<text x="22" y="${H - 42}" font-family="${FONT}" font-size="30" font-weight="bold" fill="#fff">${title}</text>` +
      `<text x="22" y="${H - 12}" font-family="${FONT}" font-size="20" fill="#f5d76e">${detail}</text>`,
  );
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join('')}</svg>`;
}

/** The photo as a JPEG of 800 × 600. */
export function drawPhoto(subject: PhotoSubject): Promise<Buffer> {
  return sharp(Buffer.from(photoSvg(subject)))
    .jpeg({ quality: 82 })
    .toBuffer();
}
