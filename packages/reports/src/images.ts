import sharp from 'sharp';

/**
 * Longest side of a photo inside a PDF. Photos print at most ~85 × 80 mm, so 640 px is ~190 dpi
 * there, as sharp as a printed photo needs; the stored 1600 px web version would multiply by six the
 * pixels Chromium decodes and the bytes of the document (200 web photos made a 120 MB document that
 * Chromium gave up on; at 800 px the 200-photo PDF was 24 MiB, a third of its time spent storing it).
 */
export const PRINT_SIDE = 640;
export const PRINT_QUALITY = 72;

/** A stored image at print size: its bytes and MIME type. */
export interface PrintImage {
  data: Buffer;
  mime: 'image/jpeg' | 'image/png';
}

/**
 * A stored image made small enough to print. Opaque images become JPEG; images with transparency
 * (signatures) stay PNG so they keep it. Null for bytes that are not an image sharp can read, so one
 * damaged file costs its photo, not the document.
 */
export async function printImage(bytes: Buffer): Promise<PrintImage | null> {
  try {
    // JPEG shrink-on-load decodes straight at half size: most of the work is skipped, not done.
    const image = sharp(bytes, { failOn: 'none' }).resize({ width: PRINT_SIDE, height: PRINT_SIDE, fit: 'inside', withoutEnlargement: true });
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
 * shrunk, up to `concurrency` at once while the next ones are read, and only those are held in
 * memory as read.
 */
export async function shrinkImages(
  images: AsyncIterable<SourceImage>,
  concurrency: number,
  keep: (image: PrintImage) => Promise<string>,
): Promise<Map<string, string>> {
  const kept = new Map<string, string>();
  const running = new Set<Promise<void>>();
  let failure: { error: unknown } | null = null;
  for await (const image of images) {
    if (failure) break;
    const { fileId } = image;
    const printed = asPrinted(image);
    const work: Promise<void> = (printed ? Promise.resolve(printed) : printImage(image.data))
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
