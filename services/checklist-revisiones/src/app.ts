import { basicProjects, buildModuleApp, type AppOptions } from '@insp/module-service';
import type { ZodApp } from '@insp/service-kit';
import { spec } from './module.ts';

/** The service, ready to inject (not listening): the module platform plus this module's features. */
export function buildApp(options: AppOptions): Promise<ZodApp> {
  return buildModuleApp(spec, options, (app, context) => {
    basicProjects(app, context);
  });
}
