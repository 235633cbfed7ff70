import { buildApp } from '@insp/service-revisiones/src/app.ts';
import { configExtension } from '@insp/service-revisiones/src/module.ts';

import type { BenchModule } from '../service.ts';

/** The revisiones service as its server starts it (start it with startBenchService). */
export const revisiones: BenchModule = {
  service: 'revisiones',
  buildApp,
  configExtension,
  quota: (company) => ({ Activado: company.Revisiones.Activado, limit: company.Revisiones.LimiteRevisiones }),
};
