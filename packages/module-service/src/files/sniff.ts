export type ImageFormat = 'jpeg' | 'png' | 'webp';

/**
 * The image format by its first bytes, never by the file name or the declared type: JPEG (FF D8 FF),
 * PNG (89 50 4E 47 0D 0A 1A 0A) or WebP (RIFF, 4 bytes of length, WEBP); null for anything else.
 */
export function sniffImage(data: Uint8Array): ImageFormat | null {
  const starts = (offset: number, bytes: readonly number[]) => bytes.every((byte, i) => data[offset + i] === byte);
  if (starts(0, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts(0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts(0, [0x52, 0x49, 0x46, 0x46]) && starts(8, [0x57, 0x45, 0x42, 0x50])) return 'webp';
  return null;
}
