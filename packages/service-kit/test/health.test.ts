import { startDevDb } from '@insp/devdb';
import { common } from '@insp/messages';
import { describe, expect, it } from 'vitest';

import { buildSampleApp } from './helpers.ts';

/** A database server of this test's own, so stopping it does not disturb the run's shared one. */
async function ownDatabase() {
  const external = process.env.MONGODB_URI;
  delete process.env.MONGODB_URI;
  try {
    return await startDevDb();
  } finally {
    if (external !== undefined) process.env.MONGODB_URI = external;
  }
}

describe('GET /health', () => {
  it('200 {"status":"ok"} when the database answers', async () => {
    const { app } = await buildSampleApp();
    try {
      const response = await app.inject({ method: 'GET', url: '/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    } finally {
      await app.close();
    }
  });

  it('503 when the database URI is unreachable', async () => {
    const { app } = await buildSampleApp({ mongodbUri: 'mongodb://127.0.0.1:1/' });
    try {
      const response = await app.inject({ method: 'GET', url: '/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: common.unavailable });
    } finally {
      await app.close();
    }
  });

  it('503 once the database server stops', async () => {
    const db = await ownDatabase();
    const { app } = await buildSampleApp({ mongodbUri: db.uri });
    try {
      expect((await app.inject({ method: 'GET', url: '/health' })).statusCode).toBe(200);
      await db.stop();
      const response = await app.inject({ method: 'GET', url: '/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ message: common.unavailable });
    } finally {
      await app.close();
      await db.stop();
    }
  });

  it('app.close() closes the database connection', async () => {
    const { app } = await buildSampleApp();
    await app.inject({ method: 'GET', url: '/health' });
    expect(app.db.readyState).toBe(1);
    await app.close();
    expect(app.db.readyState).toBe(0);
  });
});
