import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

import { mapLimit } from '../src/concurrency.ts';
import { PRINT_SIDE, printImage } from '../src/images.ts';

const printed = async (bytes: Buffer) => {
  const image = await printImage(bytes);
  expect(image).not.toBeNull();
  return { mime: image!.mime, bytes: image!.data };
};

describe('printImage', () => {
  it('makes a 1600 px photo a 640 px JPEG, a fraction of its bytes', async () => {
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
      .jpeg({ quality: 90 })
      .toBuffer();
    const { mime, bytes } = await printed(photo);
    expect(mime).toBe('image/jpeg');
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height]).toEqual([PRINT_SIDE, 480]);
    expect(bytes.length).toBeLessThan(photo.length / 2);
  });

  it('keeps a small image at its size and a transparent one (a signature) as PNG', async () => {
    const signature = await sharp({ create: { width: 300, height: 120, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const { mime, bytes } = await printed(signature);
    expect(mime).toBe('image/png');
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height, meta.hasAlpha]).toEqual([300, 120, true]);
  });

  it('answers null for bytes that are not an image', async () => {
    expect(await printImage(Buffer.from('no es una imagen'))).toBeNull();
  });
});

describe('mapLimit', () => {
  it('keeps the order of its results and never runs more than the limit at once', async () => {
    let running = 0;
    let most = 0;
    const results = await mapLimit([5, 1, 4, 2, 3], 2, async (n) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, n * 3));
      running -= 1;
      return n * 10;
    });
    expect(results).toEqual([50, 10, 40, 20, 30]);
    expect(most).toBe(2);
  });
});
