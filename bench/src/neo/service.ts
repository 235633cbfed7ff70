import { buildApp } from '@insp/service-neo/src/app.ts';
import { configExtension } from '@insp/service-neo/src/module.ts';

import { type BenchModule, type BenchService, type ServiceSetup, startBenchService } from '../service.ts';

export { claimsOf } from '../service.ts';
export type NeoBenchService = BenchService;

const neo: BenchModule = {
  service: 'neo',
  buildApp,
  configExtension,
  quota: (company) => ({ Activado: company.ChecklistsOT.Activado, limit: company.ChecklistsOT.LimiteProyectos }),
};

/** The neo service as its server starts it (see startBenchService; `monitorCommands` to count round trips). */
export function startNeoService(setup: ServiceSetup, options: { monitorCommands?: boolean } = {}): Promise<NeoBenchService> {
  return startBenchService(neo, setup, options);
}
