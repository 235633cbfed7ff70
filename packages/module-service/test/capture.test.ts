import './context-type.ts';

import { randomUUID } from 'node:crypto';

import { common } from '@insp/messages';
import { newObjectId, testConfig } from '@insp/service-kit/testing';
import mongoose from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';

import { createCaptureLog } from '../src/capture/capture.ts';
import { CAPTURE_RESULTS_COLLECTION, CAPTURES_COLLECTION } from '../src/capture/model.ts';
import { moduleSpecs } from '../src/spec.ts';

const spec = moduleSpecs[inject('moduleService')];
const config = testConfig(spec.service);
const db = mongoose.createConnection(config.mongodbUri, { dbName: config.dbName, serverSelectionTimeoutMS: 5000 });
afterAll(() => db.close());

const capture = createCaptureLog(db);
/** Stands in for a feature's create: one document per call in a collection of its own. */
const records = db.collection('registros_de_prueba');
const creator = (companyId: string, label: string) => {
  let calls = 0;
  const create = async () => {
    calls += 1;
    // A create takes a moment, so the copies of a request really overlap.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const { insertedId } = await records.insertOne({ companyId, label });
    return insertedId.toHexString();
  };
  return { create, calls: () => calls };
};

describe('capture idempotency', () => {
  it('runs the create once for 20 concurrent copies of the same request and answers the same id to all', async () => {
    const companyId = newObjectId();
    const clientId = randomUUID();
    const { create, calls } = creator(companyId, 'concurrente');
    const results = await Promise.all(Array.from({ length: 20 }, () => capture.once(companyId, clientId, 'Observacion', create)));
    expect(calls()).toBe(1);
    expect(await records.countDocuments({ companyId, label: 'concurrente' })).toBe(1);
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    expect(results.filter((result) => result.created)).toHaveLength(1);
    // The claim completed by an insert of its result (issue 17 §3): the claim itself is never rewritten.
    const result = await db.collection(CAPTURE_RESULTS_COLLECTION).findOne({ clientId });
    expect(result).toMatchObject({ clientId, entity: 'Observacion', state: 'listo', resultId: results[0]?.id });
    expect(result?.createdAt).toBeInstanceOf(Date);
    const claim = await db.collection(CAPTURES_COLLECTION).findOne({ clientId });
    expect(claim).toMatchObject({ _id: `${companyId}:${clientId}`, clientId, entity: 'Observacion', state: 'pendiente' });
    expect(claim?.createdAt).toBeInstanceOf(Date);
  });

  it('answers a retry reaching another process after the claim completed with the first result, read from the results by key', async () => {
    const companyId = newObjectId();
    const clientId = randomUUID();
    const { create, calls } = creator(companyId, 'otro proceso');
    const first = await capture.once(companyId, clientId, 'Observacion', create);
    // Another replica: nothing of the first copy in its memory, only what the database holds.
    const replica = createCaptureLog(db, { waitMs: 300, pollMs: 20 });
    expect(await replica.once(companyId, clientId, 'Observacion', create)).toEqual({ id: first.id, created: false });
    expect(calls()).toBe(1);
    expect(await db.collection(CAPTURE_RESULTS_COLLECTION).findOne({ _id: `${companyId}:${clientId}` } as object)).toMatchObject({ resultId: first.id });
    await expect(replica.once(companyId, clientId, 'Respuesta', create)).rejects.toMatchObject({ statusCode: 400, message: common.invalidRequest });
  });

  it('answers a retry of a claim completed before results had their own collection (the claim updated to listo)', async () => {
    const companyId = newObjectId();
    const clientId = randomUUID();
    const earlier = newObjectId();
    await db
      .collection(CAPTURES_COLLECTION)
      .insertOne({
        _id: `${companyId}:${clientId}`,
        companyId: new mongoose.Types.ObjectId(companyId),
        clientId,
        entity: 'Observacion',
        state: 'listo',
        resultId: earlier,
        createdAt: new Date(Date.now() - 600_000),
      } as object);
    const { create, calls } = creator(companyId, 'anterior');
    expect(await capture.once(companyId, clientId, 'Observacion', create)).toEqual({ id: earlier, created: false });
    expect(calls()).toBe(0);
  });

  it('answers a later retry with the first result, created false', async () => {
    const companyId = newObjectId();
    const clientId = randomUUID();
    const { create, calls } = creator(companyId, 'reintento');
    const first = await capture.once(companyId, clientId, 'Observacion', create);
    const retry = await capture.once(companyId, clientId, 'Observacion', create);
    expect(first.created).toBe(true);
    expect(retry).toEqual({ id: first.id, created: false });
    expect(calls()).toBe(1);
  });

  it('creates separately for different clientIds', async () => {
    const companyId = newObjectId();
    const { create, calls } = creator(companyId, 'distintos');
    const results = await Promise.all([randomUUID(), randomUUID(), randomUUID()].map((clientId) => capture.once(companyId, clientId, 'Observacion', create)));
    expect(calls()).toBe(3);
    expect(new Set(results.map((result) => result.id)).size).toBe(3);
    expect(results.every((result) => result.created)).toBe(true);
  });

  it('lets a retry create after the first create failed', async () => {
    const companyId = newObjectId();
    const clientId = randomUUID();
    const failure = new Error('sin conexión');
    await expect(capture.once(companyId, clientId, 'Observacion', () => Promise.reject(failure))).rejects.toBe(failure);
    expect(await db.collection(CAPTURES_COLLECTION).countDocuments({ clientId })).toBe(0);
    const { create, calls } = creator(companyId, 'tras fallo');
    const retry = await capture.once(companyId, clientId, 'Observacion', create);
    expect(retry.created).toBe(true);
    expect(calls()).toBe(1);
    expect(await records.countDocuments({ companyId, label: 'tras fallo' })).toBe(1);
  });

  it('hands a waiting copy over to a new create when the first copy fails', async () => {
    const companyId = newObjectId();
    const clientId = randomUUID();
    const { create, calls } = creator(companyId, 'relevo');
    const failing = capture.once(companyId, clientId, 'Observacion', async () => {
      await new Promise((resolve) => setTimeout(resolve, 150));
      throw new Error('falló');
    });
    await new Promise((resolve) => setTimeout(resolve, 30));
    const waiting = capture.once(companyId, clientId, 'Observacion', create);
    await expect(failing).rejects.toThrow('falló');
    expect(await waiting).toMatchObject({ created: true });
    expect(calls()).toBe(1);
  });

  it('keeps tenants apart: the same clientId in two companies makes two records', async () => {
    const clientId = randomUUID();
    const a = newObjectId();
    const b = newObjectId();
    const first = await capture.once(a, clientId, 'Observacion', creator(a, 'inquilino').create);
    const second = await capture.once(b, clientId, 'Observacion', creator(b, 'inquilino').create);
    expect(first.created && second.created).toBe(true);
    expect(first.id).not.toBe(second.id);
    expect(await db.collection(CAPTURES_COLLECTION).countDocuments({ clientId })).toBe(2);
  });

  it('refuses a clientId reused for another kind of record', async () => {
    const companyId = newObjectId();
    const clientId = randomUUID();
    await capture.once(companyId, clientId, 'Observacion', creator(companyId, 'tipo').create);
    await expect(capture.once(companyId, clientId, 'Respuesta', creator(companyId, 'tipo').create)).rejects.toMatchObject({
      statusCode: 400,
      message: common.invalidRequest,
    });
  });

  it('answers copies reaching the same process with the first result however long its create takes (never 503)', async () => {
    const quick = createCaptureLog(db, { waitMs: 100, pollMs: 20, staleMs: 60_000 });
    const companyId = newObjectId();
    const clientId = randomUUID();
    let calls = 0;
    // A create slower than the wait: a crowd queued in front of it.
    const slow = async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 400));
      return (await records.insertOne({ companyId, label: 'lenta' })).insertedId.toHexString();
    };
    const results = await Promise.all(Array.from({ length: 20 }, () => quick.once(companyId, clientId, 'Observacion', slow)));
    expect(calls).toBe(1);
    expect(new Set(results.map((result) => result.id)).size).toBe(1);
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(await records.countDocuments({ companyId, label: 'lenta' })).toBe(1);
  });

  it('answers 503 when the first copy is still creating after the wait, and takes over an abandoned claim', async () => {
    const quick = createCaptureLog(db, { waitMs: 300, pollMs: 50, staleMs: 60_000 });
    const companyId = newObjectId();
    const clientId = randomUUID();
    await db
      .collection(CAPTURES_COLLECTION)
      .insertOne({ companyId: new mongoose.Types.ObjectId(companyId), clientId, entity: 'Observacion', state: 'pendiente', createdAt: new Date() });
    const { create, calls } = creator(companyId, 'abandonada');
    await expect(quick.once(companyId, clientId, 'Observacion', create)).rejects.toMatchObject({ statusCode: 503, message: common.unavailable });
    expect(calls()).toBe(0);

    // The same claim, left behind two minutes ago by a process that died.
    await db.collection(CAPTURES_COLLECTION).updateOne({ clientId }, { $set: { createdAt: new Date(Date.now() - 120_000) } });
    const taken = await quick.once(companyId, clientId, 'Observacion', create);
    expect(taken.created).toBe(true);
    expect(calls()).toBe(1);
  });

  it('deletes every claim of a company and nothing of another', async () => {
    const a = newObjectId();
    const b = newObjectId();
    await capture.once(a, randomUUID(), 'Observacion', creator(a, 'purga').create);
    await capture.once(a, randomUUID(), 'Observacion', creator(a, 'purga').create);
    await capture.once(b, randomUUID(), 'Observacion', creator(b, 'purga').create);
    expect(await capture.deleteCompany(a)).toBe(2);
    expect(await capture.deleteCompany(a)).toBe(0);
    expect(await db.collection(CAPTURES_COLLECTION).countDocuments({ companyId: new mongoose.Types.ObjectId(a) })).toBe(0);
    expect(await db.collection(CAPTURES_COLLECTION).countDocuments({ companyId: new mongoose.Types.ObjectId(b) })).toBe(1);
    expect(await db.collection(CAPTURE_RESULTS_COLLECTION).countDocuments({ companyId: new mongoose.Types.ObjectId(a) })).toBe(0);
    expect(await db.collection(CAPTURE_RESULTS_COLLECTION).countDocuments({ companyId: new mongoose.Types.ObjectId(b) })).toBe(1);
  });
});
