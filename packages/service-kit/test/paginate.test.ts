import mongoose, { Schema, Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '@insp/devdb/vitest';
import { paginate } from '../src/index.ts';

const { uri, dbName } = freshDatabase('paginate');
const db = mongoose.createConnection(uri, { dbName, monitorCommands: true });
const Thing = db.model('Thing', new Schema({ companyId: { type: Schema.Types.ObjectId, required: true, index: true }, Nombre: String }));
const companyId = new Types.ObjectId();
const otherCompany = new Types.ObjectId();
const commands: string[] = [];

beforeAll(async () => {
  await db.asPromise();
  await Thing.init();
  const names = Array.from({ length: 230 }, (_, i) => ({ companyId, Nombre: `N${String(i % 115).padStart(3, '0')}` }));
  await Thing.insertMany([...names, { companyId: otherCompany, Nombre: 'N000' }]);
  db.getClient().on('commandStarted', (event) => commands.push(event.commandName));
});
afterAll(() => db.close());

const sort = { Nombre: 1, _id: 1 } as const;

describe('paginate', () => {
  it('returns the page, the tenant total and the request echo in exactly two round trips, whatever the page size', async () => {
    for (const pageSize of [10, 100, 150, 500]) {
      commands.length = 0;
      const page = await paginate(Thing, { companyId }, sort, { page: 0, pageSize });
      expect(page.total).toBe(230);
      expect(page.items).toHaveLength(Math.min(pageSize, 230));
      expect(page).toMatchObject({ page: 0, pageSize });
      expect(commands.sort()).toEqual(['aggregate', 'find']);
    }
  });

  it('walks every document exactly once across pages, ties broken by _id', async () => {
    const seen: string[] = [];
    for (let page = 0; page < 24; page++) {
      const result = await paginate(Thing, { companyId }, sort, { page, pageSize: 10 });
      seen.push(...result.items.map((item) => item._id.toHexString()));
    }
    expect(seen).toHaveLength(230);
    expect(new Set(seen).size).toBe(230);
    const last = await paginate(Thing, { companyId }, sort, { page: 22, pageSize: 10 });
    expect(last.items.map((item) => item.Nombre)).toEqual(['N110', 'N110', 'N111', 'N111', 'N112', 'N112', 'N113', 'N113', 'N114', 'N114']);
    const ids = last.items.map((item) => item._id.toHexString());
    for (let i = 0; i < ids.length; i += 2) expect(ids[i]! < ids[i + 1]!).toBe(true);
  });

  it('never leaks another tenant', async () => {
    const page = await paginate(Thing, { companyId: otherCompany }, sort, { page: 0, pageSize: 10 });
    expect(page.total).toBe(1);
    expect(page.items.map((item) => item.companyId.toHexString())).toEqual([otherCompany.toHexString()]);
  });

  it('refuses a filter without the tenant, a sort not ending with _id, or a bad page', async () => {
    await expect(paginate(Thing, { companyId: undefined }, sort, { page: 0, pageSize: 10 })).rejects.toThrow(/companyId/);
    await expect(paginate(Thing, { companyId }, { _id: 1, Nombre: 1 } as never, { page: 0, pageSize: 10 })).rejects.toThrow(/_id/);
    await expect(paginate(Thing, { companyId }, sort, { page: -1, pageSize: 10 })).rejects.toThrow(/page/);
    await expect(paginate(Thing, { companyId }, sort, { page: 0, pageSize: 0 })).rejects.toThrow(/page/);
  });
});
