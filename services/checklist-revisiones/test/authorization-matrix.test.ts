/// <reference types="vite/client" />
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
ctx.matrix({ module: 'Checklist', company: h, other, outsider: { Cargo: 'Supervisora' }, fixture, files });
