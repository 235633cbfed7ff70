import type { ChecklistDetail } from '@insp/contracts';
import { nameKey } from '@insp/domain';
import { countByParent, listadosStore } from '@insp/module-service/hierarchy';
import { oid } from '@insp/service-kit';
import { type Connection, Types } from 'mongoose';

import { type Avance, avancePor } from '../../shared/avance.ts';
import { collections } from '../../shared/collections.ts';
import type { ErrorTipoDoc, ListadoDoc, RecintoDoc, SubcontratoDoc } from '../../shared/hierarchy.ts';
import { listadoModel } from './model.ts';

/** Writes per round trip when a template is copied (the spec's batches of 500). */
const BATCH = 500;

export interface Copiados {
  recintos: number;
  subcontratos: number;
  erroresTipo: number;
}

/** Every function takes the tenant first and puts it in every filter (the purge scan excepted). */
export function listadosRepository(db: Connection) {
  const tenant = oid;

  async function insertAll<T extends { _id: Types.ObjectId }>(collection: string, docs: T[]): Promise<void> {
    for (let start = 0; start < docs.length; start += BATCH) {
      await db.collection(collection).insertMany(docs.slice(start, start + BATCH));
    }
  }

  return {
    ...listadosStore<ListadoDoc>(listadoModel(db), collections.proyectos),

    /** Rooms (Carpetas) and the 'x de y' of each listado. */
    async counts(companyId: string, listadoIds: Types.ObjectId[]): Promise<{ carpetas: Map<string, number>; avance: (id: Types.ObjectId) => Avance }> {
      const [carpetas, avance] = await Promise.all([
        countByParent(db, collections.recintos, companyId, 'listadoId', listadoIds),
        avancePor(db, companyId, 'listadoId', listadoIds),
      ]);
      return { carpetas, avance };
    },

    /** Does the listado hold anything a replacement would remove (rooms or answers)? */
    async hasContent(companyId: string, listadoId: Types.ObjectId): Promise<boolean> {
      const filter = { companyId: tenant(companyId), listadoId };
      const [recinto, respuesta] = await Promise.all([
        db.collection(collections.recintos).findOne(filter, { projection: { _id: 1 } }),
        db.collection(collections.respuestas).findOne(filter, { projection: { _id: 1 } }),
      ]);
      return recinto !== null || respuesta !== null;
    },

    async countRespuestas(companyId: string, listadoId: Types.ObjectId): Promise<number> {
      return db.collection(collections.respuestas).countDocuments({ companyId: tenant(companyId), listadoId });
    },

    /**
     * The template copy: the checklist's places, their subcontractors and their error types become
     * the listado's own Recintos / Subcontratos / ErroresTipo (IdReferenceList = the template's id).
     * A name repeated within one parent (ignoring case and accents) is copied once.
     */
    async copyTemplate(companyId: string, listado: ListadoDoc, checklist: ChecklistDetail, now: Date): Promise<Copiados> {
      const base = { companyId: tenant(companyId), projectId: listado.projectId, revisionId: listado.revisionId, listadoId: listado._id };
      const recintos: RecintoDoc[] = [];
      const subcontratos: SubcontratoDoc[] = [];
      const erroresTipo: ErrorTipoDoc[] = [];
      const firstOf = <T extends { Nombre: string }>(items: T[]) => {
        const seen = new Set<string>();
        return items.filter((item) => {
          const key = nameKey(item.Nombre);
          if (!key || seen.has(key)) return false;
          seen.add(key);
          return true;
        });
      };
      // Creation dates one millisecond apart keep the template's order where the screens sort by date.
      let tick = now.getTime();
      const stamp = () => new Date(tick++);
      for (const item of firstOf(checklist.ItemsRecintos)) {
        const recinto: RecintoDoc = {
          ...base,
          _id: new Types.ObjectId(),
          Nombre: item.Nombre.trim(),
          nombreKey: nameKey(item.Nombre),
          Activado: item.Activado,
          IdReferenceList: item.id,
          FechaCreacion: stamp(),
          createdAt: now,
        };
        recintos.push(recinto);
        for (const sub of firstOf(item.Subcontratos)) {
          const subcontrato: SubcontratoDoc = {
            ...base,
            _id: new Types.ObjectId(),
            recintoId: recinto._id,
            Nombre: sub.Nombre.trim(),
            nombreKey: nameKey(sub.Nombre),
            Activado: true,
            IdReferenceList: sub.id,
            FechaCreacion: stamp(),
            createdAt: now,
          };
          subcontratos.push(subcontrato);
          for (const error of firstOf(sub.ErroresTipo)) {
            erroresTipo.push({
              ...base,
              _id: new Types.ObjectId(),
              recintoId: recinto._id,
              subcontratoId: subcontrato._id,
              Nombre: error.Nombre.trim(),
              nombreKey: nameKey(error.Nombre),
              Activado: error.Activado,
              IdReferenceList: error.id,
              FechaCreacion: stamp(),
              createdAt: now,
            });
          }
        }
      }
      // Parents first: a copy that fails half-way leaves no orphan below a missing room.
      await insertAll(collections.recintos, recintos);
      await insertAll(collections.subcontratos, subcontratos);
      await insertAll(collections.erroresTipo, erroresTipo);
      return { recintos: recintos.length, subcontratos: subcontratos.length, erroresTipo: erroresTipo.length };
    },
  };
}

export type ListadosRepository = ReturnType<typeof listadosRepository>;
