import type { CompanyListQuery } from '@insp/contracts';
import { paginateBy } from '@insp/service-kit';
import type { Connection, Types } from 'mongoose';

import { type EmpresaDoc, models } from '../../models/index.ts';
import { copyGlobalCatalogs } from '../../repositories/catalogs.ts';
import { bumpCompanySessions, countCompanyUsers, rutHolder } from '../../repositories/companies.ts';
import { nameKeyMatch } from '../../shared/name-search.ts';

/** What the companies table asks for. */
export interface CompanyPageOptions {
  deleted: boolean;
  page: number;
  pageSize: number;
  search?: string | undefined;
  sort: CompanyListQuery['sort'];
  order: CompanyListQuery['order'];
}

/** The stored field behind each sortable column (Nombre sorts on its accent- and case-free key). */
const sortField = { Nombre: 'Nombre_lower', Rut: 'Rut' } as const satisfies Record<CompanyListQuery['sort'], keyof EmpresaDoc>;

/** What a create stores (the module blocks whole, counters at zero). */
export type NewCompany = Pick<
  EmpresaDoc,
  'Nombre' | 'Nombre_lower' | 'Rut' | 'LimiteFotos' | 'PiePagina' | 'ZonaHoraria' | 'Revisiones' | 'CheckList' | 'ChecklistsOT'
>;

/**
 * Companies are the tenants themselves: every function takes the company it touches first, except
 * the platform administrator's list and create, and the Rut check (a Rut is unique on the platform).
 */
export function companiesRepository(db: Connection) {
  const { Empresa } = models(db);
  const after = { returnDocument: 'after' } as const;

  return {
    /** A page of active (or deleted) companies, filtered by name key, sorted by a column then _id; two round trips. */
    async page(options: CompanyPageOptions): Promise<{ items: EmpresaDoc[]; total: number }> {
      const match = nameKeyMatch(options.search);
      // Companies being purged are gone for the administrator; the retry loop finishes them.
      const filter = { Activado: !options.deleted, Purga: null, ...(match ? { Nombre_lower: match } : {}) };
      const direction = options.order === 'desc' ? -1 : 1;
      // The platform administrator's list spans every tenant (the companies themselves).
      return paginateBy(null, Empresa, filter, { [sortField[options.sort]]: direction, _id: direction }, options);
    },
    /** Another company holding this (formatted) Rut. */
    rutHolder: (rut: string, except?: Types.ObjectId) => rutHolder(db, rut, except),

    /** Throws the driver's duplicate-key error when the Rut is taken after all. */
    async insert(company: NewCompany): Promise<EmpresaDoc> {
      const created = await Empresa.create({ ...company, Activado: true, FechaEliminacion: null });
      return created.toObject();
    },
    /** The company's own copy of the global catalogues. */
    copyGlobalCatalogs: (companyId: Types.ObjectId) => copyGlobalCatalogs(db, companyId),

    /** `set` holds dotted paths of the module blocks too. */
    update: (companyId: Types.ObjectId, set: Record<string, unknown>): Promise<EmpresaDoc | null> =>
      Empresa.findOneAndUpdate({ _id: companyId }, { $set: set }, after).lean<EmpresaDoc>().exec(),
    /** The soft delete (Activado false, FechaEliminacion now) and the restore. */
    setActivado: (companyId: Types.ObjectId, activado: boolean): Promise<EmpresaDoc | null> =>
      Empresa.findOneAndUpdate({ _id: companyId }, { $set: { Activado: activado, FechaEliminacion: activado ? null : new Date() } }, after)
        .lean<EmpresaDoc>()
        .exec(),
    /** Invalidates the access tokens of every user of the company. */
    bumpSessions: (companyId: Types.ObjectId) => bumpCompanySessions(db, companyId),
    /** Not deleted users, in total and per module flag. */
    userCounts: (companyId: Types.ObjectId) => countCompanyUsers(db, companyId),
  };
}
