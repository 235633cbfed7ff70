import type { ResumenSeccionTipo } from '@insp/contracts/resumenes';
import { activeReviewProjects, type ResumenCandidato, type ResumenProvider, type ResumenProyecto, type ResumenWindow } from '@insp/module-service';
import { oid } from '@insp/service-kit';
import type { Connection, mongo } from 'mongoose';

import { deletedListados } from '../../shared/avance.ts';
import { collections } from '../../shared/collections.ts';
import type { ProyectoDoc } from '../../shared/hierarchy.ts';
import { type RespuestaDoc, streamRespuestas } from '../../shared/respuestas.ts';

type Proyecto = ResumenProyecto & { doc: ProyectoDoc };

const POR_RESOLVER = 'Por Resolver';

/**
 * The morning digest of checklist-review projects (issue 20 §3): the answers 'Por Resolver', new when
 * created in the window ('Nuevos'), the others 'Por Resolver'; a fix 'Informada' goes to the
 * responsible users ('correcciones').
 */
export function respuestasResumen(db: Connection): ResumenProvider<Proyecto> {
  return {
    proyectos: (companyId) => activeReviewProjects<ProyectoDoc>(db, collections.proyectos, companyId),

    async *items({ companyId, desde, hasta }: ResumenWindow, proyecto: Proyecto): AsyncIterable<ResumenCandidato> {
      const projectId = oid(proyecto.id);
      const excluded = await deletedListados(db, companyId, { projectId });
      const filter: mongo.Filter<RespuestaDoc> = { companyId: oid(companyId), projectId, Estado: POR_RESOLVER, FechaCreacion: { $lt: hasta } };
      if (excluded.length > 0) filter.listadoId = { $nin: excluded };
      for await (const doc of streamRespuestas(db, filter)) {
        const tipos: ResumenSeccionTipo[] = [doc.FechaCreacion.getTime() >= desde.getTime() ? 'nuevos' : 'porResolver'];
        if (doc.correccion?.estado === 'Informada') tipos.push('correcciones');
        yield {
          subcontrato: doc.NombreSubcontrato,
          tipos,
          item: {
            id: doc._id.toHexString(),
            proyectoId: proyecto.id,
            proyecto: proyecto.nombre,
            numero: doc.Order,
            estado: POR_RESOLVER,
            ubicacion: [doc.NombreRevision, doc.NombreListado, doc.NombreRecinto, doc.NombreErrorTipo].filter(Boolean).join(' / '),
            creado: doc.FechaCreacion.toISOString(),
            enlace: `/administrador/checklist-proyectos/${proyecto.id}/observaciones`,
          },
        };
      }
    },
  };
}
