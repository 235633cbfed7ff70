import type { AccessClaims, InternalCompanyFull } from '@insp/contracts';
import type { ParInforme } from '@insp/contracts';
import { common } from '@insp/messages';
import { informes as texts, revisiones as revisionTexts } from '@insp/messages/revisiones';
import { type ModuleContext, seesProject } from '@insp/module-service';
import { HttpError } from '@insp/service-kit';

import type { ListadoDoc, ProyectoDoc, RevisionDoc } from '../../shared/hierarchy.ts';
import type { InformesRepository } from './repository.ts';

/** A chosen revision/list pair, found (with its label) or refused with the reason shown on its item. */
export type ParResuelto = { label: string; revision: RevisionDoc; listado: ListadoDoc } | { label: string; error: string };

/**
 * The rules of the documents: which project, revision and list a caller may have a document of
 * (the same as the screens: the records exist in the company and are not deleted; a company user
 * only of projects they are responsible for), checked when the job is asked for and again when it
 * runs (a record may go in between).
 */
export function informesService(context: ModuleContext, repository: InformesRepository) {
  /** The project, active: 404 'Este proyecto no existe.' otherwise. */
  async function activeProject(companyId: string, projectId: string): Promise<ProyectoDoc> {
    const project = await repository.findProject(companyId, projectId);
    if (!project || project.Estado === 'Eliminado') throw new HttpError(404, revisionTexts.proyectos.errors.noExiste);
    return project;
  }

  /** The revision and its active listado of the project: 404 with the screens' texts otherwise. */
  async function listadoOf(
    companyId: string,
    project: ProyectoDoc,
    revisionId: string,
    listadoId: string,
  ): Promise<{ revision: RevisionDoc; listado: ListadoDoc }> {
    const [revisiones, listados] = await Promise.all([
      repository.revisiones(companyId, project._id, [revisionId]),
      repository.listados(companyId, project._id, [listadoId]),
    ]);
    const revision = revisiones[0];
    if (!revision) throw new HttpError(404, revisionTexts.revisiones.errors.noEncontrada);
    const listado = listados[0];
    if (!listado || !listado.revisionId.equals(revision._id) || listado.Estado === 'Eliminado')
      throw new HttpError(404, revisionTexts.listados.errors.noExiste);
    return { revision, listado };
  }

  return {
    activeProject,
    listadoOf,

    /** POST /reports of any kind: the project exists, is active and (for a company user) is theirs. */
    async authorizeProject(input: { companyId: string; principal: AccessClaims; params: { projectId: string } }): Promise<ProyectoDoc> {
      const project = await activeProject(input.companyId, input.params.projectId);
      const { principal } = input;
      if (!seesProject(principal, project)) throw new HttpError(403, common.forbidden);
      return project;
    },

    /** The company whose name and PiePagina the documents show. */
    async company(companyId: string): Promise<InternalCompanyFull> {
      const company = await context.admin.company(companyId);
      if (!company) throw new HttpError(404, revisionTexts.contexto.noSeEncuentraEmpresa);
      return company;
    },

    /** The chosen pairs in order, each found in the project or refused with its reason (the others go on). */
    async pares(companyId: string, project: ProyectoDoc, items: ParInforme[]): Promise<ParResuelto[]> {
      const [revisiones, listados] = await Promise.all([
        repository.revisiones(
          companyId,
          project._id,
          items.map((item) => item.revisionId),
        ),
        repository.listados(
          companyId,
          project._id,
          items.map((item) => item.listadoId),
        ),
      ]);
      return items.map((item, index) => {
        const revision = revisiones.find((candidate) => candidate._id.toHexString() === item.revisionId);
        const listado = listados.find((candidate) => candidate._id.toHexString() === item.listadoId);
        if (!revision) return { label: listado ? listado.Nombre : texts.parDesconocido(index + 1), error: revisionTexts.revisiones.errors.noEncontrada };
        if (!listado || !listado.revisionId.equals(revision._id) || listado.Estado === 'Eliminado') {
          return {
            label: listado ? texts.parLabel(revision.Nombre, listado.Nombre) : texts.parDesconocido(index + 1),
            error: revisionTexts.listados.errors.noExiste,
          };
        }
        return { label: texts.parLabel(revision.Nombre, listado.Nombre), revision, listado };
      });
    },
  };
}

export type InformesService = ReturnType<typeof informesService>;
