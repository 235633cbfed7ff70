import {
  NEO_MAX_ESPACIOS_POR_PROYECTO,
  type NeoEspacioDeleted,
  type NeoEspacioList,
  type NeoEspacioResult,
  type NeoEspaciosCreateBody,
  type NeoEspaciosCreated,
} from '@insp/contracts/neo';
import { nameKey } from '@insp/domain';
import { neo } from '@insp/messages/neo';
import type { AppendEvent } from '@insp/module-service';
import { HttpError } from '@insp/service-kit';
import { Types } from 'mongoose';

import { entities } from '../../shared/collections.ts';
import type { EspacioOTDoc, ProyectoOTDoc } from '../../shared/documents.ts';
import type { Actor } from '../../shared/feature.ts';
import type { Removal } from '../../shared/removal.ts';
import { assertWritable, type EspacioScope, type ProjectScope } from '../../shared/scopes.ts';
import { ordenKey } from '../../shared/storage.ts';
import { toNeoEspacio } from './mappers.ts';
import type { EspaciosRepository } from './repository.ts';

const texts = neo.espacios;

/** §4: a started project's spaces cannot change; a deleted project's nothing. */
function assertEditable(project: ProyectoOTDoc): void {
  assertWritable(project);
  if (project.ProyectoIniciado) throw new HttpError(409, texts.errors.proyectoIniciado);
}

/**
 * The request's types, trimmed, each unique ignoring case and accents among themselves and against
 * the project's types (a type keeps the spelling it was first created with).
 */
function tiposUnicos(project: ProyectoOTDoc, body: NeoEspaciosCreateBody): [string, number][] {
  const known = new Map(Object.keys(project.Espacios ?? {}).map((tipo) => [nameKey(tipo), tipo]));
  const seen = new Map<string, string>();
  const entries: [string, number][] = [];
  for (const [rawTipo, count] of Object.entries(body.Espacios)) {
    const Tipo = rawTipo.trim();
    const key = nameKey(Tipo);
    const other = seen.get(key) ?? known.get(key);
    if (other !== undefined && other !== Tipo) throw new HttpError(409, texts.errors.tipoDuplicado(other));
    if (seen.has(key)) throw new HttpError(409, texts.errors.tipoDuplicado(Tipo));
    seen.set(key, Tipo);
    entries.push([Tipo, count]);
  }
  return entries;
}

/** The rules of a project's spaces (spec 002 §4 generation, §5 rename, §4 delete cascade). */
export function espaciosService(repository: EspaciosRepository, removal: Removal, appendEvent: (event: AppendEvent) => Promise<void>) {
  const event = (companyId: string, actor: Actor, action: string, espacio: EspacioOTDoc, changes?: AppendEvent['changes']) =>
    appendEvent({
      companyId,
      actor,
      entity: entities.espacio,
      entityId: espacio._id.toHexString(),
      action,
      ...(changes ? { changes } : {}),
      parents: { projectId: espacio.projectId.toHexString() },
    });

  return {
    async list({ companyId, project }: ProjectScope): Promise<NeoEspacioList> {
      const [docs, asignaciones] = await Promise.all([repository.list(companyId, project._id), repository.asignaciones(companyId, project._id)]);
      return { items: docs.map((doc) => toNeoEspacio(doc, asignaciones.get(doc._id.toHexString()) ?? 0)) };
    },

    /**
     * '{type} 1' … '{type} count' per type; the names the project already has are not added again.
     * A type spelled like another one of the request or of the project but for case and accents
     * ('Quincho' / 'quinchó') is refused (409), and so is a create that would take the project past
     * NEO_MAX_ESPACIOS_POR_PROYECTO spaces.
     */
    async create({ companyId, project }: ProjectScope, body: NeoEspaciosCreateBody, actor: Actor): Promise<NeoEspaciosCreated> {
      assertEditable(project);
      const entries = tiposUnicos(project, body);
      const existing = await repository.keys(companyId, project._id);
      const now = new Date();
      const docs: EspacioOTDoc[] = [];
      const tipos: Record<string, number> = { ...(project.Espacios ?? {}) };
      for (const [Tipo, count] of entries) {
        for (let n = 1; n <= count; n++) {
          const Nombre = texts.nombre(Tipo, n);
          const key = nameKey(Nombre);
          if (existing.has(key)) continue;
          existing.add(key);
          docs.push({
            _id: new Types.ObjectId(),
            companyId: project.companyId,
            projectId: project._id,
            Nombre,
            nombreKey: key,
            ordenKey: ordenKey(Nombre),
            Tipo,
            Numero: n,
            FechaCreacion: now,
            createdAt: now,
          });
        }
        if (count > (tipos[Tipo] ?? 0)) tipos[Tipo] = count;
      }
      if (docs.length === 0) throw new HttpError(400, texts.errors.ninguno);
      if (existing.size > NEO_MAX_ESPACIOS_POR_PROYECTO) {
        const before = existing.size - docs.length;
        throw new HttpError(409, texts.errors.limiteProyecto(NEO_MAX_ESPACIOS_POR_PROYECTO, before));
      }
      const stored = await repository.insertMany(companyId, docs);
      // Two creates at once both passed the check above: counted after the inserts, a create that
      // took the project past its cap takes its spaces back (both may; the cap holds).
      const total = await repository.count(companyId, project._id);
      if (total > NEO_MAX_ESPACIOS_POR_PROYECTO) {
        await repository.removeMany(
          companyId,
          stored.map((doc) => doc._id),
        );
        throw new HttpError(409, texts.errors.limiteProyecto(NEO_MAX_ESPACIOS_POR_PROYECTO, total - stored.length));
      }
      await repository.setTipos(companyId, project._id, tipos);
      for (const doc of stored) await event(companyId, actor, 'crear', doc);
      return { message: texts.success.agregado, creados: stored.length, items: stored.map((doc) => toNeoEspacio(doc, 0)) };
    },

    /** Inline rename: the same name is ignored; another space's name is refused. */
    async rename(scope: EspacioScope, Nombre: string, actor: Actor): Promise<NeoEspacioResult> {
      const { companyId, project, espacio } = scope;
      assertEditable(project);
      const asignaciones = (await repository.asignaciones(companyId, project._id)).get(espacio._id.toHexString()) ?? 0;
      const nombre = Nombre.trim();
      if (nombre === espacio.Nombre) return { message: texts.success.actualizado, espacio: toNeoEspacio(espacio, asignaciones) };
      const key = nameKey(nombre);
      if (await repository.nameTaken(companyId, project._id, key, espacio._id)) throw new HttpError(409, texts.errors.nombreDuplicado(nombre));
      const after = await repository.rename(companyId, espacio, { Nombre: nombre, nombreKey: key, ordenKey: ordenKey(nombre) });
      if (after === 'duplicate') throw new HttpError(409, texts.errors.nombreDuplicado(nombre));
      if (!after) throw new HttpError(404, texts.errors.anteriorNoExiste);
      await event(companyId, actor, 'editar', after, { Nombre: { old: espacio.Nombre, new: after.Nombre } });
      return { message: texts.success.actualizado, espacio: toNeoEspacio(after, asignaciones) };
    },

    /** Its assignments, sheets, answers and signatures go first (images queued for deletion), then the space. */
    async remove(scope: EspacioScope, actor: Actor): Promise<NeoEspacioDeleted> {
      const { companyId, project, espacio } = scope;
      assertEditable(project);
      const { asignaciones, hojas } = await removal.asignadosWhere(companyId, { espacioId: espacio._id });
      await repository.remove(companyId, espacio._id);
      await event(companyId, actor, 'eliminar', espacio);
      return { message: texts.success.eliminado, asignaciones, hojas };
    },

    deleteCompany: (companyId: string) => repository.deleteCompany(companyId),
  };
}

export type EspaciosService = ReturnType<typeof espaciosService>;
