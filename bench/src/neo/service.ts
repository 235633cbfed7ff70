import { buildApp } from '@insp/service-neo/src/app.ts';
import { configExtension } from '@insp/service-neo/src/module.ts';

import type { BenchModule } from '../service.ts';

/** The neo service as its server starts it (start it with startBenchService; `monitorCommands` to count round trips). */
export const neo: BenchModule = {
  service: 'neo',
  buildApp,
  configExtension,
  quota: (company) => ({ Activado: company.ChecklistsOT.Activado, limit: company.ChecklistsOT.LimiteProyectos }),
};
