import sharp from 'sharp';

import { call, eventually } from './admin.ts';
import type { ApiSession } from './revisiones.ts';

/**
 * What the NEO journey sets up and checks through the API: the company's OT parameters and a list of
 * checks in admin (the e2e platform has no module seeds), a user's ChecklistsOT flag, and the second
 * reviewer's answers and signature.
 */
export interface CompanyUserRow {
  id: string;
  Nombre: string;
  Apellido: string;
  Cargo: string;
  Telefono: string;
  Email: string | null;
  tipoUsuario: 'AdministradorEmpresa' | 'UsuarioEmpresa';
  Revisiones: boolean;
  Checklist: boolean;
  ChecklistsOT: boolean;
}

const ok = (what: string, answer: { status: number; body: unknown }, ...expected: number[]) => {
  if (!expected.includes(answer.status)) throw new Error(`${what}: ${answer.status} ${JSON.stringify(answer.body)}`);
};

/** Adds the OT parameter values the journey picks, when missing (409 when they exist already). */
export async function ensureParametros(token: string, companyId: string, values: Record<string, string[]>): Promise<void> {
  for (const [parametro, names] of Object.entries(values)) {
    for (const Nombre of names) {
      const answer = await call(token, 'POST', `/api/admin/companies/${companyId}/parametros-ot/${parametro}`, { Nombre });
      ok(`parámetro ${parametro} ${Nombre}`, answer, 201, 409);
    }
  }
}

/** A company list of checks (admin's ListasDeChequeo). */
export async function createLista(
  token: string,
  companyId: string,
  body: { Nombre: string; Tipo: 'Obra Gruesa' | 'Terminaciones'; Preguntas: { Categoria: string; Preguntas: string[] }[] },
): Promise<void> {
  ok('lista de chequeo', await call(token, 'POST', `/api/admin/companies/${companyId}/listas-chequeo`, body), 201);
}

export async function companyUsers(token: string, companyId: string): Promise<CompanyUserRow[]> {
  const answer = await call<{ items: CompanyUserRow[] }>(token, 'GET', `/api/admin/companies/${companyId}/users?pageSize=100`);
  ok('usuarios', answer, 200);
  return answer.body.items;
}

/** Turns a user's ChecklistsOT flag on or off (the whole profile, as the users dialog saves it). */
export async function setChecklistsOT(token: string, companyId: string, user: CompanyUserRow, on: boolean): Promise<void> {
  const body = {
    Nombre: user.Nombre,
    Apellido: user.Apellido,
    Telefono: user.Telefono,
    tipoUsuario: user.tipoUsuario,
    Cargo: user.Cargo,
    Revisiones: user.Revisiones,
    Checklist: user.Checklist,
    ChecklistsOT: on,
  };
  ok('ChecklistsOT', await call(token, 'PUT', `/api/admin/companies/${companyId}/users/${user.id}`, body), 200);
}

/** A drawn signature as the canvas hands it over: a PNG data URL. */
export async function signaturePng(): Promise<string> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="120"><path d="M10 90 C 60 10, 110 10, 150 70 S 240 110, 290 30" stroke="#111" stroke-width="4" fill="none"/></svg>';
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

export interface HojaPath {
  companyId: string;
  projectId: string;
  checklistId: string;
  asignadoId: string;
  hojaId: string;
}

const hojaUrl = (p: HojaPath) =>
  `/api/neo/companies/${p.companyId}/projects/${p.projectId}/checklists/${p.checklistId}/espacios/${p.asignadoId}/hojas/${p.hojaId}`;

/** The reviewer answers every question of the sheet in slot 1 with `Estado`, then signs. */
export async function answerAndSign(token: string, p: HojaPath, Estado: string): Promise<{ Estado: string; FechaRevisionFinal: string | null }> {
  const detail = await call<{ Preguntas: { Preguntas: string[] }[] }>(token, 'GET', hojaUrl(p));
  ok('hoja', detail, 200);
  for (const [categoria, c] of detail.body.Preguntas.entries()) {
    for (const pregunta of c.Preguntas.keys()) {
      const answer = await call(token, 'POST', `${hojaUrl(p)}/respuestas`, {
        clientId: crypto.randomUUID(),
        categoria,
        pregunta,
        slot: 1,
        Estado,
        Comentario: '',
        Foto: null,
      });
      ok('respuesta', answer, 201);
    }
  }
  const signed = await call<{ Estado: string; FechaRevisionFinal: string | null }>(token, 'POST', `${hojaUrl(p)}/firma`, {
    clientId: crypto.randomUUID(),
    Imagen: await signaturePng(),
  });
  ok('firma', signed, 201);
  return signed.body;
}

/** What `neoHojaFor` made: the sheet's ids and the service paths that reach it. */
export interface NeoHoja {
  neoApi: string;
  projectId: string;
  checklistId: string;
  asignadoId: string;
  /** The reviewer's user id. */
  reviewerId: string;
  /** The service path of the assigned space's sheets. */
  hojas: string;
  hojaId: string;
}

/**
 * A started NEO project (Edificios) of the director's company with one space, a checklist of the new
 * list of checks `names.lista` (one category, `names.preguntas`) assigned to `reviewerEmail` (their
 * ChecklistsOT flag turned on), and one answer sheet of that space: what a capture page needs.
 */
export async function neoHojaFor(
  director: ApiSession,
  reviewerEmail: string,
  names: { project: string; lista: string; preguntas: string[] },
): Promise<NeoHoja> {
  const companyId = director.user.companyId ?? '';
  const neoApi = `/api/neo/companies/${companyId}`;
  const created = async <T>(what: string, answer: Promise<{ status: number; body: T }>): Promise<T> => {
    const { status, body } = await answer;
    ok(what, { status, body }, 200, 201);
    return body;
  };
  await ensureParametros(director.token, companyId, { unidades: ['Departamento'], elementos: ['Muro'] });
  await createLista(director.token, companyId, {
    Nombre: names.lista,
    Tipo: 'Obra Gruesa',
    Preguntas: [{ Categoria: 'Moldajes', Preguntas: names.preguntas }],
  });
  const reviewer = (await companyUsers(director.token, companyId)).find((u) => u.Email === reviewerEmail);
  if (!reviewer) throw new Error(`no ${reviewerEmail}`);
  if (!reviewer.ChecklistsOT) await setChecklistsOT(director.token, companyId, reviewer, true);
  // NEO reads the company's catalogues through its admin client, which keeps them for ADMIN_CACHE_MS
  // (10 s): another e2e file that read them a moment ago leaves a copy without the list just created,
  // so ask until it shows, as a director reloading the page would
  let lista: { id: string; Nombre: string } | undefined;
  await eventually(async () => {
    const catalogos = await created('catálogos', call<{ ListasDeChequeo: { id: string; Nombre: string }[] }>(director.token, 'GET', `${neoApi}/catalogos-ot`));
    lista = catalogos.ListasDeChequeo.find((l) => l.Nombre === names.lista);
    return lista !== undefined;
  }, 20_000);
  if (!lista) throw new Error(`no list of checks named ${names.lista}`);
  const project = await created(
    'proyecto',
    call<{ id: string }>(director.token, 'POST', `${neoApi}/projects`, { Nombre: names.project, ResponsableId: director.user.id, Tipo: 'Edificios' }),
  );
  const projectId = project.id;
  const espacios = await created(
    'espacios',
    call<{ items: { id: string; Nombre: string }[] }>(director.token, 'POST', `${neoApi}/projects/${projectId}/espacios`, { Espacios: { Departamento: 1 } }),
  );
  const checklist = await created(
    'checklist',
    call<{ checklist: { id: string } }>(director.token, 'POST', `${neoApi}/projects/${projectId}/checklists`, {
      listaId: lista.id,
      MetaRevision: 50,
      Unidad: 'Departamento',
    }),
  );
  const checklistId = checklist.checklist.id;
  const asignados = await created(
    'asignar',
    call<{ items: { id: string }[] }>(director.token, 'POST', `${neoApi}/projects/${projectId}/checklists/${checklistId}/espacios`, {
      espacioIds: [espacios.items[0]!.id],
      Cantidad: 1,
      Revisores: [reviewer.id],
    }),
  );
  const asignadoId = asignados.items[0]!.id;
  await created('iniciar', call(director.token, 'POST', `${neoApi}/projects/${projectId}/iniciar`));
  const hojas = `${neoApi}/projects/${projectId}/checklists/${checklistId}/espacios/${asignadoId}/hojas`;
  const hoja = await created(
    'hoja',
    call<{ hoja: { id: string } }>(director.token, 'POST', hojas, {
      clientId: crypto.randomUUID(),
      Unidades: 1,
      Tipo: 'Obra Gruesa',
      PlanoRevisor: 'P-01',
      Elemento: 'Muro',
      Ubicacion: 'Eje A',
    }),
  );
  return { neoApi, projectId, checklistId, asignadoId, reviewerId: reviewer.id, hojas, hojaId: hoja.hoja.id };
}
