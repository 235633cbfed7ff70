import type { Lifecycle } from '@insp/module-service/hierarchy';
import type { Types } from 'mongoose';

/** The ancestor field a removal names: every document below carries all of these. */
export type Nivel = 'projectId' | 'revisionId' | 'listadoId' | 'recintoId' | 'subcontratoId' | 'errorTipoId';

/**
 * Removes what a feature holds below the given records (its documents whose `nivel` is among `ids`,
 * their files queued first); returns how many documents went. Idempotent.
 */
export type RemoveBelow = (companyId: string, nivel: Nivel, ids: Types.ObjectId[]) => Promise<number>;

/**
 * How a removal reaches the levels below without features importing each other: deleting a recinto
 * removes its subcontratos, error types and answers; replacing a listado's checklist removes all
 * four kinds under the listado (the listado stays). Handlers run children first (the reverse of
 * registration order, features being registered parents first), as in the shared Lifecycle.
 */
export interface Below {
  /** Registers the feature's removal for every level: also on the shared lifecycle (project purge, listados removed for good). */
  register(name: string, handler: RemoveBelow): void;
  /** Runs every handler; returns the removed documents per feature name. */
  remove(companyId: string, nivel: Nivel, ids: Types.ObjectId[]): Promise<Record<string, number>>;
}

export function createBelow(lifecycle: Lifecycle, oid: (id: string) => Types.ObjectId): Below {
  const handlers: { name: string; handler: RemoveBelow }[] = [];
  return {
    register(name, handler) {
      handlers.push({ name, handler });
      lifecycle.onPurgeProject((companyId, projectId) => handler(companyId, 'projectId', [oid(projectId)]));
      lifecycle.onDeleteListado((companyId, listadoIds) => handler(companyId, 'listadoId', listadoIds.map(oid)));
    },
    async remove(companyId, nivel, ids) {
      const removed: Record<string, number> = {};
      if (ids.length === 0) return removed;
      for (const { name, handler } of [...handlers].reverse()) removed[name] = await handler(companyId, nivel, ids);
      return removed;
    },
  };
}
