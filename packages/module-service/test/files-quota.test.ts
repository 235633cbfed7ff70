import { StoredImage } from '@insp/contracts';
import { files as messages } from '@insp/messages';
import { Types } from 'mongoose';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';

import { storageQuotaBytes } from '../src/files/quota.ts';
import { createFileStore } from '../src/files/store.ts';
import { testContext } from './context.ts';

// The platform's quota for this service, read when the app builds its file store.
const QUOTA = 300_000;
process.env.STORAGE_QUOTA_BYTES = String(QUOTA);
const ctx = await testContext();
delete process.env.STORAGE_QUOTA_BYTES;
afterAll(() => ctx.app.close());

const companyA = ctx.newObjectId();
const companyB = ctx.newObjectId();
const directorA = ctx.user('AdministradorEmpresa', companyA);
const directorB = ctx.user('AdministradorEmpresa', companyB);
const store = createFileStore(ctx.app.db);

/** A noisy JPEG (noise compresses badly): each upload stores some 100-200 KB over its three versions. */
const noisyJpeg = (seed: number) =>
  sharp({ create: { width: 2000, height: 1500, channels: 3, background: { r: seed % 255, g: 90, b: 40 }, noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .jpeg({ quality: 95 })
    .toBuffer();

const upload = (claims: typeof directorA, companyId: string, data: Buffer) => ctx.postFile(companyId, claims, data);

describe('storage quota per company (issue 17)', () => {
  it('STORAGE_QUOTA_BYTES sets it, 5 GiB otherwise', () => {
    expect(storageQuotaBytes({ STORAGE_QUOTA_BYTES: '1000' })).toBe(1000);
    expect(storageQuotaBytes({})).toBe(5 * 1024 ** 3);
    expect(storageQuotaBytes({ STORAGE_QUOTA_BYTES: 'mucho' })).toBe(5 * 1024 ** 3);
  });

  it('a company whose images fill its quota gets 413 in Spanish and stores nothing; another company still uploads; released images free room', async () => {
    const stored: StoredImage[] = [];
    for (let i = 0; stored.length < 20; i += 1) {
      const response = await upload(directorA, companyA, await noisyJpeg(i));
      if (response.statusCode === 413) {
        expect(response.json()).toEqual({ message: messages.storageFull });
        break;
      }
      expect(response.statusCode, response.body).toBe(201);
      stored.push(StoredImage.parse(response.json()));
    }
    // Some images went in before the quota was reached, all of their versions counted.
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.length).toBeLessThan(20);
    const archivos = ctx.app.db.collection('archivos');
    const docs = await archivos.find({ companyId: new Types.ObjectId(companyA) }).toArray();
    expect(docs).toHaveLength(stored.length);
    const used = docs.reduce((sum, doc) => sum + (doc.bytes as number), 0);
    expect(used).toBeGreaterThanOrEqual(QUOTA);
    expect(docs.every((doc) => (doc.bytes as number) > (doc.size as number))).toBe(true);

    expect((await upload(directorB, companyB, await noisyJpeg(1))).statusCode).toBe(201);

    // Released (their records deleted), they no longer count: the company uploads again.
    await store.release(
      companyA,
      stored.map((image) => image.id),
    );
    const again = await upload(directorA, companyA, await noisyJpeg(99));
    expect(again.statusCode, again.body).toBe(201);
  });
});
