import { StoredImage } from '@insp/contracts';
import { files as messages } from '@insp/messages';
import { HttpError } from '@insp/service-kit';
import { Types } from 'mongoose';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';

import { createFileStore } from '../src/files/store.ts';
import { testContext } from './context.ts';

const ctx = await testContext();
afterAll(() => ctx.app.close());

// A second store on the service's database: the same documents the routes use.
const store = createFileStore(ctx.app.db);
const companyId = ctx.newObjectId();
const director = ctx.user('AdministradorEmpresa', companyId);

async function uploadPhoto(): Promise<StoredImage> {
  const data = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 90, b: 40 } } })
    .jpeg()
    .toBuffer();
  const response = await ctx.postFile(companyId, director, data);
  expect(response.statusCode, response.body).toBe(201);
  return StoredImage.parse(response.json());
}

/** What one capture's attach ended in: stored, or the HTTP status and text it was refused with. */
const outcome = (attach: Promise<void>) =>
  attach.then(
    () => ({ status: 201, message: '' }),
    (error: unknown) => (error instanceof HttpError ? { status: error.statusCode, message: error.message } : Promise.reject(error)),
  );

describe('a file belongs to one record, even under a crowd (issue 17 §1)', () => {
  it("20 captures at once naming one unattached photo: exactly one holds it, the 19 others get 409 'La imagen ya pertenece a otro registro.'", async () => {
    for (let round = 0; round < 3; round += 1) {
      const photo = await uploadPhoto();
      const projectId = ctx.newObjectId();
      const records = Array.from({ length: 20 }, () => ({ entity: 'Observacion', id: ctx.newObjectId(), projectId }));
      const results = await Promise.all(records.map((record) => outcome(store.attach(companyId, [photo.id], record))));
      const winners = records.filter((_, i) => results[i]?.status === 201);
      expect(winners).toHaveLength(1);
      expect(results.filter((result) => result.status === 409 && result.message === messages.alreadyAttached)).toHaveLength(19);
      const doc = await ctx.app.db.collection('archivos').findOne({ _id: new Types.ObjectId(photo.id) });
      expect(doc?.owner).toMatchObject({ entity: 'Observacion', id: winners[0]?.id });
      expect(doc?.sweepAt).toBeNull();
    }
  });

  it('20 captures at once naming the same two photos: one record holds both, none holds only one', async () => {
    const photos = [await uploadPhoto(), await uploadPhoto()];
    const projectId = ctx.newObjectId();
    const records = Array.from({ length: 20 }, () => ({ entity: 'Observacion', id: ctx.newObjectId(), projectId }));
    // Half name them in one order, half in the other.
    const results = await Promise.all(
      records.map((record, i) => outcome(store.attach(companyId, i % 2 ? photos.map((p) => p.id) : photos.map((p) => p.id).reverse(), record))),
    );
    const winners = records.filter((_, i) => results[i]?.status === 201);
    expect(winners.length).toBeLessThanOrEqual(1);
    expect(results.every((result) => result.status === 201 || result.status === 409)).toBe(true);
    const docs = await ctx.app.db
      .collection('archivos')
      .find({ _id: { $in: photos.map((p) => new Types.ObjectId(p.id)) } })
      .toArray();
    const owners = new Set(docs.map((doc) => (doc.owner ? String(doc.owner.id) : null)));
    // Both with the winner, or (every capture refused) both free again.
    expect(owners.size).toBe(1);
    if (winners.length === 1) expect([...owners]).toEqual([winners[0]?.id]);
    else expect([...owners]).toEqual([null]);
  });

  it('a claim left by a capture that stopped before writing the owner is taken over after a minute, not before', async () => {
    const photo = await uploadPhoto();
    const claims = ctx.app.db.collection('archivos_duenos');
    const stopped = { _id: new Types.ObjectId(photo.id), companyId: new Types.ObjectId(companyId), entity: 'Observacion', id: ctx.newObjectId() };
    await claims.insertOne({ ...stopped, at: new Date() });
    const record = { entity: 'Observacion', id: ctx.newObjectId(), projectId: ctx.newObjectId() };
    await expect(store.attach(companyId, [photo.id], record)).rejects.toMatchObject({ statusCode: 409, message: messages.alreadyAttached });
    await claims.updateOne({ _id: stopped._id }, { $set: { at: new Date(Date.now() - 2 * 60_000) } });
    await store.attach(companyId, [photo.id], record);
    expect(await ctx.app.db.collection('archivos').findOne({ _id: stopped._id })).toMatchObject({ owner: { id: record.id } });
    expect(await claims.findOne({ _id: stopped._id })).toMatchObject({ id: record.id });
  });

  it("the company purge leaves none of its files' claims", async () => {
    const claims = ctx.app.db.collection('archivos_duenos');
    expect(await claims.countDocuments({ companyId: new Types.ObjectId(companyId) })).toBeGreaterThan(0);
    await store.deleteCompany(companyId);
    expect(await claims.countDocuments({ companyId: new Types.ObjectId(companyId) })).toBe(0);
  });
});
