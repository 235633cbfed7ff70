import type { InternalCompanyFull } from '@insp/contracts';
import type {
  NeoChecklistAssignBody,
  NeoChecklistDeleted,
  NeoChecklistDetail,
  NeoChecklistList,
  NeoChecklistResult,
  NeoChecklistUpdateBody,
  TipoChecklistOT,
} from '@insp/contracts/neo';
import { nameKey } from '@insp/domain';
import { neo } from '@insp/messages/neo';
import { type AppendEvent, companyHaving, type ModuleContext } from '@insp/module-service';
import { HttpError } from '@insp/service-kit';
import { Types } from 'mongoose';

import { entities } from '../../shared/collections.ts';
import type { ChecklistOTDoc } from '../../shared/documents.ts';
import type { Actor } from '../../shared/feature.ts';
import type { Removal } from '../../shared/removal.ts';
import { assertWritable, type ChecklistScope, type ProjectScope } from '../../shared/scopes.ts';
import { toNeoChecklist, toNeoChecklistDetail } from './mappers.ts';
import type { ChecklistsRepository } from './repository.ts';

const texts = neo.checklists;

/** The company's own spelling of a unit (UnidadesOT), case and accents ignored; 400 when it has none such. */
function unidadOf(company: InternalCompanyFull, unidad: string): string {
  const key = nameKey(unidad);
  const found = company.ParametrosOT.unidades.find((value) => nameKey(value) === key);
  if (!found) throw new HttpError(400, texts.validation.unidadInvalida);
  return found;
}

/** The rules of a project's checklists (spec 002 §5 assign / edit, §4 delete cascade). */
export function checklistsService(
  repository: ChecklistsRepository,
  context: ModuleContext,
  removal: Removal,
  appendEvent: (event: AppendEvent) => Promise<void>,
) {
  async function companyOf(companyId: string): Promise<InternalCompanyFull> {
    const company = await context.admin.company(companyId);
    if (!company) throw new HttpError(404, neo.proyectos.errors.sinEmpresa);
    return company;
  }

  async function figuresOf(companyId: string, doc: ChecklistOTDoc) {
    return (await repository.figures(companyId, doc.projectId)).get(doc._id.toHexString());
  }

  const event = (companyId: string, actor: Actor, action: string, doc: ChecklistOTDoc, changes?: AppendEvent['changes']) =>
    appendEvent({
      companyId,
      actor,
      entity: entities.checklist,
      entityId: doc._id.toHexString(),
      action,
      ...(changes ? { changes } : {}),
      parents: { projectId: doc.projectId.toHexString(), checklistId: doc._id.toHexString() },
    });

  return {
    async list({ companyId, project }: ProjectScope, tipo?: TipoChecklistOT): Promise<NeoChecklistList> {
      const [docs, figures] = await Promise.all([repository.list(companyId, project._id, tipo), repository.figures(companyId, project._id)]);
      return { items: docs.map((doc) => toNeoChecklist(doc, figures.get(doc._id.toHexString()))) };
    },

    async get(scope: ChecklistScope): Promise<NeoChecklistDetail> {
      return toNeoChecklistDetail(scope.checklist, await figuresOf(scope.companyId, scope.checklist));
    },

    /** A company list of checks with its goal and unit; its questions are copied now. */
    async assign({ companyId, project }: ProjectScope, body: NeoChecklistAssignBody, actor: Actor): Promise<NeoChecklistResult> {
      assertWritable(project);
      // A list created a moment ago is found even while the admin client still holds the company.
      const having = await companyHaving(context.admin, companyId, (found) => found.ListasDeChequeo.find((candidate) => candidate.Id === body.listaId));
      if (!having) throw new HttpError(404, neo.proyectos.errors.sinEmpresa);
      const { company, found: lista } = having;
      if (!lista) throw new HttpError(404, texts.errors.noSeEncontro);
      const Unidad = unidadOf(company, body.Unidad);
      const listaId = new Types.ObjectId(lista.Id);
      const key = nameKey(lista.Nombre);
      if (await repository.listaAssigned(companyId, project._id, listaId)) throw new HttpError(409, texts.errors.yaAsignado);
      if (await repository.nameTaken(companyId, project._id, key)) throw new HttpError(409, texts.errors.listaYaAsignada(lista.Nombre));
      const now = new Date();
      const doc: ChecklistOTDoc = {
        _id: new Types.ObjectId(),
        companyId: project.companyId,
        projectId: project._id,
        listaId,
        Nombre: lista.Nombre,
        nombreKey: key,
        Tipo: lista.Tipo,
        MetaRevision: body.MetaRevision,
        Unidad,
        Preguntas: lista.Preguntas.map((categoria) => ({ Categoria: categoria.Categoria, Preguntas: [...categoria.Preguntas] })),
        FechaCreacion: now,
        createdAt: now,
      };
      const created = await repository.insert(companyId, doc);
      if (!created) throw new HttpError(409, texts.errors.listaYaAsignada(lista.Nombre));
      await event(companyId, actor, 'crear', created);
      return { message: texts.success.asignada, checklist: toNeoChecklist(created) };
    },

    async update(scope: ChecklistScope, body: NeoChecklistUpdateBody, actor: Actor): Promise<NeoChecklistResult> {
      const { companyId, project, checklist } = scope;
      assertWritable(project);
      const Unidad = unidadOf(await companyOf(companyId), body.Unidad);
      const after = await repository.update(companyId, checklist._id, { MetaRevision: body.MetaRevision, Unidad });
      if (!after) throw new HttpError(404, texts.errors.noEncontramos);
      await event(companyId, actor, 'editar', after, context.events.diff({ ...checklist }, { ...after }, ['MetaRevision', 'Unidad']));
      return { message: texts.success.actualizada, checklist: toNeoChecklist(after, await figuresOf(companyId, after)) };
    },

    /** Its assigned spaces with their sheets, answers and signatures first (images queued for deletion). */
    async remove(scope: ChecklistScope, actor: Actor): Promise<NeoChecklistDeleted> {
      const { companyId, project, checklist } = scope;
      assertWritable(project);
      const { asignaciones, hojas } = await removal.asignadosWhere(companyId, { checklistId: checklist._id });
      await repository.remove(companyId, checklist._id);
      await event(companyId, actor, 'eliminar', checklist);
      return { message: texts.success.eliminada, asignaciones, hojas };
    },

    deleteCompany: (companyId: string) => repository.deleteCompany(companyId),
  };
}

export type ChecklistsService = ReturnType<typeof checklistsService>;
