import type { PortalItem } from '@insp/contracts/portal';
import { checklistRevisiones as checklistTexts } from '@insp/messages/checklist-revisiones';
import { portal as texts } from '@insp/messages/portal';
import { type ModuleContext, type PortalProvider, recordsPortal, toCorreccion } from '@insp/module-service';
import { oid } from '@insp/service-kit';
import type { FastifyBaseLogger } from 'fastify';
import type { Types } from 'mongoose';

import { collections } from '../../shared/collections.ts';
import { type ListadoDoc, parentsOf, type SubcontratoDoc } from '../../shared/hierarchy.ts';
import { RESPUESTA_ENTITY, type RespuestaDoc, respuestasCollection } from '../../shared/respuestas.ts';

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
  const Subcontratos = context.db.collection<SubcontratoDoc>(collections.subcontratos);
  const Listados = context.db.collection<ListadoDoc>(collections.listados);

  async function deletedListados(companyId: string, projectId: string): Promise<Types.ObjectId[]> {
    const docs = await Listados.find({ companyId: oid(companyId), projectId: oid(projectId), Estado: 'Eliminado' }, { projection: { _id: 1 } }).toArray();
    return docs.map((doc) => doc._id);
  }

  return recordsPortal<RespuestaDoc>(context, log, {
    modulo: 'checklist-revisiones',
    entity: RESPUESTA_ENTITY,
    collection: respuestasCollection(context.db),
    sort: { FechaCreacion: 1, _id: 1 },

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

    /** The link's subcontract's namesakes and template siblings in the project, 'Por Resolver'. */
    async openFilter(link) {
      const tenant = { companyId: oid(link.companyId), projectId: oid(link.projectId) };
      const chosen = await Subcontratos.findOne({ ...tenant, _id: oid(link.subcontratoId) });
      if (!chosen) return null;
      const same = [{ nombreKey: chosen.nombreKey }, ...(chosen.IdReferenceList ? [{ IdReferenceList: chosen.IdReferenceList }] : [])];
      const ids = (await Subcontratos.find({ ...tenant, $or: same }, { projection: { _id: 1 } }).toArray()).map((doc) => doc._id);
      const excluded = await deletedListados(link.companyId, link.projectId);
      return { ...tenant, subcontratoId: { $in: ids }, Estado: 'Por Resolver' as const, ...(excluded.length > 0 ? { listadoId: { $nin: excluded } } : {}) };
    },

    toItems: async (docs) => docs.map(toPortalItem),
    parents: parentsOf,
  });
}
