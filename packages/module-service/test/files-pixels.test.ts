import { StoredImage } from '@insp/contracts';
import { files as messages } from '@insp/messages';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';

import { decodeQueue } from '../src/files/decode-queue.ts';
import { imageDecodes, renderImage } from '../src/files/images.ts';
import { testContext } from './context.ts';

const ctx = await testContext();
afterAll(() => ctx.app.close());

const company = ctx.newObjectId();
const director = ctx.user('AdministradorEmpresa', company);

/** A PNG of width x height white pixels: a few hundred KB however many pixels it claims. */
const whitePng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();

const upload = (data: Buffer) => ctx.postFile(company, director, data, 'plano.png', 'image/png');

describe('image pixel limit (issue 17)', () => {
  it('refuses a 10,000 x 10,000 px PNG (a small file) with 413 in Spanish before decoding it, stores nothing', async () => {
    const png = await whitePng(10_000, 10_000);
    expect(png.length).toBeLessThan(2 * 1024 * 1024);
    const before = await ctx.app.db.collection('archivos').countDocuments({});
    const decodesBefore = imageDecodes.started;

    const response = await upload(png);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: messages.tooManyPixels });
    expect(await ctx.app.db.collection('archivos').countDocuments({})).toBe(before);
    // Refused from the header: it never took a decode turn.
    expect(imageDecodes.started).toBe(decodesBefore);
  });

  it('accepts a 6,000 x 6,000 px PNG (36 MP), stored at 1600 px', async () => {
    const response = await upload(await whitePng(6_000, 6_000));
    expect(response.statusCode, response.body).toBe(201);
    expect(StoredImage.parse(response.json())).toMatchObject({ width: 1600, height: 1600 });
  });

  it('three uploads at once decode at most two at a time, and all three are stored', async () => {
    const png = await whitePng(3_000, 2_000);
    const responses = await Promise.all([upload(png), upload(png), upload(png)]);
    expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201]);
    expect(imageDecodes.peak).toBeLessThanOrEqual(2);
    // Called together, the third render waits for a turn.
    const renders = [1, 2, 3].map(() => renderImage(png, 'photo'));
    await Promise.all(renders);
    expect(imageDecodes.peak).toBe(2);
  });
});

describe('decodeQueue', () => {
  it('runs at most its limit at once, the others in arrival order as slots free', async () => {
    const queue = decodeQueue(2);
    const resolvers = new Map<number, () => void>();
    const finish = (n: number) => {
      const resolve = resolvers.get(n);
      if (!resolve) throw new Error(`task ${n} has not started`);
      resolve();
    };
    const order: number[] = [];
    const task = (n: number) => () =>
      new Promise<number>((resolve) => {
        order.push(n);
        resolvers.set(n, () => resolve(n));
      });
    const runs = [0, 1, 2, 3].map((n) => queue.run(task(n)));
    await Promise.resolve();
    expect({ active: queue.active, waiting: queue.waiting, order }).toEqual({ active: 2, waiting: 2, order: [0, 1] });

    finish(1);
    await runs[1];
    await expect.poll(() => order).toEqual([0, 1, 2]);
    expect({ active: queue.active, waiting: queue.waiting }).toEqual({ active: 2, waiting: 1 });

    finish(0);
    await expect.poll(() => order).toEqual([0, 1, 2, 3]);
    finish(2);
    finish(3);
    expect(await Promise.all(runs)).toEqual([0, 1, 2, 3]);
    expect({ active: queue.active, waiting: queue.waiting, peak: queue.peak, started: queue.started }).toEqual({ active: 0, waiting: 0, peak: 2, started: 4 });
  });

  it('frees the slot of a task that fails', async () => {
    const queue = decodeQueue(1);
    await expect(queue.run(() => Promise.reject(new Error('rota')))).rejects.toThrow('rota');
    expect(await queue.run(() => Promise.resolve('sigue'))).toBe('sigue');
    expect(queue.active).toBe(0);
  });
});
