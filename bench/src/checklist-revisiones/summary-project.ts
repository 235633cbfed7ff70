// The small project the summary PDF is measured on, in a database of its own: devdb scans whole
// collections, so next to the 30,000 answers the PDF's counts would measure that scan instead.
// Built through the service's endpoints as a director builds it, answers captured over HTTP with
// photos stored by the service's file store (as an upload stores them).
import { randomUUID } from 'node:crypto';

import type { AccessClaims } from '@insp/contracts';
import * as cr from '@insp/contracts/checklist-revisiones';

import { webPhoto } from '../revisiones/fixtures.ts';
import type { BenchService } from '../service.ts';

const REVISIONES = 2;
const LISTADOS_POR_REVISION = 2;
const RESPUESTAS_POR_LISTADO = 6;
const CON_FOTO = 2; // answers of each list with a photo
const ESTADOS = ['Por Resolver', 'Resuelto', 'Criterios Propietario', null] as const;

export interface SummaryProject {
  projectId: string;
  listados: number;
  respuestas: number;
  fotos: number;
}

export async function summaryProject(service: BenchService, claims: AccessClaims, checklistId: string): Promise<SummaryProject> {
  const companyId = claims.companyId ?? '';
  const ok = <T>(description: Parameters<BenchService['ok']>[1], params: Record<string, string>, body?: unknown) =>
    service.ok<T>(claims, description, params, body === undefined ? {} : { body });
  const project = await ok<cr.ProyectoItem>(cr.proyectosEndpoints.create, { companyId }, { NombreProyecto: 'Condominio Las Palmas' });
  const photo = await webPhoto();
  let respuestas = 0;
  let fotos = 0;
  for (let r = 0; r < REVISIONES; r++) {
    const revision = await ok<cr.RevisionItem>(
      cr.revisionesEndpoints.create,
      { companyId, projectId: project.id },
      { Nombre: `Revisión ${r + 1}`, ResponsableId: claims.sub },
    );
    for (let l = 0; l < LISTADOS_POR_REVISION; l++) {
      const params = { companyId, projectId: project.id, revisionId: revision.id };
      const listado = await ok<cr.ListadoItem>(cr.listadosEndpoints.create, params, {
        Nombre: `Casa ${r * LISTADOS_POR_REVISION + l + 1}`,
        ResponsableId: claims.sub,
      });
      const listadoParams = { ...params, listadoId: listado.id };
      await ok(cr.listadosEndpoints.asignarChecklist, listadoParams, { checklistId });
      const arbol = await ok<cr.ArbolCaptura>(cr.respuestasEndpoints.arbol, listadoParams);
      const leaves = arbol.recintos.flatMap((recinto) => recinto.subcontratos.flatMap((sub) => sub.erroresTipo.map((error) => ({ recinto, sub, error }))));
      for (let k = 0; k < RESPUESTAS_POR_LISTADO; k++) {
        const leaf = leaves[(k * 5) % leaves.length]!;
        // Each photo distinct in the store, as captured ones are.
        const Imagen = k < CON_FOTO ? (await service.context.files.storeImage(companyId, photo, { uploadedBy: claims.sub, kind: 'photo' })).id : null;
        await ok(
          cr.respuestasEndpoints.capture,
          { ...listadoParams, recintoId: leaf.recinto.id, subcontratoId: leaf.sub.id, errorTipoId: leaf.error.id },
          { clientId: randomUUID(), Imagen, Comentario: `Observación ${k + 1} de ${leaf.error.Nombre.toLowerCase()}`, Estado: ESTADOS[k % ESTADOS.length] },
        );
        respuestas++;
        if (Imagen) fotos++;
      }
    }
  }
  return { projectId: project.id, listados: REVISIONES * LISTADOS_POR_REVISION, respuestas, fotos };
}
