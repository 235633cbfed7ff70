import { companiesEndpoints } from '@insp/contracts';
import { access, route, type ZodApp } from '@insp/service-kit';
import type { FastifyRequest } from 'fastify';

import type { EmpresaDoc } from '../../models/index.ts';
import type { ModuleClient } from '../../modules/client.ts';
import { companyPurgeService } from './service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the company-purge feature: the company to purge, whatever its state. */
    purgeTarget: EmpresaDoc | null;
  }
}

function targetOf(request: FastifyRequest): EmpresaDoc {
  if (!request.purgeTarget) throw new Error('company-purge: the preHandler did not run');
  return request.purgeTarget;
}

/** `DELETE /companies/:companyId/permanent`: the platform administrator only. */
export async function companyPurgeRoutes(app: ZodApp, modules: ModuleClient): Promise<void> {
  const purges = companyPurgeService(app.db, modules);
  await app.register(async (feature: ZodApp) => {
    feature.decorateRequest('purgeTarget', null);
    // Unlike the other company routes, a company already being purged is found here.
    feature.addHook('preHandler', async (request) => {
      request.purgeTarget = await purges.target((request.params as { companyId: string }).companyId);
    });
    route(feature, companiesEndpoints.purge, access.administrador(null), (_, request) => purges.purge(targetOf(request)));
  });
}
