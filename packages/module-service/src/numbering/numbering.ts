import { isDuplicateKey, keyedQueue } from '@insp/service-kit';
import type { mongo, Types } from 'mongoose';

/** What one numbered insert needs from its repository. */
export interface NumberedInsert<T> {
  /** The highest number stored under the key (0 when none): read when this process has no hint, and after a collision. */
  largest(): Promise<number>;
  /** Stores the record with this number; a duplicate-key error means another writer holds it (another replica). */
  insert(numero: number): Promise<T>;
}

export interface NumberingOptions {
  /** Inserts tried per record before its duplicate-key error goes up (each one after another replica took the number). */
  attempts: number;
  /** Keys whose last number is remembered; the least recently used ones are read again. */
  maxKeys: number;
}

export const defaultNumberingOptions: NumberingOptions = { attempts: 20, maxKeys: 10_000 };

/**
 * "Insert with the next number" (Numero of an observation, Order of a checklist answer, Numero of
 * a NEO sheet), one policy for every module (issue 18 §1, issue 17 §3):
 * - in this process the records of one parent (the key: tenant + parent id) are numbered and inserted one at a
 *   time, so captures sent together never collide with each other (no insert-collide-rescan);
 * - the number is one after the last this process stored under the key, a hint kept in memory
 *   (bounded), so a capture costs one insert: the largest stored is read only for a key the
 *   process has not numbered yet (a scan on the embedded database);
 * - across replicas the unique index (tenant, parent, number) stays the guard: a collision means
 *   another process stored that number, so the largest is read again and the next one tried,
 *   a bounded number of times.
 * `forget` drops a parent's hint after its records were deleted, so numbering goes on after the
 * highest that is still stored.
 */
export function numbering(options: Partial<NumberingOptions> = {}) {
  const { attempts, maxKeys } = { ...defaultNumberingOptions, ...options };
  const queue = keyedQueue();
  /** Per key, the last number this process stored (Map order: least recently used first). */
  const last = new Map<string, number>();

  const remember = (key: string, numero: number) => {
    last.delete(key);
    last.set(key, numero);
    if (last.size > maxKeys) {
      const oldest = last.keys().next();
      if (!oldest.done) last.delete(oldest.value);
    }
  };

  return {
    /** Inserts the record under the next number of its parent (see above); the stored record, or the insert's own error. */
    insert<T>(companyId: string, parentId: string, record: NumberedInsert<T>): Promise<T> {
      const key = `${companyId}:${parentId}`;
      return queue.run(key, async () => {
        const hint = last.get(key);
        let numero = (hint ?? (await record.largest())) + 1;
        for (let attempt = 1; ; attempt++) {
          try {
            const stored = await record.insert(numero);
            remember(key, numero);
            return stored;
          } catch (error) {
            if (!isDuplicateKey(error) || attempt >= attempts) {
              last.delete(key);
              throw error;
            }
            numero = Math.max(numero, await record.largest()) + 1;
          }
        }
      });
    },

    /** Drops the parent's hint (some of its records were deleted): its next insert reads the largest stored. */
    forget(companyId: string, parentId: string): void {
      last.delete(`${companyId}:${parentId}`);
    },
  };
}

export type Numbering = ReturnType<typeof numbering>;

/** The highest `field` among the documents matching `filter` (0 when none): a NumberedInsert's `largest`. */
export async function largestStored<T extends mongo.Document>(collection: mongo.Collection<T>, filter: mongo.Filter<T>, field: string): Promise<number> {
  const last = await collection
    .find(filter, { projection: { [field]: 1 } })
    .sort({ [field]: -1 })
    .limit(1)
    .next();
  const value: unknown = last?.[field];
  return typeof value === 'number' ? value : 0;
}

/**
 * Inserts a record of a listado under the next number (`field`) of that listado: `numbers` hands it
 * out, the unique index (companyId, listadoId, field) is the guard across replicas. `build` makes the
 * document for a number; `store` writes it (a model's create validates it, a collection's insert does not).
 */
export function insertInListado<D extends mongo.Document>(
  numbers: Numbering,
  collection: mongo.Collection<D>,
  field: string,
  scope: { companyId: Types.ObjectId; listadoId: Types.ObjectId },
  build: (numero: number) => D,
  store: (doc: D) => Promise<unknown>,
): Promise<D> {
  return numbers.insert(scope.companyId.toHexString(), scope.listadoId.toHexString(), {
    largest: () => largestStored(collection, scope as unknown as mongo.Filter<D>, field),
    insert: async (numero) => {
      const doc = build(numero);
      await store(doc);
      return doc;
    },
  });
}
