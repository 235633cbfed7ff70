import sharp from 'sharp';

import { call } from './admin.ts';

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
