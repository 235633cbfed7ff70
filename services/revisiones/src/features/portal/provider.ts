import type { InternalCompanyFull } from '@insp/contracts';
import type { PortalItem } from '@insp/contracts/portal';
import { observationDays } from '@insp/domain';
import { portal as texts } from '@insp/messages/portal';
import { type ModuleContext, type PortalLink, type PortalProvider, recordsPortal, toCorreccion } from '@insp/module-service';
import { oid } from '@insp/service-kit';
import type { FastifyBaseLogger } from 'fastify';

import { collections } from '../../shared/collections.ts';
import type { ProyectoDoc } from '../../shared/hierarchy.ts';
import { deletedListadoIds, observacionesCollection, type ObservacionView, observacionView } from '../../shared/observaciones-query.ts';

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
  const Proyectos = context.db.collection<ProyectoDoc>(collections.proyectos);

  /** The subcontract's current name in the catalogue (a rename follows), else the one the link was issued with. */
  const nombreOf = (link: PortalLink, company: InternalCompanyFull) =>
    company.Catalogos.subcontratos.find((item) => item.id === link.subcontratoId)?.Nombre ?? link.subcontratoNombre;

  async function subcontratos(companyId: string) {
    const company = await context.admin.company(companyId);
    return (company?.Catalogos.subcontratos ?? []).filter((item) => item.Activado).map((item) => ({ id: item.id, Nombre: item.Nombre }));
  }

  return recordsPortal(context, log, {
    modulo: 'revisiones',
    entity: 'Observacion',
    collection: observacionesCollection(context.db),
    sort: { CreatedAt: 1, _id: 1 },
    subcontratos,
    subcontrato: async (companyId, _projectId, subcontratoId) => (await subcontratos(companyId)).find((item) => item.id === subcontratoId) ?? null,

    async openFilter(link, company) {
      const excluded = await deletedListadoIds(context.db, link.companyId, { projectId: link.projectId });
      return {
        companyId: oid(link.companyId),
        projectId: oid(link.projectId),
        Subcontrato: nombreOf(link, company),
        Resuelta: null,
        ...(excluded.length > 0 ? { listadoId: { $nin: excluded } } : {}),
      };
    },

    async toItems(docs, link, now) {
      const project = await Proyectos.findOne({ _id: oid(link.projectId), companyId: oid(link.companyId) });
      if (!project) return [];
      const days = observationDays(project);
      return docs.map((doc) => toPortalItem(observacionView(doc, days, now)));
    },

    parents: (doc) => ({ projectId: doc.projectId.toHexString(), revisionId: doc.revisionId.toHexString(), listadoId: doc.listadoId.toHexString() }),
  });
}
