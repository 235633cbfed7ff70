import './context-type.ts';

import { newObjectId, testConfig } from '@insp/service-kit/testing';
import mongoose, { Types } from 'mongoose';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';

import { liveFeed } from '../src/events/live-feed.ts';
import { LIVE_COLLECTION } from '../src/events/model.ts';
import { moduleSpecs } from '../src/spec.ts';

const spec = moduleSpecs[inject('moduleService')];
const config = testConfig(spec.service);
/** Two processes of the service on one database: each connection has its own writer. */
const connect = () => mongoose.createConnection(config.mongodbUri, { dbName: config.dbName, serverSelectionTimeoutMS: 5000 });
const first = connect();
const second = connect();
afterAll(() => Promise.all([first.close(), second.close()]));

const event = () => ({ eventId: new Types.ObjectId(), at: new Date(), entity: 'Observacion', entityId: newObjectId(), action: 'crear', parents: {} });

describe('live feed appends under a crowd (issue 17 §3)', () => {
  it('gives 40 appends sent at once by two processes 40 positions, each holding its own event, none lost or written twice', async () => {
    const companyId = newObjectId();
    const [one, other] = [liveFeed(first), liveFeed(second)];
    const events = Array.from({ length: 40 }, () => event());
    const positions = await Promise.all(events.map((sent, index) => (index % 2 === 0 ? one : other).append(companyId, sent)));
    expect(new Set(positions).size).toBe(40);
    const stored = await first
      .collection(LIVE_COLLECTION)
      .find({ _id: { $in: positions.map(String) } } as object)
      .toArray();
    expect(stored).toHaveLength(40);
    for (const [index, sent] of events.entries()) {
      const doc = stored.find((row) => row.position === positions[index]);
      expect(String(doc?.eventId)).toBe(sent.eventId.toHexString());
      expect(String(doc?.companyId)).toBe(companyId);
    }
    // Each event once in the feed.
    expect(await first.collection(LIVE_COLLECTION).countDocuments({ eventId: { $in: events.map((sent) => sent.eventId) } })).toBe(40);
  });

  it('answers every append of one process sent at once with consecutive positions in the order they were sent', async () => {
    const companyId = newObjectId();
    const feed = liveFeed(first);
    const positions = await Promise.all(Array.from({ length: 20 }, () => feed.append(companyId, event())));
    const sorted = [...positions].sort((a, b) => a - b);
    expect(positions).toEqual(sorted);
    expect(new Set(positions).size).toBe(20);
  });
});
