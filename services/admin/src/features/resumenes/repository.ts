import { DEFAULT_TIME_ZONE, isTimeZone, type ModuleService } from '@insp/contracts';
import { unlessDuplicate } from '@insp/service-kit';
import type { Connection, Types } from 'mongoose';

import { type CatalogItemDoc, type EmpresaDoc, models, type UsuarioDoc } from '../../models/index.ts';
import { resumenEnvioModel } from './model.ts';

/** A company whose digest may go out, with the module services it has on. */
export interface EmpresaResumen {
  id: string;
  nombre: string;
  /** IANA time zone of the company's clock (America/Santiago when it has none stored). */
  zonaHoraria: string;
  modulos: ModuleService[];
}

const modulosOf = (company: EmpresaDoc): ModuleService[] => [
  ...(company.Revisiones.Activado ? (['revisiones'] as const) : []),
  ...(company.CheckList.Activado ? (['checklist-revisiones'] as const) : []),
  ...(company.ChecklistsOT.Activado ? (['neo'] as const) : []),
];

/** The company's clock; one stored before the field (or not valid, which the API never stores) reads America/Santiago. */
const zonaOf = (company: EmpresaDoc): string => (company.ZonaHoraria && isTimeZone(company.ZonaHoraria) ? company.ZonaHoraria : DEFAULT_TIME_ZONE);

/** What the digests read and write in admin's database; the company first in every per-company call. */
export function resumenesRepository(db: Connection) {
  const { Empresa, Usuario, CatalogItem } = models(db);
  const Envios = resumenEnvioModel(db);

  return {
    /** Active companies (not deleted, no purge under way) with at least one module on. */
    async empresas(): Promise<EmpresaResumen[]> {
      const docs = await Empresa.find({ Activado: true, Purga: null }).lean<EmpresaDoc[]>().exec();
      return docs
        .map((doc) => ({ id: doc._id.toHexString(), nombre: doc.Nombre, zonaHoraria: zonaOf(doc), modulos: modulosOf(doc) }))
        .filter((e) => e.modulos.length > 0);
    },

    /** Where the company's next window starts: the end of its last digest. */
    async ultimoHasta(companyId: string): Promise<Date | null> {
      const last = await Envios.findOne({ companyId }).sort({ hasta: -1 }).lean().exec();
      return last?.hasta ?? null;
    },

    /** Claims the company's digest of `fecha`; false when another run (or replica) already did. */
    claim: (companyId: string, id: string, fecha: string, desde: Date, hasta: Date): Promise<boolean> =>
      unlessDuplicate(
        Envios.collection
          .insertOne({ _id: id, companyId, fecha, desde, hasta, enviados: null, faltantes: [], createdAt: new Date() } as never)
          .then(() => true),
        false,
      ),

    finish: (companyId: string, id: string, enviados: number, faltantes: string[]) =>
      Envios.updateOne({ _id: id, companyId }, { $set: { enviados, faltantes } }).exec(),

    /** The company's Subcontratos (catalogue) among these ids, with their contacts. */
    subcontratos: (companyId: string, ids: Types.ObjectId[]): Promise<CatalogItemDoc[]> =>
      CatalogItem.find({ Scope: companyId, Tipo: 'subcontratos', Parent: '', _id: { $in: ids } })
        .lean<CatalogItemDoc[]>()
        .exec(),

    /** Active, not deleted users of the company among these ids. */
    usuarios: (companyId: Types.ObjectId, ids: Types.ObjectId[]): Promise<UsuarioDoc[]> =>
      Usuario.find({ EmpresaReference: companyId, _id: { $in: ids }, Deleted: false, Activado: true })
        .lean<UsuarioDoc[]>()
        .exec(),
  };
}

export type ResumenesRepository = ReturnType<typeof resumenesRepository>;
