import { type AppOptions, buildModuleApp } from '@insp/module-service';
import { createLifecycle, registerFeatures } from '@insp/module-service/hierarchy';
import { oid, type ZodApp } from '@insp/service-kit';

import { erroresTipo } from './features/errores-tipo/feature.ts';
import { estadisticas } from './features/estadisticas/feature.ts';
import { informes } from './features/informes/feature.ts';
import { listados } from './features/listados/feature.ts';
import { portal } from './features/portal/feature.ts';
import { proyectos } from './features/proyectos/feature.ts';
import { recintos } from './features/recintos/feature.ts';
import { respuestas } from './features/respuestas/feature.ts';
import { resumen } from './features/resumen/feature.ts';
import { resumenDiario } from './features/resumen-diario/feature.ts';
import { revisiones } from './features/revisiones/feature.ts';
import { subcontratos } from './features/subcontratos/feature.ts';
import { spec } from './module.ts';
import { createBelow } from './shared/below.ts';
import type { FeatureDeps } from './shared/feature.ts';
import { hierarchyScopes } from './shared/hierarchy.ts';

/** The service, ready to inject (not listening): the module platform plus this module's features. */
export function buildApp(options: AppOptions): Promise<ZodApp> {
  return buildModuleApp(spec, options, async (app, context) => {
    const lifecycle = createLifecycle();
    const deps: FeatureDeps = { context, lifecycle, below: createBelow(lifecycle, oid), scopes: hierarchyScopes(app) };
    // Parents first; removal handlers then run children first (see shared/below.ts).
    await registerFeatures(app, deps, [
      proyectos,
      revisiones,
      listados,
      recintos,
      subcontratos,
      erroresTipo,
      respuestas,
      portal,
      resumen,
      estadisticas,
      informes,
      resumenDiario,
    ]);
  });
}
