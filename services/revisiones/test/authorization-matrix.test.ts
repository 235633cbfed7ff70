/// <reference types="vite/client" />
import { afterAll } from 'vitest';
import { authorizationMatrix } from '@insp/module-service/testing';
import { testContext } from './context.ts';
import type { Fixture, Rows } from './matrix/types.ts';

// Every file of ./matrix/ but types.ts contributes its rows (features, the platform, observations…).
const files = import.meta.glob<{ rows: Rows }>(['./matrix/*.ts', '!./matrix/types.ts'], { eager: true });

const ctx = await testContext();
afterAll(() => ctx.app.close());

const h = await ctx.createHierarchy();
const other = ctx.createCompany();
const fixture: Fixture = { ctx, companyId: h.companyId, projectId: h.projectId, revisionId: h.revisionId, listadoId: h.listadoId, unknownId: ctx.newObjectId() };

// The company's UsuarioEmpresa is among the project's Responsables; the module variants are the same person.
authorizationMatrix({
  app: ctx.app,
  module: 'Revisiones',
  people: { administrador: ctx.administrador, director: h.director, usuario: h.usuario, otroDirector: other.director, otroUsuario: other.usuario },
  headersOf: ctx.headersOf,
  internalToken: ctx.config.internalToken,
  fixture,
  files,
});
