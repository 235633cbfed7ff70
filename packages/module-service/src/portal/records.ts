import type { InternalCompanyFull } from '@insp/contracts';
import type { PortalItem, PortalModulo } from '@insp/contracts/portal';
import { oid } from '@insp/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { mongo, Types } from 'mongoose';

import type { ModuleContext } from '../context.ts';
import { eventAppender } from '../events/appender.ts';
import { correccionActions, correccionChanges } from './correccion.ts';
import type { CorreccionDoc } from './model.ts';
import type { PortalLink, PortalProvider } from './provider.ts';

/** Open items a link shows at most (a subcontract's punch list of one project). */
const MAX_ITEMS = 500;
const OBJECT_ID = /^[a-f0-9]{24}$/;

/** A record that can carry a fix. */
export interface PortalRecord {
  _id: Types.ObjectId;
  correccion?: CorreccionDoc | null;
  /** Edits so far (a fix counts as one: a console edit made before it is then refused as stale). */
  Version?: number;
}

/** What a module says of its records for the portal (the rest is the same for every module). */
export interface PortalRecords<D extends PortalRecord> {
  modulo: PortalModulo;
  /** The records' entity (their files' owner, their history's). */
  entity: string;
  collection: mongo.Collection<D>;
  /** Oldest first, usually. */
  sort: Record<string, 1 | -1>;
  subcontratos: PortalProvider['subcontratos'];
  subcontrato: PortalProvider['subcontrato'];
  /** The filter of the link's open records (tenant first); null when the link's scope no longer exists. */
  openFilter(link: PortalLink, company: InternalCompanyFull): Promise<mongo.Filter<D> | null>;
  /** The records as the portal shows them (one read of what they share, e.g. the project's days). */
  toItems(docs: D[], link: PortalLink, now: Date): Promise<PortalItem[]>;
  /** The record's ancestors, as its events name them. */
  parents(doc: D): Record<string, string>;
}

/**
 * A portal provider over a module's records: its open items, one of them, and a fix stored on one
 * only while it still holds the fix it was decided on (another write first: null), recorded in the
 * item's history as the link's actor.
 */
export function recordsPortal<D extends PortalRecord>(context: ModuleContext, log: FastifyBaseLogger, records: PortalRecords<D>): PortalProvider {
  const appendEvent = eventAppender(context, log);
  const { collection } = records;

  async function open(link: PortalLink, company: InternalCompanyFull, itemId: string): Promise<D | null> {
    if (!OBJECT_ID.test(itemId)) return null;
    const filter = await records.openFilter(link, company);
    return filter ? ((await collection.findOne({ ...filter, _id: oid(itemId) } as mongo.Filter<D>)) as D | null) : null;
  }

  return {
    modulo: records.modulo,
    entity: records.entity,
    subcontratos: records.subcontratos,
    subcontrato: records.subcontrato,

    async items(link, company, now) {
      const filter = await records.openFilter(link, company);
      if (!filter) return [];
      const docs = (await collection.find(filter).sort(records.sort).limit(MAX_ITEMS).toArray()) as D[];
      return records.toItems(docs, link, now);
    },

    async item(link, itemId, company, now) {
      const doc = await open(link, company, itemId);
      if (!doc) return null;
      const [item] = await records.toItems([doc], link, now);
      return item ? { item, correccion: doc.correccion ?? null } : null;
    },

    async informar(link, itemId, before, correccion, actor, company) {
      const filter = await records.openFilter(link, company);
      if (!filter || !OBJECT_ID.test(itemId)) return null;
      const unchanged = before ? { 'correccion.estado': before.estado, 'correccion.informadaEn': before.informadaEn } : { correccion: null };
      const doc = (await collection.findOneAndUpdate(
        { ...filter, _id: oid(itemId), ...unchanged } as mongo.Filter<D>,
        { $set: { correccion }, $inc: { Version: 1 } } as unknown as mongo.UpdateFilter<D>,
        { returnDocument: 'after' },
      )) as D | null;
      if (!doc) return null;
      await appendEvent({
        companyId: link.companyId,
        actor,
        entity: records.entity,
        entityId: itemId,
        action: correccionActions.Informada,
        changes: correccionChanges(before, correccion),
        parents: records.parents(doc),
      });
      const [item] = await records.toItems([doc], link, new Date());
      return item ?? null;
    },
  };
}
