import type { AccessClaims, InternalCompanyFull } from '@insp/contracts';
import type * as checklistRevisiones from '@insp/contracts/checklist-revisiones';
import { common } from '@insp/messages';
import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import { type ModuleContext, seesProject } from '@insp/module-service';
import { HttpError } from '@insp/service-kit';

import type { ListadoDoc, ProyectoDoc, RevisionDoc } from '../../shared/hierarchy.ts';
import type { InformesRepository } from './repository.ts';

export type ParResuelto = { label: string; revision: RevisionDoc; listado: ListadoDoc } | { label: string; error: string };

/**
 * Which project, revision and list a caller may have a document of (as on the screens: the records
 * exist in the company and are not deleted; a company user only of their projects), checked when
 * the job is asked for and again when it runs.
 */
export function informesService(context: ModuleContext, repository: InformesRepository) {
  async function activeProject(companyId: string, projectId: string): Promise<ProyectoDoc> {
    const project = await repository.findProject(companyId, projectId);
    if (!project || project.Estado === 'Eliminado') throw new HttpError(404, texts.proyectos.errors.noExiste);
    return project;
  }

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
    if (!revision) throw new HttpError(404, texts.revisiones.errors.noEncontrada);
    const listado = listados[0];
    if (!listado || !listado.revisionId.equals(revision._id) || listado.Estado === 'Eliminado') throw new HttpError(404, texts.listados.errors.noExiste);
    return { revision, listado };
  }

  return {
    activeProject,
    listadoOf,

    async authorizeProject(input: { companyId: string; principal: AccessClaims; params: { projectId: string } }): Promise<ProyectoDoc> {
      const project = await activeProject(input.companyId, input.params.projectId);
      const { principal } = input;
      if (!seesProject(principal, project)) throw new HttpError(403, common.forbidden);
      return project;
    },

    async company(companyId: string): Promise<InternalCompanyFull> {
      const company = await context.admin.company(companyId);
      if (!company) throw new HttpError(404, texts.contexto.noSeEncuentraEmpresa);
      return company;
    },

    /** The chosen pairs in order, each found in the project or refused with its reason (the others go on). */
    async pares(companyId: string, project: ProyectoDoc, items: checklistRevisiones.ParInforme[]): Promise<ParResuelto[]> {
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
        if (!revision) return { label: listado ? listado.Nombre : texts.informes.parDesconocido(index + 1), error: texts.revisiones.errors.noEncontrada };
        if (!listado || !listado.revisionId.equals(revision._id) || listado.Estado === 'Eliminado') {
          return {
            label: listado ? texts.informes.parLabel(revision.Nombre, listado.Nombre) : texts.informes.parDesconocido(index + 1),
            error: texts.listados.errors.noExiste,
          };
        }
        return { label: texts.informes.parLabel(revision.Nombre, listado.Nombre), revision, listado };
      });
    },
  };
}

export type InformesService = ReturnType<typeof informesService>;
