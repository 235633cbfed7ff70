import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import mongoose from 'mongoose';
import { describe, expect, it } from 'vitest';

import { startDevDb } from '../src/start.ts';

describe('startDevDb', () => {
  it.runIf(!process.env.MONGODB_URI)('keeps data on disk across restarts and stops cleanly', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'devdb-test-'));
    try {
      const first = await startDevDb({ dataDir });
      expect(first.uri).toMatch(/^mongodb:\/\/127\.0\.0\.1:\d+\/$/);
      const c1 = await mongoose.createConnection(first.uri, { dbName: 'persist' }).asPromise();
      await c1.collection('notes').insertOne({ texto: 'hola' });
      await c1.close();
      await first.stop();
      expect(readdirSync(dataDir).some((f) => f.includes('persist'))).toBe(true);

      const second = await startDevDb({ dataDir });
      const c2 = await mongoose.createConnection(second.uri, { dbName: 'persist' }).asPromise();
      expect(await c2.collection('notes').findOne({}, { projection: { _id: 0 } })).toEqual({ texto: 'hola' });
      await c2.close();
      await second.stop();
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('uses MONGODB_URI when it is set and starts nothing', async () => {
    const saved = process.env.MONGODB_URI;
    process.env.MONGODB_URI = 'mongodb://example.invalid:27017/';
    try {
      const db = await startDevDb();
      expect(db).toMatchObject({ uri: 'mongodb://example.invalid:27017/', external: true });
      await db.stop();
    } finally {
      if (saved === undefined) delete process.env.MONGODB_URI;
      else process.env.MONGODB_URI = saved;
    }
  });
});
