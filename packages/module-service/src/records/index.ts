import type { mongo, Types } from 'mongoose';

/*
 * The item records of a module (observations, checklist answers): one document each, edited on
 * the version they were read at, removed in batches whose files go first.
 */

/** Documents per round trip when a removal walks a collection. */
const REMOVAL_BATCH = 500;

/**
 * Sets only the changed fields on the version they were decided on and counts the edit; null
 * when the document is gone or has another version (a concurrent write). A document stored before
 * versions were counted is version 0. Conditional on MongoDB; on devdb the service's per-record
 * queue keeps one process's edits in turn.
 */
export function updateVersioned<D extends mongo.Document & { Version?: number }>(
  collection: mongo.Collection<D>,
  filter: mongo.Filter<NoInfer<D>>,
  version: number,
  changes: NoInfer<Partial<D>>,
): Promise<mongo.WithId<D> | null> {
  const current = version === 0 ? { $or: [{ Version: 0 }, { Version: { $exists: false } }] } : { Version: version };
  return collection.findOneAndUpdate({ ...filter, ...current } as mongo.Filter<D>, { $set: { ...changes, Version: version + 1 } } as mongo.UpdateFilter<D>, {
    returnDocument: 'after',
  });
}

/**
 * Deletes the matching documents in batches: `onBatch` (release their files) runs before its batch
 * is deleted, so a crash in between leaves documents that a rerun finds again. Returns how many went.
 */
export async function deleteInBatches<D extends { _id: Types.ObjectId }>(
  collection: mongo.Collection<D>,
  filter: mongo.Filter<NoInfer<D>>,
  onBatch: (ids: Types.ObjectId[]) => Promise<void>,
): Promise<number> {
  let deleted = 0;
  for (;;) {
    const batch = await collection
      .find(filter, { projection: { _id: 1 } })
      .sort({ _id: 1 })
      .limit(REMOVAL_BATCH)
      .toArray();
    if (batch.length === 0) return deleted;
    const ids = batch.map((doc) => doc._id);
    await onBatch(ids);
    deleted += (await collection.deleteMany({ ...filter, _id: { $in: ids } } as mongo.Filter<D>)).deletedCount;
  }
}
