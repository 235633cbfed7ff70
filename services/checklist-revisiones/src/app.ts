import { buildModuleApp, type AppOptions } from '@insp/module-service';
import type { ZodApp } from '@insp/service-kit';
import { spec } from './module.ts';

/** The service, ready to inject (not listening). Module features are added here as they come. */
export function buildApp(options: AppOptions): Promise<ZodApp> {
  return buildModuleApp(spec, options);
}
