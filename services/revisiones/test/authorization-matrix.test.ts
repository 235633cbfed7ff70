/// <reference types="vite/client" />
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
ctx.matrix({ module: 'Revisiones', company: h, other, outsider: { Cargo: 'Supervisora' }, fixture, files });
