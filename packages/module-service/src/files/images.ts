import { files as messages } from '@insp/messages';
import { PRINT_QUALITY, PRINT_SIDE } from '@insp/reports';
import { HttpError } from '@insp/service-kit';
import sharp, { type Sharp } from 'sharp';

import { decodeQueue } from './decode-queue.ts';
import { sniffImage } from './sniff.ts';

export const WEB_SIDE = 1600;
export const THUMB_SIDE = 320;
const JPEG_QUALITY = 82;

export interface Rendition {
  data: Buffer;
  contentType: string;
  width: number;
  height: number;
}

/**
 * Input limit in pixels, 40 MP (issue 17; phones' photos are 12-24 MP by default): a 291 KB PNG can
 * claim 10,000 x 10,000 px, whose decode held +66 MB of the service's memory under the old 100 MP.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

/** Decodes running at once in this process; the others wait (issue 17: three 100 MP uploads took +181 MB). */
export const imageDecodes = decodeQueue(2);

/**
 * The web version (longest side 1600 px, never enlarged), the print version PDFs embed (640 px, the
 * size and quality of @insp/reports' printImage) and the thumbnail (320 px) of an upload, turned by
 * its EXIF orientation, without any metadata (sharp writes none unless asked). Photos become JPEG on
 * white; signatures stay PNG so their transparency survives. 415 when the bytes are not a
 * JPEG/PNG/WebP or do not decode; 413 over 40 MP, read from the header before any pixel is decoded.
 * Decodes go through a queue of two per process.
 */
export async function renderImage(data: Buffer, kind: 'photo' | 'signature'): Promise<{ web: Rendition; print: Rendition; thumb: Rendition }> {
  if (!sniffImage(data)) throw new HttpError(415, messages.unsupportedType);
  // metadata() reads the header only: the claimed size is known before a single pixel is decoded.
  const header = await sharp(data)
    .metadata()
    .catch(() => {
      throw new HttpError(415, messages.unsupportedType);
    });
  if (!header.width || !header.height) throw new HttpError(415, messages.unsupportedType);
  if (header.width * header.height > MAX_INPUT_PIXELS) throw new HttpError(413, messages.tooManyPixels);
  return imageDecodes.run(() => renditions(data, kind));
}

async function renditions(data: Buffer, kind: 'photo' | 'signature'): Promise<{ web: Rendition; print: Rendition; thumb: Rendition }> {
  const encode = (pipeline: Sharp, quality = JPEG_QUALITY) =>
    kind === 'signature' ? pipeline.png({ compressionLevel: 9 }) : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality });
  const contentType = kind === 'signature' ? 'image/png' : 'image/jpeg';
  const within = (side: number) => ({ width: side, height: side, fit: 'inside' as const, withoutEnlargement: true });
  try {
    const web = await encode(sharp(data, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize(within(WEB_SIDE))).toBuffer({ resolveWithObject: true });
    // Made once here instead of in every PDF that prints the photo: a report reads a quarter of the
    // bytes and shrinks nothing. From the web version, which is already turned and flattened.
    const print = await encode(sharp(web.data).resize(within(PRINT_SIDE)), PRINT_QUALITY).toBuffer({ resolveWithObject: true });
    // From the web version: decoding 1600 px instead of the original keeps an upload fast.
    const thumb = await encode(sharp(web.data).resize(within(THUMB_SIDE))).toBuffer({ resolveWithObject: true });
    return {
      web: { data: web.data, contentType, width: web.info.width, height: web.info.height },
      print: { data: print.data, contentType, width: print.info.width, height: print.info.height },
      thumb: { data: thumb.data, contentType, width: thumb.info.width, height: thumb.info.height },
    };
  } catch {
    // The bytes claim an image format but are not one sharp can decode (truncated, corrupt, too large).
    throw new HttpError(415, messages.unsupportedType);
  }
}
