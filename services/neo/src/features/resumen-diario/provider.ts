import type { ResumenSeccionTipo } from '@insp/contracts/resumenes';
import { projectMembers, type ResumenCandidato, type ResumenProvider, type ResumenProyecto, type ResumenWindow } from '@insp/module-service';
import { oid } from '@insp/service-kit';
import type { Connection, mongo, Types } from 'mongoose';

import { collections } from '../../shared/collections.ts';
import type { HojaOTDoc, ProyectoOTDoc, RespuestaOTDoc } from '../../shared/documents.ts';

const FINALIZADA = 'Finalizada';

/**
 * The morning digest of NEO projects (issue 20 §3), for the projects' responsible users only (NEO has
 * no subcontracts): sheets not finished yet ('Hojas pendientes') and sheets with a rejected answer
 * among those or finished in the window ('Hojas con respuestas rechazadas').
 */
export function hojasResumen(db: Connection): ResumenProvider {
  return {
    async proyectos(companyId) {
      const docs = await db
        .collection<ProyectoOTDoc>(collections.proyectos)
        .find({ companyId: oid(companyId), Eliminado: false })
        .toArray();
      return docs.map((doc): ResumenProyecto => ({ id: doc._id.toHexString(), nombre: doc.Nombre, miembros: projectMembers(doc) }));
    },

    async *items({ companyId, desde, hasta }: ResumenWindow, proyecto: ResumenProyecto): AsyncIterable<ResumenCandidato> {
      const projectId = oid(proyecto.id);
      const rechazadas = new Set(
        (await db.collection<RespuestaOTDoc>(collections.respuestas).distinct('hojaId', { companyId: oid(companyId), projectId, Estado: 'Rechazado' })).map(
          (id: Types.ObjectId) => id.toHexString(),
        ),
      );
      const filter: mongo.Filter<HojaOTDoc> = {
        companyId: oid(companyId),
        projectId,
        FechaCreacion: { $lt: hasta },
        $or: [{ Estado: { $ne: FINALIZADA } }, { FechaRevisionFinal: { $gte: desde } }],
      };
      const cursor = db.collection<HojaOTDoc>(collections.hojas).find(filter).sort({ FechaCreacion: -1, _id: -1 }).batchSize(500);
      try {
        for await (const hoja of cursor) {
          const id = hoja._id.toHexString();
          const tipos: ResumenSeccionTipo[] = [];
          if (hoja.Estado !== FINALIZADA) tipos.push('hojasPendientes');
          if (rechazadas.has(id)) tipos.push('hojasRechazadas');
          yield {
            subcontrato: null,
            tipos,
            item: {
              id,
              proyectoId: proyecto.id,
              proyecto: proyecto.nombre,
              numero: hoja.Numero,
              estado: hoja.Estado,
              ubicacion: [hoja.NombreChecklist, hoja.NombreEspacio].filter(Boolean).join(' / '),
              creado: hoja.FechaCreacion.toISOString(),
              enlace: `/administrador/empresas/neo-projects/${proyecto.id}/${hoja.checklistId.toHexString()}/${hoja.asignadoId.toHexString()}`,
            },
          };
        }
      } finally {
        await cursor.close();
      }
    },
  };
}
