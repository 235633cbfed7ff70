import type { EndpointRequest } from '@insp/contracts';
import type * as checklistRevisiones from '@insp/contracts/checklist-revisiones';
import { nameKey } from '@insp/domain';
import { checklistRevisiones as texts } from '@insp/messages/checklist-revisiones';
import { companyHaving, freshCompany } from '@insp/module-service';
import { listadosService as sharedListados } from '@insp/module-service/hierarchy';
import { HttpError } from '@insp/service-kit';
import { Types } from 'mongoose';

import { renameEnRespuestas } from '../../shared/avance.ts';
import type { Actor, FeatureDeps } from '../../shared/feature.ts';
import type { ListadoDoc, ListadoScope } from '../../shared/hierarchy.ts';
import { LOGGED_FIELDS, toChecklistDisponible, toListadoItem } from './mappers.ts';
import type { ListadosRepository } from './repository.ts';

type AsignarBody = EndpointRequest<typeof checklistRevisiones.listadosEndpoints.asignarChecklist>['body'];
const errors = texts.listados.errors;

/**
 * Checklist listados: the hierarchy's shared listado rules (spec 001 §§2, 4, 5), a row counting its
 * rooms (Carpetas) and answers resolved of total, a rename reaching the answers' copied name; and
 * the checklist template: assigning copies it into the listado's own rooms, subcontracts and error
 * types; replacing needs 'Comprendo los riesgos.' and first removes ALL of the listado's rooms,
 * subcontracts, error types, answers and their photos.
 */
export function listadosService(repository: ListadosRepository, deps: FeatureDeps) {
  const { context, below } = deps;
  const { admin } = context;
  const { helpers, ...shared } = sharedListados<ListadoDoc, checklistRevisiones.ListadoItem>(deps, repository, texts, {
    loggedFields: LOGGED_FIELDS,
    async items(companyId, docs, now) {
      const { carpetas, avance } = await repository.counts(
        companyId,
        docs.map((doc) => doc._id),
      );
      return docs.map((doc) => toListadoItem(doc, carpetas.get(doc._id.toHexString()) ?? 0, avance(doc._id), now));
    },
    created: (doc, now) => toListadoItem(doc, 0, { Resueltas: 0, TotalRespuestas: 0 }, now),
    newDoc: (base) => ({ ...base, ChecklistId: null, ChecklistName: null }),
    renamed: (companyId, before, Nombre) => renameEnRespuestas(context.db, companyId, 'listadoId', before._id, 'NombreListado', Nombre),
  });

  return {
    ...shared,

    async checklistsDisponibles(companyId: string): Promise<checklistRevisiones.ChecklistsDisponibles> {
      const company = await freshCompany(admin, companyId);
      if (!company) throw new HttpError(404, texts.contexto.noSeEncuentraEmpresa);
      return {
        items: company.Checklists.filter((checklist) => checklist.Activado)
          .map(toChecklistDisponible)
          .sort((a, b) => nameKey(a.Nombre).localeCompare(nameKey(b.Nombre)) || a.id.localeCompare(b.id)),
      };
    },

    /**
     * Assigns a company checklist: its places, subcontractors and error types are copied into the
     * listado. When the listado already has a checklist, rooms or answers, the caller must have
     * ticked 'Comprendo los riesgos.'; then everything below the listado (answers and their photos
     * included) is removed first. Cannot be reverted.
     */
    async asignarChecklist(scope: ListadoScope, body: AsignarBody, actor: Actor): Promise<checklistRevisiones.ChecklistAsignado> {
      helpers.writable(scope);
      const { companyId, listado } = scope;
      // A template created a moment ago is found even while the admin client still holds the company.
      const found = await companyHaving(admin, companyId, (company) =>
        company.Checklists.find((candidate) => candidate.id === body.checklistId && candidate.Activado),
      );
      if (!found) throw new HttpError(404, texts.contexto.noSeEncuentraEmpresa);
      const checklist = found.found;
      if (!checklist) throw new HttpError(404, errors.checklistNoEncontrado);
      const replacing = listado.ChecklistId !== null || (await repository.hasContent(companyId, listado._id));
      if (replacing && !body.comprendoLosRiesgos) throw new HttpError(400, errors.comprendoRequerido);
      let respuestasEliminadas = 0;
      if (replacing) {
        respuestasEliminadas = await repository.countRespuestas(companyId, listado._id);
        await below.remove(companyId, 'listadoId', [listado._id]);
      }
      const copiados = await repository.copyTemplate(companyId, listado, checklist, new Date());
      const after = await repository.update(companyId, listado._id, { ChecklistId: new Types.ObjectId(checklist.id), ChecklistName: checklist.Nombre });
      if (!after || after === 'duplicate') throw new HttpError(404, errors.noExiste);
      await helpers.logEvent(companyId, actor, replacing ? 'reemplazar-checklist' : 'asignar-checklist', listado, after);
      return { message: texts.listados.checklist.asignado, item: await helpers.item(companyId, after), copiados, respuestasEliminadas };
    },
  };
}

export type ListadosService = ReturnType<typeof listadosService>;
