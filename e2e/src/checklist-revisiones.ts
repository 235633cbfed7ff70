import { call } from './admin.ts';
import type { ApiSession } from './revisiones.ts';

/** What a checklist template holds: rooms, each with subcontracts and their error types. */
export type Plantilla = Record<string, Record<string, string[]>>;

const ok = async <T>(what: string, answer: Promise<{ status: number; body: T }>): Promise<T> => {
  const { status, body } = await answer;
  if (status !== 201 && status !== 200) throw new Error(`${what}: ${status} ${JSON.stringify(body)}`);
  return body;
};

interface ChecklistDetail {
  checklist: { id: string; ItemsRecintos: { id: string; Nombre: string; Subcontratos: { id: string; Nombre: string }[] }[] };
}

/**
 * A company checklist template (admin's Checklists), built through admin's API: the director creates
 * it with its rooms and subcontracts; adding error types is the platform administrator's (spec 000).
 */
export async function createPlantilla(director: ApiSession, administrador: ApiSession, Nombre: string, plantilla: Plantilla): Promise<string> {
  const base = `/api/admin/companies/${director.user.companyId}/checklists`;
  const created = await ok('create checklist', call<ChecklistDetail>(director.token, 'POST', base, { Nombre, Recintos: Object.keys(plantilla) }));
  const checklistId = created.checklist.id;
  for (const recinto of created.checklist.ItemsRecintos) {
    const subcontratos = plantilla[recinto.Nombre] ?? {};
    const names = Object.keys(subcontratos);
    if (names.length === 0) continue;
    const withSubs = await ok(
      'add subcontratos',
      call<ChecklistDetail>(director.token, 'POST', `${base}/${checklistId}/recintos/${recinto.id}/subcontratos`, { Subcontratos: names }),
    );
    const stored = withSubs.checklist.ItemsRecintos.find((r) => r.id === recinto.id)?.Subcontratos ?? [];
    for (const sub of stored) {
      for (const error of subcontratos[sub.Nombre] ?? []) {
        const added = await call(administrador.token, 'POST', `${base}/${checklistId}/recintos/${recinto.id}/subcontratos/${sub.id}/errores-tipo`, {
          Nombre: error,
        });
        // 409: the subcontract brought it from the company's catalogue already
        if (added.status !== 201 && added.status !== 200 && added.status !== 409)
          throw new Error(`add error tipo: ${added.status} ${JSON.stringify(added.body)}`);
      }
    }
  }
  return checklistId;
}

/** A checklist project the company user is responsible for, with one revision and one listado (API setup). */
export async function checklistProjectForUser(
  director: ApiSession,
  userId: string,
  names: { project: string; revision: string; listado: string },
): Promise<{ projectId: string; revisionId: string; listadoId: string }> {
  const base = `/api/checklist-revisiones/companies/${director.user.companyId}`;
  const project = await ok(
    'create project',
    call<{ id: string }>(director.token, 'POST', `${base}/projects`, { NombreProyecto: names.project, ResponsableId: userId }),
  );
  await ok('set responsables', call(director.token, 'PUT', `${base}/projects/${project.id}/responsables`, { Responsables: [userId] }));
  const revision = await ok(
    'create revision',
    call<{ id: string }>(director.token, 'POST', `${base}/projects/${project.id}/revisiones`, { Nombre: names.revision, ResponsableId: userId }),
  );
  const listado = await ok(
    'create listado',
    call<{ id: string }>(director.token, 'POST', `${base}/projects/${project.id}/revisiones/${revision.id}/listados`, {
      Nombre: names.listado,
      ResponsableId: userId,
    }),
  );
  return { projectId: project.id, revisionId: revision.id, listadoId: listado.id };
}

/** The answers of a listado's error type, as the service stores them. */
export async function respuestasDe(
  session: ApiSession,
  ids: { projectId: string; revisionId: string; listadoId: string; recintoId: string; subcontratoId: string; errorTipoId: string },
): Promise<{ id: string; Comentario: string; Estado: string | null; Imagen: string | null }[]> {
  const path =
    `/api/checklist-revisiones/companies/${session.user.companyId}/projects/${ids.projectId}/revisiones/${ids.revisionId}/listados/${ids.listadoId}` +
    `/recintos/${ids.recintoId}/subcontratos/${ids.subcontratoId}/errores-tipo/${ids.errorTipoId}/respuestas?limit=100`;
  const { body } = await call<{ items: { id: string; Comentario: string; Estado: string | null; Imagen: string | null }[] }>(session.token, 'GET', path);
  return body.items;
}
