import { type ListadoItem, listadosEndpoints, type ProyectoItem, proyectosEndpoints, revisionesEndpoints, type RevisionItem } from '@insp/contracts';
import { moduleTestContext, reviewFixtures, type TestCompany } from '@insp/module-service/testing';

import { buildApp } from '../src/app.ts';

/** A company of the fake admin with its director, a company user and a responsible, all with the Revisiones flag. */
export type { TestCompany };

/**
 * The revisiones service under test: its own buildApp on a fresh database, a real Ed25519 identity,
 * admin in memory, and the platform context (scheduler, events, files…) captured from buildApp.
 */
export async function testContext() {
  const platform = await moduleTestContext('revisiones', buildApp);

  const fixtures = reviewFixtures<
    ProyectoItem,
    RevisionItem,
    ListadoItem,
    { NombreProyecto?: string; DiasPorVencer?: number; DiasVencidos?: number; ResponsableId?: string }
  >(platform, { proyectos: proyectosEndpoints, revisiones: revisionesEndpoints, listados: listadosEndpoints });

  return { ...platform, ...fixtures };
}
export type TestContext = Awaited<ReturnType<typeof testContext>>;
