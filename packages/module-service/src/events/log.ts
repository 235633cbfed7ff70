import { HISTORY_MAX_LIMIT } from '@insp/contracts';
import { type Connection, Types } from 'mongoose';

import type { AppendEvent, EventLog, FieldChange, LoggedEvent } from '../context.ts';
import { toLoggedEvent } from './mappers.ts';
import type { StoredChange } from './model.ts';
import { eventsRepository } from './repository.ts';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/**
 * A value as the log stores it: Dates stay Dates, ObjectIds become hex strings, mongoose documents
 * and arrays become plain data, undefined becomes null (BSON would drop it and the history would
 * show a field without its old or new value).
 */
export function plainValue(value: unknown): unknown {
  if (value === undefined || value === null) return null;
  if (value instanceof Date) return new Date(value.getTime());
  if (value instanceof Types.ObjectId || (value as { _bsontype?: unknown })._bsontype === 'ObjectId') {
    return (value as Types.ObjectId).toHexString();
  }
  if (Array.isArray(value)) return value.map(plainValue);
  if (typeof value === 'object') {
    const withToObject = value as { toObject?: () => unknown };
    if (!isPlainObject(value) && typeof withToObject.toObject === 'function') return plainValue(withToObject.toObject());
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, plainValue(inner)]));
  }
  return value;
}

/** A comparable form: Dates by time, arrays in order, objects by their JSON with sorted keys. */
function comparable(value: unknown): string {
  return JSON.stringify(plainValue(value), (_key, inner: unknown) =>
    isPlainObject(inner) ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) : inner,
  );
}

/** The listed fields whose value differs between two versions of a record. */
export function diffFields(before: Record<string, unknown>, after: Record<string, unknown>, fields: readonly string[]): Record<string, FieldChange> {
  const changes: Record<string, FieldChange> = {};
  for (const field of fields) {
    const old = before[field];
    const next = after[field];
    if (comparable(old) !== comparable(next)) changes[field] = { old: plainValue(old), new: plainValue(next) };
  }
  return changes;
}

/** The service's event log on the 'eventos' collection (one document per write). */
export function createEventLog(db: Connection): EventLog {
  const events = eventsRepository(db);

  return {
    async append(event: AppendEvent): Promise<LoggedEvent> {
      const changes: StoredChange[] = Object.entries(event.changes ?? {}).map(([field, change]) => ({
        field,
        old: plainValue(change.old),
        new: plainValue(change.new),
      }));
      const stored = await events.insert(event.companyId, {
        _id: new Types.ObjectId(),
        at: new Date(),
        actor: { id: event.actor.id, name: event.actor.name },
        entity: event.entity,
        entityId: event.entityId,
        action: event.action,
        changes,
        parents: { ...(event.parents ?? {}) },
      });
      return toLoggedEvent(stored);
    },

    diff: diffFields,

    async history(companyId, entity, entityId, options) {
      const limit = Math.min(Math.max(Math.trunc(options.limit) || 1, 1), HISTORY_MAX_LIMIT);
      const before = options.before && Types.ObjectId.isValid(options.before) ? options.before : undefined;
      const docs = await events.history(companyId, entity, entityId, limit + 1, before);
      const page = docs.slice(0, limit);
      const last = page.at(-1);
      return { items: page.map(toLoggedEvent), next: docs.length > limit && last ? last._id.toHexString() : null };
    },

    deleteCompany: (companyId) => events.deleteCompany(companyId),
  };
}
