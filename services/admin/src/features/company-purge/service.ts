import type { CompanyPurgeResponse } from '@insp/contracts';
import { common, companyAdmin as texts } from '@insp/messages';
import { HttpError } from '@insp/service-kit';
import type { Connection } from 'mongoose';

import type { EmpresaDoc } from '../../models/index.ts';
import { purgeCompany } from '../../modules/cascades.ts';
import type { ModuleClient } from '../../modules/client.ts';
import { findCompany } from '../../repositories/companies.ts';

/**
 * Permanent delete ('Eliminar' on a deleted company): removes the company, its users and their
 * sign-in data, its catalogues and templates, and asks every module service to delete its data.
 * Services that do not confirm stay in Purga.pendiente; the retry loop finishes them.
 */
export function companyPurgeService(db: Connection, modules: ModuleClient) {
  return {
    /** The company in any state: a purge already under way may be asked again. */
    async target(companyId: string): Promise<EmpresaDoc> {
      const company = await findCompany(db, companyId);
      if (!company) throw new HttpError(404, common.notFound);
      return company;
    },

    async purge(company: EmpresaDoc): Promise<CompanyPurgeResponse> {
      if (company.Activado && !company.Purga) throw new HttpError(409, texts.purgeNeedsSoftDelete);
      const pendiente = await purgeCompany(db, modules, company._id);
      return { message: pendiente.length === 0 ? texts.deleted : texts.purgePending, pendiente };
    },
  };
}
