import type { ChangeEvent, HistoryPage } from '@insp/contracts';

import type { FieldChange, LoggedEvent } from '../context.ts';
import type { LiveEvent, StoredEvent } from './model.ts';

export function toLoggedEvent(doc: StoredEvent): LoggedEvent {
  const changes: Record<string, FieldChange> = {};
  for (const change of doc.changes ?? []) changes[change.field] = { old: change.old ?? null, new: change.new ?? null };
  return {
    id: doc._id.toHexString(),
    at: doc.at.toISOString(),
    companyId: doc.companyId.toHexString(),
    actor: { id: doc.actor.id, name: doc.actor.name },
    entity: doc.entity,
    entityId: doc.entityId,
    action: doc.action,
    changes,
    parents: doc.parents ?? {},
  };
}

/** The `data` of a live `cambio` message: what changed, never the values. */
export function toChangeEvent(doc: LiveEvent): ChangeEvent {
  return {
    id: doc.eventId.toHexString(),
    at: doc.at.toISOString(),
    entity: doc.entity,
    entityId: doc.entityId,
    action: doc.action,
    parents: doc.parents ?? {},
  };
}

/** A page of `EventLog.history` as the features' `.../historial` routes answer it (HistoryPage). */
export function toHistoryPage(page: { items: LoggedEvent[]; next: string | null }): HistoryPage {
  return {
    items: page.items.map((event) => ({
      id: event.id,
      at: event.at,
      actor: event.actor,
      action: event.action,
      changes: Object.entries(event.changes).map(([field, change]) => ({ field, old: change.old, new: change.new })),
    })),
    next: page.next,
  };
}
