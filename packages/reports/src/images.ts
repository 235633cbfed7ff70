import sharp from 'sharp';
import { imageDataUri } from './pdf.ts';

/**
 * Longest side of a photo inside a PDF. Photos print at most ~85 × 80 mm, so 800 px is ~240 dpi
 * there; the stored 1600 px web version would quadruple the pixels Chromium decodes and the bytes
 * that travel inside the HTML (200 web photos made a 120 MB document that Chromium gave up on).
 */
export const PRINT_SIDE = 800;
const PRINT_QUALITY = 72;

/**
 * A stored image made small enough to print, as a data: URI for a template. Opaque images become
 * JPEG; images with transparency (signatures) stay PNG so they keep it. Null for bytes that are
 * not an image sharp can read, so one damaged file costs its photo, not the document.
 */
export async function printImageDataUri(bytes: Buffer): Promise<string | null> {
  try {
    // JPEG shrink-on-load decodes straight at half size: most of the work is skipped, not done.
    const image = sharp(bytes, { failOn: 'none' }).resize({ width: PRINT_SIDE, height: PRINT_SIDE, fit: 'inside', withoutEnlargement: true });
    const { hasAlpha } = await image.metadata();
    if (hasAlpha) return imageDataUri(await image.png({ compressionLevel: 6 }).toBuffer(), 'image/png');
    return imageDataUri(await image.jpeg({ quality: PRINT_QUALITY, mozjpeg: false }).toBuffer(), 'image/jpeg');
  } catch {
    return null;
  }
}
