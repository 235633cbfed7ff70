import type { ParametroName } from '@insp/contracts';
import { nameKey } from '@insp/domain';
import { isDuplicateKey } from '@insp/service-kit';
import { type Connection, Types } from 'mongoose';

import { legacyCompanyLists, models } from '../models/index.ts';

/** The company and template shapes before their lists moved to collections of their own. */
interface LegacyCompany {
  _id: Types.ObjectId;
  ListasDeChequeo?: {
    Id: string;
    Nombre: string;
    FechaCreacion?: Date;
    TotalRespuestas?: number;
    Cantidad?: number;
    TotalEspacios?: number;
    EspaciosCompletados?: number;
    Tipo: 'Obra Gruesa' | 'Terminaciones';
    Preguntas?: { Categoria: string; Preguntas: string[] }[];
  }[];
  UnidadesOT?: string[];
  PasillosOT?: string[];
  SectoresOT?: string[];
  RecintosOT?: string[];
  ElementosOT?: string[];
  OtrosOT?: string[];
}
interface LegacyChecklist {
  _id: Types.ObjectId;
  EmpresaId: Types.ObjectId;
  ItemsRecintos?: {
    id: string;
    Nombre: string;
    Activado?: boolean;
    Subcontratos?: { id: string; Nombre: string; ErroresTipo?: { id: string; Nombre: string; Activado?: boolean }[] }[];
  }[];
}

const legacyParametros = {
  UnidadesOT: 'unidades',
  PasillosOT: 'pasillos',
  SectoresOT: 'sectores',
  RecintosOT: 'recintos',
  ElementosOT: 'elementos',
  OtrosOT: 'otros',
} as const satisfies Record<string, ParametroName>;

/** Keeps the old embedded id when it is an ObjectId (module services may hold it). */
const idOf = (id: string): Types.ObjectId => (Types.ObjectId.isValid(id) && id.length === 24 ? new Types.ObjectId(id) : new Types.ObjectId());

/** An insert that may already have happened (a migration interrupted and run again). */
async function once(write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (!isDuplicateKey(error)) throw error;
  }
}

/**
 * One-time, idempotent move of the embedded lists of the old shape into their collections:
 * Empresas.ListasDeChequeo / UnidadesOT … OtrosOT → ListasDeChequeo / ParametrosOT, and
 * Checklists.ItemsRecintos → ChecklistRecintos / ChecklistSubcontratos / ChecklistErroresTipo. The
 * old fields are removed only after their items were written; ids are kept. Run at every start
 * (finds nothing once done). Returns how many companies and templates were moved.
 */
export async function migrateEmbeddedLists(db: Connection): Promise<{ companies: number; checklists: number }> {
  const { Empresa, Checklist, ListaChequeo, ParametroOT, ChecklistRecinto, ChecklistSubcontrato, ChecklistErrorTipo } = models(db);
  const result = { companies: 0, checklists: 0 };

  const companies = await Empresa.collection.find<LegacyCompany>({ $or: legacyCompanyLists.map((field) => ({ [field]: { $exists: true } })) }).toArray();
  for (const company of companies) {
    const companyId = company._id;
    for (const [field, parametro] of Object.entries(legacyParametros) as [keyof typeof legacyParametros, ParametroName][]) {
      for (const Nombre of company[field] ?? [])
        await once(() => ParametroOT.create({ companyId, parametro, Nombre, nombreKey: nameKey(Nombre), createdAt: new Date() }));
    }
    for (const lista of company.ListasDeChequeo ?? []) {
      await once(() =>
        ListaChequeo.create({
          _id: idOf(lista.Id),
          companyId,
          Nombre: lista.Nombre,
          nombreKey: nameKey(lista.Nombre),
          FechaCreacion: lista.FechaCreacion ?? new Date(),
          TotalRespuestas: lista.TotalRespuestas ?? 0,
          Cantidad: lista.Cantidad ?? 0,
          TotalEspacios: lista.TotalEspacios ?? 0,
          EspaciosCompletados: lista.EspaciosCompletados ?? 0,
          Tipo: lista.Tipo,
          Preguntas: lista.Preguntas ?? [],
          createdAt: new Date(),
        }),
      );
    }
    await Empresa.collection.updateOne({ _id: companyId }, { $unset: Object.fromEntries(legacyCompanyLists.map((field) => [field, ''])) });
    result.companies++;
  }

  const checklists = await Checklist.collection.find<LegacyChecklist>({ $or: [{ ItemsRecintos: { $exists: true } }, { Rev: { $exists: true } }] }).toArray();
  for (const checklist of checklists) {
    const base = { companyId: checklist.EmpresaId, checklistId: checklist._id };
    for (const [Orden, recinto] of (checklist.ItemsRecintos ?? []).entries()) {
      const recintoId = idOf(recinto.id);
      await once(() =>
        ChecklistRecinto.create({
          _id: recintoId,
          ...base,
          Nombre: recinto.Nombre,
          nombreKey: nameKey(recinto.Nombre),
          Activado: recinto.Activado ?? true,
          Orden,
        }),
      );
      for (const sub of recinto.Subcontratos ?? []) {
        const subcontratoId = idOf(sub.id);
        await once(() => ChecklistSubcontrato.create({ _id: subcontratoId, ...base, recintoId, Nombre: sub.Nombre, nombreKey: nameKey(sub.Nombre) }));
        for (const error of sub.ErroresTipo ?? []) {
          await once(() =>
            ChecklistErrorTipo.create({
              _id: idOf(error.id),
              ...base,
              subcontratoId,
              Nombre: error.Nombre,
              nombreKey: nameKey(error.Nombre),
              Activado: error.Activado ?? true,
            }),
          );
        }
      }
    }
    await Checklist.collection.updateOne({ _id: checklist._id }, { $unset: { ItemsRecintos: '', Rev: '' } });
    result.checklists++;
  }
  return result;
}
