/// <reference types="vite/client" />
import { afterAll } from 'vitest';

import { spec } from '../src/module.ts';
import { testContext } from './context.ts';
import { fixtures } from './fixtures.ts';
import type { Fixture, Rows } from './matrix/types.ts';

// Every file of ./matrix/ but types.ts contributes its rows (one per feature, and the platform's).
const files = import.meta.glob<{ rows: Rows }>(['./matrix/*.ts', '!./matrix/types.ts'], { eager: true });

const ctx = await testContext();
afterAll(() => ctx.app.close());

const h = await ctx.createHierarchy();
const { hoja } = await ctx.addSheet(h, h);
await ctx.start(h, h.projectId);
const other = ctx.createCompany();
// A reviewer's answer with a photo: the file route's row asks for it.
const f = fixtures(ctx);
const fileId = await f.photo(h.companyId, h.revisor1User.id);
await f.answered(
  h.revisor1,
  { companyId: h.companyId, projectId: h.projectId, checklistId: h.checklistId, asignadoId: h.asignadoId, hojaId: hoja.id },
  { Foto: fileId },
);
const fixture: Fixture = {
  ctx,
  companyId: h.companyId,
  projectId: h.projectId,
  espacioId: h.asignado.espacioId,
  checklistId: h.checklistId,
  asignadoId: h.asignadoId,
  hojaId: hoja.id,
  fileId,
  unknownId: ctx.newObjectId(),
};

// The 'UsuarioEmpresa no responsable' caller is neither among the project's Encargados, nor its Responsable, nor a reviewer.
ctx.matrix({ module: spec.module, company: h, other, fixture, files });
