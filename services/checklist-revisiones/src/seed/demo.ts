import { randomUUID } from 'node:crypto';

import * as cr from '@insp/contracts/checklist-revisiones';
import { companyDay } from '@insp/domain';
import { type SeedClient, seedClient } from '@insp/module-service/seed-api';
import { DAY_MS, daysBefore, pool, random, type ReviewDemoOptions } from '@insp/module-service/seed-kit';
import { oid } from '@insp/service-kit';

import { collections } from '../shared/collections.ts';
import { drawPhoto } from './photos.ts';
import { comentario, estadoDe, plannedProjects, PROJECT_AGE_DAYS } from './plan.ts';

export const DEFAULT_ENCARGADO_EMAIL = 'encargado@andes.cl';

/** Scale 1 = the demo (420 answers). */
export interface SeedChecklistOptions extends ReviewDemoOptions {
  /** Share of the answers with a photo. */
  photoShare?: number;
}

export interface ChecklistSeedSummary {
  skipped: boolean;
  proyectos: number;
  revisiones: number;
  listados: number;
  respuestas: number;
  porEstado: Record<string, number>;
  fotos: number;
  ms: number;
}

interface Leaf {
  params: { companyId: string; projectId: string; revisionId: string; listadoId: string; recintoId: string; subcontratoId: string; errorTipoId: string };
  Recinto: string;
  Subcontrato: string;
  ErrorTipo: string;
}

interface ListadoWork {
  listadoId: string;
  /** Every error type of the listado (after the template copy). */
  leaves: Leaf[];
  createdAt: Date;
  respuestas: { leaf: Leaf; body: cr.RespuestaCreateBody; photoSeed: number | null; byEncargado: boolean }[];
  captured: { id: string; Order: number; Estado: string | null }[];
}

/**
 * The checklist-revisiones demo for one company, through the service's HTTP API as its users would
 * (quota, template copy, capture idempotency, file processing and events all apply), then dated over
 * the last two months in the database. The listados use the company's checklist templates (admin's
 * Checklists); does nothing when the company already has checklist projects.
 */
export async function seedChecklistRevisiones(options: SeedChecklistOptions): Promise<ChecklistSeedSummary> {
  const started = Date.now();
  const { companyId, db } = options;
  const now = options.now ?? new Date();
  const scale = options.scale ?? 1;
  const photoShare = options.photoShare ?? 0.3;
  const rnd = random(options.seed ?? 20_250_707);
  const api = seedClient(options.director);
  const capturer: SeedClient = options.encargado ? seedClient(options.encargado) : api;
  const summary: ChecklistSeedSummary = { skipped: false, proyectos: 0, revisiones: 0, listados: 0, respuestas: 0, porEstado: {}, fotos: 0, ms: 0 };

  const existing = await api.send(cr.proyectosEndpoints.list, { params: { companyId }, query: { deleted: 'true', pageSize: 20 } });
  if (existing.total > 0) return { ...summary, skipped: true, ms: Date.now() - started };

  const usuarios = (await api.send(cr.proyectosEndpoints.usuarios, { params: { companyId } })).items;
  const encargadoEmail = (options.encargadoEmail ?? DEFAULT_ENCARGADO_EMAIL).toLowerCase();
  const encargado = usuarios.find((u) => u.Email?.toLowerCase() === encargadoEmail);
  if (!encargado) throw new Error(`seed: ${encargadoEmail} is not a user of the company with the Checklist module`);
  const otros = usuarios.filter((u) => u.id !== encargado.id);
  const responsables = otros.length > 0 ? otros : [encargado];
  const plantillas = (await api.send(cr.listadosEndpoints.checklistsDisponibles, { params: { companyId } })).items.filter((p) => p.ErroresTipo > 0);
  if (plantillas.length === 0) throw new Error('seed: the company has no checklist template with error types');

  const work: ListadoWork[] = [];
  const fechas: { collection: string; id: string; at: Date }[] = [];
  for (const [p, planned] of plannedProjects.entries()) {
    const projectCreated = daysBefore(now, PROJECT_AGE_DAYS + p);
    const principal = planned.encargado ? encargado : responsables[p % responsables.length]!;
    const project = await api.send(cr.proyectosEndpoints.create, {
      params: { companyId },
      body: { NombreProyecto: planned.NombreProyecto, ResponsableId: principal.id },
    });
    const projectId = project.id;
    const viewers = planned.encargado ? [encargado.id, ...otros.map((u) => u.id)] : otros.map((u) => u.id);
    await api.send(cr.proyectosEndpoints.setResponsables, { params: { companyId, projectId }, body: { Responsables: viewers } });
    summary.proyectos++;
    fechas.push({ collection: collections.proyectos, id: projectId, at: projectCreated });

    const listadosDelProyecto: ListadoWork[] = [];
    for (const [r, revisionPlan] of planned.revisiones.entries()) {
      const revisionCreated = new Date(projectCreated.getTime() + (r * 20 + 0.5) * DAY_MS);
      const revision = await api.send(cr.revisionesEndpoints.create, {
        params: { companyId, projectId },
        body: { Nombre: revisionPlan.Nombre, ResponsableId: (planned.encargado && r === 0 ? encargado : responsables[r % responsables.length]!).id },
      });
      summary.revisiones++;
      fechas.push({ collection: collections.revisiones, id: revision.id, at: revisionCreated });
      for (const [l, listadoPlan] of revisionPlan.listados.entries()) {
        const listadoCreated = new Date(revisionCreated.getTime() + (l * 0.5 + 0.2) * DAY_MS);
        const params = { companyId, projectId, revisionId: revision.id };
        const listado = await api.send(cr.listadosEndpoints.create, {
          params,
          body: { Nombre: listadoPlan.Nombre, ResponsableId: (planned.encargado && l % 2 === 0 ? encargado : responsables[(r + l) % responsables.length]!).id },
        });
        const listadoParams = { ...params, listadoId: listado.id };
        const plantilla = plantillas[listadoPlan.plantilla % plantillas.length]!;
        await api.send(cr.listadosEndpoints.asignarChecklist, { params: listadoParams, body: { checklistId: plantilla.id } });
        await api.send(cr.listadosEndpoints.fechaPropuesta, {
          params: listadoParams,
          body: { Fecha: companyDay(new Date(listadoCreated.getTime() + 21 * DAY_MS)) },
        });
        summary.listados++;
        fechas.push({ collection: collections.listados, id: listado.id, at: listadoCreated });
        const arbol = await api.send(cr.respuestasEndpoints.arbol, { params: listadoParams });
        const leaves: Leaf[] = arbol.recintos.flatMap((recinto) =>
          recinto.subcontratos.flatMap((sub) =>
            sub.erroresTipo.map((error) => ({
              params: { ...listadoParams, recintoId: recinto.id, subcontratoId: sub.id, errorTipoId: error.id },
              Recinto: recinto.Nombre,
              Subcontrato: sub.Nombre,
              ErrorTipo: error.Nombre,
            })),
          ),
        );
        listadosDelProyecto.push({ listadoId: listado.id, leaves, createdAt: listadoCreated, respuestas: [], captured: [] });
      }
    }
    // The project's answers, spread over its listados (every error type of a listado gets some first).
    const total = Math.round(planned.respuestas * scale);
    for (let k = 0; k < total; k++) {
      const listado = listadosDelProyecto[k % listadosDelProyecto.length]!;
      const { leaves } = listado;
      if (leaves.length === 0) continue;
      const index = listado.respuestas.length;
      const leaf = index < leaves.length ? leaves[index]! : leaves[Math.floor(rnd() * leaves.length)]!;
      listado.respuestas.push({
        leaf,
        body: { clientId: randomUUID(), Comentario: comentario(rnd, leaf.ErrorTipo, leaf.Recinto), Estado: estadoDe(rnd()), Imagen: null },
        photoSeed: rnd() < photoShare ? Math.floor(rnd() * 2 ** 31) : null,
        byEncargado: planned.encargado && options.encargado !== undefined && rnd() < 0.5,
      });
    }
    work.push(...listadosDelProyecto);
  }

  // Captures: listados in parallel, each one's answers in order (Order then follows the dates given below).
  await pool(work, options.concurrency ?? 4, async (listado) => {
    for (const respuesta of listado.respuestas) {
      const client = respuesta.byEncargado ? capturer : api;
      let Imagen: string | null = null;
      if (respuesta.photoSeed !== null) {
        const bytes = await drawPhoto({
          seed: respuesta.photoSeed,
          Recinto: respuesta.leaf.Recinto,
          Subcontrato: respuesta.leaf.Subcontrato,
          ErrorTipo: respuesta.leaf.ErrorTipo,
          Order: listado.captured.length + 1,
        });
        Imagen = (await client.upload(companyId, bytes, `respuesta-${listado.captured.length + 1}.jpg`)).id;
        summary.fotos++;
      }
      const item = await client.send(cr.respuestasEndpoints.capture, { params: respuesta.leaf.params, body: { ...respuesta.body, Imagen } });
      listado.captured.push({ id: item.id, Order: item.Order, Estado: item.Estado });
      summary.respuestas++;
      const key = item.Estado ?? 'Sin selección';
      summary.porEstado[key] = (summary.porEstado[key] ?? 0) + 1;
    }
  });

  // Two months of work: older records first, answers after their listado opened, resolved some days later.
  for (const { collection, id, at } of fechas) {
    await db.collection(collection).updateOne({ companyId: oid(companyId), _id: oid(id) }, { $set: { FechaCreacion: at, createdAt: at } });
  }
  // devdb takes tens of milliseconds per single-document update but one statement for a whole
  // delete or insert: the answers are read, removed and inserted again with their dates, in three
  // round trips (the gateway is not up while the seed runs, so nobody reads in between).
  const dated = new Map<string, { FechaCreacion: Date; FechaResuelta: Date | null }>();
  for (const listado of work) {
    const span = (now.getTime() - listado.createdAt.getTime()) / DAY_MS - 0.2;
    const ordered = [...listado.captured].sort((a, b) => a.Order - b.Order);
    for (const [i, respuesta] of ordered.entries()) {
      const age = span * (1 - (i + 0.5) / ordered.length) + 0.05;
      const FechaCreacion = daysBefore(now, age);
      const FechaResuelta = respuesta.Estado === 'Resuelto' ? new Date(FechaCreacion.getTime() + Math.min(age * 0.6, 0.5 + rnd() * 12) * DAY_MS) : null;
      dated.set(respuesta.id, { FechaCreacion, FechaResuelta });
    }
  }
  const respuestas = db.collection(collections.respuestas);
  const ids = [...dated.keys()].map(oid);
  const stored = await respuestas.find({ companyId: oid(companyId), _id: { $in: ids } }).toArray();
  if (stored.length > 0) {
    await respuestas.deleteMany({ companyId: oid(companyId), _id: { $in: stored.map((doc) => doc._id) } });
    await respuestas.insertMany(
      stored.map((doc) => ({ ...doc, ...dated.get(String(doc._id)) })),
      { ordered: false },
    );
  }
  return { ...summary, ms: Date.now() - started };
}

export function formatSeedSummary(summary: ChecklistSeedSummary): string {
  if (summary.skipped) return 'checklist-revisiones: la empresa ya tiene proyectos checklist; datos de demostración omitidos.';
  const estados = Object.entries(summary.porEstado)
    .map(([estado, n]) => `${n} ${estado}`)
    .join(', ');
  return (
    `checklist-revisiones: ${summary.proyectos} proyectos, ${summary.revisiones} revisiones, ${summary.listados} listados, ` +
    `${summary.respuestas} respuestas (${estados}), ${summary.fotos} fotos en ${(summary.ms / 1000).toFixed(1)} s`
  );
}
