/// <reference types="vite/client" />
import { authorizationMatrix } from '@insp/module-service/testing';
import { afterAll } from 'vitest';

import { testContext } from './context.ts';
import type { Fixture, Rows } from './matrix/types.ts';

// Every file of ./matrix/ but types.ts contributes its rows (features and the platform).
const files = import.meta.glob<{ rows: Rows }>(['./matrix/*.ts', '!./matrix/types.ts'], { eager: true });

const ctx = await testContext();
afterAll(() => ctx.app.close());

const h = await ctx.createHierarchy();
const other = ctx.createCompany();
const manchas = h.errorParams('Baño', 'Pintura', 'Manchas');
// An answer with a photo: the file route's row asks for it.
const fileId = await ctx.uploadJpeg(h.companyId, h.director);
const respuesta = await ctx.capture(h.director, manchas, { Imagen: fileId });
const fixture: Fixture = { ctx, ...manchas, respuestaId: respuesta.id, fileId, unknownId: ctx.newObjectId() };
// A company user of the module who is neither among the project's Encargados nor its Responsable.
const ajena = ctx.admin.addUser(h.companyId, { Nombre: 'Nora', Apellido: 'Ajena', Cargo: 'Supervisora' });
const noResponsable = ctx.user('UsuarioEmpresa', h.companyId, { sub: ajena.id, name: ajena.NombreCompleto });

// The company's UsuarioEmpresa is among the project's Responsables; the module variants are the same person.
authorizationMatrix({
  app: ctx.app,
  module: 'Checklist',
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
