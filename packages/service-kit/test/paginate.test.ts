import { freshDatabase } from '@insp/devdb/vitest';
import { common } from '@insp/messages';
import mongoose, { Schema, Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { decodeCursor, encodeCursor, HttpError, keysetPage, paginate, paginateBy } from '../src/index.ts';

const { uri, dbName } = freshDatabase('paginate');
const db = mongoose.createConnection(uri, { dbName, monitorCommands: true });
interface EventDoc {
  companyId: Types.ObjectId;
  CreatedAt: Date;
  n: number;
}
interface ThingDoc {
  companyId: Types.ObjectId;
  Nombre?: string;
}
const Event = db.model<EventDoc>(
  'Event',
  new Schema<EventDoc>({
    companyId: { type: Schema.Types.ObjectId, required: true },
    CreatedAt: { type: Date, required: true },
    n: { type: Number, required: true },
  }),
);
const Thing = db.model<ThingDoc>('Thing', new Schema<ThingDoc>({ companyId: { type: Schema.Types.ObjectId, required: true, index: true }, Nombre: String }));
const companyId = new Types.ObjectId();
const otherCompany = new Types.ObjectId();
const commands: string[] = [];

beforeAll(async () => {
  await db.asPromise();
  await Thing.init();
  const names = Array.from({ length: 230 }, (_, i) => ({ companyId, Nombre: `N${String(i % 115).padStart(3, '0')}` }));
  await Thing.insertMany([...names, { companyId: otherCompany, Nombre: 'N000' }]);
  // 57 events on 19 instants (three rows tie on each date), plus one of another tenant in the middle.
  const base = Date.UTC(2024, 0, 1);
  await Event.insertMany([
    ...Array.from({ length: 57 }, (_, n) => ({ companyId, CreatedAt: new Date(base + Math.floor(n / 3) * 60_000), n })),
    { companyId: otherCompany, CreatedAt: new Date(base + 5 * 60_000), n: -1 },
  ]);
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

  it('pages by another tenant key, or across tenants when told so (the platform administrator)', async () => {
    const own = await paginateBy('companyId', Thing, { companyId: otherCompany }, sort, { page: 0, pageSize: 10 });
    expect(own.total).toBe(1);
    await expect(paginateBy('Nombre', Thing, { companyId }, sort, { page: 0, pageSize: 10 })).rejects.toThrow(/Nombre/);
    const named = await paginateBy('Nombre', Thing, { Nombre: 'N000' }, sort, { page: 0, pageSize: 10 });
    expect(named.total).toBe(3);
    const all = await paginateBy(null, Thing, {}, sort, { page: 0, pageSize: 10 });
    expect(all).toMatchObject({ total: 231, page: 0, pageSize: 10 });
    expect(all.items).toHaveLength(10);
  });
});

describe('keysetPage', () => {
  type Row = { _id: Types.ObjectId; CreatedAt: Date; n: number; companyId: Types.ObjectId };
  const walk = async (source: 'model' | 'collection', direction: 1 | -1, limit: number) => {
    const rows: Row[] = [];
    const cursors: string[] = [];
    let after: string | null = null;
    for (let pages = 0; pages < 100; pages++) {
      const page: { items: Row[]; next: string | null } =
        source === 'model'
          ? await keysetPage(Event, { companyId }, { field: 'CreatedAt', direction }, { after, limit })
          : await keysetPage(db.collection<Row>('events'), { companyId }, { field: 'CreatedAt', direction }, { after, limit });
      rows.push(...page.items);
      if (!page.next) return { rows, cursors };
      expect(page.items).toHaveLength(limit);
      cursors.push(page.next);
      after = page.next;
    }
    throw new Error('never reached the last page');
  };
  const key = (row: Row) => `${String(row.CreatedAt.getTime()).padStart(15, '0')}_${row._id.toHexString()}`;

  it('walks every row exactly once, newest first, ties on the date broken by _id, one round trip per page', async () => {
    for (const source of ['model', 'collection'] as const) {
      for (const limit of [1, 4, 10, 56, 57, 100]) {
        commands.length = 0;
        const { rows, cursors } = await walk(source, -1, limit);
        expect(commands.filter((name) => name !== 'getMore')).toEqual(Array.from({ length: cursors.length + 1 }, () => 'find'));
        expect(rows).toHaveLength(57);
        expect(new Set(rows.map((row) => row.n)).size).toBe(57);
        expect(rows.every((row) => row.companyId.equals(companyId))).toBe(true);
        const keys = rows.map(key);
        expect(keys).toEqual([...keys].sort().reverse());
        expect(cursors).toHaveLength(Math.ceil(57 / limit) - 1);
      }
    }
  });

  it('walks oldest first with direction 1', async () => {
    const { rows } = await walk('model', 1, 4);
    const keys = rows.map(key);
    expect(rows).toHaveLength(57);
    expect(keys).toEqual([...keys].sort());
  });

  it('resumes inside a group of rows sharing one date', async () => {
    const first = await keysetPage(Event, { companyId }, { field: 'CreatedAt', direction: -1 }, { after: null, limit: 2 });
    // The newest instant holds three rows: the page ends after the second, the next starts at the third.
    expect(first.items.map((row) => row.CreatedAt.getTime())).toEqual([first.items[0]!.CreatedAt.getTime(), first.items[0]!.CreatedAt.getTime()]);
    expect(first.next).toBe(`${first.items[1]!.CreatedAt.getTime()}_${first.items[1]!._id.toHexString()}`);
    const second = await keysetPage(Event, { companyId }, { field: 'CreatedAt', direction: -1 }, { after: first.next, limit: 2 });
    expect(second.items[0]!.CreatedAt).toEqual(first.items[0]!.CreatedAt);
    expect(second.items[0]!._id.toHexString() < first.items[1]!._id.toHexString()).toBe(true);
    expect(second.items[1]!.CreatedAt.getTime()).toBeLessThan(first.items[0]!.CreatedAt.getTime());
  });

  it('never leaks another tenant and refuses a filter without one', async () => {
    const other = await keysetPage(Event, { companyId: otherCompany }, { field: 'CreatedAt', direction: -1 }, { after: null, limit: 10 });
    expect(other).toEqual({ items: [expect.objectContaining({ n: -1 })], next: null });
    await expect(keysetPage(Event, { companyId: undefined }, { field: 'CreatedAt', direction: -1 }, { after: null, limit: 10 })).rejects.toThrow(/companyId/);
    await expect(keysetPage(Event, { n: 1 } as never, { field: 'CreatedAt', direction: -1 }, { after: null, limit: 10 })).rejects.toThrow(/companyId/);
    await expect(keysetPage(Event, { companyId }, { field: 'CreatedAt', direction: -1 }, { after: null, limit: 0 })).rejects.toThrow(/limit/);
  });

  it('answers 400 with the generic Spanish message for a cursor it did not make', async () => {
    for (const bad of [
      '',
      'abc',
      '123',
      '123_',
      '123_zzzzzzzzzzzzzzzzzzzzzzzz',
      '12_65a0c0ffee0000000000000',
      '1234567890123456_65a0c0ffee00000000000000',
      '1_65a0c0ffee00000000000000_x',
    ]) {
      const error = await keysetPage(Event, { companyId }, { field: 'CreatedAt', direction: -1 }, { after: bad, limit: 5 }).then(
        () => null,
        (e: unknown) => e,
      );
      expect(error, bad).toBeInstanceOf(HttpError);
      expect(error).toMatchObject({ statusCode: 400, message: common.invalidRequest });
    }
  });

  it('encodes <ms>_<objectid hex> and reads it back', () => {
    const id = new Types.ObjectId('65a0c0ffee00000000000001');
    const cursor = encodeCursor(new Date(1_700_000_000_123), id);
    expect(cursor).toBe('1700000000123_65a0c0ffee00000000000001');
    const decoded = decodeCursor(cursor);
    expect(decoded.value.getTime()).toBe(1_700_000_000_123);
    expect(decoded.id.equals(id)).toBe(true);
  });
});
