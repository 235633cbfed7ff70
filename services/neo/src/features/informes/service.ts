import type { AccessClaims, InternalCompanyFull } from '@insp/contracts';
import { common } from '@insp/messages';
import { neo } from '@insp/messages/neo';
import { type ModuleContext } from '@insp/module-service';
import { seesProject } from '@insp/module-service/hierarchy';
import { HttpError } from '@insp/service-kit';

import type { AsignadoOTDoc, ChecklistOTDoc, HojaOTDoc, ProyectoOTDoc } from '../../shared/documents.ts';
import { reviewerOf } from '../../shared/scopes.ts';
import type { InformesRepository } from './repository.ts';

export interface DocumentTarget {
  projectId: string;
  checklistId?: string;
  asignadoId?: string;
  hojaId?: string;
}

export interface ResolvedTarget {
  project: ProyectoOTDoc;
  checklist: ChecklistOTDoc | null;
  asignado: AsignadoOTDoc | null;
  hoja: HojaOTDoc | null;
}

/**
 * Who may have which document: the records named in the params must exist in the company (404 with
 * the spec's texts) and a company user must see the project (their own, or the sheet they review).
 */
export function informesService(repository: InformesRepository, context: ModuleContext) {
  async function resolve(companyId: string, target: DocumentTarget): Promise<ResolvedTarget> {
    const project = await repository.proyecto(companyId, target.projectId);
    if (!project) throw new HttpError(404, neo.proyectos.errors.noExiste);
    const checklist = target.checklistId ? await repository.checklist(companyId, project._id, target.checklistId) : null;
    if (target.checklistId && !checklist) throw new HttpError(404, neo.checklists.errors.noEncontramos);
    const asignado = checklist && target.asignadoId ? await repository.asignado(companyId, checklist._id, target.asignadoId) : null;
    if (target.asignadoId && !asignado) throw new HttpError(404, neo.asignaciones.errors.noExiste);
    const hoja = asignado && target.hojaId ? await repository.hoja(companyId, asignado._id, target.hojaId) : null;
    if (target.hojaId && !hoja) throw new HttpError(404, neo.hojas.errors.noExiste);
    return { project, checklist, asignado, hoja };
  }

  return {
    resolve,

    async authorize(input: { companyId: string; principal: AccessClaims; params: DocumentTarget }): Promise<void> {
      const { project, hoja } = await resolve(input.companyId, input.params);
      if (input.principal.userType !== 'UsuarioEmpresa') return;
      if (project.Eliminado) throw new HttpError(404, neo.proyectos.errors.noExiste);
      // The scopes' rule: assigned to the project (seesProject) or a reviewer of the sheet.
      if (!seesProject(input.principal, project) && !(hoja && reviewerOf(hoja, input.principal.sub))) throw new HttpError(403, common.forbidden);
    },

    async company(companyId: string): Promise<InternalCompanyFull> {
      const company = await context.admin.company(companyId);
      if (!company) throw new HttpError(404, neo.proyectos.errors.sinEmpresa);
      return company;
    },
  };
}

export type InformesService = ReturnType<typeof informesService>;
