import sharp from 'sharp';

/** Resolution every photo prints at, at least, in its printed box (issue 19 §3: sharp on paper). */
export const PRINT_DPI = 200;

/** A printed box, in millimetres. */
export interface PrintBox {
  width: number;
  height: number;
}

/**
 * The boxes photos print in (A4, 180 mm between the side margins). `grid`: two abreast in the
 * `.fotos` grid of BASE_CSS (45% of the line, at most 80 mm tall; revisiones' observations). `wide`:
 * one photo across, at most 120 × 90 mm (NEO 'Resumen fotográfico', checklist answers).
 */
export const PHOTO_BOXES_MM = { grid: { width: 81, height: 80 }, wide: { width: 120, height: 90 } } as const satisfies Record<string, PrintBox>;

/** The pixels that fill a printed box at PRINT_DPI (an image is fitted inside them, never enlarged). */
export const boxPixels = (box: PrintBox): PrintBox => ({
  width: Math.ceil((box.width / 25.4) * PRINT_DPI),
  height: Math.ceil((box.height / 25.4) * PRINT_DPI),
});

/**
 * Longest side of the print version stored at upload and of a photo shrunk without a box: the grid
 * box at 200 dpi (638 × 630 px). A bigger box (`wide`) shrinks the web version to its own pixels
 * instead: the 1600 px web version would multiply by six the pixels Chromium decodes and the bytes
 * of the document (200 web photos made a 120 MB document that Chromium gave up on).
 */
export const PRINT_SIDE = 640;
export const PRINT_QUALITY = 80;

/** A stored image at print size: its bytes and MIME type. */
export interface PrintImage {
  data: Buffer;
  mime: 'image/jpeg' | 'image/png';
}

const SQUARE: PrintBox = { width: PRINT_SIDE, height: PRINT_SIDE };

/**
 * A stored image made small enough to print: fitted inside `pixels` (boxPixels of its printed box;
 * PRINT_SIDE square by default). Opaque images become JPEG; images with transparency (signatures)
 * stay PNG so they keep it. Null for bytes that are not an image sharp can read, so one damaged file
 * costs its photo, not the document.
 */
export async function printImage(bytes: Buffer, pixels: PrintBox = SQUARE): Promise<PrintImage | null> {
  try {
    // JPEG shrink-on-load decodes straight at half size: most of the work is skipped, not done.
    const image = sharp(bytes, { failOn: 'none' }).resize({ width: pixels.width, height: pixels.height, fit: 'inside', withoutEnlargement: true });
    const { hasAlpha } = await image.metadata();
    if (hasAlpha) return { data: await image.png({ compressionLevel: 6 }).toBuffer(), mime: 'image/png' };
    return { data: await image.jpeg({ quality: PRINT_QUALITY, mozjpeg: false }).toBuffer(), mime: 'image/jpeg' };
  } catch {
    return null;
  }
}

/**
 * An image as a file store reads it. `size` 'print' with a JPEG or PNG `contentType` marks bytes
 * already at print size (the print version stored at upload), used as they are.
 */
export interface SourceImage {
  fileId: string;
  data: Buffer;
  size?: string;
  contentType?: string;
}

function asPrinted(image: SourceImage): PrintImage | null {
  if (image.size !== 'print') return null;
  return image.contentType === 'image/jpeg' || image.contentType === 'image/png' ? { data: image.data, mime: image.contentType } : null;
}

/**
 * Every image of a stream (FileStore.readImages) at print size, handed to `keep`, whose result is
 * kept by file id; images sharp cannot read are left out. Print versions go as they are; others are
 * shrunk into `pixels` (see printImage), up to `concurrency` at once while the next ones are read,
 * and only those are held in memory as read.
 */
export async function shrinkImages(
  images: AsyncIterable<SourceImage>,
  concurrency: number,
  keep: (image: PrintImage) => Promise<string>,
  pixels?: PrintBox,
): Promise<Map<string, string>> {
  const kept = new Map<string, string>();
  const running = new Set<Promise<void>>();
  let failure: { error: unknown } | null = null;
  for await (const image of images) {
    if (failure) break;
    const { fileId } = image;
    const printed = asPrinted(image);
    const work: Promise<void> = (printed ? Promise.resolve(printed) : printImage(image.data, pixels))
      .then(async (image) => {
        if (image) kept.set(fileId, await keep(image));
      })
      // Kept for the caller, so a failure while the next images are read is not left unhandled.
      .catch((error: unknown) => {
        failure ??= { error };
      })
      .finally(() => running.delete(work));
    running.add(work);
    if (running.size >= concurrency) await Promise.race(running);
  }
  await Promise.all(running);
  if (failure) throw (failure as { error: unknown }).error;
  return kept;
}
