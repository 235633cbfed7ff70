import { buildApp } from '@insp/service-revisiones/src/app.ts';
import { configExtension } from '@insp/service-revisiones/src/module.ts';

import { type BenchModule, type BenchService, type ServiceSetup, startBenchService } from '../service.ts';

export { type BenchService, claimsOf, type ServiceSetup } from '../service.ts';

const revisiones: BenchModule = {
  service: 'revisiones',
  buildApp,
  configExtension,
  quota: (company) => ({ Activado: company.Revisiones.Activado, limit: company.Revisiones.LimiteRevisiones }),
};

/** The revisiones service as its server starts it (see startBenchService). */
export function startService(setup: ServiceSetup, options: { monitorCommands?: boolean } = {}): Promise<BenchService> {
  return startBenchService(revisiones, setup, options);
}
