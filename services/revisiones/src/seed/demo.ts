import { randomUUID } from 'node:crypto';

import {
  captureObservacion,
  type CatalogosObservacion,
  catalogosObservacion,
  listadosEndpoints,
  proyectosEndpoints,
  revisionesEndpoints,
  type UsuarioRevisiones,
} from '@insp/contracts';
import { companyDay } from '@insp/domain';
import { type SeedClient, seedClient } from '@insp/module-service/seed-api';
import { DAY_MS, daysBefore, pick, pool, random, type ReviewDemoOptions } from '@insp/module-service/seed-kit';

import { applyLivedIn, type DatedObservation, type LivedInPlan } from './lived-in.ts';
import { drawPhoto } from './photos.ts';
import {
  comentario,
  DIAS_POR_VENCER,
  DIAS_VENCIDOS,
  observationAges,
  plannedProjects,
  PROJECT_AGE_DAYS,
  resolvedChance,
  REVISION_STEP_DAYS,
  split,
} from './plan.ts';
import { type DemoPortalLink, PORTAL_DEMO_PROJECT, seedPortalLink } from './portal.ts';

export const DEFAULT_ENCARGADO_EMAIL = 'encargado@andes.cl';

/** Scale 1 = the demo (610 observations); the dates the API stamps are moved by lived-in.ts. */
export type SeedRevisionesOptions = ReviewDemoOptions;

export interface RevisionesSeedSummary {
  /** True when the company already had revision projects (nothing was written). */
  skipped: boolean;
  proyectos: number;
  revisiones: number;
  listados: number;
  observaciones: number;
  resueltas: number;
  fotos: number;
  ms: number;
  /** The contractor-portal link issued for a subcontract of Edificio Los Robles (issue 20 §2); null when none was issued. */
  enlacePortal?: DemoPortalLink | null;
}

interface PlannedObservation {
  body: { clientId: string; Sector: string; Recinto: string; Subcontrato: string; ErrorTipo: string; Prioridad: string; Comentario: string };
  photos: number;
  photoSeed: number;
  byEncargado: boolean;
}

interface ListadoWork {
  params: { companyId: string; projectId: string; revisionId: string; listadoId: string };
  createdAt: Date;
  observaciones: PlannedObservation[];
  /** Filled by the capture: ids in Numero order. */
  captured: { id: string; Numero: number }[];
}

type Rnd = () => number;

/** Catalogue values so that every sector, recinto, subcontrato, error tipo and priority appears. */
function catalogueDraw(catalogos: CatalogosObservacion, rnd: Rnd) {
  const names = (items: { Nombre: string }[], what: string) => {
    if (items.length === 0) throw new Error(`seed: the company has no active ${what}`);
    return items.map((item) => item.Nombre);
  };
  const sectores = names(catalogos.sectores, 'sectores');
  const recintos = names(catalogos.recintos, 'recintos');
  const prioridades = names(catalogos.prioridades, 'prioridades');
  names(catalogos.subcontratos, 'subcontratos');
  const pairs = catalogos.subcontratos.flatMap((s) =>
    s.erroresTipo.length > 0 ? s.erroresTipo.map((e) => [s.Nombre, e.Nombre] as const) : [[s.Nombre, ''] as const],
  );
  // The first draws walk each catalogue in order (coverage); the rest are random.
  return (index: number) => {
    const [Subcontrato, ErrorTipo] = index < pairs.length ? pairs[index]! : pick(rnd, pairs);
    return {
      Sector: index < sectores.length ? sectores[index]! : pick(rnd, sectores),
      Recinto: index < recintos.length ? recintos[index]! : pick(rnd, recintos),
      Prioridad: index < prioridades.length ? prioridades[index]! : pick(rnd, prioridades),
      Subcontrato,
      ErrorTipo,
    };
  };
}

/**
 * The revisiones demo (issue 6 §4) for one company, through the service's HTTP API as its users
 * would (quota, numbering, catalogue names, file processing and events all apply), then dated
 * over the last two months in the database. Does nothing when the company has revision projects.
 */
export async function seedRevisiones(options: SeedRevisionesOptions): Promise<RevisionesSeedSummary> {
  const started = Date.now();
  const { companyId, db } = options;
  const now = options.now ?? new Date();
  const scale = options.scale ?? 1;
  const rnd = random(options.seed ?? 20_250_601);
  const api = seedClient(options.director);
  const capturer: SeedClient = options.encargado ? seedClient(options.encargado) : api;
  const summary: RevisionesSeedSummary = { skipped: false, proyectos: 0, revisiones: 0, listados: 0, observaciones: 0, resueltas: 0, fotos: 0, ms: 0 };

  const existing = await api.send(proyectosEndpoints.list, { params: { companyId }, query: { deleted: 'true', pageSize: 20 } });
  if (existing.total > 0) return { ...summary, skipped: true, ms: Date.now() - started };

  const usuarios = (await api.send(proyectosEndpoints.usuarios, { params: { companyId } })).items;
  const encargadoEmail = (options.encargadoEmail ?? DEFAULT_ENCARGADO_EMAIL).toLowerCase();
  const encargado = usuarios.find((u) => u.Email?.toLowerCase() === encargadoEmail);
  if (!encargado) throw new Error(`seed: ${encargadoEmail} is not a user of the company with the Revisiones module`);
  const otros: UsuarioRevisiones[] = usuarios.filter((u) => u.id !== encargado.id);
  const responsables = otros.length > 0 ? otros : [encargado];
  const catalogos = await api.send(catalogosObservacion, { params: { companyId } });
  const draw = catalogueDraw(catalogos, rnd);

  const lived: LivedInPlan = { companyId, proyectos: [], revisiones: [], listados: [], observaciones: [] };
  const work: ListadoWork[] = [];
  const toDelete: string[] = [];
  let drawn = 0;
  let portalProjectId: string | null = null;

  for (const [p, planned] of plannedProjects.entries()) {
    const projectCreated = daysBefore(now, PROJECT_AGE_DAYS + p * 0.4 + rnd() * 0.3);
    const principal = planned.encargado ? encargado : responsables[p % responsables.length]!;
    const project = await api.send(proyectosEndpoints.create, {
      params: { companyId },
      body: { NombreProyecto: planned.NombreProyecto, DiasPorVencer: DIAS_POR_VENCER, DiasVencidos: DIAS_VENCIDOS, ResponsableId: principal.id },
    });
    const projectId = project.id;
    if (planned.NombreProyecto === PORTAL_DEMO_PROJECT) portalProjectId = projectId;
    // Who sees the project: the encargado only this one (a company user sees what they are responsible for).
    const viewers = planned.encargado ? [encargado.id, ...otros.map((u) => u.id)] : otros.map((u) => u.id);
    await api.send(proyectosEndpoints.setResponsables, { params: { companyId, projectId }, body: { Responsables: viewers } });
    summary.proyectos++;
    if (planned.deleted) toDelete.push(projectId);

    const counts = split(
      Math.round(planned.observaciones * scale),
      planned.revisiones.flatMap((r) => r.listados.map(() => 0.6 + rnd() * 0.8)),
      2,
    );
    let listadoIndex = 0;
    const revisionCreatedDates: Date[] = [];
    for (const [r, revisionPlan] of planned.revisiones.entries()) {
      const revisionCreated = new Date(projectCreated.getTime() + (r * REVISION_STEP_DAYS + 0.1 + rnd() * 0.5) * DAY_MS);
      revisionCreatedDates.push(revisionCreated);
      const revisionResponsable = planned.encargado && r % 2 === 1 ? encargado : responsables[r % responsables.length]!;
      const revision = await api.send(revisionesEndpoints.create, {
        params: { companyId, projectId },
        body: { Nombre: revisionPlan.Nombre, ResponsableId: revisionResponsable.id },
      });
      summary.revisiones++;
      lived.revisiones.push({ id: revision.id, createdAt: revisionCreated });

      for (const [l, nombre] of revisionPlan.listados.entries()) {
        const listadoCreated = new Date(revisionCreated.getTime() + (l * 0.3 + 0.05 + rnd() * 0.2) * DAY_MS);
        const listadoResponsable = planned.encargado && l % 2 === 0 ? encargado : responsables[(r + l) % responsables.length]!;
        const listado = await api.send(listadosEndpoints.create, {
          params: { companyId, projectId, revisionId: revision.id },
          body: { Nombre: nombre, ResponsableId: listadoResponsable.id },
        });
        summary.listados++;
        const params = { companyId, projectId, revisionId: revision.id, listadoId: listado.id };
        // Planned three weeks after it opened; done (a little early or late) when that is past. Both
        // are calendar dates: the day on the company's clock.
        const propuesta = new Date(listadoCreated.getTime() + (21 + Math.floor(rnd() * 7)) * DAY_MS);
        await api.send(listadosEndpoints.fechaPropuesta, { params, body: { Fecha: companyDay(propuesta) } });
        const real = new Date(propuesta.getTime() + (rnd() * 8 - 3) * DAY_MS);
        if (real.getTime() < now.getTime() - DAY_MS) await api.send(listadosEndpoints.fechaReal, { params, body: { Fecha: companyDay(real) } });
        lived.listados.push({ id: listado.id, createdAt: listadoCreated });

        const observaciones: PlannedObservation[] = [];
        for (let k = 0; k < (counts[listadoIndex] ?? 0); k++) {
          const values = draw(drawn++);
          const photos = catalogos.LimiteFotos > 0 && rnd() < 0.34 ? (catalogos.LimiteFotos > 1 && rnd() < 0.3 ? 2 : 1) : 0;
          observaciones.push({
            body: { clientId: randomUUID(), ...values, Comentario: comentario(rnd, values.ErrorTipo || values.Subcontrato, values.Recinto) },
            photos,
            photoSeed: Math.floor(rnd() * 2 ** 31),
            byEncargado: planned.encargado && options.encargado !== undefined && rnd() < 0.5,
          });
        }
        work.push({ params, createdAt: listadoCreated, observaciones, captured: [] });
        listadoIndex++;
      }
    }
    lived.proyectos.push({ id: projectId, createdAt: projectCreated, FechaEliminacion: planned.deleted ? daysBefore(now, 2) : null });
  }

  // Captures: listados in parallel, each one's observations in order (their Numero is then known
  // for the photo labels and follows the dates given below).
  await pool(work, options.concurrency ?? 3, async (listado) => {
    for (const [k, observacion] of listado.observaciones.entries()) {
      const Imagenes: string[] = [];
      for (let toma = 1; toma <= observacion.photos; toma++) {
        const bytes = await drawPhoto({ seed: observacion.photoSeed + toma, ...observacion.body, Numero: k + 1, toma });
        const client = observacion.byEncargado ? capturer : api;
        Imagenes.push((await client.upload(companyId, bytes, `observacion-${k + 1}-${toma}.jpg`)).id);
      }
      const client = observacion.byEncargado ? capturer : api;
      const item = await client.send(captureObservacion, { params: listado.params, body: { ...observacion.body, Imagenes } });
      listado.captured.push({ id: item.id, Numero: item.Numero });
      summary.observaciones++;
      summary.fotos += Imagenes.length;
    }
  });

  for (const projectId of toDelete) await api.send(proyectosEndpoints.remove, { params: { companyId, projectId } });

  // Two months of work: Numero 1 is the oldest; older ones are more often resolved.
  for (const listado of work) {
    const maxAge = (now.getTime() - listado.createdAt.getTime()) / DAY_MS - 0.1;
    const ages = observationAges(listado.captured.length, maxAge, rnd);
    const ordered = [...listado.captured].sort((a, b) => a.Numero - b.Numero);
    for (const [i, observacion] of ordered.entries()) {
      const age = ages[i] ?? 0;
      const CreatedAt = daysBefore(now, age);
      let Resuelta: Date | null = null;
      if (rnd() < resolvedChance(age)) {
        Resuelta = new Date(CreatedAt.getTime() + (0.15 + rnd() * 0.8) * Math.min(age, 25) * DAY_MS);
        summary.resueltas++;
      }
      const dated: DatedObservation = { id: observacion.id, CreatedAt, Resuelta };
      lived.observaciones.push(dated);
    }
  }
  await applyLivedIn(db, lived);
  // One link a subcontractor can open at once (its URL goes in the start log).
  const enlacePortal = portalProjectId ? await seedPortalLink(api, db, companyId, portalProjectId, catalogos) : null;
  return { ...summary, enlacePortal, ms: Date.now() - started };
}

/** The line the start script prints. */
export function formatSeedSummary(summary: RevisionesSeedSummary): string {
  if (summary.skipped) return 'revisiones: la empresa ya tiene proyectos de revisión; datos de demostración omitidos.';
  return (
    `revisiones: ${summary.proyectos} proyectos, ${summary.revisiones} revisiones, ${summary.listados} listados, ` +
    `${summary.observaciones} observaciones (${summary.resueltas} resueltas), ${summary.fotos} fotos en ${(summary.ms / 1000).toFixed(1)} s` +
    (summary.enlacePortal
      ? `\nrevisiones: enlace del portal de subcontratistas (${summary.enlacePortal.subcontrato}, ${summary.enlacePortal.proyecto}): ${summary.enlacePortal.url}`
      : '')
  );
}
