import { CompanyParams } from '@insp/contracts';
import { ResumenModulo, ResumenQuery } from '@insp/contracts/resumenes';
import type { ZodApp } from '@insp/service-kit';

import type { ModuleContext } from '../context.ts';
import { linkToken } from '../portal/token.ts';
import { collectResumen } from './collect.ts';
import { openPortalLinks } from './portal-links.ts';

/**
 * `GET /internal/companies/:companyId/resumen?desde=&hasta=` (x-internal-token): what admin's morning
 * digest mails for this module (issue 20 §3). Served by every module service, empty without a provider.
 */
export function resumenRoutes(app: ZodApp, context: ModuleContext): void {
  app.get(
    '/internal/companies/:companyId/resumen',
    { config: { internal: true }, schema: { params: CompanyParams, querystring: ResumenQuery, response: { 200: ResumenModulo } } },
    async (request) => {
      const { companyId } = request.params;
      const { desde, hasta } = request.query;
      // The portal's public URL of a link (as the portal answers it on creation): the token is derived again.
      const urlOf = (linkId: string) => `${context.config.publicUrl}/portal/${context.spec.service}/${linkToken(context.config, linkId)}`;
      return collectResumen({
        modulo: context.spec.service,
        companyId,
        company: await context.admin.company(companyId),
        desde,
        hasta,
        provider: context.resumen.provider(),
        portalLinks: (proyectos) => openPortalLinks(context.db, companyId, hasta, urlOf, proyectos),
      });
    },
  );
}
