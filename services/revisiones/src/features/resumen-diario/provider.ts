import type { ResumenSeccionTipo } from '@insp/contracts/resumenes';
import { DAY_MS, observationDays, observationStatus, observationStatusLabel } from '@insp/domain';
import { activeReviewProjects, type ResumenCandidato, type ResumenProvider, type ResumenProyecto, type ResumenWindow } from '@insp/module-service';
import { oid } from '@insp/service-kit';
import type { Connection, mongo } from 'mongoose';

import { collections } from '../../shared/collections.ts';
import type { ProyectoDoc } from '../../shared/hierarchy.ts';
import { deletedListadoIds, type ObservacionDoc, observacionesCollection } from '../../shared/observaciones-query.ts';

type Proyecto = ResumenProyecto & { doc: ProyectoDoc };

/** The console page of a project's observations (every audience). */
const enlaceDe = (projectId: string) => `/administrador/proyectos/${projectId}/observaciones`;

/**
 * The morning digest of revision projects (issue 20 §3): each open observation that is new in the
 * window, 'Por Vencer' or overdue ('Por Resolver') at its end, or carries a fix 'Informada'. Only those
 * are read: open ones created in the window, past the project's 'Por Vencer' edge, or with a fix.
 */
export function observacionesResumen(db: Connection): ResumenProvider<Proyecto> {
  return {
    proyectos: (companyId) => activeReviewProjects<ProyectoDoc>(db, collections.proyectos, companyId),

    async *items({ companyId, desde, hasta }: ResumenWindow, proyecto: Proyecto): AsyncIterable<ResumenCandidato> {
      const days = observationDays(proyecto.doc);
      const excluded = await deletedListadoIds(db, companyId, { projectId: proyecto.id });
      const porVencerEdge = new Date(hasta.getTime() - Math.min(days.DiasPorVencer, days.DiasVencidos) * DAY_MS);
      const filter: mongo.Filter<ObservacionDoc> = {
        companyId: oid(companyId),
        projectId: oid(proyecto.id),
        Resuelta: null,
        CreatedAt: { $lt: hasta },
        $or: [{ CreatedAt: { $gte: desde } }, { CreatedAt: { $lte: porVencerEdge } }, { 'correccion.estado': 'Informada' }],
      };
      if (excluded.length > 0) filter.listadoId = { $nin: excluded };
      const cursor = observacionesCollection(db).find(filter).sort({ CreatedAt: -1, _id: -1 }).batchSize(500);
      try {
        for await (const doc of cursor) {
          const estado = observationStatus(doc, days, hasta);
          const tipos: ResumenSeccionTipo[] = [];
          if (doc.CreatedAt.getTime() >= desde.getTime()) tipos.push('nuevos');
          if (estado === 'Por Vencer') tipos.push('porVencer');
          if (estado === 'Vencida') tipos.push('porResolver');
          if (doc.correccion?.estado === 'Informada') tipos.push('correcciones');
          yield {
            subcontrato: doc.Subcontrato,
            tipos,
            item: {
              id: doc._id.toHexString(),
              proyectoId: proyecto.id,
              proyecto: proyecto.nombre,
              numero: doc.Numero,
              estado: observationStatusLabel(estado),
              ubicacion: [doc.NombreRevision, doc.NombreListado, doc.Sector, doc.Recinto].filter(Boolean).join(' / '),
              creado: doc.CreatedAt.toISOString(),
              enlace: enlaceDe(proyecto.id),
            },
          };
        }
      } finally {
        await cursor.close();
      }
    },
  };
}
