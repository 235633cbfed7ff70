import './context-type.ts';

import { newObjectId, testConfig } from '@insp/service-kit/testing';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';

import { numbering } from '../src/numbering/numbering.ts';
import { moduleSpecs } from '../src/spec.ts';

const spec = moduleSpecs[inject('moduleService')];
const config = testConfig(spec.service);
const db = mongoose.createConnection(config.mongodbUri, { dbName: config.dbName, serverSelectionTimeoutMS: 5000 });
afterAll(() => db.close());

interface Numbered {
  companyId: string;
  parentId: string;
  numero: number;
  label: string;
}
/** Stands in for observations of a listado: the number is unique per (company, parent). */
const records = db.collection<Numbered>('numerados_de_prueba');
beforeAll(() => records.createIndex({ companyId: 1, parentId: 1, numero: 1 }, { unique: true }));

/** A repository's numbered insert over the test collection. */
const insertWith = (numbers: ReturnType<typeof numbering>, companyId: string, parentId: string, label: string) =>
  numbers.insert(companyId, parentId, {
    largest: async () => (await records.find({ companyId, parentId }).sort({ numero: -1 }).limit(1).next())?.numero ?? 0,
    insert: async (numero) => {
      await records.insertOne({ companyId, parentId, numero, label });
      return numero;
    },
  });

const stored = async (companyId: string, parentId: string) =>
  (await records.find({ companyId, parentId }).toArray()).map((doc) => doc.numero).sort((a, b) => a - b);
const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('insert with the next number', () => {
  it('numbers 30 inserts of one parent sent at once 1..30, every one stored', async () => {
    const numbers = numbering();
    const companyId = newObjectId();
    const parentId = newObjectId();
    const answers = await Promise.all(oneTo(30).map((i) => insertWith(numbers, companyId, parentId, `a${i}`)));
    expect([...answers].sort((a, b) => a - b)).toEqual(oneTo(30));
    expect(await stored(companyId, parentId)).toEqual(oneTo(30));
  });

  it('keeps numbers unique and without gaps when two replicas number the same parent at once', async () => {
    const [replicaA, replicaB] = [numbering(), numbering()];
    const companyId = newObjectId();
    const parentId = newObjectId();
    // Each replica already numbered once, so both hold a hint that the other makes stale.
    await insertWith(replicaA, companyId, parentId, 'a0');
    await insertWith(replicaB, companyId, parentId, 'b0');
    await Promise.all(oneTo(15).flatMap((i) => [insertWith(replicaA, companyId, parentId, `a${i}`), insertWith(replicaB, companyId, parentId, `b${i}`)]));
    expect(await stored(companyId, parentId)).toEqual(oneTo(32));
  });

  it('numbers each parent and each company on its own', async () => {
    const numbers = numbering();
    const [companyA, companyB] = [newObjectId(), newObjectId()];
    const parentId = newObjectId();
    const other = newObjectId();
    await Promise.all([
      ...oneTo(3).map(() => insertWith(numbers, companyA, parentId, 'x')),
      ...oneTo(2).map(() => insertWith(numbers, companyA, other, 'y')),
      ...oneTo(4).map(() => insertWith(numbers, companyB, parentId, 'z')),
    ]);
    expect(await stored(companyA, parentId)).toEqual(oneTo(3));
    expect(await stored(companyA, other)).toEqual(oneTo(2));
    expect(await stored(companyB, parentId)).toEqual(oneTo(4));
  });

  it('goes on after the highest still stored once the parent is forgotten after a delete', async () => {
    const numbers = numbering();
    const companyId = newObjectId();
    const parentId = newObjectId();
    for (const label of ['1', '2', '3']) await insertWith(numbers, companyId, parentId, label);
    await records.deleteOne({ companyId, parentId, numero: 3 });
    numbers.forget(companyId, parentId);
    expect(await insertWith(numbers, companyId, parentId, 'tras borrar')).toBe(3);
  });

  it('passes an insert that fails for another reason on, and numbers the next one as if it never came', async () => {
    const numbers = numbering();
    const companyId = newObjectId();
    const parentId = newObjectId();
    await insertWith(numbers, companyId, parentId, 'primero');
    const failure = new Error('sin conexión');
    await expect(numbers.insert(companyId, parentId, { largest: async () => 1, insert: () => Promise.reject(failure) })).rejects.toBe(failure);
    expect(await insertWith(numbers, companyId, parentId, 'segundo')).toBe(2);
  });
});
