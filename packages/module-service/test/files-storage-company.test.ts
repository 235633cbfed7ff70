import { type ModuleFlag, moduleFlags, StoredImage } from '@insp/contracts';
import { files as messages } from '@insp/messages';
import { Types } from 'mongoose';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';

import { storageQuota } from '../src/files/quota.ts';
import { createFileStore } from '../src/files/store.ts';
import { spec, testContext } from './context.ts';

const ctx = await testContext();
afterAll(() => ctx.app.close());

// Another module of the platform (its bytes reach this one only through admin).
const otherModule = moduleFlags.find((flag) => flag !== spec.module) as ModuleFlag;
// A second store on the service's database, wired to admin as the app's is.
const store = createFileStore(ctx.app.db, undefined, storageQuota({ admin: ctx.admin, module: spec.module }));

const noisyJpeg = (seed: number) =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: { r: seed % 255, g: 90, b: 40 }, noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .jpeg({ quality: 90 })
    .toBuffer();

const upload = (companyId: string, data: Buffer) => ctx.postFile(companyId, ctx.user('AdministradorEmpresa', companyId), data);

/** A company known to admin with this quota and these bytes reported by the other module. */
function company(Limite: number, otherBytes: number) {
  const usados = { Revisiones: 0, Checklist: 0, ChecklistsOT: 0, [otherModule]: otherBytes };
  return ctx.admin.addCompany({ Almacenamiento: { Limite, Usados: usados } }).id;
}
const reported = (companyId: string) => ctx.admin.bytes.get(`${companyId}:${spec.module}`);
const storedBytes = async (companyId: string) => {
  const docs = await ctx.app.db
    .collection('archivos')
    .find({ companyId: new Types.ObjectId(companyId), releasedAt: null })
    .toArray();
  return docs.reduce((sum, doc) => sum + (doc.bytes as number), 0);
};

describe("the company's storage quota counts every module's images (issue 17 §4)", () => {
  it("refuses an upload with 413 in Spanish when the other module's reported bytes already fill the company's quota", async () => {
    const full = company(1_000_000, 1_000_000);
    const response = await upload(full, await noisyJpeg(1));
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: messages.storageFull });
    expect(await ctx.app.db.collection('archivos').countDocuments({})).toBe(0);
  });

  it("stores while its own bytes plus the other module's are under the quota, reports its bytes to admin, and refuses once the sum reaches it", async () => {
    const companyId = company(1_000_000, 700_000);
    const stored: StoredImage[] = [];
    for (let i = 0; stored.length < 30; i += 1) {
      const response = await upload(companyId, await noisyJpeg(i));
      if (response.statusCode === 413) {
        expect(response.json()).toEqual({ message: messages.storageFull });
        break;
      }
      expect(response.statusCode, response.body).toBe(201);
      stored.push(StoredImage.parse(response.json()));
      // After each upload admin hears this module's bytes (all versions of its images).
      expect(reported(companyId)).toBe(await storedBytes(companyId));
    }
    expect(stored.length).toBeGreaterThan(0);
    expect(stored.length).toBeLessThan(30);
    const own = await storedBytes(companyId);
    // Refused only once both modules together reached the quota: this module alone never did.
    expect(own + 700_000).toBeGreaterThanOrEqual(1_000_000);
    expect(own).toBeLessThan(1_000_000);
    // The same bytes in a company whose other module holds nothing would still be stored.
    const roomy = company(1_000_000, 0);
    expect((await upload(roomy, await noisyJpeg(3))).statusCode).toBe(201);

    // Released images free room, and admin hears the lower figure.
    await store.release(
      companyId,
      stored.map((image) => image.id),
    );
    expect(reported(companyId)).toBe(0);
    expect((await upload(companyId, await noisyJpeg(99))).statusCode).toBe(201);
  });

  it('an upload stays stored when admin cannot take the report: the failure is logged, the caller gets its image', async () => {
    const failures: unknown[] = [];
    const down = { ...ctx.admin, reportBytes: () => Promise.reject(new Error('admin no responde')) };
    const flaky = createFileStore(ctx.app.db, undefined, storageQuota({ admin: down, module: spec.module, log: (error) => failures.push(error) }));
    const companyId = company(1_000_000, 0);
    const image = await flaky.storeImage(companyId, await noisyJpeg(5), { uploadedBy: ctx.newObjectId(), kind: 'photo' });
    expect(failures).toHaveLength(1);
    expect(await ctx.app.db.collection('archivos').countDocuments({ _id: new Types.ObjectId(image.id), releasedAt: null })).toBe(1);
  });
});
