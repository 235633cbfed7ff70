import type { Connection, Types } from 'mongoose';

import { models } from '../models/index.ts';
import { userSeats } from './user-seats.ts';

/** Company purge: its templates and their parts, lists of checks, work-order parameters and user seats (idempotent). */
export async function deleteCompanyContent(db: Connection, companyId: Types.ObjectId): Promise<void> {
  const { Checklist, ChecklistRecinto, ChecklistSubcontrato, ChecklistErrorTipo, ListaChequeo, ParametroOT } = models(db);
  await Promise.all([
    Checklist.deleteMany({ EmpresaId: companyId }).exec(),
    ChecklistRecinto.deleteMany({ companyId }).exec(),
    ChecklistSubcontrato.deleteMany({ companyId }).exec(),
    ChecklistErrorTipo.deleteMany({ companyId }).exec(),
    ListaChequeo.deleteMany({ companyId }).exec(),
    ParametroOT.deleteMany({ companyId }).exec(),
    userSeats(db).deleteCompany(companyId),
  ]);
}
