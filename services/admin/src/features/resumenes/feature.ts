import { createScheduler, type Scheduler, type ServiceConfig, type ZodApp } from '@insp/service-kit';

import type { Mailer } from '../../mail/mailer.ts';
import type { ModuleEndpoints } from '../../modules/client.ts';
import { resumenEnvioModel } from './model.ts';
import { type ResumenesService, resumenesService } from './service.ts';
import { httpResumenSource, type ResumenSource } from './source.ts';

/** How often the task looks for companies whose morning has come (each company's digest goes once a day). */
export const RESUMENES_EVERY_MS = 10 * 60_000;
export const RESUMENES_TASK = 'resumenes-diarios';

export interface ResumenesOptions {
  /** Replaces the module services' internal route (tests). */
  source?: ResumenSource;
  /** Receives the task's scheduler and service (tests run them now, as two replicas would). */
  onReady?: (handle: { scheduler: Scheduler; service: ResumenesService }) => void;
}

/** The morning digests by mail (issue 20 §3): a scheduled task, no public route. */
export async function resumenesFeature(
  app: ZodApp,
  deps: { config: ServiceConfig; mailer: Mailer; endpoints: ModuleEndpoints },
  options: ResumenesOptions = {},
): Promise<void> {
  await resumenEnvioModel(app.db).createIndexes();
  const source = options.source ?? httpResumenSource(deps.endpoints, deps.config.internalToken);
  const service = resumenesService({ db: app.db, mailer: deps.mailer, source, publicUrl: deps.config.publicUrl, log: app.log });
  const scheduler = createScheduler(app);
  scheduler.every(RESUMENES_TASK, RESUMENES_EVERY_MS, (now) => service.run(now));
  options.onReady?.({ scheduler, service });
}
