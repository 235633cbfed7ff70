import { appPdfRenderer } from '@insp/module-service';
import type { ZodApp } from '@insp/service-kit';

import type { FeatureDeps } from '../../shared/feature.ts';
import { neoDocuments } from './documents.ts';
import { neoKinds } from './kinds.ts';
import { informesRepository } from './repository.ts';
import { informesService } from './service.ts';

/**
 * The documents of NEO projects (spec 002 §7): report kinds of the platform's jobs
 * (POST /companies/:companyId/reports), no routes of their own. One Chromium per service process,
 * started by the first PDF and closed with the app.
 */
export function informes(app: ZodApp, { context }: FeatureDeps): void {
  const renderer = appPdfRenderer(app, context.config);
  const repository = informesRepository(app.db);
  const service = informesService(repository, context);
  const documents = neoDocuments({ repository, files: context.files, renderer, config: context.config, log: app.log });
  for (const [kind, definition] of Object.entries(neoKinds(service, documents)))
    context.reports.define(kind, definition as Parameters<typeof context.reports.define>[1]);
}
