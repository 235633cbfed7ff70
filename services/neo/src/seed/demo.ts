import { randomUUID } from 'node:crypto';

import { listasEndpoints, type ParametroName, parametrosOTEndpoints } from '@insp/contracts';
import {
  type EstadoRespuestaOT,
  neoAsignacionesEndpoints,
  neoCapturaEndpoints,
  type NeoCatalogos,
  type NeoChecklist,
  neoChecklistsEndpoints,
  type NeoEspacio,
  neoEspaciosEndpoints,
  type NeoHojaCreateBody,
  neoHojasEndpoints,
  neoProyectosEndpoints,
} from '@insp/contracts/neo';
import { ADMIN_CACHE_MS } from '@insp/module-service';
import { type SeedClient, seedClient, type SeedTransport } from '@insp/module-service/seed-api';
import { mapLimit } from '@insp/reports';

import { demoPhoto, demoSignature } from './images.ts';

/** The demo project (spec 002): a started Edificios project of Constructora Andes. */
export const DEMO_PROJECT = 'Edificio Mirador del Parque';
const ESPACIOS = { Departamento: 12, Pasillo: 4, Escalera: 2, 'Hall de acceso': 1, Estacionamiento: 6, Bodega: 6 };
/** One request at a time: devdb (SQLite) serialises writes, so parallel requests only contend (measured: 4 at once took 60 % longer). */
const PARALLEL = 1;
/** Photos uploaded (on rejected answers). */
const MAX_FOTOS = 12;

/** The OT parameters and lists of checks the demo needs in admin, when the company has none. */
export const demoParametros: Record<ParametroName, string[]> = {
  unidades: ['Departamento', 'Recinto', 'Piso'],
  elementos: ['Muro', 'Losa', 'Viga', 'Pilar'],
  sectores: ['Torre A', 'Torre B'],
  recintos: ['Living', 'Cocina', 'Baño', 'Dormitorio'],
  pasillos: ['Pasillo piso 1', 'Pasillo piso 2'],
  otros: ['Fachada', 'Azotea'],
};
export const demoListas = [
  {
    Nombre: 'Estructura hormigón armado',
    Tipo: 'Obra Gruesa' as const,
    Preguntas: [
      { Categoria: 'Moldajes', Preguntas: ['Plomo y nivel', 'Limpieza antes del hormigonado'] },
      { Categoria: 'Enfierradura', Preguntas: ['Recubrimientos', 'Amarras y traslapos'] },
      { Categoria: 'Hormigonado', Preguntas: ['Vibrado'] },
    ],
  },
  {
    Nombre: 'Terminaciones interiores',
    Tipo: 'Terminaciones' as const,
    Preguntas: [
      { Categoria: 'Muros', Preguntas: ['Pintura sin manchas', 'Sin fisuras'] },
      { Categoria: 'Pisos', Preguntas: ['Cerámica nivelada', 'Fragüe completo'] },
    ],
  },
];

/**
 * Puts the OT parameters and lists of checks the demo needs into admin (through admin's API, as the
 * director), only the missing ones: a company that has its own keeps them.
 */
export async function ensureAdminCatalogs(admin: SeedTransport, companyId: string): Promise<void> {
  const client = seedClient(admin);
  for (const [parametro, values] of Object.entries(demoParametros) as [ParametroName, string[]][]) {
    const current = await client.send(parametrosOTEndpoints.list, { params: { companyId, parametro }, query: { page: 0, pageSize: 100 } });
    if (current.items.length > 0) continue;
    for (const Nombre of values) await client.send(parametrosOTEndpoints.add, { params: { companyId, parametro }, body: { Nombre } });
  }
  const listas = await client.send(listasEndpoints.list, { params: { companyId }, query: { page: 0, pageSize: 100 } });
  for (const lista of demoListas) {
    if (listas.items.some((existing) => existing.Tipo === lista.Tipo)) continue;
    await client.send(listasEndpoints.create, { params: { companyId }, body: lista });
  }
}

/**
 * The company's NEO catalogues once they show an Obra Gruesa and a Terminaciones list. The service
 * reads the company from admin through a cache (ADMIN_CACHE_MS): a copy cached just before
 * ensureAdminCatalogs added the lists hides them until it expires, and the seed (so `npm start`)
 * failed now and then. It asks again until the cache has expired once, then gives up.
 */
export async function catalogosWithListas(client: SeedClient, companyId: string) {
  const deadline = Date.now() + ADMIN_CACHE_MS + 5_000;
  for (;;) {
    const catalogos: NeoCatalogos = await client.send(neoProyectosEndpoints.catalogos, { params: { companyId } });
    const og = catalogos.ListasDeChequeo.find((lista) => lista.Tipo === 'Obra Gruesa');
    const term = catalogos.ListasDeChequeo.find((lista) => lista.Tipo === 'Terminaciones');
    if (og && term) return { catalogos, og, term };
    if (Date.now() > deadline) throw new Error('the company has no Obra Gruesa or Terminaciones list of checks');
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

export interface NeoSeedSummary {
  projectId: string;
  espacios: number;
  hojas: number;
  respuestas: number;
  fotos: number;
  firmas: number;
  /** Sheets signed by both reviewers (FechaRevisionFinal set). */
  finalizadas: number;
}

/** A demo user with the ChecklistsOT flag, signed in: how the seed calls the service as them, and their id. */
export interface NeoSeedUser {
  transport: SeedTransport;
  id: string;
}

/** Answer states in the order the demo cycles through them (mostly approved, every state present). */
const ESTADOS: EstadoRespuestaOT[] = ['Aprobado', 'Aprobado', 'Rechazado', 'Aprobado', 'No Aplica', 'Pendiente', 'Aprobado', 'Bloqueado'];

interface PlannedSheet {
  checklist: NeoChecklist;
  asignadoId: string;
  body: NeoHojaCreateBody;
  index: number;
}

/** Which reviewers sign a sheet: both on half of them (final), one or none on the rest (still 'En Proceso'). */
function signersOf(index: number): ('director' | 'encargado')[] {
  // Every other sheet final (both sign): the goals chart shows real progress next to what is pending.
  if (index % 2 === 0) return ['director', 'encargado'];
  if (index % 8 === 1) return ['director'];
  if (index % 8 === 5) return ['encargado'];
  return [];
}

/**
 * The NEO demo for a company, through the service's API as its director and its encargado (the two
 * demo users with the ChecklistsOT flag, each answering and signing as themselves): a started
 * Edificios project with generated spaces, one Obra Gruesa and one Terminaciones checklist from the
 * company's lists of checks, spaces assigned to both reviewers, more than 60 sheets with answers of
 * both in every state, photos and drawn signatures (half the sheets signed by both and final, green or
 * red; the rest in process, yellow, some with one signature), so every report shows figures at once.
 */
export async function seedNeo(options: { director: NeoSeedUser; encargado: NeoSeedUser; companyId: string }): Promise<NeoSeedSummary> {
  const { companyId } = options;
  const directorId = options.director.id;
  const client: SeedClient = seedClient(options.director.transport);
  const clients = { director: client, encargado: seedClient(options.encargado.transport) };
  const { catalogos, og, term } = await catalogosWithListas(client, companyId);
  const unidad = (wanted: string) => catalogos.Unidades.find((u) => u === wanted) ?? catalogos.Unidades[0] ?? wanted;
  const pick = (values: string[], i: number) => values[i % values.length] ?? '';

  // The encargado is its Responsable: a company user sees only their projects, the director every one.
  const project = await client.send(neoProyectosEndpoints.create, {
    params: { companyId },
    body: { Nombre: DEMO_PROJECT, Tipo: 'Edificios', ResponsableId: options.encargado.id },
  });
  const projectId = project.id;
  const { items: espacios } = await client.send(neoEspaciosEndpoints.create, { params: { companyId, projectId }, body: { Espacios: ESPACIOS } });
  const byTipo = (tipo: string) => espacios.filter((espacio: NeoEspacio) => espacio.Tipo === tipo).sort((a, b) => a.Numero - b.Numero);

  const assign = async (listaId: string, MetaRevision: number, Unidad: string) =>
    (await client.send(neoChecklistsEndpoints.assign, { params: { companyId, projectId }, body: { listaId, MetaRevision, Unidad } })).checklist;
  const obraGruesa = await assign(og.id, 80, unidad('Piso'));
  const terminaciones = await assign(term.id, 60, unidad('Departamento'));

  const assignSpaces = async (checklist: NeoChecklist, targets: NeoEspacio[], Cantidad: number) =>
    (
      await client.send(neoAsignacionesEndpoints.assign, {
        params: { companyId, projectId, checklistId: checklist.id },
        body: { espacioIds: targets.map((espacio) => espacio.id), Cantidad, Revisores: [directorId, options.encargado.id] },
      })
    ).items;
  const ogSpaces = await assignSpaces(obraGruesa, [...byTipo('Departamento'), ...byTipo('Pasillo')], 3);
  const tSpaces = await assignSpaces(terminaciones, byTipo('Departamento'), 4);

  const planned: PlannedSheet[] = [];
  ogSpaces.forEach((asignado, s) => {
    for (let n = 0; n < 2; n++) {
      const i = planned.length;
      planned.push({
        checklist: obraGruesa,
        asignadoId: asignado.id,
        index: i,
        body: { Unidades: 1, Tipo: 'Obra Gruesa', PlanoRevisor: `E-${100 + s}`, Elemento: pick(catalogos.Elementos, i), Ubicacion: `Eje ${1 + (i % 6)}` },
      });
    }
  });
  tSpaces.slice(0, 10).forEach((asignado) => {
    for (let n = 0; n < 3; n++) {
      const i = planned.length;
      const modo = n === 0 ? 'Sector y recinto' : n === 1 ? 'Pasillos' : 'Otro';
      const body: NeoHojaCreateBody =
        modo === 'Sector y recinto'
          ? { Unidades: 1, Tipo: 'Terminaciones', Modo: modo, Sector: pick(catalogos.Sectores, i), Recinto: pick(catalogos.Recintos, i) }
          : modo === 'Pasillos'
            ? { Unidades: 1, Tipo: 'Terminaciones', Modo: modo, Pasillo: pick(catalogos.Pasillos, i) }
            : { Unidades: 1, Tipo: 'Terminaciones', Modo: modo, Otro: pick(catalogos.Otros, i) };
      planned.push({ checklist: terminaciones, asignadoId: asignado.id, index: i, body });
    }
  });

  // Sheets are added before the start (any time is allowed); answers need the project started.
  const sheets = await mapLimit(planned, PARALLEL, async (plan) => {
    const { hoja } = await client.send(neoHojasEndpoints.create, {
      params: { companyId, projectId, checklistId: plan.checklist.id, asignadoId: plan.asignadoId },
      body: plan.body,
    });
    return { plan, hojaId: hoja.id };
  });
  await client.send(neoProyectosEndpoints.iniciar, { params: { companyId, projectId } });

  const detail = new Map<string, { categoria: number; pregunta: number }[]>();
  for (const checklist of [obraGruesa, terminaciones]) {
    const full = await client.send(neoChecklistsEndpoints.get, { params: { companyId, projectId, checklistId: checklist.id } });
    detail.set(
      checklist.id,
      full.Preguntas.flatMap((categoria, c) => categoria.Preguntas.map((_, p) => ({ categoria: c, pregunta: p }))),
    );
  }
  const signatures = await Promise.all([0, 1, 2, 3].map((i) => demoSignature(i)));

  let respuestas = 0;
  let fotos = 0;
  let firmas = 0;
  let finalizadas = 0;
  await mapLimit(sheets, PARALLEL, async ({ plan, hojaId }) => {
    const params = { companyId, projectId, checklistId: plan.checklist.id, asignadoId: plan.asignadoId, hojaId };
    const all = detail.get(plan.checklist.id) ?? [];
    // Two questions per sheet (a different pair each time) keep the demo quick to build; across the
    // sheets every question and every state gets answers. Both reviewers answer the first (the
    // per-reviewer view shows them side by side); on every other sheet the director the second too.
    const count = plan.index % 2 === 0 ? 2 : 1;
    const questions = [0, 1]
      .slice(0, count)
      .map((k) => all[(plan.index + k) % all.length])
      .filter((q): q is { categoria: number; pregunta: number } => q !== undefined);
    for (const [q, question] of questions.entries()) {
      const reviewers = q === 0 ? (['director', 'encargado'] as const) : (['director'] as const);
      for (const [r, reviewer] of reviewers.entries()) {
        const Estado = ESTADOS[(plan.index * 3 + q + r * 5) % ESTADOS.length] ?? 'Aprobado';
        // Every fifth sheet has its first question rejected by the director in both slots: a red badge once final.
        const twice = plan.index % 5 === 0 && q === 0 && reviewer === 'director';
        const slots: [1 | 2, EstadoRespuestaOT][] = twice
          ? [
              [1, 'Rechazado'],
              [2, 'Rechazado'],
            ]
          : [[1, Estado]];
        for (const [slot, estado] of slots) {
          let Foto: string | null = null;
          if (estado === 'Rechazado' && slot === 1 && fotos < MAX_FOTOS) {
            fotos++;
            Foto = (await clients[reviewer].upload(companyId, await demoPhoto(fotos), `foto-${fotos}.jpg`)).id;
          }
          await clients[reviewer].send(neoCapturaEndpoints.answer, {
            params,
            body: { clientId: randomUUID(), ...question, slot, Estado: estado, Comentario: estado === 'Rechazado' ? 'Corregir y volver a revisar.' : '', Foto },
          });
          respuestas++;
        }
      }
    }
    let final = false;
    for (const [k, reviewer] of signersOf(plan.index).entries()) {
      const signed = await clients[reviewer].send(neoCapturaEndpoints.sign, {
        params,
        body: { clientId: randomUUID(), Imagen: signatures[(plan.index + k) % signatures.length] ?? '' },
      });
      final = signed.FechaRevisionFinal !== null;
      firmas++;
    }
    if (final) finalizadas++;
  });

  return { projectId, espacios: espacios.length, hojas: sheets.length, respuestas, fotos, firmas, finalizadas };
}

export function formatSeedSummary(summary: NeoSeedSummary): string {
  return `neo: proyecto '${DEMO_PROJECT}' con ${summary.espacios} espacios, ${summary.hojas} hojas (${summary.finalizadas} finalizadas), ${summary.respuestas} respuestas, ${summary.fotos} fotos y ${summary.firmas} firmas.`;
}
