import { common } from '@insp/messages';
import { neo as texts } from '@insp/messages/neo';
import { isProjectMember } from '@insp/module-service';
import { HttpError, oid, tenantCompanyId } from '@insp/service-kit';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Connection } from 'mongoose';

import { collections } from './collections.ts';
import type { AsignadoOTDoc, ChecklistOTDoc, EspacioOTDoc, HojaOTDoc, ProyectoOTDoc } from './documents.ts';

/** What the scope preHandlers resolved for the request, once. */
export interface ProjectScope {
  /** The tenant: the route's company, already checked against the caller. */
  companyId: string;
  project: ProyectoOTDoc;
}
export interface EspacioScope extends ProjectScope {
  espacio: EspacioOTDoc;
}
export interface ChecklistScope extends ProjectScope {
  checklist: ChecklistOTDoc;
}
export interface AsignadoScope extends ChecklistScope {
  asignado: AsignadoOTDoc;
}
export interface HojaScope extends AsignadoScope {
  hoja: HojaOTDoc;
}
type Scope = ProjectScope & { espacio?: EspacioOTDoc; checklist?: ChecklistOTDoc; asignado?: AsignadoOTDoc; hoja?: HojaOTDoc };

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the scope preHandlers of services/neo. */
    neoScope: Scope | null;
  }
}

type Params = { companyId: string; projectId?: string; espacioId?: string; checklistId?: string; asignadoId?: string; hojaId?: string };
type Depth = 'project' | 'espacio' | 'checklist' | 'asignado' | 'hoja';

export type Scopes = Record<`${Depth}Scope`, preHandlerAsyncHookHandler>;

/**
 * The preHandlers that resolve, once per request and in one round trip per level (all at once), the
 * tenant and the parent records of a route under /companies/:companyId/projects/:projectId[...].
 * Every filter carries the tenant and the parents' ids. They run after the params are validated and
 * after the tenant guard.
 *
 * A UsuarioEmpresa sees only projects that are not deleted (404) and they are assigned to (among
 * the Responsables or the Responsable, `isProjectMember`; 403); at sheet level also the sheets where they are a reviewer. Managers resolve
 * deleted projects too (the deleted view); services refuse writes to them.
 */
export function neoScopes(app: { db: Connection; decorateRequest: (name: 'neoScope', value: null) => unknown }): Scopes {
  app.decorateRequest('neoScope', null);
  const db = app.db;
  const Proyectos = db.collection<ProyectoOTDoc>(collections.proyectos);
  const Espacios = db.collection<EspacioOTDoc>(collections.espacios);
  const Checklists = db.collection<ChecklistOTDoc>(collections.checklists);
  const Asignados = db.collection<AsignadoOTDoc>(collections.asignados);
  const Hojas = db.collection<HojaOTDoc>(collections.hojas);

  async function resolve(request: FastifyRequest, depth: Depth): Promise<void> {
    const params = request.params as Params;
    const companyId = tenantCompanyId(request, params.companyId);
    if (!params.projectId) throw new Error('scope on a route without :projectId');
    const tenant = oid(companyId);
    const projectId = oid(params.projectId);
    const wants = (level: Depth[]) => level.includes(depth);
    const [project, espacio, checklist, asignado, hoja] = await Promise.all([
      Proyectos.findOne({ companyId: tenant, _id: projectId }),
      wants(['espacio']) && params.espacioId ? Espacios.findOne({ companyId: tenant, projectId, _id: oid(params.espacioId) }) : null,
      wants(['checklist', 'asignado', 'hoja']) && params.checklistId
        ? Checklists.findOne({ companyId: tenant, projectId, _id: oid(params.checklistId) })
        : null,
      wants(['asignado', 'hoja']) && params.checklistId && params.asignadoId
        ? Asignados.findOne({ companyId: tenant, projectId, checklistId: oid(params.checklistId), _id: oid(params.asignadoId) })
        : null,
      wants(['hoja']) && params.asignadoId && params.hojaId
        ? Hojas.findOne({ companyId: tenant, asignadoId: oid(params.asignadoId), _id: oid(params.hojaId) })
        : null,
    ]);
    const principal = request.principal;
    const companyUser = principal?.userType === 'UsuarioEmpresa';
    if (!project || (companyUser && project.Eliminado)) throw new HttpError(404, texts.proyectos.errors.noExiste);
    const scope: Scope = { companyId, project };
    if (depth === 'espacio') {
      if (!espacio) throw new HttpError(404, texts.espacios.errors.anteriorNoExiste);
      scope.espacio = espacio;
    }
    if (wants(['checklist', 'asignado', 'hoja'])) {
      if (!checklist) throw new HttpError(404, texts.checklists.errors.noEncontramos);
      scope.checklist = checklist;
    }
    if (wants(['asignado', 'hoja'])) {
      if (!asignado) throw new HttpError(404, texts.asignaciones.errors.noExiste);
      scope.asignado = asignado;
    }
    if (depth === 'hoja') {
      if (!hoja) throw new HttpError(404, texts.hojas.errors.noExiste);
      scope.hoja = hoja;
    }
    if (companyUser) {
      const me = principal?.sub ?? '';
      const responsible = isProjectMember(project, me);
      const reviewer = hoja?.Revisores.some((revisor) => revisor.id.toHexString() === me) ?? false;
      if (!responsible && !reviewer) throw new HttpError(403, common.forbidden);
    }
    request.neoScope = scope;
  }

  const handler = (depth: Depth) => async (request: FastifyRequest, _reply: FastifyReply) => resolve(request, depth);
  return {
    projectScope: handler('project'),
    espacioScope: handler('espacio'),
    checklistScope: handler('checklist'),
    asignadoScope: handler('asignado'),
    hojaScope: handler('hoja'),
  };
}

function missing(what: string): never {
  throw new Error(`${what} is not resolved: the route lacks its scope preHandler`);
}

export function projectScopeOf(request: FastifyRequest): ProjectScope {
  return request.neoScope ?? missing('projectScope');
}

export function espacioScopeOf(request: FastifyRequest): EspacioScope {
  const scope = request.neoScope ?? missing('espacioScope');
  return { companyId: scope.companyId, project: scope.project, espacio: scope.espacio ?? missing('espacioScope') };
}

export function checklistScopeOf(request: FastifyRequest): ChecklistScope {
  const scope = request.neoScope ?? missing('checklistScope');
  return { companyId: scope.companyId, project: scope.project, checklist: scope.checklist ?? missing('checklistScope') };
}

export function asignadoScopeOf(request: FastifyRequest): AsignadoScope {
  const scope = request.neoScope ?? missing('asignadoScope');
  return { ...checklistScopeOf(request), asignado: scope.asignado ?? missing('asignadoScope') };
}

export function hojaScopeOf(request: FastifyRequest): HojaScope {
  const scope = request.neoScope ?? missing('hojaScope');
  return { ...asignadoScopeOf(request), hoja: scope.hoja ?? missing('hojaScope') };
}

/** The company of a route without a project (lists, creates): the route's, checked against the caller. */
export function tenantOf(request: FastifyRequest): string {
  return tenantCompanyId(request, (request.params as Params).companyId);
}

/** Deleted projects are read-only (§4): every write below one is refused. */
export function assertWritable(project: ProyectoOTDoc): void {
  if (project.Eliminado) throw new HttpError(409, texts.proyectos.errors.eliminado);
}
