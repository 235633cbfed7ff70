import mongoose, { type Connection, Schema } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { freshDatabase } from '../src/vitest.ts';

// Proves the operations the services rely on behave as on MongoDB (ARCHITECTURE.md §5 subset).
interface Item {
  companyId: string;
  nombreKey: string;
  Nombre: string;
  count: number;
  tags: string[];
}

const itemSchema = new Schema<Item>({
  companyId: { type: String, required: true },
  nombreKey: { type: String, required: true },
  Nombre: String,
  count: { type: Number, default: 0 },
  tags: { type: [String], default: [] },
});
itemSchema.index({ companyId: 1, nombreKey: 1 }, { unique: true });

let conn: Connection;
let Items: mongoose.Model<Item>;

beforeAll(async () => {
  const { uri, dbName } = freshDatabase();
  conn = await mongoose.createConnection(uri, { dbName }).asPromise();
  Items = conn.model<Item>('Item', itemSchema);
  await Items.init();
});

afterAll(async () => {
  await conn.close();
});

describe('mongoose on the embedded database', () => {
  it('creates, reads, updates with $set/$inc/$push and deletes', async () => {
    const created = await Items.create({ companyId: 'a', nombreKey: 'sector 1', Nombre: 'Sector 1' });
    const read = await Items.findById(created._id).lean();
    expect(read?.Nombre).toBe('Sector 1');

    await Items.updateOne({ _id: created._id }, { $set: { Nombre: 'Sector Uno' }, $inc: { count: 2 }, $push: { tags: 'norte' } });
    await Items.updateOne({ _id: created._id }, { $inc: { count: 3 }, $push: { tags: 'sur' } });
    const updated = await Items.findById(created._id).lean();
    expect(updated).toMatchObject({ Nombre: 'Sector Uno', count: 5, tags: ['norte', 'sur'] });

    await Items.deleteOne({ _id: created._id });
    expect(await Items.findById(created._id)).toBeNull();
  });

  it('raises 11000 on a duplicate of a unique compound index, per company', async () => {
    await Items.create({ companyId: 'b', nombreKey: 'recinto', Nombre: 'Recinto' });
    await Items.create({ companyId: 'c', nombreKey: 'recinto', Nombre: 'Recinto' });
    await expect(Items.create({ companyId: 'b', nombreKey: 'recinto', Nombre: 'RECINTO' })).rejects.toMatchObject({ code: 11000 });
    expect(await Items.countDocuments({ nombreKey: 'recinto' })).toBe(2);
  });

  // FerretDB 1.24 computes only the FIRST accumulator of a $group (the others come back 0), so the
  // common subset is one accumulator per $group stage; run one pipeline per figure.
  it('aggregates with $match, $group and $sum (one accumulator per $group)', async () => {
    await Items.insertMany([
      { companyId: 'd', nombreKey: 'x1', count: 1 },
      { companyId: 'd', nombreKey: 'x2', count: 4 },
      { companyId: 'e', nombreKey: 'x1', count: 10 },
    ]);
    const match = { $match: { companyId: { $in: ['d', 'e'] } } };
    const totals = await Items.aggregate<{ _id: string; total: number }>([
      match,
      { $group: { _id: '$companyId', total: { $sum: '$count' } } },
      { $sort: { _id: 1 } },
    ]);
    const counts = await Items.aggregate<{ _id: string; n: number }>([match, { $group: { _id: '$companyId', n: { $sum: 1 } } }, { $sort: { _id: 1 } }]);
    expect(totals).toEqual([
      { _id: 'd', total: 5 },
      { _id: 'e', total: 10 },
    ]);
    expect(counts).toEqual([
      { _id: 'd', n: 2 },
      { _id: 'e', n: 1 },
    ]);
  });

  it('pages with a cursor sorted by name then _id', async () => {
    const names = Array.from({ length: 25 }, (_, i) => `p${String(i).padStart(2, '0')}`);
    await Items.insertMany(names.map((n) => ({ companyId: 'f', nombreKey: n, Nombre: n })));
    const seen: string[] = [];
    const cursor = Items.find({ companyId: 'f' }).sort({ nombreKey: 1, _id: 1 }).batchSize(7).lean().cursor();
    for await (const doc of cursor) seen.push(doc.Nombre);
    expect(seen).toEqual(names);

    const page2 = await Items.find({ companyId: 'f' }).sort({ nombreKey: 1, _id: 1 }).skip(10).limit(10).lean();
    expect(page2.map((d) => d.Nombre)).toEqual(names.slice(10, 20));
  });
});
