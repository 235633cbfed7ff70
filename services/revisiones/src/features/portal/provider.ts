import type { InternalCompanyFull, PortalItem } from '@insp/contracts';
import { observationDays } from '@insp/domain';
import { portal as texts } from '@insp/messages';
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
import type { ProyectoDoc } from '../../shared/hierarchy.ts';
import { deletedListadoIds, type ObservacionDoc, observacionesCollection, type ObservacionView, observacionView } from '../../shared/observaciones-query.ts';

/** Open observations a link shows at most (a subcontract's punch list of one project). */
const MAX_ITEMS = 500;
const ENTITY = 'Observacion';

function toPortalItem(view: ObservacionView): PortalItem {
  return {
    id: view._id.toHexString(),
    Numero: view.Numero,
    ubicacion: [
      { campo: texts.ubicacion.revision, valor: view.NombreRevision },
      { campo: texts.ubicacion.listado, valor: view.NombreListado },
      { campo: texts.ubicacion.sector, valor: view.Sector },
      { campo: texts.ubicacion.recinto, valor: view.Recinto },
    ],
    ErrorTipo: view.ErrorTipo ?? '',
    Comentario: view.Comentario ?? '',
    Prioridad: view.Prioridad,
    Estado: view.Estado,
    EstadoLabel: view.EstadoLabel,
    Vence: view.Vencida.toISOString(),
    CreatedAt: view.CreatedAt.toISOString(),
    fotos: (view.Imagenes ?? []).map((id) => id.toHexString()),
    correccion: toCorreccion(view.correccion),
  };
}

/**
 * Revision observations on the contractor portal (issue 20 §2): a link names a subcontract of the
 * company's Subcontratos catalogue; it shows that subcontract's observations of the project that are
 * not Resuelta (listados not deleted), oldest first, with their due state.
 */
export function observacionesPortal(context: ModuleContext, log: FastifyBaseLogger): PortalProvider {
  const appendEvent = eventAppender(context, log);
  const Observaciones = observacionesCollection(context.db);
  const Proyectos = context.db.collection<ProyectoDoc>(collections.proyectos);

  /** The subcontract's current name in the catalogue (a rename follows), else the one the link was issued with. */
  const nombreOf = (link: PortalLink, company: InternalCompanyFull) =>
    company.Catalogos.subcontratos.find((item) => item.id === link.subcontratoId)?.Nombre ?? link.subcontratoNombre;

  async function daysOf(link: PortalLink) {
    const project = await Proyectos.findOne({ _id: oid(link.projectId), companyId: oid(link.companyId) });
    return project ? observationDays(project) : null;
  }

  async function openFilter(link: PortalLink, company: InternalCompanyFull) {
    const excluded: Types.ObjectId[] = await deletedListadoIds(context.db, link.companyId, { projectId: link.projectId });
    return {
      companyId: oid(link.companyId),
      projectId: oid(link.projectId),
      Subcontrato: nombreOf(link, company),
      Resuelta: null,
      ...(excluded.length > 0 ? { listadoId: { $nin: excluded } } : {}),
    };
  }

  return {
    modulo: 'revisiones',
    entity: ENTITY,

    async subcontratos(companyId) {
      const company = await context.admin.company(companyId);
      return (company?.Catalogos.subcontratos ?? []).filter((item) => item.Activado).map((item) => ({ id: item.id, Nombre: item.Nombre }));
    },

    async subcontrato(companyId, projectId, subcontratoId) {
      return (await this.subcontratos(companyId, projectId)).find((item) => item.id === subcontratoId) ?? null;
    },

    async items(link, company, now) {
      const days = await daysOf(link);
      if (!days) return [];
      const docs = await Observaciones.find(await openFilter(link, company))
        .sort({ CreatedAt: 1, _id: 1 })
        .limit(MAX_ITEMS)
        .toArray();
      return docs.map((doc) => toPortalItem(observacionView(doc, days, now)));
    },

    async item(link, itemId, company, now) {
      if (!/^[a-f0-9]{24}$/.test(itemId)) return null;
      const days = await daysOf(link);
      if (!days) return null;
      const doc = await Observaciones.findOne({ ...(await openFilter(link, company)), _id: oid(itemId) });
      return doc ? { item: toPortalItem(observacionView(doc, days, now)), correccion: doc.correccion ?? null } : null;
    },

    async informar(link, itemId, before, correccion, actor, company) {
      const unchanged = before ? { 'correccion.estado': before.estado, 'correccion.informadaEn': before.informadaEn } : { correccion: null };
      const doc: ObservacionDoc | null = await Observaciones.findOneAndUpdate(
        { ...(await openFilter(link, company)), _id: oid(itemId), ...unchanged },
        { $set: { correccion }, $inc: { Version: 1 } },
        { returnDocument: 'after' },
      );
      if (!doc) return null;
      await appendEvent({
        companyId: link.companyId,
        actor,
        entity: ENTITY,
        entityId: itemId,
        action: correccionActions.Informada,
        changes: correccionChanges(before, correccion),
        parents: { projectId: link.projectId, revisionId: doc.revisionId.toHexString(), listadoId: doc.listadoId.toHexString() },
      });
      const days = await daysOf(link);
      return days ? toPortalItem(observacionView(doc, days, new Date())) : null;
    },
  };
}
