/// <reference types="vite/client" />
import { afterAll } from 'vitest';
import { authorizationMatrix } from '@insp/module-service/testing';
import { spec } from '../src/module.ts';
import { testContext } from './context.ts';
import type { Fixture, Rows } from './matrix/types.ts';

// Every file of ./matrix/ but types.ts contributes its rows (one per feature, and the platform's).
const files = import.meta.glob<{ rows: Rows }>(['./matrix/*.ts', '!./matrix/types.ts'], { eager: true });

const ctx = await testContext();
afterAll(() => ctx.app.close());

const h = await ctx.createHierarchy();
const { hoja } = await ctx.addSheet(h, h);
await ctx.start(h, h.projectId);
const other = ctx.createCompany();
const fixture: Fixture = {
  ctx,
  companyId: h.companyId,
  projectId: h.projectId,
  espacioId: h.asignado.espacioId,
  checklistId: h.checklistId,
  asignadoId: h.asignadoId,
  hojaId: hoja.id,
  unknownId: ctx.newObjectId(),
};

authorizationMatrix({
  app: ctx.app,
  module: spec.module,
  people: { administrador: ctx.administrador, director: h.director, usuario: h.usuario, otroDirector: other.director, otroUsuario: other.usuario },
  headersOf: ctx.headersOf,
  internalToken: ctx.config.internalToken,
  fixture,
  files,
});
