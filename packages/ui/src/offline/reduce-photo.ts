/** Photos leave the phone at most this long on their longest side, as JPEG of this quality (issue 19 §2). */
export const PHOTO_MAX_SIDE = 2048;
export const PHOTO_QUALITY = 0.8;

/** The size a photo of `width` x `height` is drawn at: its longest side at most `maxSide`. */
export function reducedSize(width: number, height: number, maxSide = PHOTO_MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

async function decode(file: Blob): Promise<ImageBitmap | HTMLImageElement> {
  // no createImageBitmap at all (no image decoding here): the caller keeps the original
  if (typeof createImageBitmap !== 'function') throw new Error('sin decodificador');
  try {
    // the camera's EXIF orientation applied: the pixels come out upright
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    // a browser without the options argument: the <img> path below (browsers apply EXIF there)
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return image;
  } finally {
    URL.revokeObjectURL(url);
  }
}

async function encode(source: CanvasImageSource, width: number, height: number): Promise<Blob | null> {
  if (typeof OffscreenCanvas === 'function') {
    const canvas = new OffscreenCanvas(width, height);
    const context = canvas.getContext('2d');
    if (context) {
      context.imageSmoothingQuality = 'high';
      context.drawImage(source, 0, 0, width, height);
      return canvas.convertToBlob({ type: 'image/jpeg', quality: PHOTO_QUALITY });
    }
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, width, height);
  return new Promise((resolve) => canvas.toBlob(resolve, 'image/jpeg', PHOTO_QUALITY));
}

/**
 * The photo as it is stored and sent: upright, longest side PHOTO_MAX_SIDE px, JPEG ~80%. A browser
 * that cannot decode or draw it keeps the original file (the service still checks its size), and a
 * small JPEG that would only grow is kept as it is: a photo is never lost to the reduction.
 */
export async function reducePhoto(file: Blob): Promise<Blob> {
  let source: ImageBitmap | HTMLImageElement;
  try {
    source = await decode(file);
  } catch {
    return file;
  }
  try {
    const natural = 'naturalWidth' in source ? { w: source.naturalWidth, h: source.naturalHeight } : { w: source.width, h: source.height };
    const size = reducedSize(natural.w, natural.h);
    const reduced = await encode(source, size.width, size.height).catch(() => null);
    if (!reduced) return file;
    const alreadySmall = size.width === natural.w && size.height === natural.h && file.type === 'image/jpeg';
    return alreadySmall && reduced.size >= file.size ? file : reduced;
  } finally {
    if ('close' in source) source.close();
  }
}
