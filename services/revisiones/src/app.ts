import { type AppOptions, buildModuleApp } from '@insp/module-service';
import { createLifecycle, registerFeatures } from '@insp/module-service/hierarchy';
import type { ZodApp } from '@insp/service-kit';

import { estadisticas } from './features/estadisticas/feature.ts';
import { informes } from './features/informes/feature.ts';
import { listados } from './features/listados/feature.ts';
import { observaciones } from './features/observaciones/feature.ts';
import { portal } from './features/portal/feature.ts';
import { proyectos } from './features/proyectos/feature.ts';
import { resumenDiario } from './features/resumen-diario/feature.ts';
import { revisiones } from './features/revisiones/feature.ts';
import { spec } from './module.ts';
import type { FeatureDeps } from './shared/feature.ts';
import { hierarchyScopes } from './shared/hierarchy.ts';

/** The service, ready to inject (not listening): the module platform plus this module's features. */
export function buildApp(options: AppOptions): Promise<ZodApp> {
  return buildModuleApp(spec, options, async (app, context) => {
    const deps: FeatureDeps = { context, lifecycle: createLifecycle(), scopes: hierarchyScopes(app) };
    // Parents first; lifecycle handlers then run children first (see module-service's createLifecycle).
    await registerFeatures(app, deps, [proyectos, revisiones, listados, observaciones, portal, estadisticas, informes, resumenDiario]);
  });
}
