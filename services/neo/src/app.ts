import { type AppOptions, buildModuleApp } from '@insp/module-service';
import { registerFeatures } from '@insp/module-service/hierarchy';
import type { ZodApp } from '@insp/service-kit';

import { asignaciones } from './features/asignaciones/feature.ts';
import { captura } from './features/captura/feature.ts';
import { checklists } from './features/checklists/feature.ts';
import { espacios } from './features/espacios/feature.ts';
import { estadisticas } from './features/estadisticas/feature.ts';
import { hojas } from './features/hojas/feature.ts';
import { informes } from './features/informes/feature.ts';
import { proyectos } from './features/proyectos/feature.ts';
import { resumenDiario } from './features/resumen-diario/feature.ts';
import { spec } from './module.ts';
import type { FeatureDeps } from './shared/feature.ts';
import { neoScopes } from './shared/scopes.ts';

/** The service, ready to inject (not listening): the module platform plus this module's features (spec 002). */
export function buildApp(options: AppOptions): Promise<ZodApp> {
  return buildModuleApp(spec, options, async (app, context) => {
    const deps: FeatureDeps = { context, scopes: neoScopes(app) };
    // Children's cascades first: a company purge that stops half-way leaves parents to be found again.
    await registerFeatures(app, deps, [captura, hojas, asignaciones, checklists, espacios, proyectos, estadisticas, informes, resumenDiario]);
  });
}
