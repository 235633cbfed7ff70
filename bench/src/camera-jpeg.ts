import sharp from 'sharp';

/**
 * A camera-like JPEG of `width` x `height`: smooth light, a brick pattern and noise (so it compresses
 * like a photo, not a flat fill), quality 92, with the EXIF `orientation` a phone writes when given.
 */
export async function cameraJpeg(width: number, height: number, orientation?: number): Promise<Buffer> {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = 42;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed >> 16) % 24;
  };
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 3;
      const brick = (Math.floor(y / 40) % 2 === 0 ? x : x + 60) % 120 < 4 || y % 40 < 3 ? 60 : 0;
      pixels[i] = Math.min(255, 120 + (x * 90) / width - brick + noise());
      pixels[i + 1] = Math.min(255, 100 + (y * 80) / height - brick + noise());
      pixels[i + 2] = Math.min(255, 90 + ((x + y) * 40) / (width + height) - brick + noise());
    }
  }
  const jpeg = sharp(pixels, { raw: { width, height, channels: 3 } }).jpeg({ quality: 92 });
  return (orientation === undefined ? jpeg : jpeg.withMetadata({ orientation })).toBuffer();
}
