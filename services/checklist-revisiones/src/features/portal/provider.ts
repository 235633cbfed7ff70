import type { PortalItem } from '@insp/contracts';
import { portal as texts } from '@insp/messages';
import { checklistRevisiones as checklistTexts } from '@insp/messages/checklist-revisiones';
import {
  correccionActions,
  correccionChanges,
  eventAppender,
  type ModuleContext,
  type PortalLink,
  type PortalProvider,
  toCorreccion,
} from '@insp/module-service';
import { oid } from '@insp/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Types } from 'mongoose';

import { collections } from '../../shared/collections.ts';
import { type ListadoDoc, parentsOf, type SubcontratoDoc } from '../../shared/hierarchy.ts';
import { RESPUESTA_ENTITY, type RespuestaDoc, respuestasCollection } from '../../shared/respuestas.ts';

/** Open answers a link shows at most (a subcontract's punch list of one project). */
const MAX_ITEMS = 500;

function toPortalItem(doc: RespuestaDoc): PortalItem {
  const Estado = doc.Estado ?? 'Por Resolver';
  return {
    id: doc._id.toHexString(),
    Numero: doc.Order,
    ubicacion: [
      { campo: texts.ubicacion.revision, valor: doc.NombreRevision },
      { campo: texts.ubicacion.listado, valor: doc.NombreListado },
      { campo: texts.ubicacion.recinto, valor: doc.NombreRecinto },
      { campo: texts.ubicacion.subcontrato, valor: doc.NombreSubcontrato },
      { campo: texts.ubicacion.errorTipo, valor: doc.NombreErrorTipo },
    ],
    ErrorTipo: doc.NombreErrorTipo,
    Comentario: doc.Comentario,
    Prioridad: null,
    Estado,
    EstadoLabel: checklistTexts.respuestas.estadoLabel[Estado] ?? Estado,
    Vence: null,
    CreatedAt: doc.FechaCreacion.toISOString(),
    fotos: doc.Imagen ? [doc.Imagen.toHexString()] : [],
    correccion: toCorreccion(doc.correccion),
  };
}

/**
 * Checklist-review answers on the contractor portal (issue 20 §2): a link names one subcontract of
 * the project (a room's copy of a template subcontract, or one added by hand); it covers every
 * subcontract of the project with that name or that template reference, in listados not deleted,
 * and shows their answers 'Por Resolver', oldest first.
 */
export function respuestasPortal(context: ModuleContext, log: FastifyBaseLogger): PortalProvider {
  const Respuestas = respuestasCollection(context.db);
  const Subcontratos = context.db.collection<SubcontratoDoc>(collections.subcontratos);
  const Listados = context.db.collection<ListadoDoc>(collections.listados);
  const appendEvent = eventAppender(context, log);

  async function deletedListados(companyId: string, projectId: string): Promise<Types.ObjectId[]> {
    const docs = await Listados.find({ companyId: oid(companyId), projectId: oid(projectId), Estado: 'Eliminado' }, { projection: { _id: 1 } }).toArray();
    return docs.map((doc) => doc._id);
  }

  /** The answers' filter of a link: its subcontract's namesakes and template siblings in the project, 'Por Resolver'. */
  async function openFilter(link: PortalLink) {
    const tenant = { companyId: oid(link.companyId), projectId: oid(link.projectId) };
    const chosen = await Subcontratos.findOne({ ...tenant, _id: oid(link.subcontratoId) });
    if (!chosen) return null;
    const same = [{ nombreKey: chosen.nombreKey }, ...(chosen.IdReferenceList ? [{ IdReferenceList: chosen.IdReferenceList }] : [])];
    const ids = (await Subcontratos.find({ ...tenant, $or: same }, { projection: { _id: 1 } }).toArray()).map((doc) => doc._id);
    const excluded = await deletedListados(link.companyId, link.projectId);
    return { ...tenant, subcontratoId: { $in: ids }, Estado: 'Por Resolver' as const, ...(excluded.length > 0 ? { listadoId: { $nin: excluded } } : {}) };
  }

  return {
    modulo: 'checklist-revisiones',
    entity: RESPUESTA_ENTITY,

    /** One choice per subcontract name of the project's listados not deleted (the first one's id). */
    async subcontratos(companyId, projectId) {
      const excluded = await deletedListados(companyId, projectId);
      const docs = await Subcontratos.find({
        companyId: oid(companyId),
        projectId: oid(projectId),
        ...(excluded.length > 0 ? { listadoId: { $nin: excluded } } : {}),
      })
        .sort({ nombreKey: 1, _id: 1 })
        .toArray();
      const seen = new Set<string>();
      return docs.flatMap((doc) => {
        if (seen.has(doc.nombreKey)) return [];
        seen.add(doc.nombreKey);
        return [{ id: doc._id.toHexString(), Nombre: doc.Nombre }];
      });
    },

    async subcontrato(companyId, projectId, subcontratoId) {
      const excluded = await deletedListados(companyId, projectId);
      const doc = await Subcontratos.findOne({ companyId: oid(companyId), projectId: oid(projectId), _id: oid(subcontratoId) });
      if (!doc || excluded.some((id) => id.equals(doc.listadoId))) return null;
      return { id: doc._id.toHexString(), Nombre: doc.Nombre };
    },

    async items(link) {
      const filter = await openFilter(link);
      if (!filter) return [];
      const docs = await Respuestas.find(filter).sort({ FechaCreacion: 1, _id: 1 }).limit(MAX_ITEMS).toArray();
      return docs.map(toPortalItem);
    },

    async item(link, itemId) {
      const filter = await openFilter(link);
      if (!filter || !/^[a-f0-9]{24}$/.test(itemId)) return null;
      const doc = await Respuestas.findOne({ ...filter, _id: oid(itemId) });
      return doc ? { item: toPortalItem(doc), correccion: doc.correccion ?? null } : null;
    },

    async informar(link, itemId, before, correccion, actor) {
      const filter = await openFilter(link);
      if (!filter) return null;
      const unchanged = before ? { 'correccion.estado': before.estado, 'correccion.informadaEn': before.informadaEn } : { correccion: null };
      const doc = await Respuestas.findOneAndUpdate(
        { ...filter, _id: oid(itemId), ...unchanged },
        { $set: { correccion }, $inc: { Version: 1 } },
        { returnDocument: 'after' },
      );
      if (!doc) return null;
      await appendEvent({
        companyId: link.companyId,
        actor,
        entity: RESPUESTA_ENTITY,
        entityId: itemId,
        action: correccionActions.Informada,
        changes: correccionChanges(before, correccion),
        parents: parentsOf(doc),
      });
      return toPortalItem(doc);
    },
  };
}
