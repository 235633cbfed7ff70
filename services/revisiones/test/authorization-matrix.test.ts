/// <reference types="vite/client" />
import { authorizationMatrix } from '@insp/module-service/testing';
import { afterAll } from 'vitest';

import { testContext } from './context.ts';
import type { Fixture, Rows } from './matrix/types.ts';
import { observacionFixtures } from './observaciones-fixtures.ts';

// Every file of ./matrix/ but types.ts contributes its rows (features, the platform, observations…).
const files = import.meta.glob<{ rows: Rows }>(['./matrix/*.ts', '!./matrix/types.ts'], { eager: true });

const ctx = await testContext();
afterAll(() => ctx.app.close());

const h = await ctx.createHierarchy();
const other = ctx.createCompany();
// A photo of an observation of the project: the file route's row asks for it.
const fx = observacionFixtures(ctx);
const fileId = await fx.uploadJpeg(h.companyId, h.director);
await fx.captured(h, { Imagenes: [fileId] });
const fixture: Fixture = {
  ctx,
  companyId: h.companyId,
  projectId: h.projectId,
  revisionId: h.revisionId,
  listadoId: h.listadoId,
  fileId,
  unknownId: ctx.newObjectId(),
};
// A company user of the module who is neither among the project's Encargados nor its Responsable.
const ajena = ctx.admin.addUser(h.companyId, { Nombre: 'Nora', Apellido: 'Ajena', Cargo: 'Supervisora' });
const noResponsable = ctx.user('UsuarioEmpresa', h.companyId, { sub: ajena.id, name: ajena.NombreCompleto });

// The company's UsuarioEmpresa is among the project's Responsables; the module variants are the same person.
authorizationMatrix({
  app: ctx.app,
  module: 'Revisiones',
  people: {
    administrador: ctx.administrador,
    director: h.director,
    usuario: h.usuario,
    noResponsable,
    otroDirector: other.director,
    otroUsuario: other.usuario,
  },
  headersOf: ctx.headersOf,
  internalToken: ctx.config.internalToken,
  fixture,
  files,
});
